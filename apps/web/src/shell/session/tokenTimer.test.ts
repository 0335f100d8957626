import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { shouldRefresh, startTokenTimer, TOKEN_CHECK_INTERVAL_MS, TOKEN_TIME_S } from './tokenTimer';

describe('shouldRefresh', () => {
  const base = { hasToken: true, issuedAt: 1_000_000, isRefreshing: false };
  it('refreshes once 3000 s have passed since the token was issued', () => {
    expect(TOKEN_TIME_S).toBe(3000);
    expect(shouldRefresh({ ...base, now: base.issuedAt + 2999_000 })).toBe(false);
    expect(shouldRefresh({ ...base, now: base.issuedAt + 3000_000 })).toBe(true);
  });
  it('never refreshes without a token or while a refresh runs', () => {
    expect(shouldRefresh({ ...base, hasToken: false, now: base.issuedAt + 4000_000 })).toBe(false);
    expect(shouldRefresh({ ...base, isRefreshing: true, now: base.issuedAt + 4000_000 })).toBe(false);
  });
});

describe('token timer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('checks every 10 s and runs one refresh at a time', async () => {
    expect(TOKEN_CHECK_INTERVAL_MS).toBe(10_000);
    const start = Date.now();
    const state = { token: 't', tokenTime: start };
    let running = false;
    let release: () => void = () => undefined;
    const refresh = vi.fn(() => {
      running = true;
      return new Promise<void>((resolve) => {
        release = () => {
          running = false;
          state.tokenTime = Date.now();
          resolve();
        };
      });
    });
    const stop = startTokenTimer({ getState: () => state, isRefreshing: () => running, refresh });

    await vi.advanceTimersByTimeAsync(2990_000);
    expect(refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(refresh).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(refresh).toHaveBeenCalledTimes(1);
    release();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(refresh).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(3000_000);
    expect(refresh).toHaveBeenCalledTimes(2);
    stop();
    await vi.advanceTimersByTimeAsync(10_000_000);
    expect(refresh).toHaveBeenCalledTimes(2);
  });
});
