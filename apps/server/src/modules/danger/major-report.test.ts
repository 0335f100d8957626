import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeDanger, roleUser, setDangerStatus } from '../../../test/danger-docs-fixtures';
import { dayFromToday } from '../../../test/danger-fixtures';
import { docxText } from '../../../test/docx';
import { createDept } from '../../../test/fixtures';
import { createTestApp } from '../../../test/helpers';
import type { RequestContext } from '../../core/context';
import { dangerMajorReport, dangerRecord } from '../../db/schema';
import { majorReportService } from './major-report';

/**
 * Issue #33 item 4: a confirmed MAJOR danger's report to the supervising authority (原安监总局令
 * 第16号 §20), its listed supervision (挂牌督办) and removal (销号), each step on the danger's
 * timeline, the report as .docx and the list with overdue reports flagged.
 */

const D = '/api/shtmp-danger/dangerRecord';
const M = '/api/shtmp-danger/dangerMajorReport';
type Row = Record<string, unknown> & { id: string; version: number };

let t: Awaited<ReturnType<typeof createTestApp>>;
let deptA: string;
let deptB: string;
const tok = { safety: '', principal: '', rectifier: '' };
const ids = { safety: '', rectifier: '', acceptor: '' };

const PLAN = {
  planGoal: '消除储罐区泄漏重大隐患',
  planMeasures: '更换腐蚀管线并加装泄漏报警',
  planFunds: '专项资金二十万元，物资由设备部落实',
  planOrgStaff: '设备部牵头，维修班实施',
  planTimeRequirement: '三十日内完成，分两阶段验收',
  planSafetyAndEmergency: '动火作业审批，现场配备应急物资',
};

beforeAll(async () => {
  t = await createTestApp();
  deptA = await createDept(t.db, { tenantId: '000000', deptName: '安全环保部' });
  deptB = await createDept(t.db, { tenantId: '000000', deptName: '储运车间' });
  const users = {
    safety: await roleUser(t.db, 'SAFETY_ADMIN', deptA),
    principal: await roleUser(t.db, 'PRINCIPAL', deptA),
    rectifier: await roleUser(t.db, 'RECTIFIER', deptB),
    acceptor: await roleUser(t.db, 'ACCEPTOR', deptB),
  };
  for (const k of ['safety', 'principal', 'rectifier'] as const)
    tok[k] = await t.login({ account: users[k].account, password: users[k].password });
  for (const k of ['safety', 'rectifier', 'acceptor'] as const) ids[k] = users[k].userId;
});
afterAll(() => t.close());

const step = (token: string, row: Row, action: string, more: object = {}) =>
  t.call('POST', `${M}/process`, token, { id: row.id, version: row.version, action, ...more });

/** A danger pending confirmation, confirmed as MAJOR by the safety administrator. */
async function confirmedMajor(): Promise<string> {
  const { id } = await placeDanger(t.db, { status: 'PENDING_CONFIRM', rectifyDeptId: deptB, level: 'MAJOR' });
  const res = await t.call('POST', `${D}/process`, tok.safety, {
    id,
    version: 0,
    action: 'CONFIRM',
    level: 'MAJOR',
    category: 'SITE',
    rectifyDeptId: deptB,
    rectifyUserId: ids.rectifier,
    acceptUserId: ids.acceptor,
    originalDeadline: dayFromToday(30),
  });
  expect(res.body, res.body.msg).toMatchObject({ code: 200, data: { status: 'PENDING_PLAN' } });
  return id;
}

async function reportOf(dangerId: string): Promise<Row> {
  const res = await t.call('POST', `${M}/page`, tok.safety, { dangerId_equal: dangerId });
  expect(res.body.data.records).toHaveLength(1);
  return res.body.data.records[0];
}

