import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers';
import { notifyPlant, receiversOf } from '../../../test/notify-fixtures';
import { formatDate, parseDateTime } from '../../core/dates';
import { nextId } from '../../core/ids';
import { meetingRecord, qualificationRecord } from '../../db/schema';
import { runDueScans } from '../notify/jobs';

let t: Awaited<ReturnType<typeof createTestApp>>;
let plant: Awaited<ReturnType<typeof notifyPlant>>;
const day = (n: number) => formatDate(new Date(Date.now() + n * 86_400_000));

beforeAll(async () => {
  t = await createTestApp();
  plant = await notifyPlant(t.db);
});
afterAll(() => t.close());

async function certificate(expiryDate: string) {
  const id = nextId();
  await t.db.insert(qualificationRecord).values({
    id,
    tenantId: plant.tenantId,
    userId: plant.users.rectifier.userId,
    deptId: plant.workshop,
    certType: 'SPECIAL_OPERATION',
    operationCategory: 'ELECTRICIAN',
    certNo: `DG-${id.slice(-6)}`,
    issueDate: '2020-01-01',
    expiryDate,
  } as typeof qualificationRecord.$inferInsert);
  return id;
}

describe('education reminders (expiry job)', () => {
  it('certificates: expiring within 30 days and expired each remind the holder and the safety admin once', async () => {
    const { rectifier, safety, bystander } = plant.users;
    const soon = await certificate(day(10));
    const gone = await certificate(day(-2));
    const later = await certificate(day(90));
    await runDueScans(t.db, 'expiry');
    await runDueScans(t.db, 'expiry');
    const holderAndAdmin = [rectifier.userId, safety.userId].sort();
    expect(await receiversOf(t.db, soon, 'CERT_EXPIRING')).toEqual(holderAndAdmin);
    expect(await receiversOf(t.db, soon, 'CERT_EXPIRED')).toEqual([]);
    expect(await receiversOf(t.db, gone, 'CERT_EXPIRED')).toEqual(holderAndAdmin);
    expect(await receiversOf(t.db, later)).toEqual([]);
    expect(await receiversOf(t.db, soon)).not.toContain(bystander.userId);
  });

  it('meeting follow-ups: the owner of an open item due today is reminded once; done items are not', async () => {
    const id = nextId();
    const { rectifier, bystander } = plant.users;
    await t.db.insert(meetingRecord).values({
      id,
      tenantId: plant.tenantId,
      title: '十一月安全例会',
      meetingType: 'REGULAR',
      meetingTime: new Date(),
      hostId: bystander.userId,
      recorderId: bystander.userId,
      minutes: '布置冬季防火检查',
      followUps: [
        { content: '更换老化消防水带', ownerId: rectifier.userId, dueDate: day(0), done: false },
        { content: '张贴冬季防火告示', ownerId: bystander.userId, dueDate: day(0), done: true },
      ],
    } as typeof meetingRecord.$inferInsert);
    await runDueScans(t.db, 'expiry');
    await runDueScans(t.db, 'expiry');
    expect(await receiversOf(t.db, id, 'MEETING_FOLLOWUP_DUE')).toEqual([rectifier.userId]);
  });

  it('training hours: people below the annual hours and their head are reminded 60 and 30 days before year end', async () => {
    const { rectifier, head } = plant.users;
    const sent = async (when: string) => {
      await runDueScans(t.db, 'expiry', parseDateTime(when)!);
      return receiversOf(t.db, rectifier.userId, 'TRAINING_HOURS_LOW');
    };
    expect(await sent('2026-10-20 06:00:00')).toEqual([]);
    const both = [rectifier.userId, head.userId].sort();
    expect(await sent('2026-11-02 06:00:00')).toEqual(both);
    expect(await sent('2026-11-02 07:00:00')).toEqual(both);
    expect(await sent('2026-11-03 06:00:00')).toEqual(both);
    expect(await sent('2026-12-02 06:00:00')).toEqual([...both, ...both].sort());
  });

  it('certificates: each threshold reaches the holder and the safety admin once, however many daily runs', async () => {
    const { rectifier, safety } = plant.users;
    const holderAndAdmin = [rectifier.userId, safety.userId].sort();
    const cert = await certificate(day(40));
    const runOn = async (days: number) =>
      runDueScans(t.db, 'expiry', new Date(Date.now() + days * 86_400_000));
    // day by day: nothing 40 days ahead, the 30-day notice from day 10 on, the expiry notice after it
    const steps: [days: number, expiring: string[], expired: string[]][] = [
      [0, [], []],
      [9, [], []],
      [10, holderAndAdmin, []],
      [11, holderAndAdmin, []],
      [25, holderAndAdmin, []],
      [40, holderAndAdmin, []],
      [41, holderAndAdmin, holderAndAdmin],
      [42, holderAndAdmin, holderAndAdmin],
      [45, holderAndAdmin, holderAndAdmin],
    ];
    for (const [days, expiring, expired] of steps) {
      await runOn(days);
      expect(await receiversOf(t.db, cert, 'CERT_EXPIRING'), `day ${days}`).toEqual(expiring);
      expect(await receiversOf(t.db, cert, 'CERT_EXPIRED'), `day ${days}`).toEqual(expired);
    }
  });
});
