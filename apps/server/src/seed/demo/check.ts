import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { RequestContext } from '../../core/context';
import type { Db } from '../../db/client';
import { checkPlan, checkPlanItem, checkRiskPoint, user } from '../../db/schema';
import { dateOf, todayIn } from '../../modules/check/cycle';
import { submitCheck } from '../../modules/check/execute';
import { generateTasks } from '../../modules/check/generator';
import { itemsFor } from '../../modules/check/items';
import { checkPlanService } from '../../modules/check/plan-flow';
import { checkRiskPointService } from '../../modules/check/points';
import { seedCheckItemTemplates } from '../check-templates';
import { checkHistory, personContext, seedControlPlanHistory, seedSpecialChecks } from './check-history';

const TZ = process.env.TZ_NAME ?? 'Asia/Shanghai';
const DAY = 86_400_000;

/** The tenant administrator as the acting user of the demo writes. */
async function adminContext(db: Db, tenantId: string): Promise<RequestContext> {
  const [admin] = await db
    .select()
    .from(user)
    .where(and(eq(user.tenantId, tenantId), eq(user.account, 'admin')));
  const deptIds = String(admin.deptId ?? '')
    .split(',')
    .filter(Boolean);
  return {
    tenantId,
    userId: String(admin.id),
    account: 'admin',
    userName: admin.realName,
    deptIds,
    roleIds: String(admin.roleId ?? '')
      .split(',')
      .filter(Boolean),
    roleAliases: ['administrator'],
    postIds: [],
    clientId: 'web',
    sessionId: 'demo',
    isAdministrator: true,
    isAdmin: true,
    permissions: new Set(),
    mustChangePassword: false,
  };
}

const extinguishers = [
  ['配电室1#灭火器', 'DRY_POWDER_ABC', 'MFZ/ABC4', 2, '2022-05-10'],
  ['配电室2#灭火器', 'DRY_POWDER_ABC', 'MFZ/ABC4', 2, '2017-03-01'],
  ['中控室灭火器', 'CO2', 'MT/3', 2, '2023-08-15'],
  ['仓库推车式灭火器', 'DRY_POWDER_CART', 'MFTZ/ABC35', 1, '2016-12-20'],
] as const;

const hydrants = [
  ['生产车间1#室内消火栓', 'INDOOR', 2, 25],
  ['厂区东门室外消火栓', 'OUTDOOR_ABOVE', 2, 25],
] as const;

/**
 * Check points of the demo plant (extinguishers and hydrants; the risk points' own check points
 * come with their control plans), a daily fire-equipment patrol by the checker started a week ago
 * (done, done late, overdue), the control plans of every risk point with four weeks of checks by
 * the role accounts, and a special and a seasonal check. Every check goes through submitCheck.
 */
