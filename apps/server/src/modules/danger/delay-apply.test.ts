import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type DangerTenant,
  DELAY_URL,
  dangerTenant,
  dayFromToday,
  type Person,
} from '../../../test/danger-fixtures';
import { createTestApp } from '../../../test/helpers';

let t: Awaited<ReturnType<typeof createTestApp>>;
let d: DangerTenant;

beforeAll(async () => {
  t = await createTestApp();
  d = await dangerTenant(t);
});
afterAll(() => t.close());

const apply = (who: Person, dangerId: string, days: number) =>
  t.call('POST', `${DELAY_URL}/save`, d.tokens[who], {
    dangerId,
    newDeadline: dayFromToday(10 + days),
    reason: '备件到货延迟',
    interimMeasures: '设置警戒区，专人值守',
  });
const decide = (who: Person, id: string, action: string, body: Record<string, unknown> = {}) =>
  t.call('POST', `${DELAY_URL}/process`, d.tokens[who], { id, action, version: 0, ...body });

describe('delay applications (§7.3)', () => {
  it('approval moves the deadline, counts the delay and copies the interim measures, never the status', async () => {
    const dangerId = await d.makeDanger('PENDING_RECTIFY');
    const res = await apply('rectifier', dangerId, 5);
    expect(res.body, res.body.msg).toMatchObject({ code: 200 });
    const applied = res.body.data;
    expect(applied).toMatchObject({
      status: 'PENDING',
      applicantId: d.id('rectifier'),
      oldDeadline: dayFromToday(10),
      newDeadline: dayFromToday(15),
      delayDays: 5,
      level: 'GENERAL',
    });
    expect(applied.applyNo).toMatch(/^YQ-\d{8}-\d{4}$/);
    expect((await apply('rectifier', dangerId, 3)).body.msg).toBe('该隐患已有待审批的延期申请');

    const byHead = await decide('deptHead', applied.id, 'APPROVE', { opinion: '同意' });
    expect(byHead.body.data).toMatchObject({
      status: 'APPROVED',
      result: 'APPROVED',
      approverId: d.id('deptHead'),
    });
    expect(await d.row(dangerId)).toMatchObject({
      status: 'PENDING_RECTIFY',
      currentDeadline: dayFromToday(15),
      delayCount: 1,
      interimMeasures: '设置警戒区，专人值守',
      version: 1,
    });
    const detail = await t.call('GET', `/api/shtmp-danger/dangerRecord/get/${dangerId}`, d.tokens.rectifier);
    expect(detail.body.data.delayApplies).toHaveLength(1);
  });

  it('limits: days, count, later than the current deadline, open danger, the rectifier only', async () => {
    const dangerId = await d.makeDanger('PENDING_RECTIFY');
    expect((await apply('rectifier', dangerId, 31)).body.msg).toBe('单次延期不能超过30天');
    expect((await apply('rectifier', dangerId, 0)).body.msg).toBe(
      `申请延期至须晚于当前期限 ${dayFromToday(10)}`,
    );
    expect((await apply('acceptor', dangerId, 5)).body.msg).toBe('仅该隐患的整改责任人可以申请延期');
    const waiting = await d.makeDanger('PENDING_ACCEPT');
    expect((await apply('rectifier', waiting, 5)).body.msg).toBe(
      '仅待制定治理方案或待整改的隐患可以申请延期',
    );

    const twice = await d.makeDanger('PENDING_RECTIFY', { delayCount: 2 });
    expect((await apply('rectifier', twice, 5)).body.msg).toBe('该隐患已延期2次，达到上限（2次）');
    await d.setParam('danger.maxDelays', '3');
    await d.setParam('danger.maxDelayDays', '40');
    expect((await apply('rectifier', twice, 35)).body.code).toBe(200);
  });

  it('who decides: general by safety admin or the rectifying department head, major by the principal', async () => {
    const general = (await apply('rectifier', await d.makeDanger('PENDING_RECTIFY'), 2)).body.data;
    const byPrincipal = await decide('principal', general.id, 'APPROVE');
    expect(byPrincipal.status).toBe(403);
    expect((await decide('safetyAdmin', general.id, 'REJECT')).body.msg).toBe('「驳回延期」须填写意见');
    const rejected = await decide('safetyAdmin', general.id, 'REJECT', { opinion: '期限内可完成' });
    expect(rejected.body.data).toMatchObject({
      status: 'REJECTED',
      result: 'REJECTED',
      opinion: '期限内可完成',
    });

    const majorDanger = await d.makeDanger('PENDING_PLAN');
    const major = (await apply('rectifier', majorDanger, 20)).body.data;
    expect(major.level).toBe('MAJOR');
    expect((await decide('safetyAdmin', major.id, 'APPROVE')).status).toBe(403);
    expect((await decide('principal', major.id, 'APPROVE')).body.data.status).toBe('APPROVED');
    expect(await d.row(majorDanger)).toMatchObject({
      status: 'PENDING_PLAN',
      currentDeadline: dayFromToday(30),
    });
  });

  it('the applicant withdraws while pending; nobody else does, and nothing moves after', async () => {
    const dangerId = await d.makeDanger('PENDING_RECTIFY');
    const applied = (await apply('rectifier', dangerId, 2)).body.data;
    expect((await decide('safetyAdmin', applied.id, 'WITHDRAW')).status).toBe(403);
    expect((await decide('rectifier', applied.id, 'WITHDRAW')).body.data.status).toBe('WITHDRAWN');
    const late = await t.call('POST', `${DELAY_URL}/process`, d.tokens.safetyAdmin, {
      id: applied.id,
      action: 'APPROVE',
      version: 1,
    });
    expect(late.body.msg).toBe('当前状态「已撤回」不能执行「批准延期」');
    expect(await d.row(dangerId)).toMatchObject({ currentDeadline: dayFromToday(10), delayCount: 0 });
    expect((await apply('rectifier', dangerId, 2)).body.code).toBe(200);
  });

  it('an approval refused by a limit reached meanwhile changes nothing', async () => {
    const dangerId = await d.makeDanger('PENDING_RECTIFY');
    const applied = (await apply('rectifier', dangerId, 2)).body.data;
    await t.db.execute(`update danger_record set status = 'CLOSED' where id = ${dangerId}`);
    const res = await decide('safetyAdmin', applied.id, 'APPROVE');
    expect(res.body.msg).toBe('仅待制定治理方案或待整改的隐患可以申请延期');
    expect(await d.row(dangerId)).toMatchObject({ currentDeadline: dayFromToday(10), delayCount: 0 });
  });
});
