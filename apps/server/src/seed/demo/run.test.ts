import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers';
import { DEMO_STEPS } from './index';
import { runDemoSteps } from './run';

describe('demo data', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('applies every registered demo step once, then nothing on a second start', async () => {
    expect(await runDemoSteps(t.db, t.config)).toEqual(DEMO_STEPS.map((s) => s.name));
    expect(await runDemoSteps(t.db, t.config)).toEqual([]);
  });

  it('rolls back a failing step together with its record', async () => {
    const failing = {
      name: 'failing',
      run: async () => {
        throw new Error('boom');
      },
    };
    await expect(runDemoSteps(t.db, t.config, [failing])).rejects.toThrow('boom');
    let ran = false;
    const later = {
      name: 'failing',
      run: async () => {
        ran = true;
      },
    };
    expect(await runDemoSteps(t.db, t.config, [later])).toEqual(['failing']);
    expect(ran).toBe(true);
  });
});
