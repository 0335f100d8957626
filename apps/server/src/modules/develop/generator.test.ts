import { execFileSync } from 'node:child_process';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { ResourceDef } from '@dp/domain';
import { getTableConfig } from 'drizzle-orm/pg-core';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp } from '../../../test/helpers';
import { nextId } from '../../core/ids';
import { resourceTable, snake } from '../../resource/table';

const ROOT = resolve(import.meta.dirname, '../../../../..');

let t: Awaited<ReturnType<typeof createTestApp>>;
let token: string;
let modelId: string;
let datasourceId: string;

beforeAll(async () => {
  t = await createTestApp({ DATABASE_URL: inject('pgAdminUrl') });
  token = await t.login();
  const u = new URL(
    (t.pool as unknown as { options: { connectionString: string } }).options.connectionString,
  );
  await t.pool.query(`
    create table demo_item (
      id bigint primary key, tenant_id varchar(12) not null,
      create_user bigint, create_dept bigint, create_time timestamptz not null default now(),
      update_user bigint, update_time timestamptz not null default now(),
      status integer not null default 1, is_deleted smallint not null default 0,
      item_name varchar(100) not null, item_level integer, price numeric(12, 2),
      due_date date, checked_at timestamptz, enabled boolean, extra jsonb, owner_id bigint, note text
    );
    comment on table demo_item is '演示条目';
    comment on column demo_item.item_name is '条目名称';
    comment on column demo_item.item_level is '等级 "A" */ \\ 级';
    comment on column demo_item.due_date is '到期日期';`);
  const ds = await t.call('POST', '/api/calf-develop/datasource/submit', token, {
    name: 'local',
    url: `postgres://${u.host}${u.pathname}`,
    username: decodeURIComponent(u.username),
    password: decodeURIComponent(u.password),
  });
  datasourceId = ds.body.data.id;
  const m = await t.call('POST', '/api/calf-develop/model/submit', token, {
    datasourceId,
    modelName: '演示条目',
    modelCode: 'demoItem',
    modelTable: 'demo_item',
    modelClass: 'DemoItem',
  });
  modelId = m.body.data.id;
});
afterAll(() => t.close());

describe('model prototypes', () => {
  it('derives prototypes from the live columns, then round-trips them through submit-list', async () => {
    const derived = await t.call('GET', '/api/calf-develop/model/model-prototype', token, undefined, {
      modelId,
    });
    const rows = derived.body.data as Record<string, unknown>[];
    expect(rows.map((r) => r.jdbcName)).toContain('item_name');
    expect(rows.find((r) => r.jdbcName === 'item_name')).toMatchObject({
      propertyName: 'itemName',
      propertyType: 'string',
      comment: '条目名称',
      isRequired: 2,
      maxLength: 100,
    });
    expect(rows.every((r) => r.id === undefined)).toBe(true);
    const edited = rows.map((r) =>
      r.jdbcName === 'item_level'
        ? { ...r, dictCode: 'yes_no', isQuery: 2, queryType: 'equal' }
        : r.jdbcName === 'item_name'
          ? { ...r, isQuery: 2 }
          : r,
    );
    expect(
      (await t.call('POST', '/api/calf-develop/model-prototype/submit-list', token, edited)).body.code,
    ).toBe(200);
    const saved = (await t.call('GET', `/api/calf-develop/model-prototype/select/${modelId}`, token)).body
      .data;
    expect(saved).toHaveLength(rows.length);
    const level = saved.find((r: { jdbcName: string }) => r.jdbcName === 'item_level');
    expect(level).toMatchObject({ dictCode: 'yes_no', isQuery: 2, comment: 'item_level: 等级 "A" */ \\ 级' });
    // Rows with an id are updated, rows without are inserted.
    const again = await t.call('GET', '/api/calf-develop/model/model-prototype', token, undefined, {
      modelId,
    });
    const withIds = again.body.data.map((r: Record<string, unknown>) =>
      r.jdbcName === 'note' ? { ...r, comment: '备注' } : r,
    );
    expect(withIds.every((r: { id?: string }) => r.id)).toBe(true);
    await t.call('POST', '/api/calf-develop/model-prototype/submit-list', token, withIds);
    const list = (
      await t.call('GET', '/api/calf-develop/model-prototype/select', token, undefined, { modelId })
    ).body.data;
    expect(list).toHaveLength(rows.length);
    expect(list.find((r: { jdbcName: string }) => r.jdbcName === 'note').comment).toBe('note: 备注');
    const bad = await t.call('POST', '/api/calf-develop/model-prototype/submit-list', token, [
      { modelId, jdbcName: 'x; drop table demo_item' },
    ]);
    expect(bad.status).toBe(400);
    const none = await t.call('POST', '/api/calf-develop/model/submit', token, {
      datasourceId,
      modelName: 'x',
      modelCode: 'x',
      modelTable: 'no_such_table',
    });
    const missing = await t.call('GET', '/api/calf-develop/model/model-prototype', token, undefined, {
      modelId: none.body.data.id,
    });
    expect(missing.body.msg).toBe('未获得相关表信息');
    const wrongSource = await t.call('GET', '/api/calf-develop/model/model-prototype', token, undefined, {
      modelId: none.body.data.id,
      datasourceId: withIds[0].id,
    });
    expect(wrongSource.status).toBe(404);
  });
});

