import { describe, expect, it } from 'vitest';
import { loadOnce } from './load-once';

describe('loadOnce', () => {
  it('loads a key once, forgets a failed load and everything on clear', async () => {
    const cache = loadOnce<number>();
    let loads = 0;
    const load = async () => ++loads;
    expect(await Promise.all([cache.get('a', load), cache.get('a', load)])).toEqual([1, 1]);
    expect(await cache.get('b', load)).toBe(2);
    await expect(cache.get('c', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('c', load)).toBe(3);
    cache.clear();
    expect(await cache.get('a', load)).toBe(4);
  });

  it('starts over past its maximum number of keys', async () => {
    const cache = loadOnce<string>({ max: 2 });
    let loads = 0;
    const load = async () => `v${++loads}`;
    await cache.get('a', load);
    await cache.get('b', load);
    await cache.get('c', load); // a and b dropped
    expect(await cache.get('c', load)).toBe('v3');
    expect(await cache.get('a', load)).toBe('v4');
  });
});
