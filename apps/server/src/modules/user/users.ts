import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { anyId } from '../../core/any-id';
import {
  anyObject,
  doneEnvelope,
  envelope,
  getContract,
  list,
  postContract,
  text,
} from '../../core/contract';
import { badRequest, done, ok } from '../../core/envelope';
import { isId, split } from '../../core/ids';
import { user, userExt } from '../../db/schema';
import { resourceContracts } from '../../resource/contract';
import { paramsOf, registerResource } from '../../resource/routes';
import { clearFailures } from '../auth/lockout';
import { initialPassword } from '../auth/password-policy';
import { hashPlainPassword } from '../auth/passwords';

import { revokeSessions } from '../auth/tokens';
import { checkLinks, userService, usersById } from './user-service';

const perm = (code: string | string[]) => ({ config: { access: { permission: code } } });
type P = Record<string, unknown>;
const str = (v: unknown) => (v === undefined || v === null ? '' : String(v).trim());

/**
 * The user calls (api-contract §5.1): the standard set from the layer (page, list, detail,
 * submit, update, remove), plus GET page as the client sends it, grant, reset-password and the
 * platform extension.
 */
export async function userRoutes(app: FastifyInstance) {
  const { db } = app.deps;
  const ids = (req: FastifyRequest, key: string) => {
    const p = paramsOf(req);
    return Array.isArray(p[key]) ? (p[key] as unknown[]).map(String) : split(str(p[key]));
  };

  registerResource(app, userService);
  const userRow = resourceContracts(userService.def).row;
  app.get(
    '/calf-user/page',
    { ...perm(['user', 'user_view']), schema: resourceContracts(userService.def).listGet },
    async (req) => ok(await userService.page(db, req.ctx!, paramsOf(req))),
  );

  app.post(
    '/calf-user/grant',
    { ...perm('user_grant'), schema: postContract({ userIds: list, roleIds: list }, doneEnvelope) },
    async (req) => {
      const c = req.ctx!;
      const rows = await usersById(db, c, ids(req, 'userIds'));
      const roleIds = ids(req, 'roleIds');
      if (roleIds.length === 0 || !roleIds.every(isId)) throw badRequest('请选择角色');
      // One check per tenant; the caller's own row separately (nobody gains a role they lack).
      const self = rows.find((r) => r.id === c.userId);
      if (self)
        await checkLinks(
          db,
          c,
          self.tenantId,
          { roleId: roleIds },
          { userId: self.id, roleIds: split(self.roleId) },
        );
      for (const tenantId of new Set(rows.filter((r) => r !== self).map((r) => r.tenantId)))
        await checkLinks(db, c, tenantId, { roleId: roleIds });
      await db
        .update(user)
        .set({ roleId: roleIds.join(','), updateUser: c.userId, updateTime: new Date() })
        .where(
          anyId(
            user.id,
            rows.map((r) => r.id),
          ),
        );
      for (const r of rows) await revokeSessions(db, { userId: r.id });
      return done('操作成功');
    },
  );

  app.post(
    '/calf-user/reset-password',
    { ...perm('user_reset'), schema: postContract({ userIds: list }, doneEnvelope) },
    async (req) => {
      const c = req.ctx!;
      const rows = await usersById(db, c, ids(req, 'userIds'));
      for (const r of rows) {
        const initial = await initialPassword(db, r.tenantId);
        await db
          .update(user)
          .set({
            password: await hashPlainPassword(initial),
            mustChangePassword: true,
            updateUser: c.userId,
            updateTime: new Date(),
          })
          .where(eq(user.id, r.id));
        await clearFailures(db, r.tenantId, r.account);
        await revokeSessions(db, { userId: r.id });
      }
      return done('重置密码成功');
    },
  );

  app.get(
    '/calf-user/platform-detail',
    {
      ...perm(['user', 'user_view']),
      schema: getContract({ id: text }, envelope(userRow.extend({ userExt: z.string() }))),
    },
    async (req) => {
      const u = await userService.get(db, req.ctx!, (req.query as P).id);
      const [ext] = await db
        .select({ userExt: userExt.userExt })
        .from(userExt)
        .where(and(eq(userExt.userId, String(u.id)), eq(userExt.userType, Number(u.userType))));
      return ok({ ...u, userExt: ext?.userExt ?? '' });
    },
  );

  app.post(
    '/calf-user/update-platform',
    {
      ...perm('user_platform'),
      schema: postContract(
        { userId: text, userType: text, userExt: z.union([z.string(), anyObject]) },
        doneEnvelope,
      ),
    },
    async (req) => {
      const p = paramsOf(req);
      const [u] = await usersById(db, req.ctx!, [str(p.userId)]);
      const userType = Number(p.userType ?? u.userType);
      if (!Number.isInteger(userType) || userType < 1 || userType > 9)
        throw badRequest('参数错误: userType 应为整数');
      const ext = typeof p.userExt === 'string' ? p.userExt : JSON.stringify(p.userExt ?? {});
      if (ext.length > 10000) throw badRequest('参数错误: userExt 过长');
      try {
        if (ext.trim()) JSON.parse(ext);
      } catch {
        throw badRequest('参数错误: userExt 应为 JSON');
      }
      await db.transaction(async (tx) => {
        await tx.update(user).set({ userType, updateTime: new Date() }).where(eq(user.id, u.id));
        await tx
          .insert(userExt)
          .values({ userId: u.id, userType, userExt: ext, tenantId: u.tenantId })
          .onConflictDoUpdate({
            target: [userExt.userId, userExt.userType],
            set: { userExt: ext, updateTime: new Date() },
          });
      });
      return done('操作成功');
    },
  );
}