describe('who may report which danger', () => {
  it.each([
    {
      label: 'a GENERAL danger',
      status: 'PENDING_RECTIFY',
      level: 'GENERAL',
      msg: '仅重大事故隐患需要向监管部门报告',
    },
    {
      label: 'an unconfirmed MAJOR danger',
      status: 'PENDING_CONFIRM',
      level: 'MAJOR',
      msg: '隐患尚未评估确认，不能向监管部门报告',
    },
    {
      label: 'a revoked danger',
      status: 'REVOKED',
      level: 'MAJOR',
      msg: '隐患尚未评估确认，不能向监管部门报告',
    },
  ] as const)('refuses a report on $label', async ({ status, level, msg }) => {
    const { id } = await placeDanger(t.db, { status, level, rectifyDeptId: deptB });
    const res = await t.call('POST', `${M}/save`, tok.safety, { dangerId: id, reportTo: '市应急管理局' });
    expect(res.body.code).toBe(400);
    expect(res.body.msg).toBe(msg);
  });

  it('a confirmed MAJOR danger gets its draft at once (unit, number, plan copied), and only one', async () => {
    const dangerId = await confirmedMajor();
    const draft = await reportOf(dangerId);
    expect(draft).toMatchObject({ status: 'DRAFT', reportUnit: '管理组', overdue: false });
    expect(draft.dangerNo).toMatch(/^YH-/);
    expect(draft.reportNo).toMatch(/^ZDYH-\d{4}-\d{4}$/);
    expect(draft.confirmTime).toBeTruthy();
    const again = await t.call('POST', `${M}/save`, tok.safety, { dangerId });
    expect(again.body.msg).toBe('该重大隐患已有报告，请在原报告上办理');
  });

  it('a MAJOR danger placed before this feature is reported by saving a report for it', async () => {
    const { id } = await placeDanger(t.db, { status: 'PENDING_PLAN', level: 'MAJOR', rectifyDeptId: deptB });
    const res = await t.call('POST', `${M}/save`, tok.safety, {
      dangerId: id,
      reportTo: '区应急管理局',
      ...PLAN,
    });
    expect(res.body, res.body.msg).toMatchObject({
      code: 200,
      data: { status: 'DRAFT', reportTo: '区应急管理局' },
    });
  });
});

