// The headless Chromium flags of the e2e journeys and the page-load script (Debian's chromium, no
// sandbox as root, no GPU, no background traffic that would disturb timings).
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
