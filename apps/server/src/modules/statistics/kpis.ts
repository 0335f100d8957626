import { rate } from '@dp/domain/stats/rates';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { RequestContext } from '../../core/context';
import { together } from '../../core/together';
import type { Db } from '../../db/client';
import { qualificationRecord, riskPointType } from '../../db/schema';
import { investmentPlanService, yearTotals } from '../education/investment';
import { qualificationRecordService } from '../education/qualification';
import { riskPointService } from '../risk/risk-point';
import { getParam } from '../system/params';
import { taskSummary } from './check';
import { dangerSummary } from './danger';
import { inDeptSubtree, previousYear, type StatFilters } from './filters';

/** Tenant setting: weights of completion, rectification, on-time and (1 − overdue share). */
export const INDEX_WEIGHTS_PARAM = 'statistics.safetyIndexWeights';
const DEFAULT_WEIGHTS = [0.3, 0.3, 0.2, 0.2];

export type Kpi = {
  key: string;
  label: string;
  value: number | null;
  numerator: number | null;
  denominator: number | null;
  previous: number | null;
  /** Change against the same period last year, relative to last year's value (null without one). */
  trend: number | null;
};

const LEVELS = [
  ['MAJOR', '重大风险点'],
  ['SIGNIFICANT', '较大风险点'],
  ['GENERAL', '一般风险点'],
  ['LOW', '低风险点'],
] as const;

/**
 * 安全指数 (§12 (A)): Σ wᵢ·kpiᵢ over the components that have a value, the weights of the missing
 * ones left out (renormalised); null when none has a value. Four decimals.
 */
export function safetyIndex(parts: (number | null)[], weights: number[]): number | null {
  let sum = 0;
  let w = 0;
  parts.forEach((p, i) => {
    if (p === null) return;
    sum += p * (weights[i] ?? 0);
    w += weights[i] ?? 0;
  });
  return w > 0 ? Math.round((sum / w) * 10000) / 10000 : null;
}

export async function indexWeights(db: Db, tenantId: string): Promise<number[]> {
  const raw = (await getParam(db, tenantId, INDEX_WEIGHTS_PARAM, '')).split(',').map(Number);
  return raw.length === 4 && raw.every((n) => Number.isFinite(n) && n >= 0) ? raw : DEFAULT_WEIGHTS;
}

async function periodFigures(db: Db, ctx: RequestContext, f: StatFilters, weights: number[]) {
  const [danger, tasks] = await together(
    db,
    async () => dangerSummary(db, ctx, f),
    async () => taskSummary(db, ctx, f),
  );
  const notOverdue = danger.overdueShare.value === null ? null : 1 - danger.overdueShare.value;
  const index = safetyIndex(
    [tasks.completionRate.value, danger.rectificationRate.value, danger.onTimeRate.value, notOverdue],
    weights,
  );
  const count = (n: number) => ({ value: n, numerator: null, denominator: null });
  return {
    dangersFound: count(danger.total),
    dangersClosed: count(danger.closed),
    rectificationRate: danger.rectificationRate,
    onTimeRate: danger.onTimeRate,
    overdue: count(danger.overdue),
    majorOpen: count(danger.majorOpen),
    tasksPlanned: count(tasks.planned),
    tasksDone: count(tasks.done + tasks.doneLate),
    completionRate: tasks.completionRate,
    safetyIndex: { value: index, numerator: null, denominator: null },
  };
}

const LABELS: Record<string, string> = {
  dangersFound: '发现隐患',
  dangersClosed: '已销号',
  rectificationRate: '整改率',
  onTimeRate: '按期整改率',
  overdue: '超期未整改',
  majorOpen: '未销号重大隐患',
  tasksPlanned: '应检任务',
  tasksDone: '已完成任务',
  completionRate: '排查完成率',
  safetyIndex: '安全指数',
  certificatesExpiring: '即将到期证书',
  certificatesExpired: '已过期证书',
  investmentExecution: '安全投入执行率',
};

/** `index/data` (统计首页): the KPI cards, each with last year's value for the same period. */
export async function indexStats(db: Db, ctx: RequestContext, f: StatFilters) {
  const weights = await indexWeights(db, ctx.tenantId);
  const year = Number(f.endDate.slice(0, 4));
  const [now, before, levels, certs, invest] = await together(
    db,
    async () => periodFigures(db, ctx, f, weights),
    async () => periodFigures(db, ctx, previousYear(f), weights),
    async () =>
      db
        .select({ level: riskPointType.riskLevel, count: sql<number>`count(*)::int` })
        .from(riskPointType)
        .where(
          and(
            riskPointService.scope(ctx),
            eq(riskPointType.enableStatus, 'ENABLED'),
            inDeptSubtree(riskPointType.deptId, f, ctx.tenantId),
          ),
        )
        .groupBy(riskPointType.riskLevel),
    async () =>
      db
        .select({ status: qualificationRecord.certStatus, count: sql<number>`count(*)::int` })
        .from(qualificationRecord)
        .where(
          and(
            qualificationRecordService.scope(ctx),
            inArray(qualificationRecord.certStatus, ['EXPIRING', 'EXPIRED']),
            inDeptSubtree(qualificationRecord.deptId, f, ctx.tenantId),
          ),
        )
        .groupBy(qualificationRecord.certStatus),
    async () =>
      Promise.all([
        yearTotals(db, investmentPlanService.scope(ctx), year),
        yearTotals(db, investmentPlanService.scope(ctx), year - 1),
      ]),
  );
  const kpis: Kpi[] = Object.entries(now).map(([key, v]) => {
    const previous = before[key as keyof typeof before].value;
    return {
      key,
      label: LABELS[key],
      ...v,
      previous,
      trend: v.value === null || previous === null ? null : rate(v.value - previous, Math.abs(previous)),
    };
  });
  const levelCount = new Map(levels.map((l) => [l.level, l.count]));
  for (const [level, label] of LEVELS) {
    kpis.push({
      key: `riskPoints${level}`,
      label,
      value: levelCount.get(level) ?? 0,
      numerator: null,
      denominator: null,
      previous: null,
      trend: null,
    });
  }
  // certificates by their status today (refreshed hourly): expiring, and already expired
  const certCount = new Map(certs.map((c) => [c.status, c.count]));
  for (const [key, status] of [
    ['certificatesExpiring', 'EXPIRING'],
    ['certificatesExpired', 'EXPIRED'],
  ] as const)
    kpis.push({
      key,
      label: LABELS[key],
      value: certCount.get(status) ?? 0,
      numerator: null,
      denominator: null,
      previous: null,
      trend: null,
    });
  const [inv, invBefore] = invest;
  kpis.push({
    key: 'investmentExecution',
    label: LABELS.investmentExecution,
    value: inv.executionRate,
    numerator: inv.actual,
    denominator: inv.planned,
    previous: invBefore.executionRate,
    trend:
      inv.executionRate === null || invBefore.executionRate === null
        ? null
        : rate(inv.executionRate - invBefore.executionRate, invBefore.executionRate),
  });
  return { period: { startDate: f.startDate, endDate: f.endDate }, kpis };
}
