import { pgTable, varchar } from 'drizzle-orm/pg-core';
import { ts } from '../columns';

/** Demo-data steps already applied to this database (see seed/demo). */
export const demoStep = pgTable('calf_demo_step', {
  name: varchar({ length: 64 }).primaryKey(),
  doneAt: ts().notNull().defaultNow(),
});
