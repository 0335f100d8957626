import { isRiskLevel, RISK_LEVEL_HEX } from '@dp/domain';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { anyObject, contract, declareContracts, envelope } from '../../core/contract';
import { formatDate } from '../../core/dates';
import { ok } from '../../core/envelope';
import { together } from '../../core/together';
import type { Db } from '../../db/client';
import { dept, riskPointType, riskPointTypeReview, user } from '../../db/schema';
import { bizLabelOf } from '../../resource/dictionary';
import { scoped } from '../../resource/scoped';
import { cardTokenId, verifyCardToken } from './card-token';
import { ANALYSES, type AnalysisKind } from './rollup';
import { riskPointSnapshot } from './snapshot';

async function names(db: Db, tenantId: string, userIds: string[], deptIds: string[]) {
  const [users, depts] = await together(
    db,
    async () =>
      userIds.length
        ? db
            .select({ id: user.id, name: user.realName, phone: user.phone })
            .from(user)
            .where(and(scoped(tenantId, user), inArray(user.id, userIds)))
        : [],
    async () =>
      deptIds.length
        ? db
            .select({ id: dept.id, name: dept.deptName })
            .from(dept)
            .where(and(scoped(tenantId, dept), inArray(dept.id, deptIds)))
        : [],
  );
  return {
    user: new Map(users.map((u) => [String(u.id), u])),
    dept: new Map(depts.map((d) => [String(d.id), d.name])),
  };
}

type Line = Record<string, unknown>;
type Analysis = { kind: AnalysisKind; header: Line; items: Line[] };

/** What a card is drawn from: the approved review snapshot, or the live rows before any approval. */
type CardSource = {
  point: Line;
  analyses: Analysis[];
  measures: Line[];
  controls: Line[];
  approved: { version: number; reviewTime: Date | null } | null;
};

const isEnabled = (row: Line) => row.enableStatus === 'ENABLED';
const createdOrder = (a: Line, b: Line) =>
  String(a.createTime ?? '').localeCompare(String(b.createTime ?? ''));

/** The live content of a point, in the shape of its review snapshot (snapshot.ts). */
async function liveSource(db: Db, point: Line): Promise<CardSource> {
  const snapshot = await riskPointSnapshot(db, String(point.tenantId), String(point.id));
  return { ...fromSnapshot(snapshot ?? { point }), point, approved: null };
}

function fromSnapshot(snapshot: Record<string, unknown>): Omit<CardSource, 'approved'> {
  const list = (v: unknown) => (Array.isArray(v) ? (v as Line[]) : []);
  const analyses = (kind: AnalysisKind, headers: unknown): Analysis[] =>
    list(headers).map((h) => ({ kind, header: h, items: list(h.items) }));
  return {
    point: (snapshot.point ?? {}) as Line,
    analyses: [...analyses('job', snapshot.jobActivities), ...analyses('device', snapshot.deviceFacilities)],
    measures: list(snapshot.measures),
    controls: list(snapshot.controls),
  };
}

/**
 * The approved content of a point (§5.11: the last approved snapshot stays valid for cards until
 * re-approval), or the live content while the point has never been approved.
 */
async function cardSource(db: Db, point: typeof riskPointType.$inferSelect): Promise<CardSource> {
  const [review] = await db
    .select({
      snapshot: riskPointTypeReview.snapshot,
      version: riskPointTypeReview.snapshotVersion,
      reviewTime: riskPointTypeReview.reviewTime,
    })
    .from(riskPointTypeReview)
    .where(
      and(
        scoped(String(point.tenantId), riskPointTypeReview),
        eq(riskPointTypeReview.targetId, String(point.id)),
        eq(riskPointTypeReview.result, 'APPROVED'),
        eq(riskPointTypeReview.isDeleted, 0),
      ),
    )
    .orderBy(desc(riskPointTypeReview.reviewTime), desc(riskPointTypeReview.id))
    .limit(1);
  if (!review?.snapshot || typeof review.snapshot !== 'object') return liveSource(db, point);
  return {
    ...fromSnapshot(review.snapshot as Record<string, unknown>),
    approved: {
      version: Number(review.version ?? 0),
      reviewTime: review.reviewTime instanceof Date ? review.reviewTime : null,
    },
  };
}

