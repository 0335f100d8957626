import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASIC } from '../../test/helpers';
import { md5Hex } from '../modules/auth/passwords';
import { isRunning, stopStrandedPostmaster } from './stranded';

/**
 * Issue #38 item 3: the server's real start path (the bundle `npm start` runs, embedded PostgreSQL
 * in a temporary data directory, free ports; no web build, no demo data) killed with SIGKILL,
 * started again; and SIGTERM after its database died.
 */
const ROOT = resolve(import.meta.dirname, '../../../..');
let dataDir: string;
let port: number;
let pgPort: number;
let server: ChildProcess | undefined;
let output = '';

const freePort = () =>
  new Promise<number>((done) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => done(port));
    });
  });

const pgDir = () => join(dataDir, 'pg');
const postmasterPid = () => Number(readFileSync(join(pgDir(), 'postmaster.pid'), 'utf8').split('\n')[0]);

/** The watchdog shells watching this test's cluster. */
function watchdogs(): number[] {
  const found: number[] = [];
  for (const name of readdirSync('/proc').filter((n) => /^\d+$/.test(n)))
    try {
      const argv = readFileSync(`/proc/${name}/cmdline`, 'utf8').split('\0');
      if (argv.includes('dp-pg-watchdog') && argv.some((a) => a.startsWith(dataDir)))
        found.push(Number(name));
    } catch {
      // gone meanwhile
    }
  return found;
}

const kill = (pid: number) => {
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    // ended meanwhile
  }
};

async function start(): Promise<ChildProcess> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    EMBEDDED_PG_PORT: String(pgPort),
    DEMO_DATA: 'false',
    DEMO_MODE: 'true',
    CAPTCHA_ENABLED: 'false',
    WEB_DIST: '/nonexistent',
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, [join(ROOT, 'apps/server/dist/main.mjs')], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (c) => {
    output += c;
  });
  child.stderr?.on('data', (c) => {
    output += c;
  });
  server = child;
  return child;
}

/** Seconds until /healthz answers (fails after `limit`). */
async function healthy(limit = 30_000): Promise<number> {
  const began = Date.now();
  while (Date.now() - began < limit) {
    if (server?.exitCode !== null) throw new Error(`the server exited:\n${output}`);
    const ok = await fetch(`http://127.0.0.1:${port}/healthz`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return (Date.now() - began) / 1000;
    await sleep(200);
  }
  throw new Error(`no /healthz within ${limit} ms:\n${output}`);
}

const exitOf = (child: ChildProcess, ms: number) =>
  new Promise<number | string | null>((done) => {
    if (child.exitCode !== null || child.signalCode !== null) return done(child.exitCode ?? child.signalCode);
    const timer = setTimeout(() => done('timeout'), ms);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      done(code ?? signal);
    });
  });

async function api(path: string, body?: unknown, token?: string) {
  const res = await fetch(`http://127.0.0.1:${port}/api${path}`, {
    method: 'POST',
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { 'calf-auth': `bearer ${token}` } : { authorization: BASIC, 'tenant-id': '000000' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await res.json()) as Record<string, unknown> & { code?: number; data?: unknown };
}

async function signIn(): Promise<string> {
  const q = new URLSearchParams({
    tenantId: '000000',
    username: 'admin',
    password: md5Hex('admin'),
    grant_type: 'password',
    scope: 'all',
  });
  const res = await api(`/calf-auth/oauth/token?${q}`);
  expect(res.access_token, JSON.stringify(res)).toBeTruthy();
  return String(res.access_token);
}

beforeAll(async () => {
  // the bundle `npm start` runs, rebuilt only when the sources are newer (as npm start does)
  const { buildServerIfStale } = await import(join(ROOT, 'scripts/build-server.mjs'));
  await buildServerIfStale();
  dataDir = mkdtempSync(join(tmpdir(), 'dp-crash-'));
  port = await freePort();
  pgPort = await freePort();
}, 120_000);

afterAll(async () => {
  if (server && server.exitCode === null && server.signalCode === null) {
    server.kill('SIGKILL');
    await exitOf(server, 5_000);
  }
  await stopStrandedPostmaster(pgDir()).catch(() => {});
  for (const pid of watchdogs()) kill(pid);
  rmSync(dataDir, { recursive: true, force: true });
}, 30_000);

describe('embedded PostgreSQL and the server process', () => {
  it('recovers from SIGKILL of the server (and of its watchdog): the next start stops the stranded cluster, no acknowledged write lost', async () => {
    const first = await start();
    await healthy(90_000); // the first start initialises the cluster
    const token = await signIn();
    const key = `crash.test.${Date.now()}`;
    const saved = await api(
      '/calf-system/param/submit',
      { paramName: key, paramKey: key, paramValue: 'kept' },
      token,
    );
    expect(saved.code, JSON.stringify(saved)).toBe(200);

    // the server dies with no chance to stop anything, and so does its watchdog (the worst case)
    const stranded = postmasterPid();
    first.kill('SIGKILL');
    for (const pid of watchdogs()) kill(pid);
    await exitOf(first, 5_000);
    await sleep(500);
    expect(isRunning(stranded)).toBe(true); // left behind, holding the data directory and the port

    output = '';
    await start();
    await healthy(30_000);
    expect(isRunning(stranded)).toBe(false);
    expect(postmasterPid()).not.toBe(stranded);
    const page = await api(
      '/calf-system/param/page',
      { paramKey: key, current: 1, size: 10 },
      await signIn(),
    );
    expect(JSON.stringify(page.data)).toContain('kept');
  }, 180_000);

  it('does not let the cluster outlive a killed server: its watchdog stops it', async () => {
    const postmaster = postmasterPid();
    expect(watchdogs().length).toBe(1);
    server!.kill('SIGKILL');
    await exitOf(server!, 5_000);
    const began = Date.now();
    while (isRunning(postmaster) && Date.now() - began < 15_000) await sleep(100);
    expect(isRunning(postmaster)).toBe(false);
    while (watchdogs().length && Date.now() - began < 20_000) await sleep(100);
    expect(watchdogs()).toEqual([]);
  }, 30_000);

  it('ends on SIGTERM within 10 s although its database has died', async () => {
    // (a no-op here: what the previous test left running is cleaned up as a start would)
    await stopStrandedPostmaster(pgDir());
    output = '';
    const child = await start();
    await healthy(30_000);
    // a second start on the directory of a live server leaves that server's database alone
    await expect(stopStrandedPostmaster(pgDir())).rejects.toThrow('belongs to a running server');
    expect(isRunning(postmasterPid())).toBe(true);
    process.kill(postmasterPid(), 'SIGKILL');
    await sleep(300);
    const began = Date.now();
    child.kill('SIGTERM');
    const code = await exitOf(child, 10_000);
    expect(code, output).not.toBe('timeout');
    expect(Date.now() - began).toBeLessThan(10_000);
  }, 60_000);
});
