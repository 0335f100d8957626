import { DEFAULT_TENANT_ID, MSG } from '@dp/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { split } from '../../core/ids';
import type { Db } from '../../db/client';
import { client, refreshToken, tenant, user } from '../../db/schema';
import { scoped } from '../../resource/scoped';
import { recordUsualLog } from '../log/usual-log';
import { getIntParam } from '../system/params';
import { checkCaptcha } from './captcha';
import { accountFailures, clearFailures, isLocked, recordFailure } from './lockout';
import { sha256Hex, verifyPassword } from './passwords';
import { issueTokens, revokeSessions, type TokenResponse } from './tokens';

/** A refused grant: answered as HTTP 400 with `error_description` (never 401, which logs the client out). */
export class GrantError extends Error {}

const header = (req: FastifyRequest, name: string): string | undefined => {
  const v = req.headers[name];
  return (Array.isArray(v) ? v[0] : v)?.trim() || undefined;
};

// A real hash to verify against when the account does not exist, so timing does not reveal accounts.
const DUMMY_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$f/P03BuIc2qxm1PgCEGpTQ$h2wpwamTsvOFXB7y8tZMsWsM00DmPNYowQV7D1845+o';

type ClientRow = typeof client.$inferSelect;

async function authenticateClient(db: Db, req: FastifyRequest): Promise<ClientRow> {
  const auth = header(req, 'authorization') ?? '';
  const m = /^Basic(?: |%20)(.+)$/i.exec(auth);
  if (!m) throw new GrantError(MSG.badClient);
  const [clientId, ...rest] = Buffer.from(m[1], 'base64').toString('utf8').split(':');
  const secret = rest.join(':');
  const [row] = await db
    .select()
    .from(client)
    .where(and(eq(client.clientId, clientId), eq(client.isDeleted, 0)));
  if (!row) throw new GrantError(MSG.badClient);
  // The SPA's client is public (its header ships in the bundle); others must present their secret.
  if (!row.isPublic && !(await verifyPassword(row.clientSecret, secret))) throw new GrantError(MSG.badClient);
  return row;
}

async function checkTenant(db: Db, tenantId: string) {
  const [t] = await db
    .select()
    .from(tenant)
    .where(and(eq(tenant.tenantId, tenantId), eq(tenant.isDeleted, 0)));
  if (!t) throw new GrantError(MSG.noTenant);
  if (tenantId !== DEFAULT_TENANT_ID && t.expireTime && t.expireTime < new Date()) {
    throw new GrantError(MSG.tenantExpired);
  }
}

/** Narrow to one department / role when switch mode is on and the user holds it. */
function narrow(
  config: Config,
  req: FastifyRequest,
  u: typeof user.$inferSelect,
  stored?: { deptId: string; roleId: string },
) {
  const depts = split(u.deptId);
  const roles = split(u.roleId);
  let deptId =
    stored?.deptId && split(stored.deptId).every((d) => depts.includes(d)) ? stored.deptId : depts.join(',');
  let roleId =
    stored?.roleId && split(stored.roleId).every((r) => roles.includes(r)) ? stored.roleId : roles.join(',');
  if (config.switchMode) {
    const d = header(req, 'dept-id');
    const r = header(req, 'role-id');
    if (d && depts.includes(d)) deptId = d;
    if (r && roles.includes(r)) roleId = r;
  }
  if (!roleId) throw new GrantError(MSG.noRole);
  return { deptId, roleId };
}

function checkStatus(u: typeof user.$inferSelect) {
  if (u.status === 0) throw new GrantError(MSG.userPending);
  if (u.status !== 1) throw new GrantError(MSG.userDisabled);
}

export async function grant(db: Db, config: Config, req: FastifyRequest): Promise<TokenResponse> {
  const q = (req.query ?? {}) as Record<string, string | undefined>;
  const grantType = q.grant_type || 'password';
  const c = await authenticateClient(db, req);
  if (!split(c.authorizedGrantTypes).includes(grantType))
    throw new GrantError(`客户端不支持该授权类型: ${grantType}`);
  const tenantId = header(req, 'tenant-id') ?? q.tenantId ?? DEFAULT_TENANT_ID;
  const ttl = { accessTtl: c.accessTokenValidity, refreshTtl: c.refreshTokenValidity, clientId: c.clientId };

  if (grantType === 'password' || grantType === 'captcha') {
    // With the captcha on, the public web client signs in only through the captcha grant;
    // confidential clients allowed the password grant keep it (lockout and rate limits apply).
    if (grantType === 'password' && c.isPublic && config.captchaEnabled)
      throw new GrantError(MSG.captchaRequired);
    if (
      grantType === 'captcha' &&
      !(await checkCaptcha(db, header(req, 'captcha-key'), header(req, 'captcha-code')))
    ) {
      throw new GrantError(MSG.badCaptcha);
    }
    const account = (q.username ?? '').trim();
    const password = q.password ?? '';
    const ip = req.ip;
    const limit = await getIntParam(db, tenantId, 'account.failCount', 5);
    if (await isLocked(db, tenantId, account, ip, limit)) throw new GrantError(MSG.tooManyFailures);
    // Failures spread over many addresses: the account then needs a solved captcha, never a hard lock.
    if (grantType === 'password') {
      const accountLimit = await getIntParam(db, tenantId, 'account.captchaFailCount', 10);
      if ((await accountFailures(db, tenantId, account)) >= accountLimit)
        throw new GrantError(MSG.captchaRequired);
    }
    await checkTenant(db, tenantId);
    const [u] = account
      ? await db
          .select()
          .from(user)
          .where(and(scoped(tenantId, user), eq(user.account, account), eq(user.isDeleted, 0)))
      : [];
    const valid = await verifyPassword(u?.password ?? DUMMY_HASH, password);
    if (!u || !valid) {
      await recordFailure(db, tenantId, account, ip);
      void recordUsualLog(
        db,
        { tenantId, account },
        {
          logId: 'login.failure',
          logLevel: 'warn',
          logData: { account, grantType, reason: MSG.badCredentials },
          request: req,
        },
      );
      throw new GrantError(MSG.badCredentials);
    }
    checkStatus(u);
    await clearFailures(db, tenantId, account, ip);
    void recordUsualLog(
      db,
      { tenantId, account },
      {
        logId: 'login.success',
        logData: { account, grantType },
        request: req,
      },
    );
    return issueTokens({ db, config, user: u, ...ttl, ...narrow(config, req, u) });
  }

  if (grantType === 'refresh_token') {
    const token = q.refresh_token ?? '';
    const [row] = token
      ? await db
          .select()
          .from(refreshToken)
          .where(eq(refreshToken.tokenHash, sha256Hex(token)))
      : [];
    if (!row || row.clientId !== c.clientId || row.expiresAt < new Date())
      throw new GrantError(MSG.refreshExpired);
    if (row.revokedAt) {
      // A rotated-out token used again means it leaked: end every session of that user.
      await revokeSessions(db, { userId: row.userId });
      throw new GrantError(MSG.refreshExpired);
    }
    await checkTenant(db, row.tenantId);
    const [u] = await db
      .select()
      .from(user)
      .where(and(eq(user.id, row.userId), eq(user.isDeleted, 0)));
    if (!u) throw new GrantError(MSG.refreshExpired);
    checkStatus(u);
    await revokeSessions(db, { sessionId: row.id });
    return issueTokens({ db, config, user: u, ...ttl, ...narrow(config, req, u, row) });
  }

  if (grantType === 'social' || grantType === 'authorization_code')
    throw new GrantError(MSG.grantNotConfigured);
  throw new GrantError(`不支持的授权类型: ${grantType}`);
}
