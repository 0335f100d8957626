import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { RequestContext } from '../../core/context';
import { split } from '../../core/ids';
import { together } from '../../core/together';
import type { Db } from '../../db/client';
import { refreshToken, role, user } from '../../db/schema';
import { scoped } from '../../resource/scoped';
import { verifyAccessToken } from './jwt';
import { permissionsOf } from './permissions';
import { deptAndChildren, scopeGrantsOf } from './scopes';

const HEADER = 'calf-auth';

/**
 * Routes opened as plain links (file downloads, Excel exports and templates, api-contract §1.2):
 * the only ones where the token may come as a query parameter, which ends up in logs and history.
 */
const LINK_ROUTE = /\/(exportExcel|template|export-[a-z-]+)$/;

/** The raw token from `calf-Auth: bearer <jwt>`, or on download routes from the same-named query parameter. */
export function tokenFrom(request: FastifyRequest): string | null {
  let raw = request.headers[HEADER];
  if (Array.isArray(raw)) raw = raw[0];
  if (!raw && LINK_ROUTE.test(request.routeOptions?.url ?? '')) {
    const query = request.query as Record<string, unknown> | undefined;
    if (query) {
      const key = Object.keys(query).find((k) => k.toLowerCase() === HEADER);
      if (key && typeof query[key] === 'string') raw = query[key] as string;
    }
  }
  if (!raw) return null;
  const value = raw.trim();
  return value.slice(0, 7).toLowerCase() === 'bearer ' ? value.slice(7).trim() : value;
}

export type Resolved = { ctx: RequestContext } | { error: 'missing' | 'expired' | 'invalid' };

export async function resolveContext(
  db: Db,
  secret: Uint8Array,
  token: string | null,
  demoMode = false,
): Promise<Resolved> {
  if (!token) return { error: 'missing' };
  const verified = await verifyAccessToken(token, secret);
  if ('error' in verified) return verified;
  const c = verified.claims;
  const row = await liveSession(db, c.sid);
  if (row?.status !== 1) return { error: 'expired' };
  const roleIds = split(c.role_id);
  const roles = roleIds.length
    ? await rolesOf(db, c.tenant_id, roleIds)
    : ([] as { id: string; roleAlias: string }[]);
  const roleAliases = roles.map((r) => r.roleAlias);
  const isAdministrator = c.tenant_id === '000000' && roleAliases.includes('administrator');
  const liveRoleIds = roles.map((r) => r.id);
  const deptIds = split(c.dept_id);
  const [permissions, scopes] = await together(
    db,
    async () => permissionsOf(db, liveRoleIds, c.tenant_id),
    async () => (isAdministrator ? undefined : scopeGrantsOf(db, liveRoleIds)),
  );
  let needsTree = false;
  for (const rules of scopes?.data.values() ?? []) if (rules.some((r) => r.scopeType >= 4)) needsTree = true;
  return {
    ctx: {
      tenantId: c.tenant_id,
      userId: c.user_id,
      account: c.account,
      userName: c.user_name,
      deptIds,
      roleIds: liveRoleIds,
      roleAliases,
      postIds: split(c.post_id),
      clientId: c.client_id,
      sessionId: c.sid,
      isAdministrator,
      mustChangePassword: row.mustChangePassword && !demoSkipsChange(demoMode, row.createUser),
      isAdmin: isAdministrator || roleAliases.includes('admin'),
      permissions,
      dataScopes: scopes?.data,
      apiScopeIds: scopes?.api,
      deptAndChildIds: needsTree ? await deptAndChildren(db, c.tenant_id, deptIds) : undefined,
    },
  };
}

type SessionState = { status: number; mustChangePassword: boolean; createUser: string | null };

/**
 * DEMO_MODE lifts the forced first password change only for the accounts the server seeded itself
 * (no creating user): tenant admins and users created by someone still change theirs.
 */
export const demoSkipsChange = (demoMode: boolean, createUser: string | null) =>
  demoMode && createUser === null;
const sessionCache = new Map<string, { at: number; state: SessionState }>();
const SESSION_CACHE_MS = 3000;
/** Bumped by every invalidation (see liveSession). */
let sessionGeneration = 0;

/**
 * The session must still be live (logout / password change revoke it) and its user active.
 * Checked on every request, with a 3-second cache that revocations on this node clear at once.
 */
async function liveSession(db: Db, sid: string): Promise<SessionState | undefined> {
  const hit = sessionCache.get(sid);
  if (hit && Date.now() - hit.at < SESSION_CACHE_MS) return hit.state;
  // a lookup that was under way when a revocation cleared the cache read the session as it was
  // before: it answers its own request but is not kept (it would keep a revoked session usable for
  // the cache's three seconds)
  const generation = sessionGeneration;
  const [row] = await db
    .select({ status: user.status, mustChangePassword: user.mustChangePassword, createUser: user.createUser })
    .from(refreshToken)
    .innerJoin(user, eq(user.id, refreshToken.userId))
    .where(and(eq(refreshToken.id, sid), isNull(refreshToken.revokedAt), eq(user.isDeleted, 0)))
    .limit(1);
  if (sessionCache.size > 10000) sessionCache.clear();
  if (row && generation === sessionGeneration) sessionCache.set(sid, { at: Date.now(), state: row });
  return row;
}

/** Forget cached session states (after a logout, a password change or a user status change). */
export function invalidateSessions(): void {
  sessionGeneration++;
  sessionCache.clear();
}

const roleCache = new Map<string, { at: number; rows: { id: string; roleAlias: string }[] }>();

/** Roles still existing in the token's tenant (short cache: role edits apply within seconds). */
async function rolesOf(db: Db, tenantId: string, ids: string[]) {
  const key = `${tenantId}:${ids.join(',')}`;
  const hit = roleCache.get(key);
  if (hit && Date.now() - hit.at < 5000) return hit.rows;
  const rows = await db
    .select({ id: role.id, roleAlias: role.roleAlias })
    .from(role)
    .where(and(scoped(tenantId, role), inArray(role.id, ids), eq(role.isDeleted, 0)));
  if (roleCache.size > 5000) roleCache.clear();
  roleCache.set(key, { at: Date.now(), rows });
  return rows;
}

export function invalidateRoles(): void {
  roleCache.clear();
}
