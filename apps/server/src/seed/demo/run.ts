import { sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { demoStep } from '../../db/schema';
import { DEMO_STEPS, type DemoStep } from './index';

export const DEMO_TENANT = '000000';

/**
 * Applies the demo steps not yet recorded, in order, each in its own transaction together with its
 * record, under an advisory lock so that nodes starting together do not race. Returns the names run.
 */
export async function runDemoSteps(
  db: Db,
  config: Config,
  steps: DemoStep[] = DEMO_STEPS,
): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(724202)`);
    const done = new Set((await tx.select({ name: demoStep.name }).from(demoStep)).map((r) => r.name));
    const ran: string[] = [];
    for (const step of steps) {
      if (done.has(step.name)) continue;
      await tx.transaction(async (inner) => {
        await step.run(inner as unknown as Db, { tenantId: DEMO_TENANT, config });
        await inner.insert(demoStep).values({ name: step.name });
      });
      ran.push(step.name);
    }
    return ran;
  });
}
