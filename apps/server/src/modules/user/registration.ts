import { DEFAULT_TENANT_ID, MSG } from '@dp/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { declareContracts, doneEnvelope, list, postContract, text } from '../../core/contract';
import { badRequest, done } from '../../core/envelope';
import { isId, split } from '../../core/ids';
import type { Db } from '../../db/client';
import { tenant, user } from '../../db/schema';
import { paramsOf } from '../../resource/routes';
import { checkRequestCaptcha } from '../auth/captcha';
import { assertPasswordPolicy } from '../auth/password-policy';
import { revokeSessions } from '../auth/tokens';
import { getParam } from '../system/params';
import { checkLinks, checkQuota, insertGuest, setUserDepts, usersById } from './user-service';

const str = (v: unknown) => (v === undefined || v === null ? '' : String(v).trim());

/**
 * Guest registration and approval (api-contract §7, BladeX 4.x semantics): register-guest creates
 * a pending user (status 0) that cannot sign in; an approver assigns department/role/post and
 * passes it (status 1) or refuses it (status 2).
 */
export async function registrationRoutes(app: FastifyInstance) {
  declareContracts(app, {
    'POST /calf-user/register-guest': postContract(
      { tenantId: text, account: text, password: z.string(), name: text, oauthId: text },
      doneEnvelope,
    ),
    'POST /calf-user/audit-pass': postContract(
      { userIds: list, roleId: list, deptId: list, postId: list },
      doneEnvelope,
    ),
    'POST /calf-user/audit-refuse': postContract({ userIds: list }, doneEnvelope),
  });
  const { db, config } = app.deps;

  app.post(
    '/calf-user/register-guest',
    { config: { access: { public: true }, rateLimit: { max: 5, timeWindow: '1 minute' } } },
    async (req) => {
      const p = paramsOf(req);
      const tenantId = str(p.tenantId) || DEFAULT_TENANT_ID;
      const account = str(p.account);
      const password = typeof p.password === 'string' ? p.password : '';
      const name = str(p.name);
      if ((await getParam(db, tenantId, 'account.registerUser', 'false')).trim() !== 'true')
        throw badRequest('当前系统未开放注册');
      // With the captcha on, a registration carries one, as the sign-in does (headers Captcha-Key/-Code).
      if (config.captchaEnabled && !(await checkRequestCaptcha(db, req))) throw badRequest(MSG.badCaptcha);
      const [t] = await db
        .select()
        .from(tenant)
        .where(and(eq(tenant.tenantId, tenantId), eq(tenant.isDeleted, 0)));
      if (!t || (t.expireTime && t.expireTime < new Date())) throw badRequest('租户信息错误!');
      if (!/^[A-Za-z0-9_.@-]{2,45}$/.test(account))
        throw badRequest('请输入正确的账号(2-45位字母、数字或 _.@-)');
      await assertPasswordPolicy(db, tenantId, password);
      if (name.length > 50) throw badRequest('姓名不能超过50个字符');
      await checkQuota(db, tenantId);
      // The same answer whether the account exists or not (the pending row is created or silently
      // not): registration must not tell which accounts exist (issue #38), as the sign-in does not.
      await insertGuest(db, tenantId, {
        account,
        realName: name || account,
        password,
        oauthId: str(p.oauthId).slice(0, 64),
      });
      return done('注册申请已提交,请等待管理员审核');
    },
  );

  const userIdsOf = (req: FastifyRequest) => {
    const p = paramsOf(req);
    return Array.isArray(p.userIds) ? p.userIds.map(String) : split(str(p.userIds));
  };
  const approve = { config: { access: { permission: 'user_approve' } } };

  app.post('/calf-user/audit-pass', approve, async (req) => {
    const c = req.ctx!;
    const p = paramsOf(req);
    const rows = await usersById(db, c, userIdsOf(req));
    if (rows.some((r) => r.status !== 0)) throw badRequest('只能审核待审核的用户');
    const list = (k: string) => (Array.isArray(p[k]) ? (p[k] as unknown[]).map(String) : split(str(p[k])));
    const roleId = list('roleId');
    const deptId = list('deptId');
    const postId = list('postId');
    if (![...roleId, ...deptId, ...postId].every(isId)) throw badRequest('参数错误: 编号格式不正确');
    for (const r of rows) {
      const roles = roleId.length ? roleId : split(r.roleId);
      const depts = deptId.length ? deptId : split(r.deptId);
      if (roles.length === 0 || depts.length === 0) throw badRequest('请先为用户分配角色和机构');
      await checkLinks(db, c, r.tenantId, {
        roleId: roles,
        deptId: depts,
        postId: postId.length ? postId : undefined,
      });
      await db.transaction(async (tx) => {
        await tx
          .update(user)
          .set({
            status: 1,
            roleId: roles.join(','),
            deptId: depts.join(','),
            ...(postId.length ? { postId: postId.join(',') } : {}),
            updateUser: c.userId,
            updateTime: new Date(),
          })
          .where(eq(user.id, r.id));
        await setUserDepts(tx as unknown as Db, r.id, depts);
      });
    }
    return done('审核通过');
  });

  app.post('/calf-user/audit-refuse', approve, async (req) => {
    const c = req.ctx!;
    const rows = await usersById(db, c, userIdsOf(req));
    if (rows.some((r) => r.status !== 0)) throw badRequest('只能审核待审核的用户');
    await db
      .update(user)
      .set({ status: 2, updateUser: c.userId, updateTime: new Date() })
      .where(
        inArray(
          user.id,
          rows.map((r) => r.id),
        ),
      );
    for (const r of rows) await revokeSessions(db, { userId: r.id });
    return done('已拒绝');
  });
}
