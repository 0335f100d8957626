/**
 * Promises by key, each loaded once and shared by the callers that ask meanwhile; a load that
 * fails is forgotten, so the next call tries again. `clear` drops everything (after a change);
 * past `max` keys the cache starts over (keys that are combinations, e.g. role sets).
 */
export function loadOnce<V>({ max = Number.POSITIVE_INFINITY }: { max?: number } = {}): {
  get: (key: string, load: () => Promise<V>) => Promise<V>;
  clear: () => void;
} {
  const cache = new Map<string, Promise<V>>();
  return {
    get(key, load) {
      let hit = cache.get(key);
      if (!hit) {
        if (cache.size >= max) cache.clear();
        hit = load();
        cache.set(key, hit);
        hit.catch(() => cache.delete(key));
      }
      return hit;
    },
    clear: () => cache.clear(),
  };
}
