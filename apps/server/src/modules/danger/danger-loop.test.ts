import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  confirmBody,
  DANGER_URL,
  type DangerTenant,
  dangerTenant,
  dayFromToday,
  type Person,
  planBody,
  rectifyBody,
} from '../../../test/danger-fixtures';
import { createUser, pageCodes } from '../../../test/fixtures';
import { createTestApp } from '../../../test/helpers';
import { dangerRectificationRecord, flowLog } from '../../db/schema';
import { noticeLink } from './notice-link';

let t: Awaited<ReturnType<typeof createTestApp>>;
let d: DangerTenant;

beforeAll(async () => {
  t = await createTestApp();
  d = await dangerTenant(t);
});
afterAll(() => t.close());

const post = (who: Person, path: string, body: Record<string, unknown>) =>
  t.call('POST', `${DANGER_URL}/${path}`, d.tokens[who], body);
const detail = async (who: Person, id: string) =>
  (await t.call('GET', `${DANGER_URL}/getWithTempPictureUrl/${id}`, d.tokens[who])).body.data;

/** Runs an action with the version the caller reads first, as the screen does. */
async function act(who: Person, id: string, action: string, body: Record<string, unknown> = {}) {
  const { version } = await detail(who, id);
  return post(who, 'process', { id, action, version, ...body });
}

async function report(extra: Record<string, unknown> = {}) {
  const res = await post('reporter', 'save', {
    title: '二号配电室电缆沟积水',
    description: '电缆沟内积水约10厘米，电缆浸泡',
    source: 'EMPLOYEE_REPORT',
    placeId: d.placeId,
    foundTime: '2026-11-20 09:30:00',
    photoIds: [d.files.photo],
    rectifyMode: 'DEADLINE',
    ...extra,
  });
  expect(res.body, JSON.stringify(res.body)).toMatchObject({ code: 200 });
  return res.body.data as Record<string, unknown> & { id: string };
}

describe('a general danger through the whole loop', () => {
  it('report → confirm → rectify → reject → rectify → accept → closed, with history', async () => {
    const created = await report();
    expect(created).toMatchObject({
      status: 'DRAFT',
      version: 0,
      reporterId: d.id('reporter'),
      reporterDeptId: d.deptA,
      allowedActions: ['SUBMIT', 'REVOKE'],
    });
    expect(created.dangerNo).toMatch(/^YH-\d{8}-\d{4}$/);
    const id = created.id;
    expect((await act('reporter', id, 'SUBMIT')).body.data.status).toBe('PENDING_CONFIRM');

    const confirmed = await act('safetyAdmin', id, 'CONFIRM', {
      ...confirmBody(d),
      opinion: '属实，限期整改',
    });
    expect(confirmed.body.data).toMatchObject({
      status: 'PENDING_RECTIFY',
      level: 'GENERAL',
      levelName: '一般事故隐患',
      rectifyUserId: d.id('rectifier'),
      currentDeadline: dayFromToday(7),
      confirmUserId: d.id('safetyAdmin'),
      confirmOpinion: '属实，限期整改',
    });
    expect((await detail('rectifier', id)).allowedActions).toEqual([
      'SAVE_RECTIFICATION',
      'SUBMIT_RECTIFICATION',
    ]);

    const { version } = await detail('rectifier', id);
    const saved = await post('rectifier', 'updateRectificationInfo', {
      id,
      version,
      causeAnalysis: '排水泵故障',
    });
    expect(saved.body.data).toMatchObject({ status: 'PENDING_RECTIFY', causeAnalysis: '排水泵故障' });

    const incomplete = await act('rectifier', id, 'SUBMIT_RECTIFICATION', {});
    expect(incomplete.body.msg).toBe('提交整改须填写：已采取整改措施、整改后照片、整改完成时间');
    expect((await act('rectifier', id, 'SUBMIT_RECTIFICATION', rectifyBody(d))).body.data.status).toBe(
      'PENDING_ACCEPT',
    );

    const noOpinion = await act('acceptor', id, 'ACCEPT_REJECT');
    expect(noOpinion.body.msg).toBe('「验收不通过」须填写意见');
    const rejected = await act('acceptor', id, 'ACCEPT_REJECT', {
      opinion: '沟内仍有积水',
      currentDeadline: dayFromToday(3),
    });
    expect(rejected.body.data).toMatchObject({
      status: 'PENDING_RECTIFY',
      rejectCount: 1,
      currentDeadline: dayFromToday(3),
    });

    await act('rectifier', id, 'SUBMIT_RECTIFICATION', {
      ...rectifyBody(d),
      rectifyMeasures: '更换排水泵并清淤',
    });
    const closed = await act('acceptor', id, 'ACCEPT_PASS', { opinion: '整改到位' });
    expect(closed.body.data).toMatchObject({
      status: 'CLOSED',
      acceptOpinion: '整改到位',
      allowedActions: [],
    });
    expect(closed.body.data.closeTime).toBeTruthy();

    const full = await detail('safetyAdmin', id);
    expect(full.flowLogs.map((l: { action: string }) => l.action)).toEqual([
      'SUBMIT',
      'CONFIRM',
      'SUBMIT_RECTIFICATION',
      'ACCEPT_REJECT',
      'SUBMIT_RECTIFICATION',
      'ACCEPT_PASS',
    ]);
    expect(full.flowLogs[1]).toMatchObject({
      fromStatus: 'PENDING_CONFIRM',
      toStatus: 'PENDING_RECTIFY',
      operatorId: d.id('safetyAdmin'),
      opinion: '属实，限期整改',
    });
    expect(full.rectificationRecords).toMatchObject([
      {
        round: 1,
        acceptResult: 'REJECTED',
        acceptOpinion: '沟内仍有积水',
        rectifyMeasures: '清理杂物，划定禁放区',
      },
      { round: 2, acceptResult: 'APPROVED', rectifyMeasures: '更换排水泵并清淤', onTime: true },
    ]);
    expect(full.photoIdsFiles[0]).toMatchObject({ id: d.files.photo, name: 'photo.jpg' });
    expect(full.photoIdsFiles[0].url).toMatch(/expires=\d+&sign=/);
    expect(full.statusName).toBe('已销号');

    const open = await post('safetyAdmin', 'pageWithoutPass', { id_equal: id });
    expect(open.body.data.total).toBe(0);
    expect((await post('safetyAdmin', 'page', { id_equal: id })).body.data.total).toBe(1);
  });
});

