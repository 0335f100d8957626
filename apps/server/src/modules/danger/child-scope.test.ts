import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dangerTenant, dayFromToday } from '../../../test/danger-fixtures';
import { createUser, pageCodes, type TestUser } from '../../../test/fixtures';
import { createTestApp } from '../../../test/helpers';
import type { RequestContext } from '../../core/context';
import { nextId } from '../../core/ids';
import {
  dangerRecord,
  dangerRectificationDelayApply,
  dangerRectificationRecord,
  flowLog,
  menu,
  roleScope,
} from '../../db/schema';
import { flowLogOf } from '../../resource/workflow';
import { invalidateScopes, SCOPE_DATA } from '../auth/scopes';

/**
 * Issue #33 item 6: the children of a danger (rectification rounds, delay applications, flow
 * logs) are visible exactly when their danger is — whatever menu they are read through. A viewer
 * whose role's data scope on the danger ledger covers their own department (or their own rows)
 * reads the children of a visible danger and none of a hidden one, through every read route.
 */

let t: Awaited<ReturnType<typeof createTestApp>>;
let d: Awaited<ReturnType<typeof dangerTenant>>;
let viewer: TestUser;
let viewerTok: string;
let platformTok: string;
const danger = { shown: '', hidden: '' };
const children: Record<string, { shown: string; hidden: string }> = {};

type Child = { name: string; url: string; table: typeof dangerRectificationRecord | typeof flowLog };
const CHILDREN: { name: string; url: string }[] = [
  { name: 'rectification', url: '/api/shtmp-danger/dangerRectificationRecord' },
  { name: 'delay', url: '/api/shtmp-danger/dangerRectificationDelayApply' },
];

async function insertChildren(dangerId: string, mark: string): Promise<Record<string, string>> {
  const base = {
    tenantId: d.tenantId,
    createUser: viewer.userId,
    // the child's own creator and department admit it: only its danger may hide it
    createDept: d.deptA,
    createTime: new Date(),
    isDeleted: 0,
    dangerId,
  };
  const rectification = nextId();
  await t.db.insert(dangerRectificationRecord).values({
    ...base,
    id: rectification,
    round: 1,
    causeAnalysis: `原因${mark}`,
    rectifyMeasures: `措施${mark}`,
    finishTime: new Date(),
    submitTime: new Date(),
    photoIds: [d.files.after],
  } as typeof dangerRectificationRecord.$inferInsert);
  const delay = nextId();
  await t.db.insert(dangerRectificationDelayApply).values({
    ...base,
    id: delay,
    applyNo: `YQ-${mark}-${delay.slice(-6)}`,
    applicantId: d.id('rectifier'),
    applyTime: new Date(),
    oldDeadline: dayFromToday(10),
    newDeadline: dayFromToday(20),
    delayDays: 10,
    reason: `延期原因${mark}`,
    interimMeasures: '临时围挡',
    status: 'PENDING',
    version: 0,
  } as typeof dangerRectificationDelayApply.$inferInsert);
  await t.db.insert(flowLog).values({
    id: nextId(),
    tenantId: d.tenantId,
    resource: 'dangerRecord',
    recordId: dangerId,
    action: 'SUBMIT',
    toStatus: 'PENDING_RECTIFY',
    operatorId: d.id('reporter'),
    opinion: `流转${mark}`,
  });
  return { rectification, delay };
}

/** Gives the viewer's role exactly one data scope on the danger ledger's menu. */
async function scopeViewer(body: Record<string, unknown>) {
  const [ledger] = await t.db.select().from(menu).where(eq(menu.code, 'dangerRecord'));
  const scope = await t.call('POST', '/api/calf-system/data-scope/submit', platformTok, {
    menuId: ledger.id,
    scopeName: `隐患范围${nextId().slice(-4)}`,
    ...body,
  });
  expect(scope.body.code).toBe(200);
  await t.db.delete(roleScope).where(eq(roleScope.roleId, viewer.roleId));
  await t.db
    .insert(roleScope)
    .values({ roleId: viewer.roleId, scopeId: scope.body.data.id, scopeCategory: SCOPE_DATA });
  invalidateScopes();
}

async function exported(url: string, token: string): Promise<string> {
  const res = await t.app.inject({
    method: 'GET',
    url: `${url}/exportExcel`,
    headers: { 'calf-auth': `bearer ${token}` },
  });
  expect(res.statusCode).toBe(200);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const rows: string[] = [];
  wb.worksheets[0].eachRow((row) => {
    rows.push(JSON.stringify(row.values));
  });
  return rows.slice(1).join('\n');
}

beforeAll(async () => {
  t = await createTestApp();
  platformTok = await t.login();
  d = await dangerTenant(t);
  viewer = await createUser(t.db, {
    tenantId: d.tenantId,
    roleAlias: 'VIEWER',
    deptId: d.deptA,
    menus: pageCodes('dangerRecord', 'dangerRectificationDelayApply', 'dangerRectificationRecord'),
  });
  viewerTok = await t.login({ tenantId: d.tenantId, account: viewer.account, password: viewer.password });
  // the shown danger is of the viewer's department and created by them; the hidden one neither
  danger.shown = await d.makeDanger('PENDING_RECTIFY', {
    title: '可见的隐患',
    createDept: d.deptA,
    createUser: viewer.userId,
  });
  danger.hidden = await d.makeDanger('PENDING_RECTIFY', {
    title: '看不到的隐患',
    createDept: d.deptB,
    createUser: d.id('reporter'),
  });
  const shown = await insertChildren(danger.shown, 'SHOWN');
  const hidden = await insertChildren(danger.hidden, 'HIDDEN');
  for (const c of CHILDREN) {
    const key = c.name === 'delay' ? 'delay' : 'rectification';
    children[c.name] = { shown: shown[key], hidden: hidden[key] };
  }
});
afterAll(() => t.close());

