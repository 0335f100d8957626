import { eq } from 'drizzle-orm';
import { formatDate } from '../src/core/dates';
import { nextId } from '../src/core/ids';
import { attach, dangerRecord, param, place, user } from '../src/db/schema';
import { createDept, createTenant, createUser, pageCodes, type TestUser } from './fixtures';
import type { createTestApp } from './helpers';

export const DANGER_URL = '/api/shtmp-danger/dangerRecord';
export const DELAY_URL = '/api/shtmp-danger/dangerRectificationDelayApply';

/** The people of the danger loop (§3), each with the role alias of the same meaning. */
export const PEOPLE = [
  'reporter',
  'checker',
  'teamLeader',
  'deptHead',
  'rectifier',
  'acceptor',
  'safetyAdmin',
  'principal',
] as const;
export type Person = (typeof PEOPLE)[number];

const ALIAS: Record<Person, string> = {
  reporter: 'EMPLOYEE',
  checker: 'CHECKER',
  teamLeader: 'TEAM_LEADER',
  deptHead: 'DEPT_HEAD',
  rectifier: 'RECTIFIER',
  acceptor: 'ACCEPTOR',
  safetyAdmin: 'SAFETY_ADMIN',
  principal: 'PRINCIPAL',
};

export const dayFromToday = (n: number) => formatDate(new Date(Date.now() + n * 86_400_000));

type T = Awaited<ReturnType<typeof createTestApp>>;

/**
 * A tenant with a reporting department A and a rectifying department B, one user per role (every
 * user may call every danger route: the workflow's own rules are what the tests exercise), the
 * department head heading both departments.
 */
export async function dangerTenant(t: T) {
  const { tenantId } = await createTenant(t.db);
  const deptA = await createDept(t.db, { tenantId, deptName: '生产一车间' });
  const deptB = await createDept(t.db, { tenantId, deptName: '设备部' });
  const menus = pageCodes('dangerRecord', 'dangerRectificationDelayApply', 'dangerRectificationRecord');
  const users = {} as Record<Person, TestUser>;
  for (const p of PEOPLE) {
    const deptId = ['rectifier', 'acceptor'].includes(p) ? deptB : deptA;
    users[p] = await createUser(t.db, { tenantId, roleAlias: ALIAS[p], menus, deptId, account: p });
  }
  await t.db
    .update(user)
    .set({ deptId: `${deptA},${deptB}` })
    .where(eq(user.id, users.deptHead.userId));
  const tokens = {} as Record<Person, string>;
  for (const p of PEOPLE) {
    tokens[p] = await t.login({ tenantId, account: users[p].account, password: users[p].password });
  }
  const id = (p: Person) => users[p].userId;
  /** Uploaded files of the tenant: photos (image/jpeg) and one report (application/pdf). */
  const files = { photo: nextId(), after: nextId(), report: nextId() };
  for (const [key, fileId] of Object.entries(files)) {
    const pdf = key === 'report';
    await t.db.insert(attach).values({
      id: fileId,
      tenantId,
      link: `/api/calf-resource/oss/endpoint/file/${fileId}`,
      name: `upload/${fileId}.${pdf ? 'pdf' : 'jpg'}`,
      originalName: pdf ? '验收报告.pdf' : `${key}.jpg`,
      extension: pdf ? 'pdf' : 'jpg',
      contentType: pdf ? 'application/pdf' : 'image/jpeg',
    });
  }

  /** A place of the tenant, where the tests' dangers are found (`placeId` refers to the place table). */
  const placeId = nextId();
  await t.db.insert(place).values({
    id: placeId,
    tenantId,
    name: '一号厂房',
    placeType: 'AREA',
    parentId: '0',
    ancestors: '0',
  } as typeof place.$inferInsert);

  /** A danger already in `status`, filled as that status requires (inserted directly). */
  async function makeDanger(status: string, extra: Record<string, unknown> = {}): Promise<string> {
    const dangerId = nextId();
    const confirmed = !['DRAFT', 'PENDING_CONFIRM', 'REVOKED', 'IGNORED'].includes(status);
    const rectified = ['PENDING_ACCEPT', 'CLOSED'].includes(status);
    await t.db.insert(dangerRecord).values({
      id: dangerId,
      tenantId,
      createUser: id('reporter'),
      title: '配电室门口堆放杂物',
      description: '配电室门口堆放纸箱，影响安全通道',
      source: 'EMPLOYEE_REPORT',
      placeId,
      foundTime: new Date(),
      photoIds: [files.photo],
      rectifyMode: 'DEADLINE',
      reporterId: id('reporter'),
      reporterDeptId: deptA,
      planStatus: 'NONE',
      delayCount: 0,
      rejectCount: 0,
      status,
      version: 0,
      ...(confirmed
        ? {
            level: status === 'PENDING_PLAN' ? 'MAJOR' : 'GENERAL',
            category: 'SITE',
            rectifyDeptId: deptB,
            rectifyUserId: id('rectifier'),
            acceptUserId: id('acceptor'),
            originalDeadline: dayFromToday(10),
            currentDeadline: dayFromToday(10),
          }
        : {}),
      ...(rectified
        ? {
            rectifyMeasures: '已清理杂物',
            rectifyPhotoIds: ['2'],
            rectifyFinishTime: new Date(Date.now() - 3600_000),
          }
        : {}),
      ...extra,
    } as typeof dangerRecord.$inferInsert);
    return dangerId;
  }

  async function setParam(key: string, value: string) {
    await t.db
      .insert(param)
      .values({ id: nextId(), tenantId, paramKey: key, paramName: key, paramValue: value });
  }

  const row = async (dangerId: string) =>
    (await t.db.select().from(dangerRecord).where(eq(dangerRecord.id, dangerId)))[0];

  return { tenantId, deptA, deptB, users, tokens, id, files, placeId, makeDanger, setParam, row };
}

export type DangerTenant = Awaited<ReturnType<typeof dangerTenant>>;

export const confirmBody = (d: DangerTenant, level = 'GENERAL') => ({
  level,
  category: 'SITE',
  rectifyDeptId: d.deptB,
  rectifyUserId: d.id('rectifier'),
  acceptUserId: d.id('acceptor'),
  originalDeadline: dayFromToday(7),
});

export const planBody = {
  planGoal: '消除配电室火灾隐患',
  planMeasures: '更换老化电缆，增设防火封堵',
  planFunds: '专项资金5万元',
  planOrgStaff: '设备部牵头，电工班实施',
  planTimeRequirement: '30日内完成',
  planSafetyAndEmergency: '施工期间停电挂牌，配备灭火器',
  interimMeasures: '每班巡查两次，设置警戒线',
};

export const rectifyBody = (d: DangerTenant) => ({
  causeAnalysis: '现场管理不到位',
  rectifyMeasures: '清理杂物，划定禁放区',
  rectifyPhotoIds: [d.files.after],
  rectifyFinishTime: formatDate(new Date(Date.now() - 86_400_000)),
});
