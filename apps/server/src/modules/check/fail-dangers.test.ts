import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, pageCodes } from '../../../test/fixtures';
import { createTestApp } from '../../../test/helpers';
import { notifyPlant, receiversOf } from '../../../test/notify-fixtures';
import { nextId } from '../../core/ids';
import {
  attach,
  checkItem,
  checkRecord,
  checkRecordItem,
  checkRiskPoint,
  dangerRecord,
  flowLog,
  param,
  place,
  riskControlMeasure,
  riskPointType,
} from '../../db/schema';

/**
 * Issue #32 item 3: submitting a check with a FAIL line (or a value outside its limits) registers
 * the danger in the same transaction, with every link, titled by the finding.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
let plant: Awaited<ReturnType<typeof notifyPlant>>;
let checker: { token: string; userId: string };
const T = '000000';
const ids = {
  place: nextId(),
  risk: nextId(),
  measure: nextId(),
  point: nextId(),
  guard: nextId(),
  pressure: nextId(),
  photo: nextId(),
};

beforeAll(async () => {
  t = await createTestApp();
  plant = await notifyPlant(t.db);
  const u = await createUser(t.db, {
    tenantId: T,
    account: 'inspector1',
    roleAlias: 'CHECKER',
    menus: pageCodes('checkRecord', 'dangerRecord'),
    deptId: plant.workshop,
  });
  checker = {
    token: await t.login({ tenantId: T, account: u.account, password: u.password }),
    userId: u.userId,
  };
  const base = { tenantId: T, isDeleted: 0 };
  await t.db.insert(place).values({
    ...base,
    id: ids.place,
    name: '空压站',
    parentId: '0',
    ancestors: '0',
  } as typeof place.$inferInsert);
  await t.db.insert(riskPointType).values({
    ...base,
    id: ids.risk,
    code: 'FXD-9001',
    name: '空压站',
    category: 'FACILITY_AREA',
    deptId: plant.workshop,
    responsibleUserId: plant.users.head.userId,
    riskLevel: 'SIGNIFICANT',
    enableStatus: 'ENABLED',
  } as typeof riskPointType.$inferInsert);
  await t.db.insert(riskControlMeasure).values({
    ...base,
    id: ids.measure,
    riskPointTypeId: ids.risk,
    content: '空压机防护罩完好',
  } as typeof riskControlMeasure.$inferInsert);
  await t.db.insert(checkRiskPoint).values({
    ...base,
    id: ids.point,
    name: '1#空压机',
    number: 'KY-01',
    pointKind: 'NORMAL',
    riskPointTypeId: ids.risk,
    placeId: ids.place,
    deptId: plant.workshop,
    responsibleUserId: plant.users.head.userId,
    qrToken: 'kyz-token-0001',
    enableStatus: 'ENABLED',
  } as typeof checkRiskPoint.$inferInsert);
  await t.db.insert(checkItem).values([
    {
      ...base,
      id: ids.guard,
      riskPointTypeId: ids.risk,
      pointKind: 'NORMAL',
      content: '防护罩完好',
      standard: '防护罩无破损、固定牢靠',
      resultType: 'PASS_FAIL',
      measureId: ids.measure,
      enabled: true,
      sort: 1,
    },
    {
      ...base,
      id: ids.pressure,
      riskPointTypeId: ids.risk,
      pointKind: 'NORMAL',
      content: '排气压力',
      resultType: 'NUMBER',
      unit: 'MPa',
      minValue: '0.6',
      maxValue: '0.8',
      enabled: true,
      sort: 2,
    },
  ] as (typeof checkItem.$inferInsert)[]);
  await t.db.insert(attach).values({
    id: ids.photo,
    tenantId: T,
    link: `/api/calf-resource/oss/endpoint/file/${ids.photo}`,
    name: `upload/${ids.photo}.jpg`,
    originalName: 'guard.jpg',
    extension: 'jpg',
    contentType: 'image/jpeg',
  });
});
afterAll(() => t.close());

/** Scans the point's QR code (a signed scan token for the checker), then submits the check. */
const submit = async (items: unknown[], extra: Record<string, unknown> = {}) => {
  const scan = await t.call('GET', '/api/shtmp-check/scan/kyz-token-0001', checker.token);
  return t.call('POST', '/api/shtmp-check/checkRecord/submitCheck', checker.token, {
    checkRiskPointId: ids.point,
    token: scan.body.data?.scanToken,
    items,
    ...extra,
  });
};
const guard = (a: Record<string, unknown>) => ({ checkItemId: ids.guard, ...a });
const pressure = (value: string) => ({ checkItemId: ids.pressure, value });
const dangersOf = (recordId: string) =>
  t.db.select().from(dangerRecord).where(eq(dangerRecord.checkRecordId, recordId));
const total = async (table: typeof dangerRecord | typeof checkRecord) =>
  Number((await t.db.select({ n: count() }).from(table))[0].n);

