// The client side of load-worker.mjs: the load generator runs in a forked process, and each slice's
// CPU of the servers' process and of PostgreSQL's backends is read from /proc around it.
import { fork } from 'node:child_process';
import { join } from 'node:path';

export type LoadResult = {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; average: number };
  non2xx: number;
  errors: number;
  duration: number;
};
export type LoadOptions = {
  url: string;
  method: 'GET' | 'POST';
  connections: number;
  duration: number;
  headers?: Record<string, string>;
  body?: string;
};

/** A forked load generator: `run` sends it one autocannon run and resolves with the result. */
export function startLoadWorker() {
  const child = fork(join(import.meta.dirname, 'load-worker.mjs'), [], { stdio: 'inherit', execArgv: [] });
  let next = 0;
  const waiting = new Map<number, { resolve: (r: LoadResult) => void; reject: (e: Error) => void }>();
  child.on('message', (m: { id: number; result?: LoadResult; error?: string }) => {
    const w = waiting.get(m.id);
    waiting.delete(m.id);
    if (m.error || !m.result) w?.reject(new Error(m.error));
    else w?.resolve(m.result);
  });
  return {
    pid: child.pid!,
    run: (options: LoadOptions) =>
      new Promise<LoadResult>((resolve, reject) => {
        const id = next++;
        waiting.set(id, { resolve, reject });
        child.send({ id, options });
      }),
    close: () => child.disconnect(),
  };
}