describe('code generation', () => {
  it('copies a configuration with the -copy suffix', async () => {
    const c = await t.call('POST', '/api/calf-develop/code/submit', token, {
      modelId,
      codeName: '条目',
      tableName: 'demo_item',
    });
    const copy = await t.call('GET', `/api/calf-develop/code/copy/${c.body.data.id}`, token);
    expect(copy.body.data).toMatchObject({ codeName: '条目-copy', tableName: 'demo_item', modelId });
    expect(copy.body.data.id).not.toBe(c.body.data.id);
  });

  it('generates a ZIP of compiling artefacts for a real table', async () => {
    const c = await t.call('POST', '/api/calf-develop/code/submit', token, {
      modelId,
      serviceName: 'calf-demo',
      codeName: '演示条目',
      tableName: 'demo_item',
      webPath: '/demo/item',
    });
    const res = await t.call('GET', '/api/calf-develop/code/gen-code', token, undefined, {
      ids: c.body.data.id,
    });
    expect(res.status).toBe(200);
    expect(res.raw.headers['content-type']).toBe('application/zip');
    expect(String(res.raw.headers['content-disposition'])).toContain('attachment');
    const zip = await JSZip.loadAsync(res.raw.rawPayload);
    expect(
      Object.values(zip.files)
        .filter((f) => !f.dir)
        .map((f) => f.name)
        .sort(),
    ).toEqual([
      'GENERATED-demoItem.md',
      'apps/server/src/db/schema/demoItem.ts',
      'apps/server/src/modules/generated/demoItem.ts',
      'apps/web/src/i18n/generated/demoItem.en-US.json',
      'apps/web/src/i18n/generated/demoItem.zh-CN.json',
      'apps/web/src/pages/system/DemoItemPage.tsx',
      'packages/domain/src/resources/demoItem.ts',
    ]);
    const read = (p: string) => zip.file(p)!.async('string');
    const source = await read('packages/domain/src/resources/demoItem.ts');
    expect(await read('apps/server/src/db/schema/demoItem.ts')).toContain(
      'export const demoItem = resourceTable(resources.demoItem);',
    );
    const mod = await read('apps/server/src/modules/generated/demoItem.ts');
    expect(mod).toContain(
      'export const demoItemService = resourceService(resources.demoItem, demoItemTable);',
    );
    expect(mod).toContain('registerResource(app, demoItemService);');
    expect(await read('apps/web/src/pages/system/DemoItemPage.tsx')).toContain(
      '<ResourceCrud def={demoItemResource} />',
    );
    expect(await read('GENERATED-demoItem.md')).toContain("'/demo/item': 'DemoItemPage',");
    expect(JSON.parse(await read('apps/web/src/i18n/generated/demoItem.zh-CN.json'))).toEqual({
      menu: { demoItem: '演示条目' },
    });

    // Compile: a temp copy of packages/domain/src with the generated file registered in `resources`.
    const dir = join(ROOT, '.tmp', `gen-${nextId()}`);
    try {
      cpSync(join(ROOT, 'packages/domain/src'), join(dir, 'src'), {
        recursive: true,
        filter: (p) => !p.endsWith('.test.ts'),
      });
      writeFileSync(join(dir, 'src/resources/demoItem.ts'), source);
      const index = join(dir, 'src/resources/index.ts');
      const text = readFileSync(index, 'utf8');
      expect(text).toContain('} satisfies Record<string, ResourceDef>;');
      writeFileSync(
        index,
        `import { demoItemResource } from './demoItem';\n${text.replace(
          '} satisfies Record<string, ResourceDef>;',
          '  demoItem: demoItemResource,\n} satisfies Record<string, ResourceDef>;',
        )}\nexport { demoItemResource };\n`,
      );
      writeFileSync(
        join(dir, 'tsconfig.json'),
        JSON.stringify({
          extends: join(ROOT, 'tsconfig.base.json'),
          compilerOptions: { noEmit: true },
          include: ['src'],
        }),
      );
      const tsc = join(ROOT, 'node_modules/.bin/tsc');
      let output = '';
      try {
        execFileSync(tsc, ['-p', join(dir, 'tsconfig.json')], { encoding: 'utf8', timeout: 20000 });
      } catch (e) {
        output = String((e as { stdout?: string }).stdout ?? e);
      }
      expect(output).toBe('');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }

    // The definition as data: its columns are the real table's, types and flags from the prototypes.
    const js = source
      .replace(/^import .*$/m, '')
      .replace(/export const (\w+) = defineResource\(/, 'return (');
    const def = new Function(js.replace(/\);\s*$/, ');'))() as ResourceDef;
    expect(def).toMatchObject({
      name: 'demoItem',
      table: 'demo_item',
      path: '/calf-demo/demo-item',
      tenantScoped: true,
    });
    expect(def.label).toEqual({ zh: '演示条目', en: 'Demo item' });
    expect(def.fields.itemName).toMatchObject({ type: 'string', max: 100, required: true, search: 'like' });
    expect(def.fields.itemLevel).toMatchObject({
      type: 'int',
      dict: 'yes_no',
      component: 'select',
      search: 'equal',
    });
    expect(def.fields.itemLevel.label.zh).toBe('等级 "A" */ \\ 级');
    expect(def.fields.price.type).toBe('decimal');
    expect(def.fields.dueDate).toMatchObject({ type: 'date', label: { zh: '到期日期', en: 'Due date' } });
    expect(def.fields.checkedAt.type).toBe('datetime');
    expect(def.fields.enabled.type).toBe('bool');
    expect(def.fields.extra).toMatchObject({ type: 'json', list: false });
    expect(def.fields.ownerId.type).toBe('id');
    expect(def.fields.note).toMatchObject({ type: 'text', list: false, span: 24 });
    expect(Object.keys(def.fields)).not.toContain('tenantId');
    const generated = getTableConfig(resourceTable(def))
      .columns.map((col) => snake(col.name))
      .sort();
    const real = (
      await t.pool.query(
        "select column_name from information_schema.columns where table_name = 'demo_item' order by column_name",
      )
    ).rows.map((r) => r.column_name);
    expect(generated).toEqual(real);
  });

  it('refuses gen-code without ids', async () => {
    const res = await t.call('GET', '/api/calf-develop/code/gen-code', token);
    expect(res.body.msg).toBe('请选择要生成的代码配置');
  });
});
