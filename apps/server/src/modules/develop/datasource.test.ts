import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTenantWithAdmin, pageCodes, setPlatformParam } from '../../../test/fixtures';
import { createTestApp } from '../../../test/helpers';
import { decryptSecret } from '../../core/crypto';
import { datasource } from '../../db/schema';

let t: Awaited<ReturnType<typeof createTestApp>>;
let token: string;
/** The test database itself, as a data source: loopback URL plus separate credentials. */
let local: { url: string; username: string; password: string };

beforeAll(async () => {
  // The server's own database host is allowed like loopback (matters when DATABASE_URL is remote).
  t = await createTestApp({ DATABASE_URL: inject('pgAdminUrl') });
  token = await t.login();
  const u = new URL(
    (t.pool as unknown as { options: { connectionString: string } }).options.connectionString,
  );
  local = {
    url: `postgres://${u.host}${u.pathname}`,
    username: decodeURIComponent(u.username),
    password: decodeURIComponent(u.password),
  };
  await t.pool.query(`
    create table demo_asset (
      id bigint primary key,
      asset_name varchar(80) not null,
      qty integer,
      bought_on date,
      note text
    );
    comment on table demo_asset is '演示资产';
    comment on column demo_asset.asset_name is '资产名称';
    create table act_hidden (id int);`);
});
afterAll(() => t.close());

const save = (body: Record<string, unknown>) =>
  t.call('POST', '/api/calf-develop/datasource/submit', token, body);

