import { defineResource } from '@dp/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, createUser, type TestUser } from '../../test/fixtures';
import { createTestApp } from '../../test/helpers';
import { badRequest } from '../core/envelope';
import { nextId } from '../core/ids';
import type { Db } from '../db/client';
import { flowLog, menu, param, roleMenu } from '../db/schema';
import { registerResource } from './routes';
import { resourceService } from './service';
import { resourceTable } from './table';
import { createWorkflow, payloadFields, type WorkflowDef, workflowHooks } from './workflow';
import { registerProcess } from './workflow-routes';

/** A tiny ticket flow: DRAFT → SUBMITTED → APPROVED | ESCALATED | REJECTED, WITHDRAWN by its owner. */
const ticketDef = defineResource({
  name: 'wfTicket',
  table: 'wf_test_ticket',
  path: '/test-wf/ticket',
  label: { zh: '测试工单', en: 'Test ticket' },
  permission: 'wfTicket',
  readOpen: true,
  tenantScoped: true,
  versioned: true,
  fields: {
    title: { type: 'string', label: { zh: '标题', en: 'Title' }, required: true, max: 50 },
    days: { type: 'int', label: { zh: '天数', en: 'Days' }, calc: true },
    grade: { type: 'string', label: { zh: '等级', en: 'Grade' }, calc: true, max: 10 },
    status: { type: 'string', label: { zh: '状态', en: 'Status' }, calc: true, max: 20 },
  },
});
const ticket = resourceTable(ticketDef);

const ticketFlow: WorkflowDef = {
  states: {
    DRAFT: { zh: '草稿', en: 'Draft' },
    SUBMITTED: { zh: '已提交', en: 'Submitted' },
    APPROVED: { zh: '已批准', en: 'Approved' },
    ESCALATED: { zh: '已上报', en: 'Escalated' },
    REJECTED: { zh: '已驳回', en: 'Rejected' },
    WITHDRAWN: { zh: '已撤回', en: 'Withdrawn' },
  },
  initial: 'DRAFT',
  actions: {
    SUBMIT: {
      label: { zh: '提交', en: 'Submit' },
      from: ['DRAFT'],
      to: 'SUBMITTED',
      who: [{ field: 'createUser', label: { zh: '创建人', en: 'Creator' } }],
      payload: payloadFields(ticketDef, ['days'], { required: ['days'] }),
      guards: [({ payload }) => (Number(payload.days) > 10 ? '天数不能超过10天' : undefined)],
      effect: ({ payload }) => ({ days: payload.days }),
    },
    ASSESS: {
      label: { zh: '评估', en: 'Assess' },
      from: ['SUBMITTED'],
      who: [{ role: 'APPROVER' }],
      payload: payloadFields(ticketDef, ['grade'], { required: ['grade'] }),
      to: ({ payload }) => (payload.grade === 'HIGH' ? 'ESCALATED' : 'APPROVED'),
      effect: ({ payload }) => ({ grade: payload.grade }),
    },
    REJECT: {
      label: { zh: '驳回', en: 'Reject' },
      from: ['SUBMITTED'],
      to: 'REJECTED',
      who: [{ permission: 'wfTicket_review' }],
      opinionRequired: true,
    },
    WITHDRAW: {
      label: { zh: '撤回', en: 'Withdraw' },
      from: ['SUBMITTED'],
      to: 'WITHDRAWN',
      who: [{ field: 'createUser', label: { zh: '创建人', en: 'Creator' } }],
    },
    // Writes a parameter, then fails: proves side effects share the transition's transaction.
    BREAK: {
      label: { zh: '故障', en: 'Break' },
      from: ['DRAFT'],
      to: 'APPROVED',
      who: [{ field: 'createUser', label: { zh: '创建人', en: 'Creator' } }],
      effect: async ({ db, ctx }) => {
        await db.insert(param).values({
          id: nextId(),
          tenantId: ctx.tenantId,
          paramName: 'wf',
          paramKey: 'wf.break',
          paramValue: 'x',
        });
        throw badRequest('故障');
      },
    },
  },
};

const service = resourceService(ticketDef, ticket, workflowHooks(ticketFlow));
const workflow = createWorkflow(service, ticketFlow);

