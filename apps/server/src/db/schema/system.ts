import { resources } from '@dp/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { definitionIndexes } from '../../resource/search-indexes';
import { baseColumns, id, tenantColumn, ts } from '../columns';

export const tenant = pgTable(
  'calf_tenant',
  {
    ...baseColumns(),
    tenantId: varchar({ length: 12 }).notNull(),
    tenantName: varchar({ length: 100 }).notNull(),
    domainUrl: varchar({ length: 255 }).notNull().default(''),
    backgroundUrl: varchar({ length: 1000 }).notNull().default(''),
    linkman: varchar({ length: 50 }).notNull().default(''),
    contactNumber: varchar({ length: 30 }).notNull().default(''),
    address: varchar({ length: 255 }).notNull().default(''),
    accountNumber: integer().notNull().default(-1),
    expireTime: ts(),
    packageId: id(),
    datasourceId: id(),
    licenseKey: varchar({ length: 1000 }).notNull().default(''),
  },
  (t) => [
    uniqueIndex('calf_tenant_code_uq').on(t.tenantId).where(sql`${t.isDeleted} = 0`),
    ...definitionIndexes(resources.tenant, t, [t.isDeleted]),
  ],
);

export const user = pgTable(
  'calf_user',
  {
    ...baseColumns(),
    ...tenantColumn(),
    code: varchar({ length: 30 }).notNull().default(''),
    userType: integer().notNull().default(1),
    account: varchar({ length: 45 }).notNull(),
    password: varchar({ length: 255 }).notNull(),
    name: varchar({ length: 50 }).notNull().default(''),
    realName: varchar({ length: 50 }).notNull().default(''),
    avatar: varchar({ length: 1000 }).notNull().default(''),
    email: varchar({ length: 100 }).notNull().default(''),
    phone: varchar({ length: 30 }).notNull().default(''),
    birthday: ts(),
    sex: integer().notNull().default(-1),
    roleId: varchar({ length: 1000 }).notNull().default(''),
    deptId: varchar({ length: 1000 }).notNull().default(''),
    postId: varchar({ length: 1000 }).notNull().default(''),
    mustChangePassword: boolean().notNull().default(false),
    oauthId: varchar({ length: 64 }).notNull().default(''),
  },
  (t) => [
    uniqueIndex('calf_user_account_uq').on(t.tenantId, t.account).where(sql`${t.isDeleted} = 0`),
    // (tenant_id, is_deleted, …) first: the tenant's users by id, status, type
    ...definitionIndexes(resources.user, t, [t.tenantId, t.isDeleted]),
  ],
);

/** Roles: the layer's tree columns (`parentId`, `ancestors`) on a table the platform administrator reads across tenants. */
export const role = pgTable(
  'calf_role',
  {
    ...baseColumns(),
    ...tenantColumn(),
    parentId: id().notNull().default('0'),
    ancestors: varchar({ length: 2000 }).notNull().default('0'),
    roleName: varchar({ length: 255 }).notNull(),
    sort: integer().notNull().default(1),
    roleAlias: varchar({ length: 255 }).notNull(),
  },
  (t) => [
    index('calf_role_tenant_idx').on(t.tenantId),
    index('calf_role_parent_idx').on(t.tenantId, t.isDeleted, t.parentId),
    index('calf_role_ancestors_idx').using('btree', t.ancestors.op('varchar_pattern_ops')),
    ...definitionIndexes(resources.role, t, [t.tenantId, t.isDeleted]),
  ],
);

export const roleMenu = pgTable('calf_role_menu', { roleId: id().notNull(), menuId: id().notNull() }, (t) => [
  primaryKey({ columns: [t.roleId, t.menuId] }),
]);

export const topMenu = pgTable(
  'calf_top_menu',
  {
    ...baseColumns(),
    ...tenantColumn(),
    code: varchar({ length: 255 }).notNull(),
    name: varchar({ length: 255 }).notNull(),
    source: varchar({ length: 255 }).notNull().default(''),
    sort: integer().notNull().default(1),
  },
  (t) => definitionIndexes(resources.topMenu, t, [t.tenantId, t.isDeleted]),
);

export const topMenuSetting = pgTable(
  'calf_top_menu_setting',
  { topMenuId: id().notNull(), menuId: id().notNull() },
  (t) => [primaryKey({ columns: [t.topMenuId, t.menuId] })],
);

export const post = pgTable(
  'calf_post',
  {
    ...baseColumns(),
    ...tenantColumn(),
    category: integer().notNull().default(1),
    postCode: varchar({ length: 12 }).notNull(),
    postName: varchar({ length: 64 }).notNull(),
    sort: integer().notNull().default(1),
    remark: varchar({ length: 255 }).notNull().default(''),
  },
  (t) => definitionIndexes(resources.post, t, [t.tenantId, t.isDeleted]),
);