describe('data sources', () => {
  it('refuses URLs that are not postgres:// with a clear message', async () => {
    for (const url of [
      'jdbc:mysql://127.0.0.1:3306/x',
      'file:///etc/passwd',
      'mysql://127.0.0.1/x',
      'jdbc:postgresql://127.0.0.1/x',
    ]) {
      const res = await save({ name: 'x', url, username: 'u', password: 'p' });
      expect(res.status).toBe(400);
      expect(res.body.msg).toContain('仅支持 PostgreSQL');
    }
    const opt = await save({ ...local, name: 'x', url: `${local.url}?sslrootcert=/etc/passwd` });
    expect(opt.body.msg).toContain('不支持参数 sslrootcert');
    const cred = await save({ ...local, name: 'x', url: local.url.replace('://', '://a:b@') });
    expect(cred.body.msg).toContain('不能包含账号密码');
    expect((await t.db.select().from(datasource)).length).toBe(0);
  });

  it('refuses internal hosts other than its own database unless net.allowHosts names them', async () => {
    const port = Number(new URL(local.url).port);
    // the same database server on another port, or under an address form of loopback: refused
    for (const url of [
      'postgres://0.0.0.0:1/x',
      'postgres://169.254.169.254/x',
      `postgres://127.0.0.1:${port + 1}/x`,
      `postgres://[::ffff:127.0.0.1]:${port + 1}/x`,
      `postgres://[::7f00:1]:${port + 1}/x`,
    ]) {
      const refused = await save({ name: 'r', url, username: 'u', password: 'p' });
      expect(refused.status, url).toBe(400);
      expect(refused.body.msg, url).toContain('不允许连接主机');
      expect(refused.body.msg, url).toContain('net.allowHosts');
    }
    const remote = { name: 'r', url: `postgres://127.0.0.1:${port + 1}/x`, username: 'u', password: 'p' };
    await setPlatformParam(t.db, 'net.allowHosts', `127.0.0.1:${port + 1}`);
    // Now the guard lets it through and the connection test itself fails (nothing listens there).
    const tried = await save(remote);
    expect(tried.status).toBe(400);
    expect(tried.body.msg).toMatch(/^数据源连接失败: /);
    await setPlatformParam(t.db, 'net.allowHosts', '');
    expect((await save(remote)).body.msg).toContain('不允许连接主机');
  });

  it('tests the connection on save and keeps the password encrypted and masked', async () => {
    const wrongDb = await save({ ...local, name: 'bad', url: `${local.url}_missing` });
    expect(wrongDb.body.msg).toMatch(/^数据源连接失败: .*does not exist/);
    const res = await save({ ...local, name: '本库', remark: 'test' });
    expect(res.body.code).toBe(200);
    expect(res.body.data).toMatchObject({ driverClass: 'org.postgresql.Driver', url: local.url });
    expect(res.body.data.password).not.toBe(local.password);
    expect(JSON.stringify(res.body.data)).not.toContain(local.password);
    const [row] = await t.db.select().from(datasource).where(eq(datasource.id, res.body.data.id));
    expect(decryptSecret(t.config.dataKey, String(row.password))).toBe(local.password);
    const detail = await t.call('GET', '/api/calf-develop/datasource/detail', token, undefined, {
      id: res.body.data.id,
    });
    expect(JSON.stringify(detail.body.data)).not.toContain(local.password);
    // Editing with the mask sent back still connects with the stored password.
    const upd = await save({ id: res.body.data.id, password: detail.body.data.password, remark: 'edited' });
    expect(upd.body.code).toBe(200);
  });

  it('lists the tables of the public schema and describes one, parameterised', async () => {
    const ds = await save({ ...local, name: 'tables' });
    const datasourceId = ds.body.data.id as string;
    const list = await t.call('GET', '/api/calf-develop/model/table-list', token, undefined, {
      datasourceId,
    });
    const names = list.body.data.map((r: { name: string }) => r.name);
    expect(names).toContain('demo_asset');
    expect(names).toContain('calf_user');
    expect(names).not.toContain('act_hidden');
    expect(list.body.data.find((r: { name: string }) => r.name === 'demo_asset').comment).toBe(
      'demo_asset:演示资产',
    );
    const info = await t.call('GET', '/api/calf-develop/model/table-info', token, undefined, {
      datasourceId,
      tableName: 'demo_asset',
    });
    expect(info.body.data.comment).toBe('演示资产');
    expect(info.body.data.fields).toEqual([
      {
        name: 'id',
        type: 'bigint',
        udtName: 'int8',
        length: null,
        nullable: false,
        comment: '',
        primaryKey: true,
      },
      {
        name: 'asset_name',
        type: 'character varying(80)',
        udtName: 'varchar',
        length: 80,
        nullable: false,
        comment: '资产名称',
        primaryKey: false,
      },
      {
        name: 'qty',
        type: 'integer',
        udtName: 'int4',
        length: null,
        nullable: true,
        comment: '',
        primaryKey: false,
      },
      {
        name: 'bought_on',
        type: 'date',
        udtName: 'date',
        length: null,
        nullable: true,
        comment: '',
        primaryKey: false,
      },
      {
        name: 'note',
        type: 'text',
        udtName: 'text',
        length: null,
        nullable: true,
        comment: '',
        primaryKey: false,
      },
    ]);
    const injected = await t.call('GET', '/api/calf-develop/model/table-info', token, undefined, {
      datasourceId,
      tableName: "demo_asset' or '1'='1",
    });
    expect(injected.status).toBe(400);
    const missing = await t.call('GET', '/api/calf-develop/model/table-info', token, undefined, {
      datasourceId,
      tableName: 'no_such_table',
    });
    expect(missing.body.msg).toBe('未获得相关表信息');
  });

  it('is for the platform administrator only: a tenant admin with every menu gets 403', async () => {
    const other = await createTenantWithAdmin(t.db, pageCodes('datasource', 'model', 'code'));
    const tok = await t.login({ tenantId: other.tenantId, account: 'admin', password: other.admin.password });
    const calls: [string, string][] = [
      ['POST', '/api/calf-develop/datasource/page'],
      ['POST', '/api/calf-develop/datasource/submit'],
      ['GET', '/api/calf-develop/model/table-list?datasourceId=1'],
      ['POST', '/api/calf-develop/model/page'],
      ['POST', '/api/calf-develop/model-prototype/submit-list'],
      ['POST', '/api/calf-develop/code/page'],
      ['GET', '/api/calf-develop/code/gen-code?ids=1'],
      ['GET', '/api/calf-develop/code/copy/1'],
    ];
    for (const [method, url] of calls) {
      const res = await t.call(method as 'GET' | 'POST', url, tok, method === 'POST' ? {} : undefined);
      expect(res.status, url).toBe(403);
    }
  });
});