let t: Awaited<ReturnType<typeof createTestApp>>;
let tenantId: string;
let owner: TestUser;
let approver: TestUser;
let reviewer: TestUser;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      routes: async (app) => {
        await app.deps.db.execute(sql`create table wf_test_ticket (
          id bigint primary key, tenant_id varchar(12) not null, create_user bigint, create_dept bigint,
          create_time timestamptz not null default now(), update_user bigint,
          update_time timestamptz not null default now(), status varchar(20), is_deleted smallint not null default 0,
          version integer not null default 0, title varchar(50), days integer, grade varchar(10))`);
        await app.register(
          async (api) => {
            registerResource(api, service);
            registerProcess(api, workflow);
          },
          { prefix: '/api' },
        );
      },
    },
  );
  ({ tenantId } = await createTenant(t.db));
  owner = await createUser(t.db, { tenantId, roleAlias: 'EMPLOYEE' });
  approver = await createUser(t.db, { tenantId, roleAlias: 'APPROVER' });
  reviewer = await createUser(t.db, { tenantId, roleAlias: 'REVIEWER', menus: [] });
  const menuId = nextId();
  await t.db
    .insert(menu)
    .values({ id: menuId, code: 'wfTicket_review', name: '评审', category: 2, action: 2 });
  await t.db.insert(roleMenu).values({ roleId: reviewer.roleId, menuId });
  for (const [k, u] of Object.entries({ owner, approver, reviewer })) {
    tokens[k] = await t.login({ tenantId, account: u.account, password: u.password });
  }
});
afterAll(() => t.close());

async function makeTicket(status: string): Promise<string> {
  const id = nextId();
  await (t.db as Db)
    .insert(ticket)
    .values({ id, tenantId, createUser: owner.userId, title: 't', status, version: 0 } as never);
  return id;
}
const rowOf = async (id: string) =>
  (await t.db.select().from(ticket).where(eq(ticket.id, id)))[0] as Record<string, unknown>;
const logsOf = (id: string) =>
  t.db
    .select()
    .from(flowLog)
    .where(and(eq(flowLog.resource, 'wfTicket'), eq(flowLog.recordId, id)));
const process = (who: string, body: Record<string, unknown>) =>
  t.call('POST', '/api/test-wf/ticket/process', tokens[who], body);

type Case = {
  from: string;
  action: string;
  who: string;
  body?: Record<string, unknown>;
  to?: string;
  code?: number;
  msg?: string;
};

const cases: Case[] = [
  { from: 'DRAFT', action: 'SUBMIT', who: 'owner', body: { days: 3 }, to: 'SUBMITTED' },
  { from: 'DRAFT', action: 'SUBMIT', who: 'owner', code: 400, msg: '参数错误: days 请输入天数' },
  { from: 'DRAFT', action: 'SUBMIT', who: 'owner', body: { days: 11 }, code: 400, msg: '天数不能超过10天' },
  { from: 'DRAFT', action: 'SUBMIT', who: 'approver', body: { days: 3 }, code: 403, msg: '仅限创建人' },
  {
    from: 'SUBMITTED',
    action: 'SUBMIT',
    who: 'owner',
    body: { days: 3 },
    code: 400,
    msg: '当前状态「已提交」不能执行「提交」',
  },
  { from: 'SUBMITTED', action: 'ASSESS', who: 'approver', body: { grade: 'LOW' }, to: 'APPROVED' },
  { from: 'SUBMITTED', action: 'ASSESS', who: 'approver', body: { grade: 'HIGH' }, to: 'ESCALATED' },
  {
    from: 'SUBMITTED',
    action: 'ASSESS',
    who: 'owner',
    body: { grade: 'LOW' },
    code: 403,
    msg: '仅限角色 APPROVER',
  },
  { from: 'SUBMITTED', action: 'REJECT', who: 'reviewer', body: { opinion: '不合理' }, to: 'REJECTED' },
  { from: 'SUBMITTED', action: 'REJECT', who: 'reviewer', code: 400, msg: '「驳回」须填写意见' },
  {
    from: 'SUBMITTED',
    action: 'REJECT',
    who: 'approver',
    body: { opinion: 'x' },
    code: 403,
    msg: '权限 wfTicket_review',
  },
  { from: 'SUBMITTED', action: 'WITHDRAW', who: 'owner', to: 'WITHDRAWN' },
  {
    from: 'APPROVED',
    action: 'WITHDRAW',
    who: 'owner',
    code: 400,
    msg: '当前状态「已批准」不能执行「撤回」',
  },
  { from: 'DRAFT', action: 'BREAK', who: 'owner', code: 400, msg: '故障' },
  { from: 'DRAFT', action: 'FLY', who: 'owner', code: 400, msg: '不支持的处理动作: FLY' },
];

