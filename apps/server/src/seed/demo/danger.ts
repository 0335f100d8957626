import { and, count, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { parseDateTime } from '../../core/dates';
import { nextId } from '../../core/ids';
import type { Db } from '../../db/client';
import {
  checkRecord,
  checkRecordItem,
  dangerRecord,
  dangerRectificationRecord,
  dept,
  flowLog,
  user,
} from '../../db/schema';
import { nextNumber } from '../../resource/numbering';
import { ACCIDENTS, HAZARDS, PLANS } from './danger-data';
import { demoRiskPoints, seedDangerFeedback, seedDangerPaperwork } from './danger-docs';
import { settleCheckDangers } from './danger-settle';
import { walkLoop } from './danger-walk';
import { seedMajorReports } from './major-reports';

const ACCOUNTS = ['employee', 'checker', 'depthead', 'rectifier', 'acceptor', 'safety', 'principal'] as const;
export type Account = (typeof ACCOUNTS)[number];
export type Who = (a: Account) => { id: string; name: string | null; dept: string | null };

const DAY = 86_400_000;
const HOUR = 3_600_000;

/**
 * Demo step `danger`: the hazard ledger of the demo plant with its history (timeline, rounds),
 * written directly in a consistent state. Needs the `accounts` step (one account per role). Runs
 * once: a tenant that already has dangers is left alone. Photos are not generated (the step has
 * no file storage), so demo dangers show none.
 */
export async function seedDangerDemo(db: Db, { tenantId }: { tenantId: string }): Promise<void> {
  // the check step's failed items already registered theirs (issue #32 item 3): count the others
  const [{ n }] = await db
    .select({ n: count() })
    .from(dangerRecord)
    .where(and(eq(dangerRecord.tenantId, tenantId), isNull(dangerRecord.checkRecordId)));
  if (n > 0) return;
  const riskPoints = await demoRiskPoints(db, tenantId);
  const people = await db
    .select({ id: user.id, account: user.account, realName: user.realName, deptId: user.deptId })
    .from(user)
    .where(and(eq(user.tenantId, tenantId), eq(user.isDeleted, 0), inArray(user.account, [...ACCOUNTS])));
  const who = (a: Account) => {
    const p = people.find((u) => u.account === a);
    if (!p) throw new Error(`demo danger step: account ${a} missing (run the accounts step first)`);
    return { id: p.id, name: p.realName, dept: p.deptId.split(',')[0] || null };
  };
  const [equipment] = await db
    .select({ id: dept.id })
    .from(dept)
    .where(and(eq(dept.tenantId, tenantId), eq(dept.deptName, '设备部')));
  const rectifier = who('rectifier');
  const rectifyDept = rectifier.dept ?? equipment?.id ?? null;
  await db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    let k = 0;
    for (const plan of PLANS) {
      for (let i = 0; i < plan.n; i++, k++) {
        const [title, description, category, subCategory, location, riskName] = HAZARDS[k % HAZARDS.length];
        const risk = riskPoints.get(riskName);
        const reporter = who(k % 3 === 0 ? 'checker' : 'employee');
        const major = plan.major || title.startsWith('液氨') || title.startsWith('厂房');
        const found = new Date(Date.now() - (45 - (k % 40)) * DAY - (k % 7) * HOUR);
        const id = nextId();
        const row: typeof dangerRecord.$inferInsert = {
          id,
          tenantId,
          createUser: reporter.id,
          createDept: reporter.dept,
          createTime: found,
          updateTime: found,
          dangerNo: await nextNumber(tx, {
            tenantId,
            key: 'danger_record.dangerNo',
            pattern: 'YH-{yyyyMMdd}-{0000}',
            now: found,
          }),
          title,
          description,
          source: k % 6 === 0 ? 'PLAN_CHECK' : k % 3 === 0 ? 'DAILY_PATROL' : 'EMPLOYEE_REPORT',
          checkType: k % 6 === 0 ? 'COMPREHENSIVE' : k % 3 === 0 ? 'DAILY' : null,
          location,
          riskPointTypeId: risk?.id ?? null,
          placeId: risk?.placeId ?? null,
          foundTime: found,
          reporterId: reporter.id,
          reporterDeptId: reporter.dept,
          photoIds: [],
          rectifyMode: 'DEADLINE',
          category,
          subCategory,
          accidentTypes: ACCIDENTS[title] ?? [],
          planStatus: 'NONE',
          delayCount: 0,
          rejectCount: 0,
          status: plan.status,
          version: 0,
        };
        const { log, rounds } = walkLoop(
          row,
          { ...plan, major, k, reporter: k % 3 === 0 ? 'checker' : 'employee' },
          { tenantId, who, rectifier, rectifyDept: rectifyDept === null ? null : String(rectifyDept) },
        );
        await tx.insert(dangerRecord).values(row);
        if (log.length) await tx.insert(flowLog).values(log);
        if (rounds.length) await tx.insert(dangerRectificationRecord).values(rounds);
      }
    }
    await raiseCheckFailures(tx, tenantId, who('checker'));
    await settleCheckDangers(tx, {
      tenantId,
      who,
      rectifier,
      rectifyDept: rectifyDept === null ? null : String(rectifyDept),
    });
    await seedDangerPaperwork(tx, tenantId, who);
    await seedMajorReports(tx, tenantId, who);
    await seedDangerFeedback(tx, tenantId);
  });
}

