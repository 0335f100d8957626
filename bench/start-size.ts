// Start time and idle size of `npm start`: the builds `npm install` ends with (its postinstall,
// `scripts/prepare-builds.mjs`: web app and server bundle), then the wall clock from launching
// `node scripts/start.mjs` until /healthz answers (and /readyz) (first start on a fresh data directory: cluster,
// migrations, seed and demo data; second start on the same directory), and the resident memory of
// the server and its embedded PostgreSQL once idle.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');

/** Resident set of a process and all its descendants, in MB (Linux `ps`). */
function treeRssMb(pid: number): number {
  const rows = execFileSync('ps', ['-eo', 'pid=,ppid=,rss='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((l) => l.trim().split(/\s+/).map(Number));
  const tree = new Set([pid]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [p, pp] of rows) {
      if (!tree.has(pp) || tree.has(p)) continue;
      tree.add(p);
      grew = true;
    }
  }
  return rows.filter(([p]) => tree.has(p)).reduce((kb, r) => kb + r[2], 0) / 1024;
}

/** Launches `npm start`'s script; seconds until /healthz answers, and until /readyz does. */
async function startOnce(
  dataDir: string,
  port: number,
): Promise<{ seconds: number; ready: number; child: ChildProcess }> {
  const began = Date.now();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    stdio: 'ignore',
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), EMBEDDED_PG_PORT: String(port + 1) },
  });
  const answers = (path: string) =>
    fetch(`http://127.0.0.1:${port}${path}`).then(
      (r) => r.ok,
      () => false,
    );
  let healthy: number | undefined;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
    if (healthy === undefined && (await answers('/healthz'))) healthy = (Date.now() - began) / 1000;
    if (healthy !== undefined && (await answers('/readyz')))
      return { seconds: healthy, ready: (Date.now() - began) / 1000, child };
    await new Promise((r) => setTimeout(r, 20));
  }
}

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

export async function measureStart(): Promise<{
  builds: number;
  first: number;
  second: number;
  secondReady: number;
  idleRssMb: number;
}> {
  const dataDir = join(root, '.tmp/bench-start');
  rmSync(dataDir, { recursive: true, force: true });
  // as `npm install` on a fresh clone ends: no web build and no server bundle yet, then its
  // postinstall builds both
  rmSync(join(root, 'apps/web/dist'), { recursive: true, force: true });
  rmSync(join(root, 'apps/server/dist'), { recursive: true, force: true });
  const building = Date.now();
  execFileSync(process.execPath, ['scripts/prepare-builds.mjs'], { cwd: root, stdio: 'ignore' });
  const builds = (Date.now() - building) / 1000;
  const port = 30000 + Math.floor(Math.random() * 20000);
  const first = await startOnce(dataDir, port);
  await stop(first.child);
  const second = await startOnce(dataDir, port);
  // idle: past the pool's 10 s idle timeout, so the connections the start used are closed again
  await new Promise((r) => setTimeout(r, 12_000));
  const idleRssMb = treeRssMb(second.child.pid!);
  await stop(second.child);
  rmSync(dataDir, { recursive: true, force: true });
  return { builds, first: first.seconds, second: second.seconds, secondReady: second.ready, idleRssMb };
}