describe('report → approval → supervision → removal', () => {
  let dangerId = '';
  let row: Row;
  beforeAll(async () => {
    dangerId = await confirmedMajor();
    row = await reportOf(dangerId);
  });

  const go = async (token: string, action: string, more: object = {}) => {
    const res = await step(token, row, action, more);
    expect(res.body, res.body.msg).toMatchObject({ code: 200 });
    row = res.body.data;
    return row;
  };

  it.each([
    { fill: {}, missing: Object.keys(PLAN).length },
    { fill: { ...PLAN, planFunds: '' }, missing: 1 },
    { fill: { ...PLAN, planSafetyAndEmergency: '  ' }, missing: 1 },
  ])('refuses to submit a report lacking $missing plan item(s), naming them', async ({ fill }) => {
    const saved = await t.call('POST', `${M}/update`, tok.safety, {
      id: row.id,
      version: row.version,
      ...fill,
    });
    expect(saved.body, saved.body.msg).toMatchObject({ code: 200 });
    row = saved.body.data;
    const res = await step(tok.safety, row, 'SUBMIT');
    expect(res.body.code).toBe(400);
    const labels = {
      planGoal: '治理的目标和任务',
      planMeasures: '采取的方法和措施',
      planFunds: '经费和物资的落实',
      planOrgStaff: '负责治理的机构和人员',
      planTimeRequirement: '治理的时限和要求',
      planSafetyAndEmergency: '安全措施和应急预案',
    } as Record<string, string>;
    for (const [k, label] of Object.entries(labels)) {
      const blank = !String((fill as Record<string, string>)[k] ?? '').trim();
      if (blank) expect(res.body.msg).toContain(`「${label}」`);
      else expect(res.body.msg).not.toContain(label);
    }
  });

  it('refuses a report without its addressee', async () => {
    await t.call('POST', `${M}/update`, tok.safety, { id: row.id, version: row.version, ...PLAN });
    row = (await t.call('GET', `${M}/get/${row.id}`, tok.safety)).body.data;
    expect((await step(tok.safety, row, 'SUBMIT')).body.msg).toBe('请填写报告对象（监管部门）');
  });

  it('prepared by the safety administrator, rejected and approved by the principal: REPORTED', async () => {
    const saved = await t.call('POST', `${M}/update`, tok.safety, {
      id: row.id,
      version: row.version,
      reportTo: '市应急管理局',
    });
    row = saved.body.data;
    expect(row.allowedActions).toEqual(['SUBMIT']);
    expect((await step(tok.principal, row, 'SUBMIT')).body.code).toBe(403);
    await go(tok.safety, 'SUBMIT');
    expect(row).toMatchObject({ status: 'PENDING_APPROVAL', preparerId: ids.safety });
    expect((await step(tok.safety, row, 'APPROVE')).body.code).toBe(403);
    expect((await step(tok.principal, row, 'REJECT')).body.msg).toBe('「退回」须填写意见');
    await go(tok.principal, 'REJECT', { opinion: '补充应急预案演练安排' });
    expect(row.status).toBe('DRAFT');
    await go(tok.safety, 'SUBMIT');
    const principalView = (await t.call('GET', `${M}/get/${row.id}`, tok.principal)).body.data;
    expect(principalView.allowedActions).toEqual(['APPROVE', 'REJECT']);
    await go(tok.principal, 'APPROVE', { opinion: '同意报送' });
    expect(row).toMatchObject({ status: 'REPORTED', approveOpinion: '同意报送' });
    expect(row.reportTime).toBeTruthy();
    const edit = await t.call('POST', `${M}/update`, tok.safety, {
      id: row.id,
      version: row.version,
      reportTo: 'x',
    });
    expect(edit.body.msg).toBe('只能修改草稿状态的重大隐患报告');
  });

  it('removal is refused before the danger is accepted', async () => {
    const res = await step(tok.safety, row, 'APPLY_REMOVAL');
    expect(res.body.code).toBe(400);
    expect(res.body.msg).toBe('隐患尚未治理验收（已销号），不能申请解除督办销号');
  });

  it('records the listed supervision (all three items required)', async () => {
    const partial = await step(tok.safety, row, 'SUPERVISE', { superviseUnit: '市应急管理局' });
    expect(partial.body.code).toBe(400);
    expect(partial.body.msg).toContain('督办文号');
    await go(tok.safety, 'SUPERVISE', {
      superviseUnit: '市应急管理局',
      superviseDocNo: '应急督〔2026〕12号',
      superviseDeadline: dayFromToday(60),
    });
    expect(row).toMatchObject({
      status: 'SUPERVISED',
      superviseUnit: '市应急管理局',
      superviseDocNo: '应急督〔2026〕12号',
      superviseDeadline: dayFromToday(60),
    });
  });

  it('after acceptance: removal applied, rejected, applied again and approved', async () => {
    await setDangerStatus(t.db, dangerId, 'CLOSED');
    await go(tok.safety, 'APPLY_REMOVAL', { removalApplyNote: '治理完成，验收合格' });
    expect(row).toMatchObject({ status: 'REMOVAL_PENDING', removalApplyNote: '治理完成，验收合格' });
    const noResult = await step(tok.safety, row, 'DECIDE_REMOVAL', { removalDate: dayFromToday(0) });
    expect(noResult.body.code).toBe(400);
    await go(tok.safety, 'DECIDE_REMOVAL', {
      removalResult: 'REJECTED',
      removalDate: dayFromToday(0),
      removalNote: '缺少第三方检测报告',
    });
    expect(row).toMatchObject({
      status: 'SUPERVISED',
      removalResult: 'REJECTED',
      removalNote: '缺少第三方检测报告',
    });
    await go(tok.safety, 'APPLY_REMOVAL');
    expect(row.removalResult).toBeNull();
    await go(tok.safety, 'DECIDE_REMOVAL', {
      removalResult: 'APPROVED',
      removalDate: dayFromToday(0),
      removalNote: '同意销号',
    });
    expect(row).toMatchObject({ status: 'REMOVED', removalResult: 'APPROVED', removalDate: dayFromToday(0) });
  });

  it("each step is on the danger's timeline", async () => {
    const detail = await t.call('GET', `${D}/get/${dangerId}`, tok.safety);
    const logs = detail.body.data.flowLogs as { action: string; opinion: string | null; payload: Row }[];
    expect(logs.map((l) => l.action)).toEqual([
      'CONFIRM',
      'MAJOR_REPORT_SUBMIT',
      'MAJOR_REPORT_REJECT',
      'MAJOR_REPORT_SUBMIT',
      'MAJOR_REPORT_APPROVE',
      'MAJOR_SUPERVISE',
      'MAJOR_REMOVAL_APPLY',
      'MAJOR_REMOVAL_REJECTED',
      'MAJOR_REMOVAL_APPLY',
      'MAJOR_REMOVAL_APPROVED',
    ]);
    expect(logs[2].opinion).toBe('补充应急预案演练安排');
    expect(logs[5].payload).toMatchObject({ superviseDocNo: '应急督〔2026〕12号', reportId: row.id });
    expect(logs[7].opinion).toBe('缺少第三方检测报告');
  });

  it('the report downloads as .docx with the §20 plan items, addressee and supervision', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${M}/download/${row.id}`,
      headers: { 'calf-auth': `bearer ${tok.safety}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('.docx');
    const text = await docxText(res.rawPayload);
    for (const s of [
      '重大事故隐患报告',
      '市应急管理局：',
      '第二十条',
      '一、治理的目标和任务',
      '六、安全措施和应急预案',
      ...Object.values(PLAN),
      '应急督〔2026〕12号',
      '报告单位（盖章）：管理组',
    ])
      expect(text).toContain(s);
  });
});

