import { isIP } from 'node:net';
import pg from 'pg';
import { ApiError, badRequest } from '../../core/envelope';
import type { AllowEntry } from '../../core/net-guard';
import type { Db } from '../../db/client';
import { vetOutbound } from '../system/outbound';

const SSL_MODES = new Set(['disable', 'prefer', 'require', 'no-verify']);

export type Target = { host: string; port: number; database: string; ssl: boolean };

/**
 * Parses a data-source URL: `postgres://` / `postgresql://` only, host and database required,
 * no credentials in the URL, and no query options but `sslmode` — libpq-style options such as
 * `host=/socket` or `sslrootcert=/file` would reach other servers or read local files (security
 * note 9). The connection is then built from these parts alone, never from the raw string.
 */
export function parseDatasourceUrl(raw: string): Target {
  const url = raw.trim();
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
  if (scheme !== 'postgres' && scheme !== 'postgresql') {
    throw badRequest(
      `数据源地址仅支持 PostgreSQL,格式如 postgres://host:5432/database,不支持 ${scheme ? `${scheme}:` : '该地址'}`,
    );
  }
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    throw badRequest('数据源地址格式不正确,格式如 postgres://host:5432/database');
  }
  if (u.username || u.password) throw badRequest('数据源地址不能包含账号密码,请填写在用户名/密码中');
  const host = u.hostname.replace(/^\[|\]$/g, '');
  if (!host) throw badRequest('数据源地址缺少主机名');
  const database = decodeURIComponent(u.pathname.replace(/^\//, ''));
  if (!database || database.includes('/')) throw badRequest('数据源地址缺少数据库名');
  let ssl = false;
  for (const [k, v] of u.searchParams) {
    if (k !== 'sslmode' || !SSL_MODES.has(v)) throw badRequest(`数据源地址不支持参数 ${k.slice(0, 40)}`);
    ssl = v === 'require' || v === 'no-verify';
  }
  const port = u.port ? Number(u.port) : 5432;
  return { host: host.toLowerCase(), port, database, ssl };
}

/**
 * The server's own database (DATABASE_URL, else the embedded cluster on loopback): the one
 * internal address a data source may name without the platform's allow-list (on loopback under
 * any of its names).
 */
export function ownDatabase(databaseUrl: string | undefined, embeddedPort: number): AllowEntry[] {
  const u = databaseUrl ? new URL(databaseUrl) : undefined;
  const host = u ? u.hostname.replace(/^\[|\]$/g, '').toLowerCase() : '127.0.0.1';
  const port = u ? Number(u.port) || 5432 : embeddedPort;
  const loopback = ['localhost', '127.0.0.1', '::1'];
  return (loopback.includes(host) ? loopback : [host]).map((h) => ({ host: h, port }));
}

/**
 * SSRF guard (core/net-guard): the data source's host resolved and vetted, the addresses to connect
 * to; internal ones only for the server's own database or a host of the platform's allow-list.
 * Checked on every connection, not only on save.
 */
export async function vetTarget(db: Db, target: Target, ownDb: AllowEntry[]) {
  try {
    return await vetOutbound(db, target.host, target.port, ownDb);
  } catch (e) {
    if (e instanceof ApiError) throw e;
    throw badRequest(`数据源连接失败: 无法解析主机 ${target.host.slice(0, 100)}`);
  }
}

export type Credentials = { url: string; username: string; password: string };

/** Runs `work` on a short-lived connection to the data source (3 s to connect, 5 s per query). */
export async function withConnection<T>(
  db: Db,
  ownDb: AllowEntry[],
  cred: Credentials,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const target = parseDatasourceUrl(cred.url);
  // the connection goes to the vetted address itself: no second resolution to re-point
  const [address] = await vetTarget(db, target, ownDb);
  const client = new pg.Client({
    host: address.address,
    port: target.port,
    database: target.database,
    user: cred.username,
    password: cred.password,
    ssl: target.ssl
      ? { rejectUnauthorized: false, servername: isIP(target.host) ? undefined : target.host }
      : false,
    connectionTimeoutMillis: 3000,
    query_timeout: 5000,
    statement_timeout: 5000,
    application_name: 'dp-code-generator',
  });
  client.on('error', () => {});
  try {
    await client.connect();
  } catch (e) {
    await client.end().catch(() => {});
    throw badRequest(`数据源连接失败: ${e instanceof Error ? e.message || e.name : String(e)}`.slice(0, 500));
  }
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => {});
  }
}

/** Connect + `select 1`. */
export async function testConnection(db: Db, ownDb: AllowEntry[], cred: Credentials) {
  await withConnection(db, ownDb, cred, async (c) => {
    try {
      await c.query('select 1');
    } catch (e) {
      throw badRequest(`数据源连接失败: ${e instanceof Error ? e.message : String(e)}`.slice(0, 500));
    }
  });
}

export type TableRow = { name: string; comment: string };
export type ColumnRow = {
  name: string;
  type: string;
  udtName: string;
  length: number | null;
  nullable: boolean;
  comment: string;
  primaryKey: boolean;
};

/** Ordinary and partitioned tables of the public schema with their comments. */
export async function listTables(c: pg.Client): Promise<TableRow[]> {
  const r = await c.query<TableRow>(
    `select c.relname as name, coalesce(obj_description(c.oid, 'pg_class'), '') as comment
       from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') and c.relname not ilike 'act\\_%'
      order by c.relname`,
  );
  return r.rows;
}

/** The table's comment and columns (null when the table does not exist in public). */
export async function describeTable(
  c: pg.Client,
  table: string,
): Promise<{ name: string; comment: string; columns: ColumnRow[] } | null> {
  const t = await c.query<{ oid: number; comment: string }>(
    `select c.oid, coalesce(obj_description(c.oid, 'pg_class'), '') as comment
       from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') and c.relname = $1`,
    [table],
  );
  if (!t.rows[0]) return null;
  const cols = await c.query<ColumnRow>(
    `select a.attname as name, format_type(a.atttypid, a.atttypmod) as type, ty.typname as "udtName",
            case when ty.typname in ('varchar', 'bpchar') and a.atttypmod > 4 then a.atttypmod - 4 end as length,
            not a.attnotnull as nullable, coalesce(col_description(a.attrelid, a.attnum), '') as comment,
            exists (select 1 from pg_catalog.pg_index i
                     where i.indrelid = a.attrelid and i.indisprimary and a.attnum = any(i.indkey)) as "primaryKey"
       from pg_catalog.pg_attribute a join pg_catalog.pg_type ty on ty.oid = a.atttypid
      where a.attrelid = $1 and a.attnum > 0 and not a.attisdropped
      order by a.attnum`,
    [t.rows[0].oid],
  );
  return { name: table, comment: t.rows[0].comment, columns: cols.rows };
}