export const client = pgTable(
  'calf_client',
  {
    ...baseColumns(),
    clientId: varchar({ length: 48 }).notNull(),
    /** argon2 hash of the secret; empty for public clients (the SPA). */
    clientSecret: varchar({ length: 255 }).notNull().default(''),
    isPublic: boolean().notNull().default(false),
    resourceIds: varchar({ length: 255 }).notNull().default(''),
    scope: varchar({ length: 255 }).notNull().default('all'),
    authorizedGrantTypes: varchar({ length: 255 }).notNull(),
    webServerRedirectUri: varchar({ length: 255 }).notNull().default(''),
    authorities: varchar({ length: 255 }).notNull().default(''),
    accessTokenValidity: integer().notNull().default(3600),
    refreshTokenValidity: integer().notNull().default(604800),
    additionalInformation: varchar({ length: 4096 }).notNull().default(''),
    autoapprove: varchar({ length: 255 }).notNull().default(''),
  },
  (t) => [
    uniqueIndex('calf_client_id_uq').on(t.clientId).where(sql`${t.isDeleted} = 0`),
    ...definitionIndexes(resources.client, t, [t.isDeleted]),
  ],
);

export const refreshToken = pgTable(
  'calf_refresh_token',
  {
    id: id().primaryKey(),
    tokenHash: varchar({ length: 64 }).notNull(),
    userId: id().notNull(),
    tenantId: varchar({ length: 12 }).notNull(),
    clientId: varchar({ length: 48 }).notNull(),
    deptId: varchar({ length: 1000 }).notNull().default(''),
    roleId: varchar({ length: 1000 }).notNull().default(''),
    createTime: ts().notNull().defaultNow(),
    expiresAt: ts().notNull(),
    revokedAt: ts(),
  },
  (t) => [
    uniqueIndex('calf_refresh_token_hash_uq').on(t.tokenHash),
    index('calf_refresh_token_user_idx').on(t.userId),
  ],
);

export const captcha = pgTable('calf_captcha', {
  key: varchar({ length: 64 }).primaryKey(),
  text: varchar({ length: 16 }).notNull(),
  expiresAt: ts().notNull(),
});

/** Failed sign-ins, counted per account and client address so a stranger cannot lock everyone out. */
export const loginFailure = pgTable(
  'calf_login_failure',
  {
    tenantId: varchar({ length: 12 }).notNull(),
    account: varchar({ length: 45 }).notNull(),
    ip: varchar({ length: 64 }).notNull(),
    count: integer().notNull().default(0),
    lastTime: ts().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.account, t.ip] })],
);

export const errorLog = pgTable(
  'calf_log_error',
  {
    id: id().primaryKey(),
    tenantId: varchar({ length: 12 }).notNull().default(''),
    serviceId: varchar({ length: 32 }).notNull().default('dp-server'),
    method: varchar({ length: 10 }).notNull().default(''),
    requestUri: varchar({ length: 1000 }).notNull().default(''),
    userAgent: varchar({ length: 1000 }).notNull().default(''),
    remoteIp: varchar({ length: 64 }).notNull().default(''),
    params: text().notNull().default(''),
    exceptionName: varchar({ length: 255 }).notNull().default(''),
    message: text().notNull().default(''),
    stackTrace: text().notNull().default(''),
    source: varchar({ length: 16 }).notNull().default('server'),
    createBy: varchar({ length: 64 }).notNull().default(''),
    createTime: ts().notNull().defaultNow(),
  },
  (t) => [
    // the platform administrator's list of every tenant's (newest first)
    index('calf_log_error_all_idx').on(t.createTime, t.id),
    // the list's order (tenant, create time) is among the definition's
    ...definitionIndexes(resources.logError, t, [t.tenantId]),
  ],
);

export const attach = pgTable(
  'calf_attach',
  {
    ...baseColumns(),
    ...tenantColumn(),
    link: varchar({ length: 1000 }).notNull(),
    domainUrl: varchar({ length: 500 }).notNull().default(''),
    name: varchar({ length: 500 }).notNull(),
    originalName: varchar({ length: 500 }).notNull(),
    extension: varchar({ length: 12 }).notNull().default(''),
    contentType: varchar({ length: 100 }).notNull().default(''),
    attachSize: integer().notNull().default(0),
    /** The storage configuration the object was written through; null = the default local directory. */
    ossId: id(),
  },
  (t) => definitionIndexes(resources.attach, t, [t.tenantId, t.isDeleted]),
);

/** Which user has read which notice (the bell's unread count). */
export const noticeRead = pgTable(
  'calf_notice_read',
  { noticeId: id().notNull(), userId: id().notNull(), readTime: ts().notNull().defaultNow() },
  (t) => [primaryKey({ columns: [t.userId, t.noticeId] })],
);
