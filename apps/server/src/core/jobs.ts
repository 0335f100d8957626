import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * A tiny in-process scheduler. Every run takes a PostgreSQL transaction-level advisory lock named
 * after the job, so with several server nodes only one runs a job at a time; the others skip it.
 * Jobs must be idempotent (a later run on another node may repeat the work harmlessly).
 */
export type Job = {
  name: string;
  /** Time between runs. */
  everyMs: number;
  /** Delay before the first run after start (default one minute). */
  firstDelayMs?: number;
  run: (db: Db) => Promise<unknown>;
};

type Logger = { info: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };

/** The 32-bit lock key of a job name (the first key is this scheduler's namespace). */
const NAMESPACE = 7243;
function lockKey(name: string): number {
  let h = 0;
  for (const ch of name) h = (Math.imul(h, 31) + ch.charCodeAt(0)) | 0;
  return h;
}

export function createScheduler(db: Db, log: Logger = { info: () => {}, error: () => {} }) {
  const jobs = new Map<string, Job>();
  const timers = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<unknown>>();
  let started = false;

  /** Runs the job now if no other node holds its lock: true when it ran, false when skipped. */
  async function runNow(name: string): Promise<boolean> {
    const job = jobs.get(name);
    if (!job) throw new Error(`unknown job ${name}`);
    return db.transaction(async (tx) => {
      const res = await tx.execute(
        sql`select pg_try_advisory_xact_lock(${NAMESPACE}, ${lockKey(name)}) as locked`,
      );
      if (!(res.rows[0] as { locked: boolean }).locked) return false;
      const t0 = Date.now();
      await job.run(db);
      log.info({ job: name, ms: Date.now() - t0 }, 'job finished');
      return true;
    });
  }

  function tick(job: Job, delay: number) {
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (!started) return;
      const p = runNow(job.name)
        .catch((err) => log.error({ err, job: job.name }, 'job failed'))
        .finally(() => running.delete(p));
      running.add(p);
      tick(job, job.everyMs);
    }, delay);
    timer.unref();
    timers.add(timer);
  }

  return {
    add(job: Job) {
      jobs.set(job.name, job);
      if (started) tick(job, job.firstDelayMs ?? 60_000);
    },
    runNow,
    start() {
      if (started) return;
      started = true;
      for (const job of jobs.values()) tick(job, job.firstDelayMs ?? 60_000);
    },
    /** Stops scheduling and waits for runs in progress. */
    async stop() {
      started = false;
      for (const t of timers) clearTimeout(t);
      timers.clear();
      await Promise.allSettled([...running]);
    },
  };
}

export type Scheduler = ReturnType<typeof createScheduler>;
