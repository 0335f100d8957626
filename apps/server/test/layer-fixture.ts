import { defineResource } from '@dp/domain';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../src/db/client';
import { refOptionsRoutes } from '../src/resource/ref-options';
import { registerResource } from '../src/resource/routes';
import { resourceService } from '../src/resource/service';
import { joinTable, resourceTable } from '../src/resource/table';
import { unlockAdmin } from './fixtures';
import { createTestApp } from './helpers';

/** A test-only resource using every field feature of the layer (dict, ref, ids, calc, numbering, files). */
export const widgetDef = defineResource({
  name: 'layerWidget',
  table: 'test_widget',
  path: '/test/widget',
  label: { zh: '测试部件', en: 'Widgets' },
  permission: 'layerWidget',
  tenantScoped: true,
  versioned: true,
  statusDict: 'yes_no',
  fields: {
    title: { type: 'string', label: { zh: '名称', en: 'Title' }, required: true, max: 100, search: 'like' },
    flag: { type: 'int', label: { zh: '是否', en: 'Flag' }, dict: 'yes_no', search: 'equal' },
    category: {
      type: 'string',
      label: { zh: '风险点类别', en: 'Category' },
      dict: 'RISK_POINT_CATEGORY',
      dictBiz: true,
      max: 50,
    },
    accidents: {
      type: 'string',
      label: { zh: '事故类型', en: 'Accident types' },
      dict: 'ACCIDENT_TYPE',
      dictBiz: true,
      multiple: true,
      search: 'equal',
    },
    deptId: {
      type: 'id',
      label: { zh: '部门', en: 'Department' },
      ref: { table: 'calf_dept', label: 'deptName' },
      search: 'subtree',
    },
    postIds: {
      type: 'ids',
      label: { zh: '岗位', en: 'Posts' },
      ref: { table: 'calf_post', label: 'postName' },
    },
    score: { type: 'int', label: { zh: '分值', en: 'Score' } },
    riskLevel: { type: 'int', label: { zh: '风险等级', en: 'Risk level' }, calc: true },
    code: {
      type: 'string',
      label: { zh: '编号', en: 'Number' },
      max: 40,
      unique: true,
      numbering: { pattern: 'WD-{yyyyMMdd}-{0000}' },
    },
    photo: { type: 'file', label: { zh: '照片', en: 'Photo' }, accept: 'image' },
    docs: { type: 'files', label: { zh: '附件', en: 'Documents' } },
  },
});

/** A test-only tree (materialised path). */
export const nodeDef = defineResource({
  name: 'layerNode',
  table: 'test_node',
  path: '/test/node',
  label: { zh: '测试节点', en: 'Nodes' },
  permission: 'layerNode',
  tenantScoped: true,
  tree: true,
  fields: {
    nodeName: {
      type: 'string',
      label: { zh: '节点名称', en: 'Name' },
      required: true,
      max: 50,
      search: 'like',
    },
    sort: { type: 'int', label: { zh: '排序', en: 'Sort' }, sortable: true },
  },
});

export const widget = resourceTable(widgetDef);
export const widgetPosts = joinTable(widgetDef, 'postIds');
export const node = resourceTable(nodeDef);

/** Creates the given tables in a test database with the SQL drizzle-kit generates for them. */
export async function createTables(db: Db, tables: Record<string, PgTable>): Promise<void> {
  const empty = generateDrizzleJson({}, undefined, undefined, 'snake_case');
  const next = generateDrizzleJson(tables, empty.id, undefined, 'snake_case');
  for (const statement of await generateMigration(empty, next)) await db.execute(sql.raw(statement));
}

export const widgetService = resourceService(widgetDef, widget, {
  // A formula of the module: the server sets the computed field (never the client).
  beforeWrite: ({ row, existing }) => {
    const score = row.score ?? existing?.score;
    if (score !== undefined) row.riskLevel = score === null ? null : Number(score) >= 10 ? 1 : 2;
  },
});
export const nodeService = resourceService(nodeDef, node);

/** A test app serving the two fixture resources on their tables. */
export async function createLayerApp() {
  const t = await createTestApp(
    {},
    {
      routes: async (app) => {
        await app.register(
          async (api) => {
            registerResource(api, widgetService);
            registerResource(api, nodeService);
            await api.register(async (a) => refOptionsRoutes(a, [widgetDef]), { prefix: '/test' });
          },
          { prefix: '/api' },
        );
      },
    },
  );
  await createTables(t.db, { widget, widgetPosts, node });
  await unlockAdmin(t.db);
  return { ...t, tok: await t.login() };
}
