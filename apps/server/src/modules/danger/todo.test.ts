import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeDanger, roleUser } from '../../../test/danger-docs-fixtures';
import { createDept, createUser } from '../../../test/fixtures';
import { createTestApp } from '../../../test/helpers';

const D = '/api/shtmp-danger/dangerRecord';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const sign = (u: { account: string; password: string }) =>
  t.login({ account: u.account, password: u.password });
const ids = (res: { body: { data: { records: { id: string }[] } } }) =>
  res.body.data.records.map((r) => r.id);

describe('my to-do and the assignee picker', () => {
  it('lists the dangers waiting for the caller, by state and responsibility', async () => {
    const dept = await createDept(t.db, { tenantId: '000000', deptName: '仓储部' });
    const rectifier = await roleUser(t.db, 'RECTIFIER', dept);
    const acceptor = await roleUser(t.db, 'ACCEPTOR', dept);
    const safety = await roleUser(t.db, 'SAFETY_ADMIN', dept);
    const rectify = await placeDanger(t.db, {
      status: 'PENDING_RECTIFY',
      rectifyDeptId: dept,
      rectifyUserId: rectifier.userId,
      deadline: '2020-01-01',
    });
    const accept = await placeDanger(t.db, {
      status: 'PENDING_ACCEPT',
      rectifyDeptId: dept,
      rectifyUserId: rectifier.userId,
      acceptUserId: acceptor.userId,
    });
    const closed = await placeDanger(t.db, {
      status: 'CLOSED',
      rectifyDeptId: dept,
      rectifyUserId: rectifier.userId,
    });
    const confirm = await placeDanger(t.db, { status: 'PENDING_CONFIRM', rectifyDeptId: dept });

    const mine = await t.call('POST', `${D}/todo`, await sign(rectifier), { size: 50 });
    expect(ids(mine)).toContain(rectify.id);
    expect(ids(mine)).not.toContain(accept.id);
    expect(ids(mine)).not.toContain(closed.id);
    const overdue = mine.body.data.records.find((r: { id: string }) => r.id === rectify.id);
    expect(overdue).toMatchObject({ overdue: true });
    expect(overdue.overdueDays).toBeGreaterThan(100);
    expect(overdue.allowedActions).toContain('SUBMIT_RECTIFICATION');

    expect(ids(await t.call('POST', `${D}/todo`, await sign(acceptor), {}))).toEqual([accept.id]);
    const admin = ids(await t.call('POST', `${D}/todo`, await sign(safety), { size: 100 }));
    expect(admin).toContain(confirm.id);
    expect(admin).not.toContain(rectify.id);
  });

  it('offers the tenant people of a department with their business roles, to danger handlers only', async () => {
    const dept = await createDept(t.db, { tenantId: '000000', deptName: '生产二车间' });
    const head = await roleUser(t.db, 'DEPT_HEAD', dept);
    const res = await t.call('GET', '/api/shtmp-danger/people/list', await sign(head), undefined, {
      deptId: dept,
    });
    expect(res.body.data).toEqual([
      expect.objectContaining({ id: head.userId, roles: ['DEPT_HEAD'], deptIds: [dept] }),
    ]);
    const heads = await t.call('GET', '/api/shtmp-danger/people/list', await sign(head), undefined, {
      role: 'DEPT_HEAD',
    });
    expect(heads.body.data.map((p: { id: string }) => p.id)).toContain(head.userId);
    expect(
      (await t.call('GET', '/api/shtmp-danger/people/list', await sign(head), undefined, { deptId: 'x' }))
        .status,
    ).toBe(400);
    const outsider = await createUser(t.db, { tenantId: '000000', roleAlias: 'clerk', menus: ['param'] });
    expect((await t.call('GET', '/api/shtmp-danger/people/list', await sign(outsider))).status).toBe(403);
  });
});
