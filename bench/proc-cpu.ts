// CPU seconds (user + system) of processes from /proc/<pid>/stat, for the CPU per request of the
// servers' process and of PostgreSQL's client backends (Linux).
import { readFileSync } from 'node:fs';
import type pg from 'pg';

const TICKS = 100; // USER_HZ: the unit of /proc/<pid>/stat's times on Linux

/** utime + stime of `pid` in seconds (0 once it has gone). */
export function cpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // the fields after the command name, which may hold spaces: state is field 3, utime 14, stime 15
    const rest = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(rest[11]) + Number(rest[12])) / TICKS;
  } catch {
    return 0;
  }
}

/** The pids of PostgreSQL's client backends (the pool's connections). */
export async function backendPids(pool: pg.Pool): Promise<number[]> {
  const { rows } = await pool.query<{ pid: number }>(
    "select pid from pg_stat_activity where backend_type = 'client backend'",
  );
  return rows.map((r) => r.pid);
}

/** Starts a CPU reading of the process `server` and of PostgreSQL's client backends; `end` gives both deltas. */
export async function cpuMeter(pool: pg.Pool, server: number) {
  const before = new Map((await backendPids(pool)).map((p) => [p, cpuSeconds(p)]));
  const serverBefore = cpuSeconds(server);
  return {
    async end(): Promise<{ server: number; pg: number }> {
      const serverAfter = cpuSeconds(server);
      const pids = new Set([...before.keys(), ...(await backendPids(pool))]);
      let pgCpu = 0;
      for (const p of pids) pgCpu += Math.max(0, cpuSeconds(p) - (before.get(p) ?? 0));
      return { server: serverAfter - serverBefore, pg: pgCpu };
    },
  };
}
