import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dangerTenant, dayFromToday } from '../../../test/danger-fixtures';
import { createUser, pageCodes, type TestUser } from '../../../test/fixtures';
import { createTestApp } from '../../../test/helpers';
import { countStatements } from '../../../test/statements';
import type { RequestContext } from '../../core/context';
import { nextId } from '../../core/ids';
import {
  attach,
  dangerRecord,
  dangerRectificationDelayApply,
  dangerRectificationRecord,
  flowLog,
  menu,
  roleScope,
} from '../../db/schema';
import { hiddenFilesFilter } from '../../resource/private-files';
import { flowLogOf } from '../../resource/workflow';
import { invalidateScopes, SCOPE_DATA } from '../auth/scopes';
import { delayService } from './delay-apply';
import { rectificationRecordService } from './rectification-record';

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

type Child = { name: string; url: string; exports: boolean; byDanger: boolean };
const CHILDREN: Child[] = [
  {
    name: 'rectification',
    url: '/api/shtmp-danger/dangerRectificationRecord',
    exports: true,
    byDanger: true,
  },
  { name: 'delay', url: '/api/shtmp-danger/dangerRectificationDelayApply', exports: true, byDanger: true },
  // the danger's photo on the attachment page (its rounds' and timeline's files: see below)
  { name: 'attachment', url: '/api/calf-resource/attach', exports: false, byDanger: false },
];

/** An uploaded file of the tenant (the attachment page's row). */
async function upload(name: string): Promise<string> {
  const fileId = nextId();
  await t.db.insert(attach).values({
    id: fileId,
    tenantId: d.tenantId,
    link: `/api/calf-resource/oss/endpoint/file/${fileId}`,
    name: `upload/${fileId}.jpg`,
    originalName: `${name}.jpg`,
    extension: 'jpg',
    contentType: 'image/jpeg',
  });
  return fileId;
}

const files: Record<string, string> = {};

