/** Log writes still in flight: awaited on shutdown (and by tests) so none is lost. */
const pending = new Set<Promise<unknown>>();

export function trackLogWrite(p: Promise<unknown>): void {
  pending.add(p);
  void p.finally(() => pending.delete(p));
}

export async function flushLogWrites(): Promise<void> {
  while (pending.size > 0) await Promise.allSettled([...pending]);
}
