import { resources } from '@dp/domain';
import { and, asc, eq, ne, type SQL, sql } from 'drizzle-orm';
import { badRequest } from '../../core/envelope';
import type { Db } from '../../db/client';
import { investmentPlan } from '../../db/schema';
import { resourceService } from '../../resource/service';

/** actual / planned, four decimals; none while nothing is spent or nothing was planned. */
export function executionRate(planned: unknown, actual: unknown): number | null {
  const p = Number(planned);
  if (actual === null || actual === undefined || actual === '' || !(p > 0)) return null;
  return Math.round((Number(actual) / p) * 10000) / 10000;
}

export const investmentPlanService = resourceService(resources.investmentPlan, investmentPlan, {
  beforeWrite: ({ row, existing }) => {
    const r = { ...(existing ?? {}), ...row };
    if (r.planStatus === 'COMPLETED' && (r.actualAmount === null || r.actualAmount === undefined))
      throw badRequest('参数错误: 已完成的项目请填写实际使用金额');
    if (r.year && r.plannedDate && Number(String(r.plannedDate).slice(0, 4)) !== Number(r.year))
      throw badRequest('参数错误: 计划日期应在计划年度内');
    row.executionRate = executionRate(r.plannedAmount, r.actualAmount);
  },
});

const num = (v: unknown) => Math.round(Number(v ?? 0) * 100) / 100;

/** Planned and spent amounts of one year by category (cancelled items left out), with rates. */
export async function yearTotals(db: Db, scope: SQL, year: number) {
  const rows = await db
    .select({
      category: investmentPlan.category,
      planned: sql<string>`coalesce(sum(${investmentPlan.plannedAmount}), 0)`,
      actual: sql<string>`coalesce(sum(${investmentPlan.actualAmount}), 0)`,
      items: sql<number>`count(*)::int`,
    })
    .from(investmentPlan)
    .where(and(scope, eq(investmentPlan.year, year), ne(investmentPlan.planStatus, 'CANCELLED')))
    .groupBy(investmentPlan.category)
    .orderBy(asc(investmentPlan.category));
  const categories = rows.map((r) => ({
    category: r.category,
    items: r.items,
    planned: num(r.planned),
    actual: num(r.actual),
    executionRate: executionRate(num(r.planned), num(r.actual)),
  }));
  const planned = num(categories.reduce((s, c) => s + c.planned, 0));
  const actual = num(categories.reduce((s, c) => s + c.actual, 0));
  return { year, planned, actual, executionRate: executionRate(planned, actual), categories };
}
