/**
 * A data-scope rule granted to a role (api-contract §5.9): the caller's rows of a menu are
 * narrowed by it (resource/data-scope.ts); loaded per role set by modules/auth/scopes.ts.
 */
export type DataRule = { id: string; scopeType: number; scopeColumn: string; scopeValue: unknown };

/** Who is calling: resolved once per request from the access token (see auth/session.ts). */
export type RequestContext = {
  tenantId: string;
  userId: string;
  account: string;
  userName: string;
  deptIds: string[];
  roleIds: string[];
  roleAliases: string[];
  postIds: string[];
  clientId: string;
  sessionId: string;
  /** Platform super administrator (role alias `administrator` in tenant 000000). */
  isAdministrator: boolean;
  /** Tenant administrator (alias `admin`) or administrator. */
  isAdmin: boolean;
  permissions: ReadonlySet<string>;
  /** Seeded or reset password not yet changed: only the shell calls and the password change are open. */
  mustChangePassword: boolean;
  /** Data-scope rules of the caller's roles by menu code (see resource/data-scope.ts). */
  dataScopes?: ReadonlyMap<string, DataRule[]>;
  /** API scopes granted to the caller's roles (see the API-scope check in app.ts). */
  apiScopeIds?: ReadonlySet<string>;
  /** The caller's departments and all their descendants (resolved only when a rule needs them). */
  deptAndChildIds?: string[];
  /** The request asks for English (`Accept-Language`): dictionary labels are answered in it. */
  english?: boolean;
};

export type RouteAccess = {
  /** No token needed. */
  public?: boolean;
  /** Permission code(s) the caller needs; any one of them suffices. */
  permission?: string | string[];
  /** Open to a session that still has to change its initial password (the shell's own calls). */
  beforePasswordChange?: boolean;
  /** Only the platform administrator. */
  administrator?: boolean;
};

declare module 'fastify' {
  interface FastifyRequest {
    ctx: RequestContext | null;
    authError: string | null;
  }
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}

export function hasPermission(ctx: RequestContext, codes: string | string[]): boolean {
  if (ctx.isAdministrator) return true;
  const list = Array.isArray(codes) ? codes : [codes];
  return list.some((c) => ctx.permissions.has(c));
}

/** Route options of the shell's own calls, open to a session that must still change its password. */
export const SHELL_ROUTE = { config: { access: { beforePasswordChange: true } } };