async function insertChildren(dangerId: string, mark: string): Promise<Record<string, string>> {
  files[`round${mark}`] = await upload(`整改照片${mark}`);
  files[`log${mark}`] = await upload(`流转附件${mark}`);
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
    photoIds: [files[`round${mark}`]],
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
    fileIds: [files[`log${mark}`]],
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

/** The viewer's request context with the given data scope on the danger ledger. */
function viewerCtx(rule: Record<string, unknown>): RequestContext {
  return {
    tenantId: d.tenantId,
    userId: viewer.userId,
    deptIds: [d.deptA],
    isAdministrator: false,
    dataScopes: new Map([['dangerRecord', [{ id: '1', scopeValue: null, ...rule }]]]),
  } as unknown as RequestContext;
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
    menus: pageCodes('dangerRecord', 'dangerRectificationDelayApply', 'dangerRectificationRecord', 'attach'),
  });
  files.photoSHOWN = await upload('隐患照片SHOWN');
  files.photoHIDDEN = await upload('隐患照片HIDDEN');
  files.loose = await upload('未关联的文件');
  viewerTok = await t.login({ tenantId: d.tenantId, account: viewer.account, password: viewer.password });
  // the shown danger is of the viewer's department and created by them; the hidden one neither
  danger.shown = await d.makeDanger('PENDING_RECTIFY', {
    title: '可见的隐患',
    photoIds: [files.photoSHOWN],
    createDept: d.deptA,
    createUser: viewer.userId,
  });
  danger.hidden = await d.makeDanger('PENDING_RECTIFY', {
    title: '看不到的隐患',
    photoIds: [files.photoHIDDEN],
    createDept: d.deptB,
    createUser: d.id('reporter'),
  });
  const shown = await insertChildren(danger.shown, 'SHOWN');
  const hidden = await insertChildren(danger.hidden, 'HIDDEN');
  children.rectification = { shown: shown.rectification, hidden: hidden.rectification };
  children.delay = { shown: shown.delay, hidden: hidden.delay };
  children.attachment = { shown: files.photoSHOWN, hidden: files.photoHIDDEN };
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

  describe.each(CHILDREN)('$name', (c: Child) => {
    const ids = () => children[c.name];

    it('page', async () => {
      const res = await t.call('POST', `${c.url}/page`, viewerTok, { size: 100 });
      expect(res.body.code).toBe(200);
      const got = res.body.data.records.map((r: { id: string }) => r.id);
      expect(got).toContain(ids().shown);
      expect(got).not.toContain(ids().hidden);
      expect(res.body.data.total).toBe(got.length);
    });

    it.runIf(c.byDanger)('page filtered by the hidden danger', async () => {
      const res = await t.call('POST', `${c.url}/page`, viewerTok, { dangerId_equal: danger.hidden });
      expect(res.body.data.records).toEqual([]);
      expect(res.body.data.total).toBe(0);
    });

    it('list', async () => {
      const res = await t.call('GET', `${c.url}/list`, viewerTok, undefined, { size: '100' });
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

    it.runIf(c.exports)('export', async () => {
      // an export names the parent danger by its title (what the list shows)
      const text = await exported(c.url, viewerTok);
      expect(text).toContain('可见的隐患');
      expect(text).not.toContain('看不到的隐患');
      expect(text).not.toContain('HIDDEN');
    });

    it('cannot be changed or removed either', async () => {
      const res = await t.call('POST', `${c.url}/remove`, viewerTok, undefined, { ids: ids().hidden });
      expect(res.status).toBe(404);
    });
  });

  it('attachments: the files of the hidden danger, its rounds and its timeline are not listed', async () => {
    const res = await t.call('POST', '/api/calf-resource/attach/page', viewerTok, { size: 100 });
    const got = res.body.data.records.map((r: { id: string }) => r.id);
    expect(got).toEqual(
      expect.arrayContaining([files.photoSHOWN, files.roundSHOWN, files.logSHOWN, files.loose]),
    );
    for (const hidden of [files.photoHIDDEN, files.roundHIDDEN, files.logHIDDEN]) {
      expect(got).not.toContain(hidden);
      expect((await t.call('GET', `/api/calf-resource/attach/get/${hidden}`, viewerTok)).status).toBe(404);
    }
  });

  it('a round is not added under a danger the caller cannot see', async () => {
    const round = (dangerId: string) =>
      t.call('POST', `${CHILDREN[0].url}/save`, viewerTok, {
        dangerId,
        causeAnalysis: '补录',
        rectifyMeasures: '补录',
        finishTime: new Date().toISOString(),
        photoIds: [files.loose],
      });
    const refused = await round(danger.hidden);
    expect(refused.status).toBe(404);
    const added = await round(danger.shown);
    expect(added.body.code).toBe(200);
    await t.db
      .update(dangerRectificationRecord)
      .set({ isDeleted: 1 })
      .where(eq(dangerRectificationRecord.id, added.body.data.id));
  });

  it('a delay is not filed on a danger the caller cannot see, even as its rectifier', async () => {
    const both = [danger.shown, danger.hidden];
    for (const id of both)
      await t.db.update(dangerRecord).set({ rectifyUserId: viewer.userId }).where(eq(dangerRecord.id, id));
    const file = (dangerId: string) =>
      t.call('POST', `${CHILDREN[1].url}/save`, viewerTok, {
        dangerId,
        newDeadline: dayFromToday(25),
        reason: '备件未到',
        interimMeasures: '临时围挡',
      });
    const refused = await file(danger.hidden);
    expect(refused.status, JSON.stringify(refused.body)).toBe(404);
    // the shown danger is found: what stops this one is its pending application, not the scope
    const shown = await file(danger.shown);
    expect(shown.body.msg).toBe('该隐患已有待审批的延期申请');
    for (const id of both)
      await t.db
        .update(dangerRecord)
        .set({ rectifyUserId: d.id('rectifier') })
        .where(eq(dangerRecord.id, id));
  });

  it('the danger options of a picker hold only the dangers the caller can see', async () => {
    const options = async (query: Record<string, string>) =>
      (
        (await t.call('GET', '/api/ref-options/danger_record', viewerTok, undefined, query)).body.data as {
          id: string;
        }[]
      ).map((o) => o.id);
    expect(await options({ label: 'title' })).toContain(danger.shown);
    expect(await options({ label: 'title' })).not.toContain(danger.hidden);
    expect(await options({ ids: `${danger.shown},${danger.hidden}`, label: 'title' })).toEqual([
      danger.shown,
    ]);
  });

  it('runs on indexes, in as many statements for many rows as for one', async () => {
    const ctx = viewerCtx(body);
    const plans: string[] = [];
    const statements = [
      t.db.select().from(dangerRectificationRecord).where(rectificationRecordService.scope(ctx)),
      t.db.select().from(dangerRectificationDelayApply).where(delayService.scope(ctx)),
      t.db
        .select()
        .from(attach)
        .where(and(eq(attach.tenantId, d.tenantId), hiddenFilesFilter(ctx, attach.id))),
    ];
    const client = await t.pool.connect();
    try {
      // with sequential scans priced out, a plan still holding one has no index to use there
      await client.query('begin');
      await client.query('set local enable_seqscan = off');
      for (const q of statements) {
        const { sql: text, params } = q.toSQL();
        const { rows } = await client.query(`explain ${text}`, params);
        plans.push(rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n'));
      }
    } finally {
      await client.query('rollback');
      client.release();
    }
    for (const plan of plans) expect(plan).not.toMatch(/Seq Scan on (danger_|calf_flow_log)/);
    const count = async () =>
      (await countStatements(() => t.call('POST', `${CHILDREN[0].url}/page`, viewerTok, {}))).statements
        .length;
    const before = await count();
    const more = await d.makeDanger('PENDING_RECTIFY', { createDept: d.deptA, createUser: viewer.userId });
    await insertChildren(more, `MORE${body.scopeType}`);
    await insertChildren(more, `MORE${body.scopeType}`);
    expect(await count()).toBe(before);
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
    const ctx = viewerCtx(body);
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
    for (const c of CHILDREN.filter((x) => x.byDanger)) {
      expect((await t.call('GET', `${c.url}/get/${children[c.name].hidden}`, viewerTok)).status).toBe(404);
      expect((await t.call('GET', `${c.url}/get/${children[c.name].shown}`, viewerTok)).status).toBe(200);
    }
    // a removed row's files stay on the attachment page (where they are cleaned up)
    const page = await t.call('POST', '/api/calf-resource/attach/page', viewerTok, { size: 100 });
    expect(page.body.data.records.map((r: { id: string }) => r.id)).toContain(files.photoHIDDEN);
  });
});
