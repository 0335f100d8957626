import { bigint, jsonb, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { id, ts } from '../columns';

/** Counters of the generic layer's numbering: one row per tenant, sequence key and period. */
export const sequence = pgTable(
  'calf_sequence',
  {
    tenantId: varchar({ length: 12 }).notNull(),
    seqKey: varchar({ length: 200 }).notNull(),
    /** The date part of the number ('' when the pattern has none): the counter restarts with it. */
    period: varchar({ length: 20 }).notNull(),
    value: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.seqKey, t.period] })],
);

/**
 * Records a phone made without a signal carry a key the phone drew (#37 item 3): the first write
 * under a key keeps the key and its answer in the write's own transaction; the same record sent
 * again (a retry after a lost answer) gets that answer and writes nothing.
 */
export const clientRecordKey = pgTable(
  'calf_client_record_key',
  {
    tenantId: varchar({ length: 12 }).notNull(),
    userId: id().notNull(),
    clientKey: varchar({ length: 64 }).notNull(),
    /** What the key made ('checkRecord', 'dangerRecord'): a key is one record's, of one kind. */
    kind: varchar({ length: 40 }).notNull(),
    recordId: id(),
    answer: jsonb(),
    createTime: ts().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.userId, t.clientKey] })],
);
