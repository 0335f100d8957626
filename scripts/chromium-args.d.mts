/** The headless Chromium flags shared by the e2e journeys and scripts/page-load.mjs. */
export declare const CHROMIUM_ARGS: string[];
