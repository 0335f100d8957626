import { resources } from '@dp/domain';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { envelope, getContract, text } from '../../core/contract';
import { badRequest, ok } from '../../core/envelope';
import { region } from '../../db/schema';
import { resourceContracts } from '../../resource/contract';
import { paramsOf, registerResource } from '../../resource/routes';
import { type Row, resourceService } from '../../resource/service';
import { childFlags, parentNames, registerTreeLists } from '../../resource/tree-routes';

const LEVEL_PAIRS = ['province', 'city', 'district', 'town', 'village'] as const;

/** Level and level code/name pairs of a region under `up` (the layer sets `ancestors`). */
function placeUnder(row: Row, up: Row, code: string, name: unknown) {
  const level = Number(up.regionLevel) + 1;
  if (level > 5) throw badRequest('区划层级不能超过村级');
  row.regionLevel = level;
  LEVEL_PAIRS.forEach((pair, i) => {
    const own = i + 1 === level;
    const above = i + 1 < level;
    row[`${pair}Code`] = own ? code : above ? up[`${pair}Code`] : '';
    row[`${pair}Name`] = own ? name : above ? up[`${pair}Name`] : '';
  });
}

/**
 * Regions (api-contract §5.8) on the generic layer, keyed by code: `list` (page), `lazy-list`,
 * `lazy-tree`, `detail?code=`, `submit` (upsert by code), `remove?id=<code>`, Excel. Only the
 * platform administrator writes; every signed-in user reads (pickers).
 */
export const regionService = resourceService(resources.region, region, {
  beforeWrite: async ({ row, existing, db }) => {
    const code = String(row.code ?? existing?.code);
    const parentCode = String(row.parentCode ?? existing?.parentCode);
    const [parent] = await db.select().from(region).where(eq(region.code, parentCode)).limit(1);
    if (!parent) throw badRequest('上级区划不存在');
    if (parent.code !== '00' && !code.startsWith(String(parent.code)))
      throw badRequest(`区划编号应以上级编号 ${String(parent.code)} 开头`);
    if (existing && existing.parentCode !== parentCode) {
      const [{ n }] = await db.select({ n: count() }).from(region).where(eq(region.parentCode, code));
      if (n > 0) throw badRequest('该区划下有子区划,不能修改上级区划');
    }
    placeUnder(row, parent, code, row.name ?? existing?.name);
  },
  decorate: parentNames(resources.region, region, childFlags(resources.region, region)),
});

export async function regionRoutes(app: FastifyInstance) {
  // no whole-tree call (`ownTree`): 3,500 regions are read level by level
  registerResource(app, regionService, { administrator: 'write', ownTree: true });
  registerTreeLists(app, regionService, { forest: false, searchAll: ['code', 'name'] });
  // cascading pickers: the regions whose parent is `code` (default 00, the provinces)
  app.get(
    '/calf-system/region/select',
    {
      schema: getContract({ code: text }, envelope(z.array(resourceContracts(regionService.def).row))),
    },
    async (req) => {
      const code = String(paramsOf(req).code ?? '').trim() || '00';
      return ok(await regionService.list(app.deps.db, req.ctx!, { parentCode: code }));
    },
  );
}
