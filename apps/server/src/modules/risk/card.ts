import { isRiskLevel, RISK_LEVEL_HEX } from '@dp/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../core/envelope';
import type { Db } from '../../db/client';
import { dept, riskControlMeasure, riskPointControl, riskPointType, user } from '../../db/schema';
import { dictItemsFor } from '../../resource/dictionary';
import { scoped } from '../../resource/scoped';
import { cardTokenId, verifyCardToken } from './card-token';
import { ANALYSES } from './rollup';

/** Labels of one business dictionary of the point's tenant, as a lookup. */
async function labels(db: Db, tenantId: string, code: string) {
  const items = await dictItemsFor(db, tenantId, code, true);
  const map = new Map(items.map((i) => [i.key, i.label]));
  return (key: unknown) => (key === null || key === undefined ? '' : (map.get(String(key)) ?? String(key)));
}

async function names(db: Db, tenantId: string, userIds: string[], deptIds: string[]) {
  const [users, depts] = await Promise.all([
    userIds.length
      ? db
          .select({ id: user.id, name: user.realName, phone: user.phone })
          .from(user)
          .where(and(scoped(tenantId, user), inArray(user.id, userIds)))
      : [],
    deptIds.length
      ? db
          .select({ id: dept.id, name: dept.deptName })
          .from(dept)
          .where(and(scoped(tenantId, dept), inArray(dept.id, deptIds)))
      : [],
  ]);
  return {
    user: new Map(users.map((u) => [String(u.id), u])),
    dept: new Map(depts.map((d) => [String(d.id), d.name])),
  };
}

/** The read-only card of a point: what a worker scanning the code on site needs to know. */
async function cardOf(db: Db, point: typeof riskPointType.$inferSelect) {
  const tenantId = String(point.tenantId);
  const id = String(point.id);
  const [level, accident, category, control] = await Promise.all([
    labels(db, tenantId, 'RISK_LEVEL'),
    labels(db, tenantId, 'ACCIDENT_TYPE'),
    labels(db, tenantId, 'MEASURE_CATEGORY'),
    labels(db, tenantId, 'CONTROL_LEVEL'),
  ]);
  const hazards: {
    name: string;
    hazard: string;
    riskLevel: string;
    riskLevelName: string;
    accidentTypes: string;
  }[] = [];
  for (const [kind, a] of Object.entries(ANALYSES)) {
    const h = a.header;
    const i = a.item;
    const rows = await db
      .select({ item: i, header: h.name })
      .from(i)
      .innerJoin(h, eq(a.fk, h.id))
      .where(
        and(
          scoped(tenantId, h),
          eq(h.riskPointTypeId, id),
          eq(h.isDeleted, 0),
          eq(h.enableStatus, 'ENABLED'),
          eq(i.isDeleted, 0),
          eq(i.enableStatus, 'ENABLED'),
        ),
      )
      .orderBy(asc(h.createTime), asc(i.createTime));
    for (const { item, header } of rows) {
      const it = item as Record<string, unknown>;
      hazards.push({
        name: `${header} · ${String(kind === 'job' ? it.stepName : it.checkProject)}`,
        hazard: a.hazardOf(it),
        riskLevel: String(it.riskLevel ?? ''),
        riskLevelName: level(it.riskLevel),
        accidentTypes: (Array.isArray(it.accidentTypes) ? it.accidentTypes : []).map(accident).join('、'),
      });
    }
  }
  const [measures, controls] = await Promise.all([
    db
      .select({ category: riskControlMeasure.category, content: riskControlMeasure.content })
      .from(riskControlMeasure)
      .where(
        and(
          scoped(tenantId, riskControlMeasure),
          eq(riskControlMeasure.riskPointTypeId, id),
          eq(riskControlMeasure.isDeleted, 0),
          eq(riskControlMeasure.isExisting, true),
        ),
      )
      .orderBy(asc(riskControlMeasure.sort), asc(riskControlMeasure.createTime)),
    db
      .select()
      .from(riskPointControl)
      .where(
        and(
          scoped(tenantId, riskPointControl),
          eq(riskPointControl.riskPointTypeId, id),
          eq(riskPointControl.isDeleted, 0),
          eq(riskPointControl.enabled, true),
        ),
      ),
  ]);
  const who = await names(
    db,
    tenantId,
    [point.responsibleUserId, ...controls.map((c) => c.responsibleUserId)].filter(Boolean).map(String),
    [point.deptId, ...controls.map((c) => c.deptId)].filter(Boolean).map(String),
  );
  const responsible = who.user.get(String(point.responsibleUserId));
  const order = ['TECHNOLOGY', 'MANAGEMENT', 'EDUCATION', 'PROTECTION', 'URGENT'];
  const ranks = ['COMPANY', 'DEPARTMENT', 'WORKSHOP', 'TEAM', 'POST'];
  return {
    name: point.name,
    code: point.code,
    riskLevel: point.riskLevel,
    riskLevelName: level(point.riskLevel),
    levelColor: isRiskLevel(point.riskLevel) ? RISK_LEVEL_HEX[point.riskLevel] : '',
    hazardSummary: point.hazardSummary ?? '',
    emergencyMeasures: point.emergencyMeasures ?? '',
    deptName: who.dept.get(String(point.deptId)) ?? '',
    responsibleName: responsible?.name ?? '',
    responsiblePhone: point.responsiblePhone || responsible?.phone || '',
    hazards,
    measures: order
      .map((c) => ({
        category: c,
        categoryName: category(c),
        items: measures.filter((m) => m.category === c).map((m) => String(m.content)),
      }))
      .filter((g) => g.items.length > 0),
    controls: controls
      .sort((a, b) => ranks.indexOf(String(a.controlLevel)) - ranks.indexOf(String(b.controlLevel)))
      .map((c) => ({
        controlLevel: c.controlLevel,
        controlLevelName: control(c.controlLevel),
        deptName: who.dept.get(String(c.deptId)) ?? '',
        responsibleName: who.user.get(String(c.responsibleUserId))?.name ?? '',
      })),
  };
}

/**
 * The public risk card behind a printed QR code: no sign-in, read-only, rate-limited. A token of a
 * deleted point or one signed over a rotated `qrToken` answers `{available: false}`.
 */
export async function cardRoutes(app: FastifyInstance) {
  const { db, config } = app.deps;
  app.get<{ Params: { token: string } }>(
    '/shtmp-risk/card/:token',
    { config: { access: { public: true }, rateLimit: { max: 60, timeWindow: '1 minute' } } },
    async (req) => {
      const id = cardTokenId(req.params.token);
      const [point] = id
        ? await db
            .select()
            .from(riskPointType)
            .where(and(eq(riskPointType.id, id), eq(riskPointType.isDeleted, 0)))
        : [];
      if (!point?.qrToken || !verifyCardToken(config.dataKey, req.params.token, String(point.qrToken))) {
        return ok({ available: false, message: '该风险点二维码已作废或风险点已删除' });
      }
      return ok({ available: true, card: await cardOf(db, point) });
    },
  );
}