describe('a major danger', () => {
  it('needs the safety administrator to grade it, a plan approved by the principal, and reports to close', async () => {
    const { id } = await report({ title: '液氨储罐区泄漏报警器失效' });
    await act('reporter', id, 'SUBMIT');
    const byHead = await act('deptHead', id, 'CONFIRM', confirmBody(d, 'MAJOR'));
    expect(byHead.body.msg).toBe('重大事故隐患须由安全管理员评估确认');
    const graded = await act('safetyAdmin', id, 'CONFIRM', confirmBody(d, 'MAJOR'));
    expect(graded.body.data).toMatchObject({ status: 'PENDING_PLAN', planStatus: 'NONE' });

    const { version } = await detail('rectifier', id);
    const draft = await post('rectifier', 'updateRectificationPlan', {
      id,
      version,
      planGoal: planBody.planGoal,
    });
    expect(draft.body.data).toMatchObject({ status: 'PENDING_PLAN', planStatus: 'DRAFT' });
    const short = await act('rectifier', id, 'SUBMIT_PLAN', {});
    expect(short.body.msg).toMatch(/^治理方案须填写：采取的方法和措施、/);
    expect((await act('principal', id, 'APPROVE_PLAN')).body.msg).toBe('治理方案尚未提交');
    expect((await act('rectifier', id, 'SUBMIT_PLAN', planBody)).body.data.planStatus).toBe('SUBMITTED');
    const approved = await act('principal', id, 'APPROVE_PLAN', { opinion: '同意' });
    expect(approved.body.data).toMatchObject({ status: 'PENDING_RECTIFY', planStatus: 'APPROVED' });

    await act('rectifier', id, 'SUBMIT_RECTIFICATION', rectifyBody(d));
    const noReport = await act('acceptor', id, 'ACCEPT_PASS', { opinion: '合格' });
    expect(noReport.body.msg).toBe('重大事故隐患销号须上传验收/评估报告');
    expect((await detail('principal', id)).allowedActions).toEqual(['ACCEPT_PASS', 'ACCEPT_REJECT']);
    const closed = await act('principal', id, 'ACCEPT_PASS', {
      opinion: '专家组验收合格',
      acceptFileIds: [d.files.report],
    });
    expect(closed.body.data).toMatchObject({ status: 'CLOSED', acceptFileIds: [d.files.report] });
    expect(closed.body.data.acceptFileIdsFiles[0]).toMatchObject({ name: '验收报告.pdf' });
  });

  it('a general danger can be regraded once it turns out major; a major one cannot', async () => {
    const general = await d.makeDanger('PENDING_RECTIFY');
    const res = await act('safetyAdmin', general, 'REGRADE', { opinion: '需停产整改' });
    expect(res.body.data).toMatchObject({ status: 'PENDING_PLAN', level: 'MAJOR', planStatus: 'NONE' });
    const major = await d.makeDanger('PENDING_RECTIFY', { level: 'MAJOR' });
    expect((await detail('safetyAdmin', major)).allowedActions).not.toContain('REGRADE');
    const again = await act('safetyAdmin', major, 'REGRADE', { opinion: 'x' });
    expect(again.body.msg).toBe('仅一般事故隐患可升级为重大事故隐患');
  });
});

