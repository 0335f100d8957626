import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { declareContracts, envelope, getContract, text } from '../../core/contract';
import { badRequest, ok } from '../../core/envelope';
import { isId } from '../../core/ids';
import { role, user, userDept } from '../../db/schema';
import { scoped } from '../../resource/scoped';

/**
 * `GET /shtmp-danger/people/list?deptId=&role=`: the tenant's users to assign a danger to (rectifier,
 * acceptor, receiver), with their departments and business role aliases — the assignment dialogs'
 * picker, open to whoever may handle dangers (the user administration list is not).
 */
export async function dangerPeopleRoutes(app: FastifyInstance) {
  declareContracts(app, {
    'GET /shtmp-danger/people/list': getContract(
      { deptId: text, role: z.string() },
      envelope(
        z.array(
          z.object({
            id: z.string(),
            realName: z.string(),
            deptIds: z.array(z.string()),
            roles: z.array(z.string()),
          }),
        ),
      ),
    ),
  });
  const { db } = app.deps;
  app.get<{ Querystring: { deptId?: string; role?: string } }>(
    '/shtmp-danger/people/list',
    {
      config: { access: { permission: ['dangerRecord', 'dangerRecord_view', 'dangerRectificationNotice'] } },
    },
    async (req) => {
      const ctx = req.ctx!;
      const { deptId, role: alias } = req.query;
      if (deptId && !isId(deptId)) throw badRequest('参数错误: deptId 应为编号');
      if (alias && !/^[A-Za-z_]{1,40}$/.test(alias)) throw badRequest('参数错误: role 应为角色别名');
      const roles = await db
        .select({ id: role.id, alias: role.roleAlias })
        .from(role)
        .where(and(scoped(ctx, role, { live: true })));
      const aliasOf = new Map(roles.map((r) => [r.id, r.alias]));
      const members = deptId
        ? (await db.select({ id: userDept.userId }).from(userDept).where(eq(userDept.deptId, deptId))).map(
            (m) => m.id,
          )
        : undefined;
      if (members && members.length === 0) return ok([]);
      const rows = await db
        .select({
          id: user.id,
          realName: user.realName,
          account: user.account,
          roleId: user.roleId,
          deptId: user.deptId,
        })
        .from(user)
        .where(and(scoped(ctx, user, { live: true }), members ? inArray(user.id, members) : undefined))
        .orderBy(asc(user.realName))
        .limit(2000);
      const people = rows.map((r) => ({
        id: r.id,
        realName: r.realName || r.account,
        deptIds: r.deptId.split(',').filter(Boolean),
        roles: r.roleId
          .split(',')
          .map((id) => aliasOf.get(id))
          .filter((a): a is string => Boolean(a)),
      }));
      return ok(alias ? people.filter((p) => p.roles.includes(alias)) : people);
    },
  );
}