/** The existing measures of a source as comparable text, in a stable order. */
const measureKeys = (measures: Line[]) =>
  measures
    .filter((m) => m.isExisting === true)
    .map((m) => `${String(m.category)}|${String(m.content)}`)
    .sort()
    .join('\n');

/**
 * An approved card is out of date (过期/需更新) once the live point's level or existing measures differ
 * from the approved snapshot it shows; a card drawn from the live rows is never out of date.
 */
async function isOutOfDate(db: Db, point: Line, source: CardSource): Promise<boolean> {
  if (!source.approved) return false;
  if ((point.riskLevel ?? null) !== (source.point.riskLevel ?? null)) return true;
  const live = await liveSource(db, point);
  return measureKeys(live.measures) !== measureKeys(source.measures);
}

/** The read-only card of a point: what a worker scanning the code on site needs to know. */
async function cardOf(db: Db, tenantId: string, source: CardSource) {
  const { point } = source;
  const [level, accident, category, control] = await together(
    db,
    async () => bizLabelOf(db, tenantId, 'RISK_LEVEL'),
    async () => bizLabelOf(db, tenantId, 'ACCIDENT_TYPE'),
    async () => bizLabelOf(db, tenantId, 'MEASURE_CATEGORY'),
    async () => bizLabelOf(db, tenantId, 'CONTROL_LEVEL'),
  );
  const hazards = source.analyses
    .filter((a) => isEnabled(a.header))
    .sort((a, b) => createdOrder(a.header, b.header))
    .flatMap(({ kind, header, items }) =>
      items
        .filter(isEnabled)
        .sort(createdOrder)
        .map((it) => ({
          name: `${String(header.name ?? '')} · ${String(kind === 'job' ? it.stepName : it.checkProject)}`,
          hazard: ANALYSES[kind].hazardOf(it),
          riskLevel: String(it.riskLevel ?? ''),
          riskLevelName: level(it.riskLevel),
          accidentTypes: (Array.isArray(it.accidentTypes) ? it.accidentTypes : []).map(accident).join('、'),
        })),
    );
  const measures = source.measures
    .filter((m) => m.isExisting === true)
    .sort((a, b) => Number(a.sort ?? 0) - Number(b.sort ?? 0) || createdOrder(a, b));
  const controls = source.controls.filter((c) => c.enabled === true);
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
    name: String(point.name ?? ''),
    code: String(point.code ?? ''),
    riskLevel: point.riskLevel ?? null,
    riskLevelName: level(point.riskLevel),
    levelColor: isRiskLevel(point.riskLevel) ? RISK_LEVEL_HEX[point.riskLevel] : '',
    hazardSummary: String(point.hazardSummary ?? ''),
    emergencyMeasures: String(point.emergencyMeasures ?? ''),
    deptName: who.dept.get(String(point.deptId)) ?? '',
    responsibleName: responsible?.name ?? '',
    responsiblePhone: String(point.responsiblePhone || responsible?.phone || ''),
    isApproved: source.approved !== null,
    versionNo: source.approved?.version ?? null,
    approvedTime: source.approved?.reviewTime ? formatDate(source.approved.reviewTime) : null,
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
  declareContracts(app, {
    'GET /shtmp-risk/card/:token': contract({
      params: z.object({ token: z.string() }),
      response: envelope(
        z.union([
          z.object({ available: z.literal(false), message: z.string() }),
          z.object({ available: z.literal(true), card: anyObject }),
        ]),
      ),
    }),
  });
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
      const source = await cardSource(db, point);
      const card = await cardOf(db, String(point.tenantId), source);
      return ok({ available: true, card: { ...card, outOfDate: await isOutOfDate(db, point, source) } });
    },
  );
}
