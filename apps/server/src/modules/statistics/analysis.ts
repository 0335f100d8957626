import { rate, ratio } from '@dp/domain/stats/rates';
import { and, desc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { RequestContext } from '../../core/context';
import { together } from '../../core/together';
import type { Db } from '../../db/client';
import {
  checkItem,
  checkRecordItem,
  checkRiskPoint,
  dangerRecord as d,
  riskControlMeasure,
  riskPointType,
} from '../../db/schema';
import { checkRecordItemService } from '../check/records';
import { riskControlMeasureService } from '../risk/measure';
import { riskPointService } from '../risk/risk-point';
import { dangerBase, dangerMonthly } from './danger';
import { previousYear, type StatFilters } from './filters';
import { dictLabels } from './labels';

/** Repeat window of §12: the same point and check item failing again within 90 days. */
export const REPEAT_DAYS = 90;
/** A LOW risk point with at least this many dangers in the period is flagged "等级可能偏低". */
export const LOW_LEVEL_DANGERS = 3;

/** Rows sorted by count with each one's share and the cumulative share (Pareto), 4 decimals. */
export function pareto<T extends { count: number }>(rows: T[]) {
  const total = rows.reduce((s, r) => s + r.count, 0);
  let running = 0;
  return [...rows]
    .sort((a, b) => b.count - a.count)
    .map((r) => {
      running += r.count;
      return { ...r, share: rate(r.count, total), cumulativeShare: rate(running, total) };
    });
}

/** `analysis/data` (综合分析): trend with YoY, Pareto, top points, repeats, level matrix, measures. */
export async function analysisStats(db: Db, ctx: RequestContext, f: StatFilters) {
  const base = dangerBase(ctx, f);
  const accident = sql<string>`unnest(${d.accidentTypes})`;
  const repeatWindow = db
    .select({
      pointId: d.checkRiskPointId,
      itemId: checkRecordItem.checkItemId,
      foundTime: d.foundTime,
      previous:
        sql<Date | null>`lag(${d.foundTime}) over (partition by ${d.checkRiskPointId}, ${checkRecordItem.checkItemId} order by ${d.foundTime})`.as(
          'previous',
        ),
    })
    .from(d)
    .innerJoin(checkRecordItem, eq(checkRecordItem.id, d.checkRecordItemId))
    .where(and(base, checkRecordItemService.scope(ctx), isNotNull(d.checkRiskPointId)))
    .as('repeat_window');
  const [thisYear, lastYear, categories, accidents, topPoints, repeats, matrix, measures, labels] =
    await together(
      db,
      async () => dangerMonthly(db, ctx, f),
      async () => dangerMonthly(db, ctx, previousYear(f)),
      async () =>
        db
          .select({ key: d.category, count: sql<number>`count(*)::int` })
          .from(d)
          .where(base)
          .groupBy(d.category),
      async () =>
        db.select({ key: accident, count: sql<number>`count(*)::int` }).from(d).where(base).groupBy(accident),
      async () =>
        db
          .select({
            riskPointTypeId: riskPointType.id,
            name: riskPointType.name,
            riskLevel: riskPointType.riskLevel,
            dangers: sql<number>`count(*)::int`,
            open: sql<number>`(count(*) filter (where ${d.status} <> 'CLOSED'))::int`,
          })
          .from(d)
          .innerJoin(riskPointType, eq(riskPointType.id, d.riskPointTypeId))
          .where(and(base, riskPointService.scope(ctx)))
          .groupBy(riskPointType.id, riskPointType.name, riskPointType.riskLevel)
          .orderBy(desc(sql`count(*)`), riskPointType.name)
          .limit(10),
      async () =>
        db
          .select({
            pointId: repeatWindow.pointId,
            itemId: repeatWindow.itemId,
            pointName: checkRiskPoint.name,
            content: checkItem.content,
            count: sql<number>`count(*)::int`,
            lastFoundTime: sql<Date>`max(${repeatWindow.foundTime})`,
          })
          .from(repeatWindow)
          .innerJoin(checkRiskPoint, eq(checkRiskPoint.id, repeatWindow.pointId))
          .innerJoin(checkItem, eq(checkItem.id, repeatWindow.itemId))
          .groupBy(repeatWindow.pointId, repeatWindow.itemId, checkRiskPoint.name, checkItem.content)
          .having(
            sql`bool_or(${repeatWindow.foundTime} - ${repeatWindow.previous} <= make_interval(days => ${REPEAT_DAYS}))`,
          )
          .orderBy(desc(sql`count(*)`)),
      async () => levelMatrix(db, ctx, f),
      async () =>
        db
          .select({
            planned: sql<number>`count(*)::int`,
            done: sql<number>`(count(*) filter (where ${riskControlMeasure.implementStatus} = 'DONE'))::int`,
          })
          .from(riskControlMeasure)
          .where(
            and(
              riskControlMeasureService.scope(ctx),
              eq(riskControlMeasure.isExisting, false),
              ne(riskControlMeasure.implementStatus, 'CANCELLED'),
            ),
          ),
      async () => Promise.all([dictLabels(db, ctx, 'DANGER_CATEGORY'), dictLabels(db, ctx, 'ACCIDENT_TYPE')]),
    );
  const [categoryLabel, accidentLabel] = labels;
  const foundNow = thisYear.reduce((s, m) => s + m.found, 0);
  const foundBefore = lastYear.reduce((s, m) => s + m.found, 0);
  return {
    period: { startDate: f.startDate, endDate: f.endDate },
    trend: {
      found: foundNow,
      foundLastYear: foundBefore,
      yoy: rate(foundNow - foundBefore, foundBefore),
      monthly: thisYear.map((m, i) => ({
        month: m.month,
        found: m.found,
        closed: m.closed,
        foundLastYear: lastYear[i]?.found ?? 0,
        closedLastYear: lastYear[i]?.closed ?? 0,
        yoy: rate(m.found - (lastYear[i]?.found ?? 0), lastYear[i]?.found ?? 0),
      })),
    },
    paretoCategory: pareto(categories.map((c) => ({ ...c, label: categoryLabel(c.key) }))),
    paretoAccident: pareto(accidents.map((a) => ({ ...a, label: accidentLabel(a.key) }))),
    topRiskPoints: topPoints,
    repeatDangers: repeats,
    levelMatrix: matrix.levels,
    lowLevelSuspects: matrix.suspects,
    measureRate: ratio(measures[0].done, measures[0].planned),
  };
}

/** Dangers per risk point by the point's level; LOW points with many dangers are flagged. */
async function levelMatrix(db: Db, ctx: RequestContext, f: StatFilters) {
  const perPoint = db
    .select({
      id: riskPointType.id,
      name: riskPointType.name,
      riskLevel: riskPointType.riskLevel,
      dangers: sql<number>`count(${d.id})::int`.as('dangers'),
    })
    .from(riskPointType)
    .leftJoin(d, and(eq(d.riskPointTypeId, riskPointType.id), dangerBase(ctx, f)))
    .where(and(riskPointService.scope(ctx), eq(riskPointType.enableStatus, 'ENABLED')))
    .groupBy(riskPointType.id, riskPointType.name, riskPointType.riskLevel)
    .as('per_point');
  const [levels, suspects, levelLabel] = await together(
    db,
    async () =>
      db
        .select({
          key: perPoint.riskLevel,
          points: sql<number>`count(*)::int`,
          dangers: sql<number>`sum(${perPoint.dangers})::int`,
        })
        .from(perPoint)
        .groupBy(perPoint.riskLevel),
    async () =>
      db
        .select()
        .from(perPoint)
        .where(sql`${perPoint.riskLevel} = 'LOW' and ${perPoint.dangers} >= ${LOW_LEVEL_DANGERS}`)
        .orderBy(desc(perPoint.dangers))
        .limit(50),
    async () => dictLabels(db, ctx, 'RISK_LEVEL'),
  );
  const order = ['MAJOR', 'SIGNIFICANT', 'GENERAL', 'LOW'];
  return {
    levels: levels
      .map((l) => ({ ...l, label: levelLabel(l.key), dangersPerPoint: ratio(l.dangers, l.points) }))
      .sort((a, b) => order.indexOf(a.key ?? '') - order.indexOf(b.key ?? '')),
    suspects,
  };
}
