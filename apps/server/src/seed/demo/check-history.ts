import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { RequestContext } from '../../core/context';
import type { Db } from '../../db/client';
import {
  checkPlan,
  checkPlanItem,
  checkPlanItemCheckers,
  checkRiskPoint,
  riskPointControl,
  riskPointType,
  user,
} from '../../db/schema';
import { syncControlPlans } from '../../modules/check/control-plans';
import { dateOf, todayIn } from '../../modules/check/cycle';
import { submitCheck } from '../../modules/check/execute';
import { generateTasks } from '../../modules/check/generator';
import { itemsFor } from '../../modules/check/items';
import { checkPlanService } from '../../modules/check/plan-flow';
import { signScanToken } from '../../modules/check/scan-token';

/** How far back the demo's check history reaches (the generator backfills up to 31 days). */
export const HISTORY_DAYS = 30;

/** Who answers for each control level while the demo's control rows still name the administrator. */
const BY_LEVEL: Record<string, string> = {
  COMPANY: 'principal',
  DEPARTMENT: 'safety',
  WORKSHOP: 'depthead',
  TEAM: 'teamleader',
  POST: 'checker',
};

/** A demo account as the acting user of its checks (what a signed-in phone would carry). */
export async function personContext(db: Db, tenantId: string, userId: string): Promise<RequestContext> {
  const [u] = await db
    .select()
    .from(user)
    .where(and(eq(user.tenantId, tenantId), eq(user.id, userId)));
  return {
    tenantId,
    userId,
    account: String(u.account),
    userName: String(u.realName ?? u.account),
    deptIds: String(u.deptId ?? '')
      .split(',')
      .filter(Boolean),
    roleIds: String(u.roleId ?? '')
      .split(',')
      .filter(Boolean),
    roleAliases: [],
    postIds: [],
    clientId: 'web',
    sessionId: 'demo',
    isAdministrator: false,
    isAdmin: false,
    permissions: new Set(['checkRecord_add']),
    mustChangePassword: false,
  };
}

async function accounts(db: Db, tenantId: string): Promise<Map<string, string>> {
  const rows = await db
    .select({ id: user.id, account: user.account })
    .from(user)
    .where(and(eq(user.tenantId, tenantId), eq(user.isDeleted, 0)));
  return new Map(rows.map((r) => [String(r.account), String(r.id)]));
}

/** Failure notes of the demo: what a checker writes when an item is not met. */
const FINDINGS = [
  '现场检查发现该项措施未落实,已口头要求整改',
  '记录表缺少上一班签字,交接不完整',
  '防护设施有破损,需更换',
  '安全标识褪色模糊,需重新张贴',
];

/**
 * Checks the past tasks of the given plans as their checkers would have, through the real
 * submitCheck (a signed scan token of that moment, FAIL items with a note so the danger path runs):
 * most on time, every 9th a day late (recorded late), every 11th missed (left overdue).
 */
export async function checkHistory(
  db: Db,
  args: { tenantId: string; planIds: string[]; now: Date; key: Buffer },
): Promise<void> {
  if (!args.planIds.length) return;
  const tasks = await db
    .select({ task: checkPlanItem, checker: checkPlanItemCheckers.refId })
    .from(checkPlanItem)
    .innerJoin(
      checkPlanItemCheckers,
      and(eq(checkPlanItemCheckers.ownerId, checkPlanItem.id), eq(checkPlanItemCheckers.sort, 0)),
    )
    .where(
      and(
        eq(checkPlanItem.tenantId, args.tenantId),
        eq(checkPlanItem.isDeleted, 0),
        inArray(checkPlanItem.planId, args.planIds),
        inArray(checkPlanItem.taskStatus, ['PENDING', 'OVERDUE']),
        lt(checkPlanItem.dueEnd, args.now),
      ),
    )
    .orderBy(asc(checkPlanItem.dueEnd), asc(checkPlanItem.id));
  const contexts = new Map<string, RequestContext>();
  const points = new Map<string, typeof checkRiskPoint.$inferSelect>();
  for (const [n, { task, checker }] of tasks.entries()) {
    if (n % 11 === 5) continue; // missed: stays overdue
    const start = (task.dueStart as Date).getTime();
    const end = (task.dueEnd as Date).getTime();
    const late = n % 9 === 4;
    const at = new Date(late ? end + 26 * 3_600_000 : start + (end - start) * 0.45);
    if (at >= args.now) continue;
    const pointId = String(task.checkRiskPointId);
    if (!points.has(pointId)) {
      const [p] = await db.select().from(checkRiskPoint).where(eq(checkRiskPoint.id, pointId));
      points.set(pointId, p);
    }
    const point = points.get(pointId)!;
    const items = await itemsFor(db, args.tenantId, {
      riskPointTypeId: (point.riskPointTypeId as string | null) ?? null,
      pointKind: String(point.pointKind),
    });
    if (!items.length) continue;
    const userId = String(checker);
    if (!contexts.has(userId)) contexts.set(userId, await personContext(db, args.tenantId, userId));
    const ctx = contexts.get(userId)!;
    const fail = n % 23 === 7;
    await submitCheck(
      db,
      ctx,
      {
        checkRiskPointId: pointId,
        planItemId: String(task.id),
        // scanned a few minutes before the check is submitted: the check's own duration
        token: signScanToken(
          args.key,
          { tenantId: args.tenantId, pointId, userId },
          new Date(at.getTime() - (2 + (n % 7)) * 60_000),
        ),
        items: items.map((item, i) =>
          item.resultType === 'NUMBER'
            ? { checkItemId: String(item.id), value: '0.25' }
            : item.resultType === 'TEXT'
              ? { checkItemId: String(item.id), value: '运行正常' }
              : fail && i === 0
                ? { checkItemId: String(item.id), result: 'FAIL', description: FINDINGS[n % FINDINGS.length] }
                : { checkItemId: String(item.id), result: 'PASS' },
        ),
      },
      at,
      args.key,
    );
  }
}

