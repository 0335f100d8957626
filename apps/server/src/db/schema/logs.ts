import { resources } from '@dp/domain';
import { index, integer, pgTable, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { definitionIndexes } from '../../resource/search-indexes';
import { id, ts } from '../columns';

/** Columns every log kind shares (api-contract §5.11). Logs are never edited, only purged by age. */
const common = () => ({
  id: id().primaryKey(),
  tenantId: varchar({ length: 12 }).notNull().default(''),
  serviceId: varchar({ length: 32 }).notNull().default('dp-server'),
  serverHost: varchar({ length: 255 }).notNull().default(''),
  serverIp: varchar({ length: 255 }).notNull().default(''),
  env: varchar({ length: 32 }).notNull().default(''),
  method: varchar({ length: 10 }).notNull().default(''),
  requestUri: varchar({ length: 1000 }).notNull().default(''),
  userAgent: varchar({ length: 1000 }).notNull().default(''),
  remoteIp: varchar({ length: 64 }).notNull().default(''),
  methodClass: varchar({ length: 255 }).notNull().default(''),
  methodName: varchar({ length: 255 }).notNull().default(''),
  params: text().notNull().default(''),
  createBy: varchar({ length: 64 }).notNull().default(''),
  createTime: ts().notNull().defaultNow(),
});

export const apiLog = pgTable(
  'calf_log_api',
  {
    ...common(),
    type: varchar({ length: 2 }).notNull().default('1'),
    title: varchar({ length: 255 }).notNull().default(''),
    time: integer().notNull().default(0),
    httpStatus: smallint().notNull().default(0),
  },
  (t) => [
    // the purge's range, and the platform administrator's list of every tenant's (newest first)
    index('calf_log_api_purge_idx').on(t.createTime, t.id),
    // the list's order (tenant, create time) is among the definition's
    ...definitionIndexes(resources.logApi, t, [t.tenantId]),
  ],
);

export const usualLog = pgTable(
  'calf_log_usual',
  {
    ...common(),
    logId: varchar({ length: 64 }).notNull().default(''),
    logLevel: varchar({ length: 16 }).notNull().default('info'),
    logData: text().notNull().default(''),
  },
  (t) => [
    // the purge's range, and the platform administrator's list of every tenant's (newest first)
    index('calf_log_usual_purge_idx').on(t.createTime, t.id),
    // the list's order (tenant, create time) is among the definition's
    ...definitionIndexes(resources.logUsual, t, [t.tenantId]),
  ],
);
