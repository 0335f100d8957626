import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dangerRow, flowLogRows, placeDanger } from '../../../test/danger-docs-fixtures';
import { dayFromToday } from '../../../test/danger-fixtures';
import { docxText } from '../../../test/docx';
import { createDept, createTenant, createUser, pageCodes } from '../../../test/fixtures';
import { createTestApp } from '../../../test/helpers';
import { nextId } from '../../core/ids';
import { dangerRecord, post, user } from '../../db/schema';

const N = '/api/shtmp-danger/dangerRectificationNotice';
const DELAY = '/api/shtmp-danger/dangerRectificationDelayApply';

let t: Awaited<ReturnType<typeof createTestApp>>;
let tenantId: string;
let workshop: string;
const people = {} as Record<'safety' | 'head' | 'rectifier', { userId: string; token: string }>;

/** A user of the tenant with a role, a real name and a post (the login account is something else). */
async function person(account: string, roleAlias: string, realName: string, postName: string) {
  const menus = pageCodes('dangerRectificationNotice', 'dangerRectificationDelayApply', 'dangerRecord');
  const u = await createUser(t.db, { tenantId, account, roleAlias, menus, deptId: workshop });
  const postId = nextId();
  await t.db.insert(post).values({ id: postId, tenantId, postCode: account, postName });
  await t.db.update(user).set({ realName, name: account, postId }).where(eq(user.id, u.userId));
  return { userId: u.userId, token: await t.login({ tenantId, account, password: u.password }) };
}

beforeAll(async () => {
  t = await createTestApp();
  ({ tenantId } = await createTenant(t.db, { tenantName: '华东精细化工有限公司' }));
  workshop = await createDept(t.db, { tenantId, deptName: '合成车间' });
  people.safety = await person('safety', 'SAFETY_ADMIN', '陈静', '安全管理员');
  people.head = await person('whead', 'DEPT_HEAD', '王强', '车间主任');
  people.rectifier = await person('wrect', 'RECTIFIER', '孙浩', '设备工程师');
});
afterAll(() => t.close());

const danger = (deadline: string) =>
  placeDanger(t.db, {
    tenantId,
    status: 'PENDING_RECTIFY',
    rectifyDeptId: workshop,
    rectifyUserId: people.rectifier.userId,
    deadline,
  });
const draft = async (dangerIds: string[]) =>
  (await t.call('POST', `${N}/rectificationNotice`, people.safety.token, { dangerIds })).body;
const get = async (id: string) => (await t.call('GET', `${N}/get/${id}`, people.safety.token)).body.data;
const issue = (n: { id: string; version: number }) =>
  t.call('POST', `${N}/process`, people.safety.token, { id: n.id, version: n.version, action: 'ISSUE' });
async function download(id: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `${N}/download/${id}`,
    headers: { 'calf-auth': `bearer ${people.safety.token}` },
  });
  expect(res.statusCode).toBe(200);
  return docxText(res.rawPayload);
}

describe('rectification notice deadline and people', () => {
  it('refuses to issue when a listed danger’s deadline has passed, and changes nothing', async () => {
    const ok = await danger(dayFromToday(20));
    const late = await danger(dayFromToday(5));
    const n = (await draft([ok.id, late.id])).data;
    // the days go by: the deadline passes before the draft is signed
    const passed = dayFromToday(-1);
    await t.db.update(dangerRecord).set({ currentDeadline: passed }).where(eq(dangerRecord.id, late.id));
    const res = await issue(n);
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe(`隐患 ${late.dangerNo} 的整改期限 ${passed} 已过，请先办理延期`);
    expect(await get(n.id)).toMatchObject({ status: 'DRAFT', version: n.version, issueTime: null });
    expect((await dangerRow(t.db, ok.id)).noticeId).toBeNull();
    expect((await dangerRow(t.db, late.id)).noticeId).toBeNull();
    expect(await flowLogRows(t.db, 'dangerRectificationNotice', n.id)).toHaveLength(0);
    // a new draft for it is refused the same way
    expect((await draft([late.id])).msg).toContain('已过，请先办理延期');
  });

  it('says the current deadline after an approved delay, on the notice and in its Word file', async () => {
    const first = dayFromToday(5);
    const delayed = dayFromToday(25);
    const a = await danger(first);
    const b = await danger(dayFromToday(40));
    const n = (await draft([a.id, b.id])).data;
    expect(n.deadline).toBe(first);
    const apply = await t.call('POST', `${DELAY}/save`, people.rectifier.token, {
      dangerId: a.id,
      newDeadline: delayed,
      reason: '备件到货延迟',
      interimMeasures: '设置警戒区',
    });
    expect(apply.body.code).toBe(200);
    const approved = await t.call('POST', `${DELAY}/process`, people.safety.token, {
      id: apply.body.data.id,
      action: 'APPROVE',
      version: apply.body.data.version,
    });
    expect(approved.body.data.status).toBe('APPROVED');
    expect((await get(n.id)).deadline).toBe(delayed);
    // a draft whose body named an earlier date still signs with the dangers' current deadline
    const issued = await issue(await get(n.id));
    expect(issued.body.data).toMatchObject({ status: 'ISSUED', deadline: delayed });
    const text = await download(n.id);
    expect(text).toContain(`请于 ${delayed} 前完成`);
    expect(text).not.toContain(first);
  });

  it('names every person by real name and post, and the tenant as the issuing unit', async () => {
    const a = await danger(dayFromToday(10));
    const n = (await draft([a.id])).data;
    expect(n).toMatchObject({ checkerNames: '陈静（安全管理员）', receiverUserId: people.head.userId });
    await issue(n);
    await t.call('POST', `${N}/process`, people.head.token, {
      id: n.id,
      version: n.version + 1,
      action: 'SIGN',
    });
    const text = await download(n.id);
    for (const s of [
      '陈静（安全管理员）对你单位进行了安全检查',
      '签发人：陈静（安全管理员）',
      '签收人：王强（车间主任）',
      '签发单位（盖章）：华东精细化工有限公司',
      '合成车间：',
    ])
      expect(text).toContain(s);
    expect(text).not.toMatch(/safety|whead/);
  });
});
