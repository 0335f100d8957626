import { useCallback, useRef } from 'react';

export const CLICK_THROTTLE_MS = 800;

/** Returns a function that runs `fn` at most once per `wait` ms (spec §9: clicks throttled to 800 ms). */
export function throttle<A extends unknown[], R>(
  fn: (...args: A) => R,
  wait = CLICK_THROTTLE_MS,
  now: () => number = Date.now,
): (...args: A) => R | undefined {
  let last = Number.NEGATIVE_INFINITY;
  return (...args: A) => {
    const time = now();
    if (time - last < wait) return undefined;
    last = time;
    return fn(...args);
  };
}

/** Throttled click handler for action buttons; always calls the latest `fn`. */
export function useThrottledClick<A extends unknown[], R>(
  fn: (...args: A) => R,
  wait = CLICK_THROTTLE_MS,
): (...args: A) => R | undefined {
  const fnRef = useRef(fn);
  fnRef.current = fn;
  const lastRef = useRef(Number.NEGATIVE_INFINITY);
  return useCallback(
    (...args: A) => {
      const time = Date.now();
      if (time - lastRef.current < wait) return undefined;
      lastRef.current = time;
      return fnRef.current(...args);
    },
    [wait],
  );
}