describe('rules named in the refusal', () => {
  it('confirmation: acceptor differs from rectifier, deadline not past, level from the dictionary', async () => {
    const id = await d.makeDanger('PENDING_CONFIRM');
    const same = await act('safetyAdmin', id, 'CONFIRM', {
      ...confirmBody(d),
      acceptUserId: d.id('rectifier'),
    });
    expect(same.body.msg).toBe('验收人不能与整改责任人为同一人');
    const past = await act('safetyAdmin', id, 'CONFIRM', {
      ...confirmBody(d),
      originalDeadline: dayFromToday(-1),
    });
    expect(past.body.msg).toBe('整改期限不能早于今天');
    const level = await act('safetyAdmin', id, 'CONFIRM', { ...confirmBody(d), level: 'HUGE' });
    expect(level.body.msg).toContain('不是有效的隐患等级');
    const missing = await act('safetyAdmin', id, 'CONFIRM', { ...confirmBody(d), rectifyUserId: undefined });
    expect(missing.body.msg).toBe('参数错误: rectifyUserId 请输入整改责任人');
    const stranger = await act('safetyAdmin', id, 'CONFIRM', {
      ...confirmBody(d),
      rectifyUserId: '123456789',
    });
    expect(stranger.body.msg).toContain('[123456789] 不存在');
    expect(await d.row(id)).toMatchObject({ status: 'PENDING_CONFIRM', version: 0 });
  });

  it('the acceptor named on the danger cannot accept their own rectification', async () => {
    const id = await d.makeDanger('PENDING_ACCEPT', { acceptUserId: d.id('rectifier') });
    expect((await act('rectifier', id, 'ACCEPT_PASS', { opinion: 'ok' })).body.msg).toBe(
      '验收人不能是整改责任人本人',
    );
  });

  it('ignoring needs a reason, through ignore/{id}', async () => {
    const id = await d.makeDanger('PENDING_CONFIRM');
    const bare = await post('safetyAdmin', `ignore/${id}`, { version: 0 });
    expect(bare.body.msg).toBe('参数错误: ignoreReason 请输入忽略原因');
    const done = await post('safetyAdmin', `ignore/${id}`, { version: 0, reason: '与YH-0001重复' });
    expect(done.body.data).toMatchObject({ status: 'IGNORED', ignoreReason: '与YH-0001重复' });
    const after = await d.makeDanger('PENDING_RECTIFY');
    expect((await post('safetyAdmin', `ignore/${after}`, { version: 0, reason: 'x' })).body.msg).toBe(
      '当前状态「待整改」不能执行「忽略」',
    );
  });

  it('the route needs the process button; the tenant administrator acts as safety administrator', async () => {
    const reader = await createUser(t.db, {
      tenantId: d.tenantId,
      roleAlias: 'SAFETY_ADMIN',
      menus: ['dangerRecord'],
    });
    const tok = await t.login({ tenantId: d.tenantId, account: reader.account, password: reader.password });
    const id = await d.makeDanger('PENDING_CONFIRM');
    const denied = await t.call('POST', `${DANGER_URL}/process`, tok, {
      id,
      version: 0,
      action: 'CONFIRM',
      ...confirmBody(d),
    });
    expect(denied.status).toBe(403);
    const admin = await createUser(t.db, {
      tenantId: d.tenantId,
      roleAlias: 'admin',
      menus: pageCodes('dangerRecord'),
    });
    const adminTok = await t.login({
      tenantId: d.tenantId,
      account: admin.account,
      password: admin.password,
    });
    const ok = await t.call('POST', `${DANGER_URL}/process`, adminTok, {
      id,
      version: 0,
      action: 'CONFIRM',
      ...confirmBody(d),
    });
    expect(ok.body.data.status).toBe('PENDING_RECTIFY');
  });
});