describe('workflow engine on a tiny ticket flow', () => {
  it.each(cases)('$from --$action by $who--> $to$code', async (c) => {
    const id = await makeTicket(c.from);
    const res = await process(c.who, { id, action: c.action, version: 0, ...c.body });
    const row = await rowOf(id);
    const logs = await logsOf(id);
    if (c.to) {
      expect(res.body).toMatchObject({ code: 200, success: true });
      expect(res.body.data).toMatchObject({ id, status: c.to, version: 1 });
      expect(row).toMatchObject({ status: c.to, version: 1 });
      expect(logs).toHaveLength(1);
      expect(logs[0]).toMatchObject({ action: c.action, fromStatus: c.from, toStatus: c.to, tenantId });
    } else {
      expect(res.status).toBe(c.code);
      expect(res.body.msg).toContain(c.msg);
      expect(row).toMatchObject({ status: c.from, version: 0 });
      expect(logs).toHaveLength(0);
    }
  });

  it('a side effect that fails rolls the whole transition back', async () => {
    const rows = await t.db.select().from(param).where(eq(param.paramKey, 'wf.break'));
    expect(rows).toHaveLength(0);
  });

  it('the log row keeps operator, opinion, files and payload', async () => {
    const id = await makeTicket('SUBMITTED');
    const res = await process('approver', {
      id,
      action: 'ASSESS',
      version: 0,
      grade: 'LOW',
      opinion: ' 同意 ',
      fileIds: ['123'],
    });
    expect(res.body.code).toBe(200);
    const [log] = await logsOf(id);
    expect(log).toMatchObject({
      operatorId: approver.userId,
      opinion: '同意',
      fileIds: ['123'],
      payload: { grade: 'LOW' },
    });
  });

  it('a stale or missing version is refused and changes nothing', async () => {
    const id = await makeTicket('DRAFT');
    const stale = await process('owner', { id, action: 'SUBMIT', version: 3, days: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.msg).toBe('数据已被他人修改，请刷新后重试');
    const missing = await process('owner', { id, action: 'SUBMIT', days: 1 });
    expect(missing.body.code).toBe(400);
    expect(await rowOf(id)).toMatchObject({ status: 'DRAFT', version: 0 });
    expect(await logsOf(id)).toHaveLength(0);
  });

  it('two parallel transitions on one version: exactly one wins', async () => {
    const id = await makeTicket('SUBMITTED');
    const [a, b] = await Promise.all([
      process('approver', { id, action: 'ASSESS', version: 0, grade: 'LOW' }),
      process('approver', { id, action: 'ASSESS', version: 0, grade: 'HIGH' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect(await logsOf(id)).toHaveLength(1);
    expect((await rowOf(id)).version).toBe(1);
  });

  it('get and page carry the actions the caller may take now', async () => {
    const id = await makeTicket('SUBMITTED');
    const byOwner = await t.call('GET', `/api/test-wf/ticket/get/${id}`, tokens.owner);
    expect(byOwner.body.data.allowedActions).toEqual(['WITHDRAW']);
    const byApprover = await t.call('GET', `/api/test-wf/ticket/get/${id}`, tokens.approver);
    expect(byApprover.body.data.allowedActions).toEqual(['ASSESS']);
    const byReviewer = await t.call('POST', '/api/test-wf/ticket/page', tokens.reviewer, { id_equal: id });
    expect(byReviewer.body.data.records[0].allowedActions).toEqual(['REJECT']);
  });

  it('a new record starts in the initial state whatever the client sends; calc fields are not writable', async () => {
    const res = await t.call('POST', '/api/test-wf/ticket/save', tokens.owner, {
      title: 'new',
      status: 'APPROVED',
      days: 99,
    });
    // readOpen resources still need the add code to write
    expect(res.status).toBe(403);
    const row = await service.insert(t.db, ctxOf(owner), { title: 'new', status: 'APPROVED', days: 99 });
    expect(row).toMatchObject({ status: 'DRAFT', version: 0, days: null });
  });

  it('another tenant cannot act on the record', async () => {
    const other = await createTenant(t.db);
    const stranger = await createUser(t.db, { tenantId: other.tenantId, roleAlias: 'APPROVER' });
    const tok = await t.login({
      tenantId: other.tenantId,
      account: stranger.account,
      password: stranger.password,
    });
    const id = await makeTicket('SUBMITTED');
    const res = await t.call('POST', '/api/test-wf/ticket/process', tok, {
      id,
      action: 'ASSESS',
      version: 0,
      grade: 'LOW',
    });
    expect(res.status).toBe(404);
    expect(await rowOf(id)).toMatchObject({ status: 'SUBMITTED', version: 0 });
  });
});

function ctxOf(u: TestUser) {
  return {
    tenantId: u.tenantId,
    userId: u.userId,
    account: u.account,
    userName: u.account,
    deptIds: [],
    roleIds: [u.roleId],
    roleAliases: ['EMPLOYEE'],
    postIds: [],
    clientId: 'web',
    sessionId: 's',
    isAdministrator: false,
    isAdmin: false,
    permissions: new Set<string>(),
    mustChangePassword: false,
  };
}
