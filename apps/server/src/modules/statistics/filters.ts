import dayjs from 'dayjs';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { RequestContext } from '../../core/context';
import { dateInZone, daysBetween, parseDateTime } from '../../core/dates';
import { badRequest } from '../../core/envelope';
import { isId } from '../../core/ids';
import type { Db } from '../../db/client';
import { dept } from '../../db/schema';
import { dictItemsFor } from '../../resource/dictionary';
import { scoped } from '../../resource/scoped';
import { tenantTimeZone } from '../education/settings';

/** The common inputs of every statistics call (domain-model §12), resolved for the tenant. */
export type StatFilters = {
  startDate: string;
  endDate: string;
  /** Tenant time zone: days, months and deadlines are counted in it. */
  tz: string;
  /** First instant of startDate and first instant after endDate, in the tenant zone. */
  from: Date;
  to: Date;
  /** Today in the tenant zone (overdue is judged against it). */
  today: string;
  deptId?: string;
  checkType?: string;
  level?: string;
  riskLevel?: string;
};

const MAX_YEARS = 5;
const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, '应为 yyyy-MM-dd 日期')
  .refine((s) => parseDateTime(s) !== null, '不是有效日期');
const key = z.string().max(30, '过长');

/** The common filters of every statistics call (body or query). */
export const statFiltersSchema = z.object({
  startDate: z.preprocess(blank, day.optional()),
  endDate: z.preprocess(blank, day.optional()),
  deptId: z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : blank(v)),
    z.string().refine(isId, '应为部门编号').optional(),
  ),
  checkType: z.preprocess(blank, key.optional()),
  level: z.preprocess(blank, key.optional()),
  riskLevel: z.preprocess(blank, key.optional()),
});

/** Instant at which a calendar day starts in a zone. */
export function startOfDay(date: string, tz: string): Date {
  return dayjs.tz(`${date} 00:00:00`, 'YYYY-MM-DD HH:mm:ss', tz).toDate();
}

export function addDays(date: string, n: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** The same calendar day `years` later (29 February falls back to the 28th). */
export function shiftYears(date: string, years: number): string {
  const y = Number(date.slice(0, 4)) + years;
  const md = date.slice(5);
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  return `${y}-${md === '02-29' && !leap ? '02-28' : md}`;
}

/** Months (`yyyy-MM`) from the month of startDate to the month of endDate. */
export function monthsOf(startDate: string, endDate: string): string[] {
  const out: string[] = [];
  let y = Number(startDate.slice(0, 4));
  let m = Number(startDate.slice(5, 7));
  const last = endDate.slice(0, 7);
  for (;;) {
    const key = `${y}-${String(m).padStart(2, '0')}`;
    out.push(key);
    if (key >= last) return out;
    m += 1;
    if (m > 12) {
      m = 1;
      y += 1;
    }
  }
}

/** The period shifted by whole years (same tenant, zone and other filters): the YoY comparison. */
export function previousYear(f: StatFilters): StatFilters {
  const startDate = shiftYears(f.startDate, -1);
  const endDate = shiftYears(f.endDate, -1);
  return {
    ...f,
    startDate,
    endDate,
    from: startOfDay(startDate, f.tz),
    to: startOfDay(addDays(endDate, 1), f.tz),
  };
}

/**
 * Validates and completes the filters: dates default to the current year of the tenant zone, a
 * reversed range or one over five years is refused, and the department and dictionary keys must
 * exist in the caller's tenant.
 */
export async function resolveFilters(db: Db, ctx: RequestContext, input: unknown): Promise<StatFilters> {
  const parsed = statFiltersSchema.safeParse(input ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw badRequest(`参数错误: ${issue.path.join('.')} ${issue.message}`);
  }
  const p = parsed.data;
  const tz = await tenantTimeZone(db, ctx.tenantId);
  const today = dateInZone(new Date(), tz);
  const startDate = p.startDate ?? `${(p.endDate ?? today).slice(0, 4)}-01-01`;
  const endDate = p.endDate ?? `${startDate.slice(0, 4)}-12-31`;
  if (startDate > endDate) throw badRequest('参数错误: 开始日期不能晚于结束日期');
  if (endDate >= shiftYears(startDate, MAX_YEARS) || daysBetween(startDate, endDate) > 366 * MAX_YEARS)
    throw badRequest(`参数错误: 统计区间不能超过${MAX_YEARS}年`);
  if (p.deptId) {
    const [hit] = await db
      .select({ id: dept.id })
      .from(dept)
      .where(and(eq(dept.id, p.deptId), scoped(ctx.tenantId, dept), eq(dept.isDeleted, 0)));
    if (!hit) throw badRequest('参数错误: 部门不存在或不属于当前租户');
  }
  await checkKey(db, ctx, 'CHECK_TYPE', '检查类型', p.checkType);
  await checkKey(db, ctx, 'DANGER_LEVEL', '隐患等级', p.level);
  await checkKey(db, ctx, 'RISK_LEVEL', '风险等级', p.riskLevel);
  return {
    startDate,
    endDate,
    tz,
    from: startOfDay(startDate, tz),
    to: startOfDay(addDays(endDate, 1), tz),
    today,
    deptId: p.deptId,
    checkType: p.checkType,
    level: p.level,
    riskLevel: p.riskLevel,
  };
}

async function checkKey(db: Db, ctx: RequestContext, code: string, label: string, value?: string) {
  if (value === undefined) return;
  const items = await dictItemsFor(db, ctx.tenantId, code, true);
  if (!items.some((i) => i.key === value)) throw badRequest(`参数错误: ${label} [${value}] 不存在`);
}

/** `column` is the filter department or one of its descendants (materialised path `ancestors`). */
export function inDeptSubtree(column: SQL | PgColumn, f: StatFilters, tenantId: string) {
  if (!f.deptId) return undefined;
  return sql`${column} in (select ${dept.id} from ${dept} where ${dept.tenantId} = ${tenantId} and ${dept.isDeleted} = 0 and (${dept.id} = ${f.deptId} or string_to_array(${dept.ancestors}, ',') @> array[${f.deptId}]::text[]))`;
}

/** `column` (timestamptz) falls in the period. */
export function inPeriod(column: SQL | PgColumn, f: StatFilters): SQL {
  return sql`(${column} >= ${f.from.toISOString()}::timestamptz and ${column} < ${f.to.toISOString()}::timestamptz)`;
}

/**
 * The tenant zone as an SQL literal: the same text wherever it appears, so that an expression
 * in the select list matches its GROUP BY (a bound parameter would not). The name passed the
 * runtime's IANA check and quotes are doubled.
 */
export function zoneOf(f: StatFilters): SQL {
  return sql.raw(`'${f.tz.replace(/'/g, "''")}'`);
}

/** `yyyy-MM` of a timestamptz in the tenant zone. */
export function monthOf(column: SQL | PgColumn, f: StatFilters): SQL<string> {
  return sql<string>`to_char(${column} at time zone ${zoneOf(f)}, 'YYYY-MM')`;
}