describe('a failed check is a danger', () => {
  it('registers the danger of a FAIL line with every link, the finding as title, the photos, PENDING_CONFIRM', async () => {
    const res = await submit([
      guard({ result: 'FAIL', description: '防护罩右侧固定螺栓缺失', photoIds: [ids.photo] }),
      pressure('0.7'),
    ]);
    expect(res.body, res.body.msg).toMatchObject({ code: 200, data: { failCount: 1, dangerCount: 1 } });
    const recordId = String(res.body.data.id);
    const [danger] = await dangersOf(recordId);
    const [line] = await t.db
      .select()
      .from(checkRecordItem)
      .where(and(eq(checkRecordItem.recordId, recordId), eq(checkRecordItem.checkItemId, ids.guard)));
    expect(danger).toMatchObject({
      title: '防护罩右侧固定螺栓缺失',
      status: 'PENDING_CONFIRM',
      source: 'DAILY_PATROL',
      checkRecordId: recordId,
      checkRecordItemId: String(line.id),
      checkItemId: ids.guard,
      checkRiskPointId: ids.point,
      riskPointTypeId: ids.risk,
      measureId: ids.measure,
      placeId: ids.place,
      photoIds: [ids.photo],
      reporterId: checker.userId,
      isRepeat: false,
    });
    expect(danger.description).toContain('防护罩无破损、固定牢靠');
    expect(line.dangerRecordId).toBe(String(danger.id));
    const [rec] = await t.db.select().from(checkRecord).where(eq(checkRecord.id, recordId));
    expect(rec.dangerCount).toBe(1);
    const log = await t.db
      .select()
      .from(flowLog)
      .where(eq(flowLog.recordId, String(danger.id)));
    expect(log.map((l) => [l.action, l.toStatus])).toEqual([['REGISTER', 'PENDING_CONFIRM']]);
    // the confirmers hear of it (SAFETY_ADMIN, head of the reporting department), the checker too
    const confirmers = await receiversOf(t.db, String(danger.id), 'DANGER_SUBMITTED');
    expect(confirmers).toEqual(expect.arrayContaining([plant.users.safety.userId, plant.users.head.userId]));
    expect(await receiversOf(t.db, String(danger.id), 'CHECK_DANGER_RAISED')).toContain(checker.userId);
    // the risk point counts it at once
    const [risk] = await t.db.select().from(riskPointType).where(eq(riskPointType.id, ids.risk));
    expect(risk.openDangerCount).toBe(1);
  });

  it.each([
    {
      name: 'a value outside its limits, no note: the item, the value and the limits',
      items: [guard({ result: 'PASS' }), pressure('0.95')],
      title: '排气压力: 不符合（0.95 MPa） — 0.6–0.8 MPa',
      photos: [] as string[],
    },
    {
      name: 'a FAIL with a note and no line photo: the note, the record photos',
      items: [guard({ result: 'FAIL', description: '防护罩变形' }), pressure('0.7')],
      title: '防护罩变形',
      photos: ['record'],
    },
  ])('titles the danger by the finding: $name', async ({ items, title, photos }) => {
    const recordPhotos = photos.length ? [ids.photo] : undefined;
    const res = await submit(items, recordPhotos ? { photoIds: recordPhotos } : {});
    expect(res.body.code, res.body.msg).toBe(200);
    const dangers = await dangersOf(String(res.body.data.id));
    expect(dangers).toHaveLength(1);
    expect(dangers[0].title).toBe(title);
    expect(dangers[0].photoIds).toEqual(recordPhotos ?? []);
    expect(dangers[0].title).not.toBe('防护罩无破损、固定牢靠');
  });

  it('refuses a FAIL without a note, naming the item, and writes nothing', async () => {
    const before = [await total(checkRecord), await total(dangerRecord)];
    const res = await submit([guard({ result: 'FAIL' }), pressure('0.7')]);
    expect(res.body.code).toBe(400);
    expect(res.body.msg).toBe('第1项「防护罩完好」: 不合格项请填写问题描述');
    expect([await total(checkRecord), await total(dangerRecord)]).toEqual(before);
  });

  it('leaves the danger a draft of the checker when the tenant says DRAFT', async () => {
    // the platform tenant's own parameter (seeded PENDING_CONFIRM)
    const setFailStatus = (value: string) =>
      t.db.update(param).set({ paramValue: value }).where(eq(param.paramKey, 'danger.checkFailStatus'));
    await setFailStatus('DRAFT');
    const res = await submit([guard({ result: 'FAIL', description: '防护罩缺失' }), pressure('0.7')]);
    const [danger] = await dangersOf(String(res.body.data.id));
    expect(danger).toMatchObject({ status: 'DRAFT', reporterId: checker.userId, checkItemId: ids.guard });
    await setFailStatus('PENDING_CONFIRM');
  });
});
