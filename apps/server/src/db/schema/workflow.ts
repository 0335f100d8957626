import { index, jsonb, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { id, tenantColumn, ts } from '../columns';

/**
 * One row per workflow transition of any resource (resource/workflow.ts): the timeline of a
 * record. One generic table rather than one per resource: the shape is the same for every flow,
 * the timeline query is always "this resource, this record, by time", and a new workflow needs
 * no migration.
 */
export const flowLog = pgTable(
  'calf_flow_log',
  {
    id: id().primaryKey(),
    ...tenantColumn(),
    /** Resource name of the definition, e.g. `dangerRecord`. */
    resource: varchar({ length: 64 }).notNull(),
    recordId: id().notNull(),
    action: varchar({ length: 40 }).notNull(),
    fromStatus: varchar({ length: 40 }),
    toStatus: varchar({ length: 40 }).notNull(),
    operatorId: id().notNull(),
    /** Snapshot of the operator's name at the time (the timeline needs no user lookup). */
    operatorName: varchar({ length: 100 }),
    time: ts().notNull().defaultNow(),
    opinion: text(),
    fileIds: jsonb().$type<string[]>(),
    /** The validated payload of the action (what was decided: level, deadline, assignee…). */
    payload: jsonb().$type<Record<string, unknown>>(),
  },
  (t) => [index('calf_flow_log_record_idx').on(t.tenantId, t.resource, t.recordId, t.time)],
);
