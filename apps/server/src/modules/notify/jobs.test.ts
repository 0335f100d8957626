import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers';
import { notifyPlant, receiversOf } from '../../../test/notify-fixtures';
import { parseDateTime } from '../../core/dates';
import { nextId } from '../../core/ids';
import { createScheduler } from '../../core/jobs';
import { type DueRecord, escalationStep, notifyJobs, registerDueSource, runDueScans } from './jobs';

let t: Awaited<ReturnType<typeof createTestApp>>;
let plant: Awaited<ReturnType<typeof notifyPlant>>;
const at = (s: string) => parseDateTime(s)!;

/** Open dangers of the test: a stand-in for the danger table until that module registers its own source. */
type OpenDanger = { id: string; deadline: Date; isMajor?: boolean; isClosed?: boolean };
const dangers: OpenDanger[] = [];
const asDue = (d: OpenDanger): DueRecord => ({
  record: {
    type: 'dangerRecord',
    id: d.id,
    rectifyUserId: plant.users.rectifier.userId,
    rectifyDeptId: plant.workshop,
  },
  recordUrl: `/danger/dangerRecord?id=${d.id}`,
  data: { dangerNo: `YH-${d.id.slice(-4)}`, dangerName: '储罐区静电接地断开' },
  dueAt: d.deadline,
  isMajor: d.isMajor,
});
const openUntil = (since: Date | null, until: Date) =>
  dangers.filter((d) => !d.isClosed && d.deadline <= until && (!since || d.deadline > since)).map(asDue);

const unregister: (() => void)[] = [];
beforeAll(async () => {
  t = await createTestApp();
  plant = await notifyPlant(t.db);
  unregister.push(
    registerDueSource({
      event: 'DANGER_OVERDUE',
      job: 'overdue',
      due: async (_db, a) => openUntil(null, a.until),
    }),
    registerDueSource({
      event: 'DANGER_DEADLINE_NEAR',
      job: 'reminder',
      due: async (_db, a) => openUntil(a.since, a.until),
    }),
  );
});
afterAll(async () => {
  for (const u of unregister) u();
  await t.close();
});

describe('reminder jobs', () => {
  it('escalation steps from the rule’s days', () => {
    expect([0, 2, 3, 6, 7, 30].map((d) => escalationStep('3,7', d))).toEqual([0, 0, 1, 1, 2, 2]);
    expect(escalationStep(null, 10)).toBe(0);
  });

  it('overdue: daily to the rectifier, the dept head from day 3, the principal from day 7; once per day', async () => {
    const d: OpenDanger = { id: nextId(), deadline: at('2026-03-01 18:00:00') };
    dangers.push(d);
    const { head, rectifier, principal } = plant.users;
    const day = async (when: string) => {
      const before = await receiversOf(t.db, d.id, 'DANGER_OVERDUE');
      await runDueScans(t.db, 'overdue', at(when));
      const after = await receiversOf(t.db, d.id, 'DANGER_OVERDUE');
      const diff = [...after];
      for (const x of before) diff.splice(diff.indexOf(x), 1);
      return diff.sort();
    };
    expect(await day('2026-03-01 17:00:00')).toEqual([]); // not yet due
    expect(await day('2026-03-01 19:00:00')).toEqual([rectifier.userId]);
    expect(await day('2026-03-01 23:00:00')).toEqual([]); // same day: nothing new
    expect(await day('2026-03-02 20:00:00')).toEqual([rectifier.userId]);
    expect(await day('2026-03-04 19:00:00')).toEqual([head.userId, rectifier.userId].sort());
    expect(await day('2026-03-04 20:00:00')).toEqual([]);
    expect(await day('2026-03-08 19:00:00')).toEqual(
      [head.userId, rectifier.userId, principal.userId].sort(),
    );
    d.isClosed = true;
    expect(await day('2026-03-09 19:00:00')).toEqual([]);
  });

  it('a major danger reaches the principal on the first overdue day', async () => {
    const d: OpenDanger = { id: nextId(), deadline: at('2026-04-01 12:00:00'), isMajor: true };
    dangers.push(d);
    await runDueScans(t.db, 'overdue', at('2026-04-01 13:00:00'));
    const { head, rectifier, principal } = plant.users;
    expect(await receiversOf(t.db, d.id)).toEqual([head.userId, rectifier.userId, principal.userId].sort());
    d.isClosed = true;
  });

  it('deadline near: once, three days before the deadline; again after the deadline moves', async () => {
    const d: OpenDanger = { id: nextId(), deadline: at('2026-05-10 18:00:00') };
    dangers.push(d);
    const count = async (when: string) => {
      await runDueScans(t.db, 'reminder', at(when));
      return (await receiversOf(t.db, d.id, 'DANGER_DEADLINE_NEAR')).length;
    };
    expect(await count('2026-05-07 12:00:00')).toBe(0);
    expect(await count('2026-05-07 18:10:00')).toBe(1);
    expect(await count('2026-05-08 18:10:00')).toBe(1);
    expect(await count('2026-05-09 18:10:00')).toBe(1);
    d.deadline = at('2026-05-20 18:00:00'); // delay approved
    expect(await count('2026-05-17 18:10:00')).toBe(2);
    d.isClosed = true;
  });

  it('runs under the scheduler’s advisory lock: a second node skips a job that is running', async () => {
    const a = createScheduler(t.db);
    const b = createScheduler(t.db);
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => {
      release = r;
    });
    a.add({ name: 'notify.overdue', everyMs: 3_600_000, run: () => gate });
    b.add(notifyJobs.find((j) => j.name === 'notify.overdue')!);
    const first = a.runNow('notify.overdue');
    await new Promise((r) => setTimeout(r, 100));
    expect(await b.runNow('notify.overdue')).toBe(false);
    release();
    expect(await first).toBe(true);
    expect(await b.runNow('notify.overdue')).toBe(true);
  });
});
