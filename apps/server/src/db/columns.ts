import { bigint, customType, integer, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';

/** A 64-bit id column whose JavaScript value is the decimal string (ids travel as strings). */
export const id = customType<{ data: string; driverData: string }>({
  dataType() {
    return 'bigint';
  },
  fromDriver(value) {
    return String(value);
  },
});

export const ts = (name?: string) =>
  name
    ? timestamp(name, { withTimezone: true, mode: 'date' })
    : timestamp({ withTimezone: true, mode: 'date' });

/** Audit and soft-delete columns of BaseEntity (api-contract §1.5). */
export const baseColumns = () => ({
  id: id().primaryKey(),
  createUser: id(),
  createDept: id(),
  createTime: ts().notNull().defaultNow(),
  updateUser: id(),
  updateTime: ts().notNull().defaultNow(),
  status: integer().notNull().default(1),
  isDeleted: smallint().notNull().default(0),
});

export const tenantColumn = () => ({ tenantId: varchar({ length: 12 }).notNull() });

export { bigint };
