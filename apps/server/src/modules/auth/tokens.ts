import { randomBytes } from 'node:crypto';
import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Config } from '../../config';
import { nextId, split } from '../../core/ids';
import type { Db } from '../../db/client';
import { refreshToken, role, type user } from '../../db/schema';
import { scoped } from '../../resource/scoped';
import { signAccessToken } from './jwt';
import { sha256Hex } from './passwords';
import { demoSkipsChange, invalidateSessions } from './session';

type UserRow = typeof user.$inferSelect;

export type TokenResponse = Record<string, unknown> & { access_token: string; refresh_token: string };

/**
 * Issues an access token (JWT) and a refresh token (random, stored hashed) for one session.
 * `deptId`/`roleId` narrow the session to one department / role (switch mode).
 */
export async function issueTokens(opts: {
  db: Db;
  config: Config;
  user: UserRow;
  clientId: string;
  accessTtl: number;
  refreshTtl: number;
  deptId: string;
  roleId: string;
}): Promise<TokenResponse> {
  const { db, config, user: u } = opts;
  const sid = nextId();
  const refresh = randomBytes(32).toString('base64url');
  await db.insert(refreshToken).values({
    id: sid,
    tokenHash: sha256Hex(refresh),
    userId: u.id,
    tenantId: u.tenantId,
    clientId: opts.clientId,
    deptId: opts.deptId,
    roleId: opts.roleId,
    expiresAt: new Date(Date.now() + opts.refreshTtl * 1000),
  });
  const roleIds = split(opts.roleId);
  const mine = roleIds.length
    ? await db
        .select({ id: role.id, roleAlias: role.roleAlias })
        .from(role)
        .where(and(scoped(u.tenantId, role), inArray(role.id, roleIds), eq(role.isDeleted, 0)))
    : [];
  const claims = {
    token_type: 'access_token' as const,
    tenant_id: u.tenantId,
    user_id: u.id,
    dept_id: opts.deptId,
    role_id: mine.map((r) => r.id).join(','),
    post_id: u.postId,
    account: u.account,
    user_name: u.account,
    nick_name: u.realName || u.name,
    role_name: mine.map((r) => r.roleAlias).join(','),
    client_id: opts.clientId,
    sid,
  };
  const access = await signAccessToken(claims, config.jwtSecret, opts.accessTtl);
  return {
    access_token: access,
    token_type: 'bearer',
    refresh_token: refresh,
    expires_in: opts.accessTtl,
    tenant_id: u.tenantId,
    user_id: u.id,
    dept_id: claims.dept_id,
    post_id: u.postId,
    role_id: claims.role_id,
    oauth_id: u.oauthId,
    account: u.account,
    user_name: u.account,
    nick_name: claims.nick_name,
    real_name: u.realName,
    role_name: claims.role_name,
    avatar: u.avatar,
    detail: { type: 'web' },
    license: 'powered by dual-prevention',
    must_change_password: u.mustChangePassword && !demoSkipsChange(config.demoMode, u.createUser),
  };
}

/** Revokes one session, or every live session of a user except `keep`. */
export async function revokeSessions(db: Db, opts: { sessionId?: string; userId?: string; keep?: string }) {
  const now = new Date();
  invalidateSessions();
  if (opts.sessionId) {
    await db
      .update(refreshToken)
      .set({ revokedAt: now })
      .where(and(eq(refreshToken.id, opts.sessionId), isNull(refreshToken.revokedAt)));
  }
  if (opts.userId) {
    await db
      .update(refreshToken)
      .set({ revokedAt: now })
      .where(
        and(
          eq(refreshToken.userId, opts.userId),
          isNull(refreshToken.revokedAt),
          opts.keep ? ne(refreshToken.id, opts.keep) : undefined,
        ),
      );
  }
}
