import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, loadChunk } from './chunks';

const fetchFailed = () => new TypeError('Failed to fetch dynamically imported module: /assets/Page-x.js');

describe('loadChunk', () => {
  afterEach(() => vi.useRealTimers());

  it('gives up on a chunk after the spec timeout of 120 s with a ChunkLoadError, after one more try', async () => {
    vi.useFakeTimers();
    const load = vi.fn(() => new Promise<never>(() => {}));
    const result = loadChunk(load)().catch((e: Error) => e);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS);
    const error = await result;
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).name).toBe('ChunkLoadError');
  });

  it('retries a failed chunk once and resolves with the second attempt', async () => {
    const page = { default: () => null };
    const load = vi.fn().mockRejectedValueOnce(fetchFailed()).mockResolvedValueOnce(page);
    await expect(loadChunk(load)()).resolves.toBe(page);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('rejects when the retry fails too, and does not retry errors that are not chunk loads', async () => {
    const failing = vi.fn().mockRejectedValue(fetchFailed());
    await expect(loadChunk(failing)()).rejects.toThrow(/dynamically imported module/);
    expect(failing).toHaveBeenCalledTimes(2);
    const broken = vi.fn().mockRejectedValue(new Error('page threw while loading'));
    await expect(loadChunk(broken)()).rejects.toThrow('page threw while loading');
    expect(broken).toHaveBeenCalledTimes(1);
  });
});
