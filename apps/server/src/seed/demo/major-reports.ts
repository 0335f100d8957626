import { and, asc, eq, inArray } from 'drizzle-orm';
import { nextId } from '../../core/ids';
import type { Db } from '../../db/client';
import { dangerMajorReport, dangerRecord, flowLog, tenant } from '../../db/schema';
import { nextNumber } from '../../resource/numbering';
import type { Who } from './danger';

const DAY = 86_400_000;
type Danger = Record<string, unknown>;
const text = (v: unknown) => (v === null || v === undefined || v === '' ? null : String(v));

/** How far each demo major danger's report has got, in the order the dangers were confirmed. */
type Stage = 'DRAFT' | 'PENDING_APPROVAL' | 'REPORTED' | 'SUPERVISED' | 'REMOVAL_PENDING' | 'REMOVED';

/**
 * The reports of the demo plant's major dangers (16号令 §20): the closed ones removed from the list
 * or waiting for it, the open ones under supervision, reported, waiting for the principal, or
 * still drafts (one overdue: confirmed more than 7 days ago) — every step on the danger's timeline.
 */
export async function seedMajorReports(tx: Db, tenantId: string, who: Who): Promise<void> {
  const majors = (await tx
    .select()
    .from(dangerRecord)
    .where(
      and(
        eq(dangerRecord.tenantId, tenantId),
        eq(dangerRecord.level, 'MAJOR'),
        inArray(dangerRecord.status, ['PENDING_PLAN', 'PENDING_RECTIFY', 'PENDING_ACCEPT', 'CLOSED']),
      ),
    )
    .orderBy(asc(dangerRecord.foundTime))) as Danger[];
  const [unit] = await tx
    .select({ name: tenant.tenantName })
    .from(tenant)
    .where(eq(tenant.tenantId, tenantId));
  const safety = who('safety');
  const principal = who('principal');
  const closed = majors.filter((d) => d.status === 'CLOSED');
  const open = majors.filter((d) => d.status !== 'CLOSED');
  const stages: [Danger, Stage][] = [
    ...closed.map((d, i): [Danger, Stage] => [d, i === 0 ? 'REMOVED' : 'REMOVAL_PENDING']),
    ...open.map((d, i): [Danger, Stage] => [
      d,
      (['SUPERVISED', 'REPORTED', 'PENDING_APPROVAL'] as const)[i] ?? 'DRAFT',
    ]),
  ];
  const rank: Stage[] = ['DRAFT', 'PENDING_APPROVAL', 'REPORTED', 'SUPERVISED', 'REMOVAL_PENDING', 'REMOVED'];
  for (const [d, stage] of stages) {
    const reached = (s: Stage) => rank.indexOf(stage) >= rank.indexOf(s);
    const confirmed = new Date((d.confirmTime ?? d.foundTime ?? Date.now()) as string | number | Date);
    const at = (days: number) => new Date(Math.min(confirmed.getTime() + days * DAY, Date.now() - DAY));
    const logs: (typeof flowLog.$inferInsert)[] = [];
    const log = (action: string, by: ReturnType<Who>, time: Date, opinion: string | null = null) =>
      logs.push({
        id: nextId(),
        tenantId,
        resource: 'dangerRecord',
        recordId: String(d.id),
        action,
        fromStatus: String(d.status),
        toStatus: String(d.status),
        operatorId: by.id,
        operatorName: by.name ?? '',
        time,
        opinion,
      });
    const id = nextId();
    const row: typeof dangerMajorReport.$inferInsert = {
      id,
      tenantId,
      createUser: safety.id,
      createTime: confirmed,
      updateTime: confirmed,
      reportNo: await nextNumber(tx, {
        tenantId,
        key: 'danger_major_report.reportNo',
        pattern: 'ZDYH-{yyyy}-{0000}',
        now: confirmed,
      }),
      dangerId: String(d.id),
      dangerNo: String(d.dangerNo),
      confirmTime: confirmed,
      reportUnit: unit?.name ?? '',
      reportTo: '市应急管理局',
      planGoal: text(d.planGoal) ?? `彻底消除“${d.title}”隐患，防止发生生产安全事故`,
      planMeasures:
        text(d.planMeasures) ?? '立即停用相关设施，制定专项治理方案，更换损坏部件，治理完成后组织专家验收',
      planFunds: text(d.planFunds) ?? '安全生产费用列支，专款专用',
      planOrgStaff: text(d.planOrgStaff) ?? '主要负责人牵头，设备维修部实施，安全环保部监督',
      planTimeRequirement: text(d.planTimeRequirement) ?? '60日内完成治理并申请验收',
      planSafetyAndEmergency:
        text(d.planSafetyAndEmergency) ??
        '治理期间设置警戒区，停止相关作业，配备应急器材，专人监护，落实应急预案',
      status: stage,
    };
    if (reached('PENDING_APPROVAL')) {
      Object.assign(row, { preparerId: safety.id, submitTime: at(1) });
      log('MAJOR_REPORT_SUBMIT', safety, at(1));
    }
    if (reached('REPORTED')) {
      Object.assign(row, { approverId: principal.id, approveOpinion: '同意报送', reportTime: at(2) });
      log('MAJOR_REPORT_APPROVE', principal, at(2), '同意报送');
    }
    if (reached('SUPERVISED')) {
      Object.assign(row, {
        superviseUnit: '市应急管理局',
        superviseDocNo: `应急督〔${confirmed.getFullYear()}〕${String(d.dangerNo).slice(-2)}号`,
        superviseDeadline: at(60).toISOString().slice(0, 10),
      });
      log('MAJOR_SUPERVISE', safety, at(4));
    }
    if (reached('REMOVAL_PENDING')) {
      const applied = new Date(
        Math.max(d.closeTime ? new Date(d.closeTime as string).getTime() : 0, at(5).getTime()),
      );
      Object.assign(row, {
        removalApplyTime: applied,
        removalApplyNote: '隐患已治理完成并经验收合格，申请销号',
      });
      log('MAJOR_REMOVAL_APPLY', safety, applied);
    }
    if (stage === 'REMOVED') {
      const decided = new Date(Math.min((row.removalApplyTime as Date).getTime() + 3 * DAY, Date.now()));
      Object.assign(row, {
        removalResult: 'APPROVED',
        removalDate: decided.toISOString().slice(0, 10),
        removalNote: '经现场核查，同意销号',
      });
      log('MAJOR_REMOVAL_APPROVED', safety, decided, '经现场核查，同意销号');
    }
    await tx.insert(dangerMajorReport).values(row);
    if (logs.length) await tx.insert(flowLog).values(logs);
  }
}
