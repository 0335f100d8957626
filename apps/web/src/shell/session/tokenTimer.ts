/** Proactive token refresh (spec §4): a check every 10 s; refresh once 3000 s have passed since issue. */
export const TOKEN_CHECK_INTERVAL_MS = 10_000;
export const TOKEN_TIME_S = 3000;

export function shouldRefresh(input: {
  hasToken: boolean;
  issuedAt: number;
  now: number;
  isRefreshing: boolean;
  tokenTimeS?: number;
}): boolean {
  if (!input.hasToken || input.isRefreshing || !input.issuedAt) return false;
  return (input.now - input.issuedAt) / 1000 >= (input.tokenTimeS ?? TOKEN_TIME_S);
}

export function startTokenTimer(deps: {
  getState: () => { token: string; tokenTime: number };
  isRefreshing: () => boolean;
  refresh: () => Promise<unknown>;
  now?: () => number;
  intervalMs?: number;
}): () => void {
  const now = deps.now ?? Date.now;
  const id = setInterval(() => {
    const { token, tokenTime } = deps.getState();
    if (
      shouldRefresh({
        hasToken: Boolean(token),
        issuedAt: tokenTime,
        now: now(),
        isRefreshing: deps.isRefreshing(),
      })
    ) {
      // Failures are handled by the HTTP client (401 → logout); keep the timer alive.
      deps.refresh().catch(() => undefined);
    }
  }, deps.intervalMs ?? TOKEN_CHECK_INTERVAL_MS);
  return () => clearInterval(id);
}