describe('tenant settings', () => {
  afterEach(() => {
    noticeLink.isOnSignedNotice = undefined;
  });

  it('without confirmation the reporter grades and assigns at submission', async () => {
    const { tenantId } = d;
    await d.setParam('danger.confirmRequired', 'false');
    const { id } = await report();
    const bare = await act('reporter', id, 'SUBMIT');
    expect(bare.body.msg).toBe('参数错误: level 请输入隐患等级');
    const res = await act('reporter', id, 'SUBMIT', confirmBody(d));
    expect(res.body.data).toMatchObject({ status: 'PENDING_RECTIFY', confirmUserId: d.id('reporter') });
    await t.db.execute(
      `delete from calf_param where tenant_id = '${tenantId}' and param_key = 'danger.confirmRequired'`,
    );
  });

  it('with notices required, rectification waits for a signed notice', async () => {
    await d.setParam('danger.noticeRequired', 'true');
    const id = await d.makeDanger('PENDING_RECTIFY');
    const refused = await act('rectifier', id, 'SUBMIT_RECTIFICATION', rectifyBody(d));
    expect(refused.body.msg).toBe('本单位要求隐患列入已签收的整改通知书后才能提交整改');
    noticeLink.isOnSignedNotice = async ({ danger }) => danger.id === id;
    expect((await act('rectifier', id, 'SUBMIT_RECTIFICATION', rectifyBody(d))).body.data.status).toBe(
      'PENDING_ACCEPT',
    );
    await t.db.execute(
      `delete from calf_param where tenant_id = '${d.tenantId}' and param_key = 'danger.noticeRequired'`,
    );
  });
});

describe('fixed on the spot (rectifyMode IMMEDIATE)', () => {
  it('goes straight to acceptance by the reporter’s department head, with its first round', async () => {
    const { id } = await report({ rectifyMode: 'IMMEDIATE' });
    const bare = await act('reporter', id, 'SUBMIT');
    expect(bare.body.msg).toBe('参数错误: rectifyMeasures 请输入已采取整改措施');
    const res = await act('reporter', id, 'SUBMIT', rectifyBody(d));
    expect(res.body.data).toMatchObject({
      status: 'PENDING_ACCEPT',
      level: 'GENERAL',
      rectifyUserId: d.id('reporter'),
      acceptUserId: d.id('deptHead'),
    });
    const rounds = await t.db
      .select()
      .from(dangerRectificationRecord)
      .where(eq(dangerRectificationRecord.dangerId, id));
    expect(rounds).toMatchObject([{ round: 1, rectifyUserId: d.id('reporter') }]);
  });
});