describe('the list of major dangers', () => {
  const aged = async (dangerId: string, days: number) =>
    t.db
      .update(dangerMajorReport)
      .set({ confirmTime: new Date(Date.now() - days * 86_400_000) })
      .where(eq(dangerMajorReport.dangerId, dangerId));

  it('shows each state and flags a report not with the authority 7 days after the confirmation', async () => {
    const late = await confirmedMajor();
    const recent = await confirmedMajor();
    const reported = await confirmedMajor();
    let r = await reportOf(reported);
    r = (
      await t.call('POST', `${M}/update`, tok.safety, {
        id: r.id,
        version: r.version,
        reportTo: '市应急管理局',
        ...PLAN,
      })
    ).body.data;
    r = (await step(tok.safety, r, 'SUBMIT')).body.data;
    r = (await step(tok.principal, r, 'APPROVE')).body.data;
    await aged(late, 8);
    await aged(recent, 6);
    await aged(reported, 30);
    const page = (await t.call('POST', `${M}/page`, tok.principal, { size: 100 })).body.data.records as Row[];
    const byDanger = new Map(page.map((p) => [String(p.dangerId), p]));
    expect(byDanger.get(late)).toMatchObject({
      status: 'DRAFT',
      overdue: true,
      dangerStatus: 'PENDING_PLAN',
    });
    expect(byDanger.get(recent)).toMatchObject({ status: 'DRAFT', overdue: false });
    expect(byDanger.get(reported)).toMatchObject({ status: 'REPORTED', overdue: false });
    const overdue = (await t.call('POST', `${M}/page`, tok.principal, { size: 100, overdue: '1' })).body.data;
    const got = (overdue.records as Row[]).map((p) => String(p.dangerId));
    expect(got).toContain(late);
    expect(got).not.toContain(recent);
    expect(got).not.toContain(reported);
  });

  it('a user whose data scope hides the danger does not see its report', async () => {
    const shown = await confirmedMajor();
    const hidden = await confirmedMajor();
    await t.db.update(dangerRecord).set({ createDept: deptA }).where(eq(dangerRecord.id, shown));
    await t.db.update(dangerRecord).set({ createDept: deptB }).where(eq(dangerRecord.id, hidden));
    const ctx = {
      tenantId: '000000',
      userId: ids.safety,
      deptIds: [deptA],
      isAdministrator: false,
      roleAliases: ['SAFETY_ADMIN'],
      permissions: new Set<string>(),
      dataScopes: new Map([
        ['dangerRecord', [{ id: '1', scopeValue: null, scopeType: 3, scopeColumn: 'createDept' }]],
      ]),
    } as unknown as RequestContext;
    const page = await majorReportService.page(t.db, ctx, { size: 500 });
    const got = (page.records as Row[]).map((p) => String(p.dangerId));
    expect(got).toContain(shown);
    expect(got).not.toContain(hidden);
    const hiddenReport = (await reportOf(hidden)).id;
    await expect(majorReportService.get(t.db, ctx, hiddenReport)).rejects.toThrow();
  });
});