export async function seedCheckDemo(
  db: Db,
  { tenantId, config }: { tenantId: string; config?: Pick<Config, 'dataKey'> },
): Promise<void> {
  const key = config?.dataKey ?? randomBytes(32);
  await seedCheckItemTemplates(db, tenantId);
  const [already] = await db
    .select({ id: checkRiskPoint.id })
    .from(checkRiskPoint)
    .where(and(eq(checkRiskPoint.tenantId, tenantId), eq(checkRiskPoint.name, extinguishers[0][0])));
  if (already) return;
  const ctx = await adminContext(db, tenantId);
  const [checkerRow] = await db
    .select({ id: user.id })
    .from(user)
    .where(and(eq(user.tenantId, tenantId), eq(user.account, 'checker'), eq(user.isDeleted, 0)));
  // the patrol is the checker's (the administrator only when the accounts step has not run)
  const checker = checkerRow ? await personContext(db, tenantId, String(checkerRow.id)) : ctx;
  const owner = { deptId: ctx.deptIds[0], responsibleUserId: checker.userId };
  const pointIds: string[] = [];

  for (const [name, extinguisherType, specModel, quantity, productionDate] of extinguishers) {
    const p = await checkRiskPointService.insert(db, ctx, {
      ...owner,
      name,
      pointKind: 'EXTINGUISHER',
      extinguisherType,
      specModel,
      quantity,
      productionDate,
      manufacturer: '浙江消防器材有限公司',
    });
    pointIds.push(String(p.id));
  }
  for (const [name, hydrantType, hoseCount, hoseLengthM] of hydrants) {
    const p = await checkRiskPointService.insert(db, ctx, {
      ...owner,
      name,
      pointKind: 'HYDRANT',
      hydrantType,
      hoseCount,
      hoseLengthM,
      nozzleCount: 1,
      hasPumpButton: hydrantType === 'INDOOR',
      maintenanceUnit: '市消防设施维保中心',
    });
    pointIds.push(String(p.id));
  }

  const now = new Date();
  const today = todayIn(now, TZ);
  const plan = await checkPlanService.insert(db, ctx, {
    name: '每日安全巡检',
    checkType: 'DAILY',
    organizerDeptId: owner.deptId,
    leaderId: checker.userId,
    memberIds: [checker.userId],
    checkRiskPointIds: pointIds,
    cycle: 'DAY',
    startDate: dateOf(today - 7),
    endDate: dateOf(today + 358),
    requireScan: false,
    content: '按检查项逐项检查,发现问题拍照并登记隐患',
  });
  await db
    .update(checkPlan)
    .set({ planStatus: 'PUBLISHED' })
    .where(eq(checkPlan.id, String(plan.id)));
  await generateTasks(db, { now, tz: TZ, tenantId, planId: String(plan.id) });

  // History: the first four days done on time, the fifth done a day late, the last two overdue.
  const tasks = await db
    .select()
    .from(checkPlanItem)
    .where(and(eq(checkPlanItem.tenantId, tenantId), eq(checkPlanItem.planId, String(plan.id))))
    .orderBy(asc(checkPlanItem.periodNo));
  const points = await db.select().from(checkRiskPoint).where(eq(checkRiskPoint.tenantId, tenantId));
  const pointById = new Map(points.map((p) => [String(p.id), p]));
  for (const task of tasks) {
    const day = task.periodNo as number;
    if (day > 5) continue;
    const point = pointById.get(String(task.checkRiskPointId))!;
    const items = await itemsFor(db, tenantId, {
      riskPointTypeId: (point.riskPointTypeId as string | null) ?? null,
      pointKind: String(point.pointKind),
    });
    if (!items.length) continue;
    const isLate = day === 5;
    const at = new Date((task.dueStart as Date).getTime() + (isLate ? DAY + 9 * 3_600_000 : 10 * 3_600_000));
    const failOne = day === 2 && point.pointKind === 'EXTINGUISHER';
    await submitCheck(
      db,
      checker,
      {
        checkRiskPointId: String(point.id),
        planItemId: String(task.id),
        items: items.map((item, i) =>
          item.resultType === 'NUMBER'
            ? { checkItemId: String(item.id), value: '0.25' }
            : item.resultType === 'TEXT'
              ? { checkItemId: String(item.id), value: '运行正常' }
              : failOne && i === 1
                ? { checkItemId: String(item.id), result: 'FAIL', description: '压力表指针处于红区,压力不足' }
                : { checkItemId: String(item.id), result: 'PASS' },
        ),
      },
      at,
      key,
    );
  }

  // controls at every level: their plans, four weeks of checks, a special and a seasonal check
  const controlPlans = await seedControlPlanHistory(db, { tenantId, adminId: ctx.userId, now, tz: TZ, key });
  const special = await seedSpecialChecks(db, {
    tenantId,
    author: ctx,
    organizerDeptId: owner.deptId,
    now,
    tz: TZ,
  });
  await checkHistory(db, { tenantId, planIds: [...controlPlans, ...special], now, key });
  await generateTasks(db, { now, tz: TZ, tenantId });
}
