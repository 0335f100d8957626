import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import { type Config, loadConfig } from '../src/config';
import { createDb, type Db } from '../src/db/client';
import { md5Hex } from '../src/modules/auth/passwords';

export const BASIC = `Basic ${Buffer.from('web:web_public').toString('base64')}`;

export type TestAppOptions = {
  /** Registers extra routes (e.g. a throwing one) on the app before it is made ready. */
  routes?: (app: App) => void | Promise<void>;
  /** Sees every route the server registers (route sweeps). */
  onRoute?: (route: import('fastify').RouteOptions) => void;
};

/** A fresh database cloned from the seeded template, and the real app on top of it. */
export async function createTestApp(env: Record<string, string> = {}, opts: TestAppOptions = {}) {
  const name = `dp_test_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: inject('pgAdminUrl') });
  await admin.connect();
  await admin.query(`create database ${name} template ${inject('pgTemplate')}`);
  await admin.end();
  const u = new URL(inject('pgAdminUrl'));
  u.pathname = `/${name}`;
  const { db, pool } = createDb(u.toString(), 5);
  const config: Config = loadConfig({
    DATA_DIR: mkdtempSync(join(tmpdir(), 'dp-test-')),
    LOG_LEVEL: 'silent',
    CAPTCHA_TEST_MODE: 'true',
    // Tests sign in with the password grant; the captcha rules have their own tests (grant-guards.test.ts).
    CAPTCHA_ENABLED: 'false',
    WEB_DIST: '/nonexistent',
    ...env,
  });
  // every answer is checked against its route's declared schema: the suite tests the contracts
  const app = await buildApp({ config, db, onRoute: opts.onRoute, checkResponses: true });
  await opts.routes?.(app);
  await app.ready();
  const close = async () => {
    await app.close();
    await pool.end();
    const a = new pg.Client({ connectionString: inject('pgAdminUrl') });
    await a.connect();
    await a.query(`drop database if exists ${name} with (force)`);
    await a.end();
  };
  return { app, db: db as Db, pool, config, close, ...clientFor(app) };
}

type App = Awaited<ReturnType<typeof buildApp>>;

export function clientFor(app: App) {
  async function token(
    opts: { account?: string; password?: string; tenantId?: string; headers?: Record<string, string> } = {},
  ) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/calf-auth/oauth/token',
      query: {
        tenantId: opts.tenantId ?? '000000',
        username: opts.account ?? 'admin',
        password: md5Hex(opts.password ?? 'admin'),
        grant_type: 'password',
        scope: 'all',
      },
      headers: { authorization: BASIC, 'tenant-id': opts.tenantId ?? '000000', ...opts.headers },
    });
    return {
      status: res.statusCode,
      body: res.json() as Record<string, unknown> & {
        access_token: string;
        refresh_token: string;
        error_description?: string;
      },
    };
  }
  async function login(opts: Parameters<typeof token>[0] = {}): Promise<string> {
    const { body } = await token(opts);
    if (!body.access_token) throw new Error(`login failed: ${JSON.stringify(body)}`);
    return body.access_token;
  }
  async function call(
    method: 'GET' | 'POST',
    url: string,
    tokenValue: string | null,
    payload?: unknown,
    query?: Record<string, string>,
    headers: Record<string, string> = {},
  ) {
    const res = await app.inject({
      method,
      url,
      query,
      headers: { ...headers, ...(tokenValue ? { 'calf-auth': `bearer ${tokenValue}` } : {}) },
      ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
    });
    const isJson = (res.headers['content-type'] ?? '').toString().includes('json');
    // biome-ignore lint/suspicious/noExplicitAny: tests inspect response data freely
    const body = (isJson ? res.json() : {}) as { code: number; success: boolean; msg: string; data: any };
    return { status: res.statusCode, body, raw: res };
  }
  return { token, login, call };
}
