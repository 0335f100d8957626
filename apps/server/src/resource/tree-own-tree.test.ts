import { defineResource } from '@dp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unlockAdmin } from '../../test/fixtures';
import { createTestApp } from '../../test/helpers';
import { createTables } from '../../test/layer-fixture';
import { ok } from '../core/envelope';
import { resourceService } from './service';
import { resourceTable } from './table';
import { registerTreeResource } from './tree-routes';

/** A VO tree whose module serves `tree` itself (`ownTree`), as the dictionaries do. */
const def = defineResource({
  name: 'ownTreeNode',
  table: 'test_own_tree',
  path: '/test/own-tree',
  label: { zh: '测试树', en: 'Own tree' },
  permission: 'ownTreeNode',
  tenantScoped: true,
  tree: true,
  calls: ['detail', 'submit', 'remove'],
  fields: { nodeName: { type: 'string', label: { zh: '名称', en: 'Name' }, required: true, max: 50 } },
});
const table = resourceTable(def);
const service = resourceService(def, table);
const URL = '/api/test/own-tree';
let t: Awaited<ReturnType<typeof createTestApp>>;
let tok: string;

beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      routes: async (app) => {
        await app.register(
          async (api) => {
            registerTreeResource(api, service, { ownTree: true });
            // a second `tree` route would make the app fail to start if the layer registered one
            api.get(`${def.path}/tree`, async (req) => ok({ own: true, query: req.query }));
          },
          { prefix: '/api' },
        );
      },
    },
  );
  await createTables(t.db, { table });
  await unlockAdmin(t.db);
  tok = await t.login();
});
afterAll(() => t.close());

describe('registerTreeResource with ownTree', () => {
  it('leaves `tree` to the module and still serves the other tree calls', async () => {
    const root = await t.call('POST', `${URL}/submit`, tok, { nodeName: '根' });
    expect(root.body.code, root.body.msg).toBe(200);
    const child = await t.call('POST', `${URL}/submit`, tok, { nodeName: '子', parentId: root.body.data.id });
    expect(child.body.code, child.body.msg).toBe(200);

    const own = await t.call('GET', `${URL}/tree`, tok, undefined, { code: 'DICT' });
    expect(own.body.data).toEqual({ own: true, query: { code: 'DICT' } });
    const lazy = await t.call('GET', `${URL}/lazy-tree`, tok);
    expect(lazy.body.data).toMatchObject([{ id: root.body.data.id, title: '根', hasChildren: true }]);
    const list = await t.call('GET', `${URL}/list`, tok);
    expect(list.body.data).toMatchObject([{ nodeName: '根', children: [{ nodeName: '子' }] }]);
  });
});
