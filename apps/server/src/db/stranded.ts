import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync, readlinkSync, realpathSync, rmSync } from 'node:fs';
import { basename, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * The embedded PostgreSQL must not outlive its server (issue #38 item 3): a watchdog stops the
 * cluster when the server process dies however it dies (kill -9, OOM), and a start finds and stops a
 * postmaster a dead server left on its data directory before starting its own.
 */

/** Running and not a zombie (a dead child nobody reaped still answers kill 0). */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (e) {
    // EPERM: it runs, as another user
    if ((e as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  try {
    return !/^State:\s*Z/m.test(readFileSync(`/proc/${pid}/status`, 'utf8'));
  } catch {
    return process.platform !== 'linux';
  }
}

const real = (path: string) => {
  try {
    return realpathSync(path);
  } catch {
    return path;
  }
};

/** Whether `pid` is a postgres server whose data directory is `dir` (its command line or working directory). */
export function isPostmasterOf(pid: number, dir: string): boolean {
  const want = real(dir);
  try {
    const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    if (!/^postgres/.test(basename(argv[0] ?? ''))) return false;
    const d = argv.indexOf('-D');
    if (d >= 0 && argv[d + 1] && real(argv[d + 1]) === want) return true;
    return readlinkSync(`/proc/${pid}/cwd`) === want;
  } catch {
    return false;
  }
}

/** The parent of `pid` and whether it is a Node process (a running server), from /proc. */
function parentOf(pid: number): { ppid: number; isNode: boolean } {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    let isNode = false;
    try {
      isNode = /^node/.test(basename(readlinkSync(`/proc/${ppid}/exe`)));
    } catch {
      // not ours to read: not a server of this user
    }
    return { ppid, isNode };
  } catch {
    return { ppid: 0, isNode: false };
  }
}

async function exited(pid: number, ms: number): Promise<boolean> {
  for (const end = Date.now() + ms; Date.now() < end; await sleep(100)) if (!isRunning(pid)) return true;
  return !isRunning(pid);
}

/**
 * Stops a postmaster left running on `dir` (its postmaster.pid) by a server that died (one whose
 * parent is still a live Node process belongs to a running server: refused): fast
 * shutdown (SIGINT), then immediate shutdown (SIGQUIT), SIGKILL as the last resort. A lock file
 * whose process is alive but no postgres of this directory (the pid was reused) is stale and
 * removed; one whose process is gone is left to PostgreSQL, which replaces it. Linux only (/proc).
 */
export async function stopStrandedPostmaster(dir: string, log: (line: string) => void = () => {}) {
  const lock = join(dir, 'postmaster.pid');
  if (process.platform !== 'linux' || !existsSync(lock)) return;
  const pid = Number(readFileSync(lock, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid || !isRunning(pid)) return;
  if (!isPostmasterOf(pid, dir)) {
    log(`removing the stale ${lock}: process ${pid} is not a postgres of this data directory`);
    rmSync(lock, { force: true });
    return;
  }
  // still the child of a live server (npm start twice on one data directory): not stranded, not ours
  const parent = parentOf(pid);
  if (parent.ppid > 1 && parent.isNode && isRunning(parent.ppid))
    throw new Error(
      `the PostgreSQL on ${dir} (pid ${pid}) belongs to a running server (pid ${parent.ppid}): stop that server first`,
    );
  log(`stopping the PostgreSQL (pid ${pid}) a previous server left running on ${dir}`);
  for (const [signal, ms] of [
    ['SIGINT', 15_000],
    ['SIGQUIT', 5_000],
    ['SIGKILL', 5_000],
  ] as const) {
    try {
      process.kill(pid, signal);
    } catch {
      // gone meanwhile
    }
    if (await exited(pid, ms)) return;
  }
  throw new Error(`the PostgreSQL left running on ${dir} (pid ${pid}) did not stop`);
}

// $1 postmaster pid, $2 data directory (real path). Waits for the server to close the pipe (it
// dies, or exits) unless told "stop"; then, if the postmaster is still the one of this directory,
// fast shutdown, immediate shutdown after 10 s, SIGKILL after 2 s more.
const WATCHDOG = `
read -r line
[ "$line" = stop ] && exit 0
alive() { kill -0 "$1" 2>/dev/null && ! grep -q '^State:[[:space:]]*Z' "/proc/$1/status" 2>/dev/null; }
[ "$(readlink "/proc/$1/cwd" 2>/dev/null)" = "$2" ] || exit 0
kill -INT "$1" 2>/dev/null || exit 0
i=0
while alive "$1" && [ $i -lt 40 ]; do sleep 0.25; i=$((i + 1)); done
alive "$1" || exit 0
kill -QUIT "$1" 2>/dev/null
sleep 2
alive "$1" && kill -KILL "$1" 2>/dev/null
exit 0
`;

/**
 * Watches the server on behalf of its postmaster: a small detached shell holding the read end of a
 * pipe only this process writes. When the process dies, the kernel closes the pipe and the shell
 * stops the cluster. `release()` (a normal stop) lets the shell go without touching anything.
 */
export function watchPostmaster(pid: number, dir: string): { release: () => void; child?: ChildProcess } {
  if (process.platform !== 'linux') return { release: () => {} };
  const child = spawn('/bin/sh', ['-c', WATCHDOG, 'dp-pg-watchdog', String(pid), real(dir)], {
    stdio: ['pipe', 'ignore', 'ignore'],
    detached: true,
  });
  child.on('error', () => {});
  child.stdin?.on('error', () => {});
  child.unref();
  (child.stdin as unknown as { unref?: () => void })?.unref?.();
  return {
    child,
    release: () => {
      if (child.exitCode === null && child.stdin?.writable) child.stdin.end('stop\n');
    },
  };
}