const SCOPES = [
  { label: 'own department (createDept)', body: { scopeType: 3, scopeColumn: 'createDept' } },
  { label: 'own rows (createUser)', body: { scopeType: 2, scopeColumn: 'createUser' } },
];

describe.each(SCOPES)('a data scope of $label on the danger ledger', ({ body }) => {
  beforeAll(() => scopeViewer(body));

  it('hides the hidden danger itself (the premise)', async () => {
    expect(
      (await t.call('GET', `/api/shtmp-danger/dangerRecord/get/${danger.shown}`, viewerTok)).status,
    ).toBe(200);
    expect(
      (await t.call('GET', `/api/shtmp-danger/dangerRecord/get/${danger.hidden}`, viewerTok)).status,
    ).toBe(404);
  });

  describe.each(CHILDREN)('$name', (c: Pick<Child, 'name' | 'url'>) => {
    const ids = () => children[c.name];

    it('page', async () => {
      const res = await t.call('POST', `${c.url}/page`, viewerTok, { size: 100 });
      expect(res.body.code).toBe(200);
      const got = res.body.data.records.map((r: { id: string }) => r.id);
      expect(got).toContain(ids().shown);
      expect(got).not.toContain(ids().hidden);
      expect(res.body.data.total).toBe(got.length);
    });

    it('page filtered by the hidden danger', async () => {
      const res = await t.call('POST', `${c.url}/page`, viewerTok, { dangerId_equal: danger.hidden });
      expect(res.body.data.records).toEqual([]);
      expect(res.body.data.total).toBe(0);
    });

    it('list', async () => {
      const res = await t.call('GET', `${c.url}/list`, viewerTok, undefined, { size: 100 });
      const got = res.body.data.records.map((r: { id: string }) => r.id);
      expect(got).toContain(ids().shown);
      expect(got).not.toContain(ids().hidden);
    });

    it('get and detail', async () => {
      expect((await t.call('GET', `${c.url}/get/${ids().shown}`, viewerTok)).status).toBe(200);
      expect((await t.call('GET', `${c.url}/get/${ids().hidden}`, viewerTok)).status).toBe(404);
      expect((await t.call('GET', `${c.url}/detail`, viewerTok, undefined, { id: ids().shown })).status).toBe(
        200,
      );
      expect(
        (await t.call('GET', `${c.url}/detail`, viewerTok, undefined, { id: ids().hidden })).status,
      ).toBe(404);
    });

    it('export', async () => {
      const text = await exported(c.url, viewerTok);
      expect(text).toContain(danger.shown);
      expect(text).not.toContain(danger.hidden);
      expect(text).not.toContain('HIDDEN');
    });

    it('cannot be changed or removed either', async () => {
      const res = await t.call('POST', `${c.url}/remove`, viewerTok, undefined, { ids: ids().hidden });
      expect(res.status).toBe(404);
    });
  });

  it('flow logs: the danger detail carries the shown danger timeline; the hidden one is read by no one', async () => {
    const res = await t.call('GET', `/api/shtmp-danger/dangerRecord/detail`, viewerTok, undefined, {
      id: danger.shown,
    });
    expect(res.body.data.flowLogs.map((l: { opinion: string }) => l.opinion)).toEqual(['流转SHOWN']);
    expect(res.body.data.rectificationRecords.map((r: { id: string }) => r.id)).toEqual([
      children.rectification.shown,
    ]);
    expect(res.body.data.delayApplies.map((r: { id: string }) => r.id)).toEqual([children.delay.shown]);
    // the timeline read itself follows the danger, not only the route in front of it
    const ctx = {
      tenantId: d.tenantId,
      userId: viewer.userId,
      deptIds: [d.deptA],
      isAdministrator: false,
      dataScopes: new Map([['dangerRecord', [{ id: '1', scopeValue: null, ...body }]]]),
    } as unknown as RequestContext;
    expect(await flowLogOf(t.db, ctx, 'dangerRecord', danger.hidden)).toEqual([]);
    expect((await flowLogOf(t.db, ctx, 'dangerRecord', danger.shown)).map((l) => l.opinion)).toEqual([
      '流转SHOWN',
    ]);
  });
});

describe('without a data scope on the danger ledger', () => {
  it('the children of every live danger of the tenant are read, those of a removed danger are not', async () => {
    await t.db.delete(roleScope).where(eq(roleScope.roleId, viewer.roleId));
    invalidateScopes();
    for (const c of CHILDREN) {
      const got = (await t.call('POST', `${c.url}/page`, viewerTok, { size: 100 })).body.data.records.map(
        (r: { id: string }) => r.id,
      );
      expect(got).toEqual(expect.arrayContaining([children[c.name].shown, children[c.name].hidden]));
    }
    // the danger removed (soft delete), its rounds and applications go with it
    await t.db.update(dangerRecord).set({ isDeleted: 1 }).where(eq(dangerRecord.id, danger.hidden));
    for (const c of CHILDREN) {
      expect((await t.call('GET', `${c.url}/get/${children[c.name].hidden}`, viewerTok)).status).toBe(404);
      expect((await t.call('GET', `${c.url}/get/${children[c.name].shown}`, viewerTok)).status).toBe(200);
    }
  });
});
