import { index, integer, pgTable, primaryKey, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { id, ts } from '../columns';

/** Data scopes (category 1) and API scopes (category 2) granted to a role (api-contract §5.9). */
export const roleScope = pgTable(
  'calf_role_scope',
  { roleId: id().notNull(), scopeId: id().notNull(), scopeCategory: smallint().notNull() },
  (t) => [primaryKey({ columns: [t.roleId, t.scopeId] }), index('calf_role_scope_scope_idx').on(t.scopeId)],
);

/** A user's departments, one row each (the comma list in calf_user.dept_id, indexed for the user page). */
export const userDept = pgTable('calf_user_dept', { userId: id().notNull(), deptId: id().notNull() }, (t) => [
  primaryKey({ columns: [t.userId, t.deptId] }),
  index('calf_user_dept_dept_idx').on(t.deptId, t.userId),
]);

/** Per-platform extension of a user (update-platform / platform-detail): free JSON text per user type. */
export const userExt = pgTable(
  'calf_user_ext',
  {
    userId: id().notNull(),
    userType: integer().notNull(),
    userExt: text().notNull().default(''),
    updateTime: ts().notNull().defaultNow(),
    tenantId: varchar({ length: 12 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.userType] })],
);
