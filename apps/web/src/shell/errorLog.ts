import { useLogs } from '@/stores/logs';

const pad = (n: number) => String(n).padStart(2, '0');

/** YYYY-MM-DD HH:mm:ss in local time (without dayjs, which the sign-in page does not load). */
export function localTime(d: Date): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

export function logError(input: { type: string; error?: unknown; message?: string; info?: string }): void {
  const error = input.error instanceof Error ? input.error : undefined;
  useLogs.getState().add({
    type: input.type,
    message: input.message ?? error?.message ?? String(input.error ?? ''),
    stack: error?.stack ?? '',
    info: input.info ?? '',
    url: window.location.href,
    time: localTime(new Date()),
  });
}

/** Chunk-load failures (lazy pages after a redeploy, CSS chunks) get their own types (spec §8). */
export function chunkErrorType(error: unknown): string | null {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  if (/CSS_CHUNK_LOAD_FAILED|Unable to preload CSS/i.test(text)) return 'CSS_CHUNK_LOAD_FAILED';
  if (
    /ChunkLoadError|Failed to fetch dynamically imported module|error loading dynamically imported module/i.test(
      text,
    )
  )
    return 'ChunkLoadError';
  return null;
}

let isInstalled = false;

/** Logs uncaught errors and unhandled rejections locally. */
export function installGlobalErrorLogging(): void {
  if (isInstalled) return;
  isInstalled = true;
  window.addEventListener('error', (event) => {
    const type = chunkErrorType(event.error ?? event.message) ?? 'error';
    logError({ type, error: event.error, message: event.message, info: `${event.filename}:${event.lineno}` });
  });
  window.addEventListener('unhandledrejection', (event) => {
    // Rejections from the HTTP client were already shown to the user.
    const reason: unknown = event.reason;
    if (reason instanceof Error && (reason.name === 'RequestError' || reason.name === 'AxiosError')) return;
    logError({ type: chunkErrorType(reason) ?? 'unhandledrejection', error: reason, info: 'promise' });
  });
  window.addEventListener('vite:preloadError', (event) => {
    logError({
      type: 'ChunkLoadError',
      error: (event as Event & { payload?: unknown }).payload,
      info: 'preload',
    });
  });
}
