import { formatDate } from '../../core/dates';
import { nextId } from '../../core/ids';
import type { dangerRecord, dangerRectificationRecord, flowLog } from '../../db/schema';
import type { Account, Who } from './danger';

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** What a danger went through on its way to its state (see walkLoop). */
export type Walk = {
  status: string;
  major: boolean;
  /** The reporter's account, who submitted it. */
  reporter: Account;
  /** Days past its deadline, for the planned overdue ones. */
  overdueDays?: number;
  /** Rejected once at acceptance before the round that passed. */
  rejected?: boolean;
  /** The row's place in the demo: varies deadlines and times. */
  k: number;
  /** Reported already (its timeline has the SUBMIT step): the walk starts at confirmation. */
  submitted?: boolean;
};
type Cast = { tenantId: string; who: Who; rectifier: ReturnType<Who>; rectifyDept: string | null };

/**
 * Walks a reported danger row (DRAFT, found at `row.foundTime`) to `spec.status` as the closed loop
 * would have: its timeline, confirmation, plan, rectification rounds and acceptance, each at a
 * plausible time after the last. Sets the row's fields; returns the flow log and rounds to insert.
 */
export function walkLoop(row: typeof dangerRecord.$inferInsert, spec: Walk, cast: Cast) {
  const { tenantId, who, rectifier, rectifyDept } = cast;
  const { k, major } = spec;
  const plan = spec;
  const id = String(row.id);
  const title = String(row.title);
  const category = row.category;
  row.status = spec.status;
  const log: (typeof flowLog.$inferInsert)[] = [];
  let at = (row.foundTime as Date).getTime();
  const step = (
    action: string,
    from: string | null,
    to: string,
    by: Account,
    hours: number,
    opinion?: string,
  ) => {
    at += hours * HOUR;
    const p = who(by);
    log.push({
      id: nextId(),
      tenantId,
      resource: 'dangerRecord',
      recordId: id,
      action,
      fromStatus: from,
      toStatus: to,
      operatorId: p.id,
      operatorName: p.name,
      time: new Date(at),
      opinion: opinion ?? null,
    });
    return new Date(at);
  };
  if (plan.status === 'REVOKED') {
    step('REVOKE', 'DRAFT', 'REVOKED', spec.reporter, 2, '重复上报，撤销');
  } else if (plan.status !== 'DRAFT' && !spec.submitted) {
    step('SUBMIT', 'DRAFT', 'PENDING_CONFIRM', spec.reporter, 0.2);
  }
  if (plan.status === 'IGNORED') {
    step('IGNORE', 'PENDING_CONFIRM', 'IGNORED', 'safety', 20, '经核实不构成隐患');
    row.ignoreReason = '经核实不构成隐患，已现场说明';
  }
  if (['PENDING_PLAN', 'PENDING_RECTIFY', 'PENDING_ACCEPT', 'CLOSED'].includes(plan.status)) {
    const confirmedAt = step(
      'CONFIRM',
      'PENDING_CONFIRM',
      major ? 'PENDING_PLAN' : 'PENDING_RECTIFY',
      'safety',
      22,
      major ? '重大事故隐患，制定治理方案' : '属实，限期整改',
    );
    // the planned overdue ones are overdue; an open danger found long ago has had its
    // deadline set (or extended) to the coming weeks, as a plant keeps most deadlines running
    const natural = confirmedAt.getTime() + (major ? 60 : 10 + (k % 10)) * DAY;
    const deadline =
      plan.overdueDays !== undefined
        ? formatDate(new Date(Date.now() - plan.overdueDays * DAY - (k % 3) * DAY))
        : formatDate(
            new Date(
              plan.status !== 'CLOSED' && natural < Date.now() ? Date.now() + (3 + (k % 20)) * DAY : natural,
            ),
          );
    Object.assign(row, {
      level: major ? 'MAJOR' : 'GENERAL',
      govLevel: major ? 'COMPANY' : 'WORKSHOP',
      causeType: category === 'BASIC' ? 'MANAGEMENT' : 'OBJECT',
      rectifyType: 'SELF',
      rectifyDeptId: rectifyDept,
      rectifyUserId: rectifier.id,
      acceptUserId: who('acceptor').id,
      originalDeadline: deadline,
      currentDeadline: deadline,
      confirmUserId: who('safety').id,
      confirmTime: confirmedAt,
      confirmOpinion: major ? '重大事故隐患，制定治理方案' : '属实，限期整改',
    });
  }
  if (major && plan.status !== 'PENDING_PLAN' && row.level === 'MAJOR') {
    step('SUBMIT_PLAN', 'PENDING_PLAN', 'PENDING_PLAN', 'rectifier', 48);
    step('APPROVE_PLAN', 'PENDING_PLAN', 'PENDING_RECTIFY', 'principal', 24, '同意方案，按期落实');
    Object.assign(row, {
      planStatus: 'APPROVED',
      planGoal: `彻底消除“${title}”隐患`,
      planMeasures: '停用相关设施，更换损坏部件，完成后组织专家验收',
      planFunds: '安全生产费用列支',
      planOrgStaff: '设备维修部牵头，安全环保部监督',
      planTimeRequirement: '60日内完成',
      planSafetyAndEmergency: '治理期间设置警戒区，配备应急器材，专人监护',
      interimMeasures: '设置警戒区，每班巡查两次',
    });
  }
  const rounds: (typeof dangerRectificationRecord.$inferInsert)[] = [];
  const round = (result: 'APPROVED' | 'REJECTED' | null) => {
    const submitted = step('SUBMIT_RECTIFICATION', 'PENDING_RECTIFY', 'PENDING_ACCEPT', 'rectifier', 30);
    rounds.push({
      id: nextId(),
      tenantId,
      createUser: rectifier.id,
      createTime: submitted,
      updateTime: submitted,
      dangerId: id,
      round: rounds.length + 1,
      rectifyUserId: rectifier.id,
      rectifyDeptId: rectifyDept,
      causeAnalysis: '日常检查和管理不到位',
      rectifyMeasures: result === 'REJECTED' ? '初步清理现场' : '已按要求整改并落实长效管理措施',
      finishTime: new Date(submitted.getTime() - 2 * HOUR),
      submitTime: submitted,
      photoIds: [],
      acceptUserId: result ? who('acceptor').id : null,
      onTime: true,
    });
    if (!result) return;
    const decided = step(
      result === 'APPROVED' ? 'ACCEPT_PASS' : 'ACCEPT_REJECT',
      'PENDING_ACCEPT',
      result === 'APPROVED' ? 'CLOSED' : 'PENDING_RECTIFY',
      'acceptor',
      20,
      result === 'APPROVED' ? '整改到位，同意销号' : '整改不彻底，退回重新整改',
    );
    Object.assign(rounds[rounds.length - 1], {
      acceptTime: decided,
      acceptResult: result,
      acceptOpinion: result === 'APPROVED' ? '整改到位，同意销号' : '整改不彻底，退回重新整改',
    });
  };
  if (plan.rejected) {
    round('REJECTED');
    row.rejectCount = 1;
  }
  if (plan.status === 'PENDING_ACCEPT' || plan.status === 'CLOSED') {
    round(plan.status === 'CLOSED' ? 'APPROVED' : null);
    const last = rounds[rounds.length - 1];
    Object.assign(row, {
      causeAnalysis: last.causeAnalysis,
      rectifyMeasures: last.rectifyMeasures,
      rectifyPhotoIds: [],
      rectifyFinishTime: last.finishTime,
    });
    if (plan.status === 'CLOSED') {
      Object.assign(row, {
        acceptTime: last.acceptTime,
        acceptOpinion: last.acceptOpinion,
        closeTime: last.acceptTime,
      });
    }
  }
  row.version = log.length;
  row.updateTime = new Date(at);
  return { log, rounds };
}