describe('edits, removal, overdue', () => {
  it('before confirmation the reporter edits; after it only the safety administrator, descriptive fields, logged', async () => {
    const created = await report();
    const edited = await post('reporter', 'update', {
      id: created.id,
      version: 0,
      title: '电缆沟积水（复核）',
    });
    expect(edited.body.data.title).toBe('电缆沟积水（复核）');
    const id = await d.makeDanger('PENDING_RECTIFY');
    const byReporter = await post('reporter', 'update', { id, version: 0, title: 'x' });
    expect(byReporter.body.msg).toBe('隐患确认后仅安全管理员可修改描述信息');
    const mode = await post('safetyAdmin', 'update', { id, version: 0, rectifyMode: 'IMMEDIATE' });
    expect(mode.body.msg).toBe('隐患确认后只能修改描述信息，不能修改：整改方式');
    const ok = await post('safetyAdmin', 'update', { id, version: 0, title: '配电室门口堆放杂物（补充）' });
    expect(ok.body.data, ok.body.msg).toMatchObject({
      title: '配电室门口堆放杂物（补充）',
      status: 'PENDING_RECTIFY',
    });
    const logs = await t.db
      .select()
      .from(flowLog)
      .where(and(eq(flowLog.recordId, id), eq(flowLog.action, 'UPDATE')));
    expect(logs).toMatchObject([{ payload: { title: '配电室门口堆放杂物（补充）' } }]);
    const closed = await d.makeDanger('CLOSED');
    expect((await post('safetyAdmin', 'update', { id: closed, version: 0, title: 'x' })).body.msg).toBe(
      '已销号、已忽略或已撤销的隐患不能修改',
    );
  });

  it('only drafts, revoked and ignored dangers can be removed', async () => {
    const running = await d.makeDanger('PENDING_RECTIFY');
    const res = await post('safetyAdmin', 'remove', { ids: [running] });
    expect(res.body.msg).toMatch(/^已进入治理流程的隐患不能删除/);
    const draft = await d.makeDanger('DRAFT');
    expect((await post('safetyAdmin', 'remove', { ids: [draft] })).body.code).toBe(200);
  });

  it('overdue and overdue days are computed on read while the deadline runs', async () => {
    const late = await d.makeDanger('PENDING_RECTIFY', { currentDeadline: dayFromToday(-3) });
    expect(await detail('safetyAdmin', late)).toMatchObject({ overdue: true, overdueDays: 3 });
    const dueToday = await d.makeDanger('PENDING_RECTIFY', { currentDeadline: dayFromToday(0) });
    expect(await detail('safetyAdmin', dueToday)).toMatchObject({ overdue: false, overdueDays: 0 });
    const closedLate = await d.makeDanger('CLOSED', { currentDeadline: dayFromToday(-3) });
    expect(await detail('safetyAdmin', closedLate)).toMatchObject({ overdue: false });
    const page = await post('safetyAdmin', 'pageWithoutPass', { id_equal: late });
    expect(page.body.data.records[0]).toMatchObject({ overdue: true, overdueDays: 3 });
  });
});

describe('tenant isolation', () => {
  it("another tenant's user can neither read nor act on a danger, its rounds or delays", async () => {
    const other = await dangerTenant(t);
    const id = await d.makeDanger('PENDING_CONFIRM');
    const as = (path: string, body: Record<string, unknown>) =>
      t.call('POST', `${DANGER_URL}/${path}`, other.tokens.safetyAdmin, body);
    expect((await t.call('GET', `${DANGER_URL}/get/${id}`, other.tokens.safetyAdmin)).status).toBe(404);
    expect(
      (await t.call('GET', `${DANGER_URL}/getWithTempPictureUrl/${id}`, other.tokens.safetyAdmin)).status,
    ).toBe(404);
    expect((await as('page', { id_equal: id })).body.data.total).toBe(0);
    expect((await as('pageWithoutPass', { id_equal: id })).body.data.total).toBe(0);
    expect((await as('process', { id, version: 0, action: 'CONFIRM', ...confirmBody(other) })).status).toBe(
      404,
    );
    expect((await as(`ignore/${id}`, { version: 0, reason: 'x' })).status).toBe(404);
    expect((await as('update', { id, version: 0, title: 'x' })).status).toBe(404);
    expect((await as('remove', { ids: [id] })).status).toBe(404);
    expect(await d.row(id)).toMatchObject({
      status: 'PENDING_CONFIRM',
      version: 0,
      title: '配电室门口堆放杂物',
    });
    const rounds = await t.call(
      'POST',
      '/api/shtmp-danger/dangerRectificationRecord/page',
      other.tokens.safetyAdmin,
      {
        dangerId_equal: id,
      },
    );
    expect(rounds.body.data.total).toBe(0);
    const delay = await t.call(
      'POST',
      '/api/shtmp-danger/dangerRectificationDelayApply/save',
      other.tokens.rectifier,
      {
        dangerId: id,
        newDeadline: dayFromToday(20),
        reason: 'x',
        interimMeasures: 'x',
      },
    );
    expect(delay.body.msg).toContain('不存在');
  });
});
