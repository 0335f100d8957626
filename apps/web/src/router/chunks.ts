import { chunkErrorType } from '@/shell/errorLog';

/** The spec's chunk-load timeout (§8: ChunkLoadError, timeout 120 s). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

function chunkTimeout(ms: number): Error {
  const error = new Error(`Loading chunk failed (timeout: ${ms} ms)`);
  error.name = 'ChunkLoadError';
  return error;
}

/**
 * A lazy page's loader that gives up on a chunk after the spec's timeout (a ChunkLoadError) and
 * tries a failed chunk once more before the error boundary offers a reload: a redeploy or a
 * dropped connection usually costs one attempt. Other errors (a page that throws while
 * loading) are not retried.
 */
export function loadChunk<T>(
  load: () => Promise<T>,
  opts: { timeoutMs?: number; retries?: number } = {},
): () => Promise<T> {
  const timeoutMs = opts.timeoutMs ?? CHUNK_LOAD_TIMEOUT_MS;
  const attempt = () =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(chunkTimeout(timeoutMs)), timeoutMs);
      load().then(
        (value) => {
          clearTimeout(timer);
          resolve(value);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error);
        },
      );
    });
  return async () => {
    for (let left = opts.retries ?? 1; ; left--) {
      try {
        return await attempt();
      } catch (error) {
        if (left <= 0 || chunkErrorType(error) !== 'ChunkLoadError') throw error;
      }
    }
  };
}
