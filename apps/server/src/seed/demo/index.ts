import type { Db } from '../../db/client';
import { seedDangerDemo } from './danger';
import { seedRiskDemo } from './risk';
import { seedCheckDemo } from './check';
import { seedNotifyDemo } from './notify';
import { seedEducationDemo } from './education';
import { seedLayoutDemo } from './layout';

/** Demo data of the demo tenant (000000): one believable plant, grown by each business area. */
export type DemoStep = {
  /** Stable name; a step runs once per database (recorded in `calf_demo_step`). */
  name: string;
  run: (db: Db, ctx: { tenantId: string }) => Promise<void>;
};

/**
 * Every area's demo step, in dependency order (risk points before check points before dangers).
 * An area adds its step here: `{ name: 'risk', run: seedRiskDemo }`.
 */
export const DEMO_STEPS: DemoStep[] = [{ name: 'danger', run: seedDangerDemo }];
export const DEMO_STEPS: DemoStep[] = [{ name: 'risk', run: seedRiskDemo }];
export const DEMO_STEPS: DemoStep[] = [{ name: 'check', run: seedCheckDemo }];
export const DEMO_STEPS: DemoStep[] = [{ name: 'notify', run: seedNotifyDemo }];
export const DEMO_STEPS: DemoStep[] = [
  { name: 'check', run: seedCheckDemo },
  { name: 'education', run: seedEducationDemo },
  { name: 'layout', run: seedLayoutDemo },
];
