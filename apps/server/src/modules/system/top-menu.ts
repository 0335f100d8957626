import { resources } from '@dp/domain';
import { and, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { contract, declareContracts, docOnly, doneEnvelope } from '../../core/contract';
import { badRequest, done, forbidden, notFound } from '../../core/envelope';
import { isId } from '../../core/ids';
import { topMenu, topMenuSetting } from '../../db/schema';
import { registerResource } from '../../resource/routes';
import { scoped } from '../../resource/scoped';
import { resourceService } from '../../resource/service';
import { grantableIds } from './menu-routes';

export const topMenuService = resourceService(resources.topMenu, topMenu, {
  beforeRemove: async ({ ids, db }) => {
    await db.delete(topMenuSetting).where(inArray(topMenuSetting.topMenuId, ids));
  },
});

const ids = z.array(z.union([z.string(), z.number()]).transform(String)).default([]);
const grantBody = z.object({ topMenuIds: ids, menuIds: ids });

export async function topMenuRoutes(app: FastifyInstance) {
  declareContracts(app, {
    'POST /calf-system/topmenu/grant': contract({
      // checked in the handler (its message: 授权数据格式不正确)
      body: docOnly(grantBody.nullish()),
      response: doneEnvelope,
    }),
  });
  const { db } = app.deps;
  registerResource(app, topMenuService);
  // Replace-all: the menus shown under the given top menus (of the caller's tenant; menus they hold).
  app.post(
    '/calf-system/topmenu/grant',
    { config: { access: { permission: 'topMenu_grant' } } },
    async (req) => {
      const c = req.ctx!;
      const parsed = grantBody.safeParse(req.body ?? {});
      if (!parsed.success) throw badRequest('参数错误: 授权数据格式不正确');
      const { topMenuIds, menuIds } = parsed.data;
      if (topMenuIds.length === 0) throw badRequest('请选择顶部菜单');
      if (![...topMenuIds, ...menuIds].every(isId)) throw badRequest('参数错误: 编号格式不正确');
      const mine = await db
        .select({ id: topMenu.id })
        .from(topMenu)
        .where(and(inArray(topMenu.id, topMenuIds), scoped(c, topMenu, { live: true })));
      if (mine.length !== new Set(topMenuIds).size) throw notFound('顶部菜单不存在或已被删除');
      const allowed = await grantableIds(db, c);
      if (allowed && menuIds.some((m) => !allowed.has(m))) throw forbidden('无权授予超出自身权限的菜单!');
      await db.transaction(async (tx) => {
        await tx.delete(topMenuSetting).where(inArray(topMenuSetting.topMenuId, topMenuIds));
        const rows = [...new Set(topMenuIds)].flatMap((topMenuId) =>
          [...new Set(menuIds)].map((menuId) => ({ topMenuId, menuId })),
        );
        if (rows.length) await tx.insert(topMenuSetting).values(rows);
      });
      return done('操作成功');
    },
  );
}
