import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { seedDemoAccounts } from './accounts';
import { seedCheckDemo } from './check';
import { seedDangerDemo } from './danger';
import { seedEducationDemo } from './education';
import { seedLayoutDemo } from './layout';
import { seedNotifyDemo } from './notify';
import { seedRiskDemo } from './risk';
import { seedRiskDocsDemo } from './risk-docs';

/** Demo data of the demo tenant (000000): one believable plant, grown by each business area. */
export type DemoStep = {
  /** Stable name; a step runs once per database (recorded in `calf_demo_step`). */
  name: string;
  run: (db: Db, ctx: { tenantId: string; config: Config }) => Promise<void>;
};

/**
 * Every area's demo step, in dependency order (risk points before check points before dangers).
 */
export const DEMO_STEPS: DemoStep[] = [
  {
    name: 'accounts',
    run: async (db, ctx) => {
      await seedDemoAccounts(db, ctx);
    },
  },
  { name: 'risk', run: seedRiskDemo },
  { name: 'risk-docs', run: seedRiskDocsDemo },
  { name: 'check', run: seedCheckDemo },
  { name: 'education', run: seedEducationDemo },
  { name: 'layout', run: seedLayoutDemo },
  { name: 'danger', run: seedDangerDemo },
  { name: 'notify', run: seedNotifyDemo },
];
