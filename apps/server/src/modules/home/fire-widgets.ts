import { and, eq, gte, type SQL, sql } from 'drizzle-orm';
import type { RequestContext } from '../../core/context';
import { dateInZone } from '../../core/dates';
import { together } from '../../core/together';
import type { Db } from '../../db/client';
import { checkRecord, checkRiskPoint } from '../../db/schema';
import { dictItemsFor } from '../../resource/dictionary';
import { scoped } from '../../resource/scoped';
import { dictExtra } from '../check/common';
import { type ExtinguisherRule, extinguisherDates } from '../check/extinguisher';
import { checkRiskPointService } from '../check/points';
import { startOfDay } from './period';

/** Enabled points of a fire-equipment kind the caller may see, with their check state this month. */
async function firePoints(db: Db, ctx: RequestContext, kind: 'EXTINGUISHER' | 'HYDRANT', monthStart: Date) {
  // "checked this month" = a submitted record without failures (PASS) since the month began
  const passedThisMonth = sql<boolean>`exists (select 1 from ${checkRecord} where ${and(
    eq(checkRecord.checkRiskPointId, checkRiskPoint.id),
    scoped(ctx.tenantId, checkRecord),
    eq(checkRecord.isDeleted, 0),
    eq(checkRecord.recordStatus, 'SUBMITTED'),
    eq(checkRecord.result, 'NORMAL'),
    gte(checkRecord.submitTime, monthStart),
  )})`;
  return db
    .select({
      quantity: checkRiskPoint.quantity,
      extinguisherType: checkRiskPoint.extinguisherType,
      productionDate: checkRiskPoint.productionDate,
      lastServiceDate: checkRiskPoint.lastServiceDate,
      hydrantType: checkRiskPoint.hydrantType,
      lastCheckResult: checkRiskPoint.lastCheckResult,
      passedThisMonth,
    })
    .from(checkRiskPoint)
    .where(
      and(
        checkRiskPointService.scope(ctx),
        eq(checkRiskPoint.pointKind, kind),
        eq(checkRiskPoint.enableStatus, 'ENABLED'),
      ) as SQL,
    );
}

const monthStartOf = (today: string, tz: string) => startOfDay(`${today.slice(0, 7)}-01`, tz);

export type ExtinguisherInfo = {
  total: number;
  points: number;
  normal: number;
  serviceDue: number;
  expiring: number;
  expired: number;
  abnormal: number;
  uncheckedThisMonth: number;
};

/**
 * Extinguishers (§11): units in total and by life status (recomputed on today's date, as the
 * point list does); points whose last check failed and points without a passed check this month.
 */
export async function extinguisherBaseInfo(db: Db, ctx: RequestContext, tz: string, now = new Date()) {
  const today = dateInZone(now, tz);
  const rows = await firePoints(db, ctx, 'EXTINGUISHER', monthStartOf(today, tz));
  const rules = new Map<string, Promise<ExtinguisherRule>>();
  const ruleOf = (type: string) => {
    let r = rules.get(type);
    if (!r) {
      r = dictExtra(db, ctx.tenantId, 'EXTINGUISHER_TYPE', type) as Promise<ExtinguisherRule>;
      rules.set(type, r);
    }
    return r;
  };
  const out: ExtinguisherInfo = {
    total: 0,
    points: rows.length,
    normal: 0,
    serviceDue: 0,
    expiring: 0,
    expired: 0,
    abnormal: 0,
    uncheckedThisMonth: 0,
  };
  const key = {
    NORMAL: 'normal',
    SERVICE_DUE: 'serviceDue',
    EXPIRING: 'expiring',
    EXPIRED: 'expired',
  } as const;
  for (const r of rows) {
    const units = Number(r.quantity ?? 1) || 1;
    out.total += units;
    const status =
      r.productionDate && r.extinguisherType
        ? extinguisherDates({
            productionDate: String(r.productionDate),
            lastServiceDate: (r.lastServiceDate as string | null) ?? null,
            rule: await ruleOf(String(r.extinguisherType)),
            today,
          }).lifeStatus
        : 'NORMAL';
    out[key[status]] += units;
    if (r.lastCheckResult === 'FAIL') out.abnormal += 1;
    if (!r.passedThisMonth) out.uncheckedThisMonth += 1;
  }
  return out;
}

export type HydrantInfo = {
  total: number;
  normal: number;
  abnormal: number;
  uncheckedThisMonth: number;
  byType: { type: string; label: string; count: number }[];
};

/** Hydrants (§11): points by last check result and type, and those without a passed check this month. */
export async function hydrantBaseInfo(db: Db, ctx: RequestContext, tz: string, now = new Date()) {
  const today = dateInZone(now, tz);
  const [rows, types] = await together(
    db,
    async () => firePoints(db, ctx, 'HYDRANT', monthStartOf(today, tz)),
    async () => dictItemsFor(db, ctx.tenantId, 'HYDRANT_TYPE', true, ctx.english),
  );
  const byType = new Map<string, number>();
  const out: HydrantInfo = { total: rows.length, normal: 0, abnormal: 0, uncheckedThisMonth: 0, byType: [] };
  for (const r of rows) {
    if (r.lastCheckResult === 'FAIL') out.abnormal += 1;
    else if (r.lastCheckResult === 'PASS') out.normal += 1;
    if (!r.passedThisMonth) out.uncheckedThisMonth += 1;
    const type = String(r.hydrantType ?? '');
    byType.set(type, (byType.get(type) ?? 0) + 1);
  }
  out.byType = types.map((t) => ({ type: t.key, label: t.label, count: byType.get(t.key) ?? 0 }));
  return out;
}