/**
 * The FAIL items of the check step's history become dangers awaiting confirmation, linked to
 * their check record as the "register danger" button does (source from the item's draft:
 * PLAN_CHECK for a planned check).
 */
async function raiseCheckFailures(
  tx: Db,
  tenantId: string,
  checker: { id: string; name: string; dept: string | null },
): Promise<void> {
  const failures = await tx
    .select()
    .from(checkRecordItem)
    .where(
      and(
        eq(checkRecordItem.tenantId, tenantId),
        eq(checkRecordItem.result, 'FAIL'),
        isNull(checkRecordItem.dangerRecordId),
        isNotNull(checkRecordItem.dangerDraft),
      ),
    );
  for (const item of failures) {
    const draft = item.dangerDraft as Record<string, unknown>;
    const found = parseDateTime(draft.foundTime) ?? new Date();
    const id = nextId();
    await tx.insert(dangerRecord).values({
      id,
      tenantId,
      createUser: checker.id,
      createDept: checker.dept,
      createTime: found,
      updateTime: found,
      dangerNo: await nextNumber(tx, {
        tenantId,
        key: 'danger_record.dangerNo',
        pattern: 'YH-{yyyyMMdd}-{0000}',
        now: found,
      }),
      title: String(draft.title),
      description: String(draft.description),
      source: String(draft.source ?? 'PLAN_CHECK'),
      checkType: (draft.checkType as string | null) ?? null,
      checkRecordId: String(item.recordId),
      checkRecordItemId: String(item.id),
      checkRiskPointId: (draft.checkRiskPointId as string | null) ?? null,
      riskPointTypeId: (draft.riskPointTypeId as string | null) ?? null,
      placeId: (draft.placeId as string | null) ?? null,
      foundTime: found,
      reporterId: checker.id,
      reporterDeptId: checker.dept,
      photoIds: (draft.photoIds as string[] | undefined) ?? [],
      rectifyMode: 'DEADLINE',
      planStatus: 'NONE',
      delayCount: 0,
      rejectCount: 0,
      status: 'PENDING_CONFIRM',
      version: 1,
    });
    await tx.insert(flowLog).values({
      id: nextId(),
      tenantId,
      resource: 'dangerRecord',
      recordId: id,
      action: 'SUBMIT',
      fromStatus: 'DRAFT',
      toStatus: 'PENDING_CONFIRM',
      operatorId: checker.id,
      operatorName: checker.name,
      time: new Date(found.getTime() + HOUR),
    });
    await tx.update(checkRecordItem).set({ dangerRecordId: id }).where(eq(checkRecordItem.id, item.id));
    await tx
      .update(checkRecord)
      .set({ dangerCount: sql`coalesce(${checkRecord.dangerCount}, 0) + 1` })
      .where(eq(checkRecord.id, String(item.recordId)));
  }
}
