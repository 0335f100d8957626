import { bigint, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';

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