/**
 * Controls at every level with their generated plans and four weeks of history: control rows still
 * naming the administrator are given to the role account of their level, the plans the risk step
 * generated today are replaced by plans started HISTORY_DAYS ago, then the past tasks are checked.
 */
export async function seedControlPlanHistory(
  db: Db,
  args: { tenantId: string; adminId: string; now: Date; tz: string; key: Buffer },
): Promise<string[]> {
  const { tenantId, now, tz } = args;
  const people = await accounts(db, tenantId);
  for (const [level, account] of Object.entries(BY_LEVEL)) {
    const id = people.get(account);
    if (!id) continue;
    await db
      .update(riskPointControl)
      .set({ responsibleUserId: id })
      .where(
        and(
          eq(riskPointControl.tenantId, tenantId),
          eq(riskPointControl.controlLevel, level),
          eq(riskPointControl.responsibleUserId, args.adminId),
        ),
      );
  }
  // the generated plans of the risk step have no history yet: start them over, weeks back
  const fresh = await db
    .select({ id: checkPlan.id })
    .from(checkPlan)
    .where(
      and(
        eq(checkPlan.tenantId, tenantId),
        eq(checkPlan.autoGenerated, true),
        sql`not exists (select 1 from ${checkPlanItem} where ${checkPlanItem.planId} = ${checkPlan.id}
          and ${checkPlanItem.taskStatus} in ('DONE', 'DONE_LATE'))`,
      ),
    );
  const freshIds = fresh.map((p) => String(p.id));
  if (freshIds.length) {
    await db.update(checkPlanItem).set({ isDeleted: 1 }).where(inArray(checkPlanItem.planId, freshIds));
    await db.update(checkPlan).set({ isDeleted: 1 }).where(inArray(checkPlan.id, freshIds));
  }
  const points = await db
    .select({ id: riskPointType.id })
    .from(riskPointType)
    .where(and(eq(riskPointType.tenantId, tenantId), eq(riskPointType.isDeleted, 0)))
    .orderBy(asc(riskPointType.id));
  const planIds: string[] = [];
  for (const p of points) {
    const r = await syncControlPlans(db, {
      tenantId,
      userId: args.adminId,
      riskPointTypeId: String(p.id),
      now,
      tz,
      startDate: dateOf(todayIn(now, tz) - HISTORY_DAYS),
    });
    planIds.push(...r.created, ...r.kept);
  }
  return planIds;
}

/** A special (专项) and a seasonal (季节性) check over the plant's higher-risk points, published weeks ago. */
export async function seedSpecialChecks(
  db: Db,
  args: { tenantId: string; author: RequestContext; organizerDeptId: string; now: Date; tz: string },
): Promise<string[]> {
  const people = await accounts(db, args.tenantId);
  const members = ['safety', 'checker'].map((a) => people.get(a)).filter((x): x is string => !!x);
  if (!members.length) return [];
  const targets = await db
    .select({ id: checkRiskPoint.id })
    .from(checkRiskPoint)
    .innerJoin(riskPointType, eq(riskPointType.id, checkRiskPoint.riskPointTypeId))
    .where(
      and(
        eq(checkRiskPoint.tenantId, args.tenantId),
        eq(checkRiskPoint.isDeleted, 0),
        eq(checkRiskPoint.pointKind, 'NORMAL'),
        inArray(riskPointType.riskLevel, ['MAJOR', 'SIGNIFICANT']),
      ),
    );
  if (!targets.length) return [];
  const today = todayIn(args.now, args.tz);
  const plans = [
    {
      name: '重大危险源专项检查',
      checkType: 'SPECIAL',
      cycle: 'ONCE',
      startDate: dateOf(today - 21),
      endDate: dateOf(today - 15),
      content: '对照《危险化学品重大危险源监督管理暂行规定》逐项检查重大、较大风险点的管控措施',
    },
    {
      name: '冬季防冻防凝季节性检查',
      checkType: 'SEASONAL',
      cycle: 'WEEK',
      startDate: dateOf(today - 28),
      endDate: dateOf(today + 90),
      content: '检查伴热、保温、排凝和消防设施防冻情况',
    },
  ];
  const ids: string[] = [];
  for (const p of plans) {
    const saved = await checkPlanService.insert(db, args.author, {
      ...p,
      organizerDeptId: args.organizerDeptId,
      leaderId: members[0],
      memberIds: members,
      checkRiskPointIds: targets.map((t) => String(t.id)),
      requireScan: true,
    });
    await db
      .update(checkPlan)
      .set({ planStatus: 'PUBLISHED' })
      .where(eq(checkPlan.id, String(saved.id)));
    // materialised as of its last day at the latest (a plan wholly in the past would complete at
    // once); the history is then checked and the job's next run closes it
    const lastDay = new Date(Date.parse(`${p.endDate}T12:00:00Z`) - 8 * 3_600_000);
    await generateTasks(db, {
      now: lastDay < args.now ? lastDay : args.now,
      tz: args.tz,
      tenantId: args.tenantId,
      planId: String(saved.id),
    });
    ids.push(String(saved.id));
  }
  return ids;
}
