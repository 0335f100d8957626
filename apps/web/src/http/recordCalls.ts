import type { AxiosRequestConfig } from 'axios';

let recording: AxiosRequestConfig[] | null = null;

/** Runs `fn` and returns, beside its result, the API calls (`api`) it started before returning. */
export function recordCalls<T>(fn: () => T): { result: T; calls: AxiosRequestConfig[] } {
  const outer = recording;
  const calls: AxiosRequestConfig[] = [];
  recording = calls;
  try {
    return { result: fn(), calls };
  } finally {
    recording = outer;
  }
}

/** `api` reports each call here. */
export function noteCall(config: AxiosRequestConfig): void {
  recording?.push(config);
}
