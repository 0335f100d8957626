import { isRiskLevel, RISK_LEVEL_HEX, resources } from '@dp/domain';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { RequestContext } from '../../core/context';
import {
  binary,
  contract,
  declareContracts,
  doneEnvelope,
  envelope,
  getContract,
  idParams,
  postContract,
  text,
} from '../../core/contract';
import { badRequest, done, notFound, ok } from '../../core/envelope';
import { isId } from '../../core/ids';
import { qrcode } from '../../core/lazy-libs';
import { writeTransaction } from '../../core/together';
import type { Db } from '../../db/client';
import {
  riskControlMeasure,
  riskDeviceFacility,
  riskJobActivity,
  riskPointControl,
  riskPointType,
} from '../../db/schema';
import { resourceContracts } from '../../resource/contract';
import { formColumns } from '../../resource/export-columns';
import { registerResource } from '../../resource/routes';
import { scoped } from '../../resource/scoped';
import { type Row, resourceService } from '../../resource/service';
import { cardToken, newQrToken } from './card-token';
import { controlsChanged } from './control';
import { rollUpRiskPoint } from './rollup';

const def = resources.riskPointType;

/** Another module's rows that keep a risk point from being deleted (check points, open dangers). */
export type RiskPointReference = (
  db: Db,
  args: { tenantId: string; ids: string[] },
) => Promise<{ label: string; count: number }>;

const references: RiskPointReference[] = [];

export function onRiskPointRemove(reference: RiskPointReference): void {
  references.push(reference);
}

const OWN_REFERENCES = [
  { table: riskJobActivity, label: '作业活动' },
  { table: riskDeviceFacility, label: '设备设施' },
  { table: riskControlMeasure, label: '管控措施' },
  { table: riskPointControl, label: '分级管控责任' },
] as const;

async function refuseWhileReferenced(db: Db, ctx: RequestContext, ids: string[]) {
  for (const { table, label } of OWN_REFERENCES) {
    const [{ n }] = await db
      .select({ n: count() })
      .from(table)
      .where(and(scoped(ctx, table), inArray(table.riskPointTypeId, ids), eq(table.isDeleted, 0)));
    if (n > 0) throw badRequest(`风险点仍被${n}条${label}引用，请先删除后再删除风险点`);
  }
  for (const reference of references) {
    const r = await reference(db, { tenantId: ctx.tenantId, ids });
    if (r.count > 0) throw badRequest(`风险点仍被${r.count}条${r.label}引用，请先处理后再删除风险点`);
  }
}

export const riskPointService = resourceService(def, riskPointType, {
  beforeWrite: ({ row, existing }) => {
    if (!existing) {
      Object.assign(row, { qrToken: newQrToken(), reviewStatus: 'UNSUBMITTED', versionNo: 0 });
      return;
    }
    const status = existing.reviewStatus;
    if (status === 'APPROVED' || status === 'REJECTED') row.reviewStatus = 'UNSUBMITTED';
    if (status !== 'UNSUBMITTED' || existing.changedSinceReview) row.changedSinceReview = true;
  },
  beforeRemove: ({ ctx, ids, db }) => refuseWhileReferenced(db, ctx, ids),
  // the register exported whole: every column of its form (places, people, departments by name)
  exportLayout: { columns: formColumns },
  // Being part of a 重大危险源 is a direct-major reason (§2.4): the level follows the switch at once.
  afterWrite: async ({ ctx, db, action, rows, existing }) => {
    if (action === 'remove') return;
    // a point disabled (or enabled again) retires (or brings back) the check plans of its controls
    for (const [i, row] of rows.entries())
      if (existing?.[i] && existing[i].enableStatus !== row.enableStatus)
        await controlsChanged(db, ctx, String(row.id));
    for (const row of rows) {
      await rollUpRiskPoint(db, ctx.tenantId, String(row.id));
      const [fresh] = await db
        .select({
          riskLevel: riskPointType.riskLevel,
          rolledUpLevel: riskPointType.rolledUpLevel,
          controlLevel: riskPointType.controlLevel,
          directMajorReasons: riskPointType.directMajorReasons,
        })
        .from(riskPointType)
        .where(and(scoped(ctx, riskPointType), eq(riskPointType.id, String(row.id))));
      if (fresh) Object.assign(row, fresh);
    }
  },
  decorate: async ({ rows }) =>
    rows.map((r) => ({ ...r, levelColor: isRiskLevel(r.riskLevel) ? RISK_LEVEL_HEX[r.riskLevel] : '' })),
});

/** The public card URL of a risk point, from the host the caller used. */
export function cardUrl(origin: string, key: Buffer, id: string, qrToken: string): string {
  return `${origin}/card/${cardToken(key, id, qrToken)}`;
}

async function ownPoint(db: Db, ctx: RequestContext, id: unknown): Promise<Row> {
  if (!isId(String(id ?? ''))) throw badRequest('参数错误: id 应为编号');
  const [row] = await db
    .select()
    .from(riskPointType)
    .where(and(riskPointService.scope(ctx), eq(riskPointType.id, String(id))));
  if (!row) throw notFound('风险点不存在或已被删除');
  return row;
}

export async function riskPointRoutes(app: FastifyInstance) {
  const { db, config } = app.deps;
  registerResource(app, riskPointService);
  const base = def.path;
  declareContracts(app, {
    [`GET ${base}/qrcode/:id`]: getContract({}, binary(), { params: idParams }),
    [`GET ${base}/cardUrl/:id`]: getContract({}, envelope(z.string()), { params: idParams }),
    [`POST ${base}/rotateQrToken`]: postContract({ id: text }, doneEnvelope),
    [`POST ${base}/override`]: contract({
      body: z
        .looseObject({
          id: text.optional(),
          riskLevelOverride: z.boolean().optional(),
          overrideLevel: z.string().nullish(),
          overrideReason: z.string().nullish(),
        })
        .nullish(),
      response: envelope(resourceContracts(def).row),
    }),
  });
  const origin = (req: { protocol: string; host: string }) => `${req.protocol}://${req.host}`;

  // PNG of the public card URL (seed 001 §7: GET qrcode/{id}).
  app.get<{ Params: { id: string } }>(
    `${base}/qrcode/:id`,
    { config: { access: { permission: ['riskPointType_qrcode', 'riskPointType'] } } },
    async (req, reply) => {
      const point = await ownPoint(db, req.ctx!, req.params.id);
      const url = cardUrl(origin(req), config.dataKey, String(point.id), String(point.qrToken));
      const png = await (await qrcode()).toBuffer(url, {
        type: 'png',
        width: 360,
        margin: 2,
        errorCorrectionLevel: 'M',
      });
      return reply.header('Content-Type', 'image/png').header('X-Card-Url', url).send(png);
    },
  );

  // The card URL itself, for printing beside the code and for copying.
  app.get<{ Params: { id: string } }>(
    `${base}/cardUrl/:id`,
    { config: { access: { permission: ['riskPointType_qrcode', 'riskPointType'] } } },
    async (req) => {
      const point = await ownPoint(db, req.ctx!, req.params.id);
      return ok(cardUrl(origin(req), config.dataKey, String(point.id), String(point.qrToken)));
    },
  );

  // Revokes every printed code of the point: a new token, old links answer "revoked".
  app.post<{ Querystring: { id?: string } }>(
    `${base}/rotateQrToken`,
    { config: { access: { permission: 'riskPointType_qrcode' } } },
    async (req) => {
      const point = await ownPoint(db, req.ctx!, req.query.id);
      await db
        .update(riskPointType)
        .set({ qrToken: newQrToken(), updateUser: req.ctx!.userId, updateTime: new Date() })
        .where(and(scoped(req.ctx!, riskPointType), eq(riskPointType.id, String(point.id))));
      return done('二维码已重新生成，旧二维码失效');
    },
  );

  // Manual judgement of the level (§2.4): needs a reason; who/when/why stay on the row.
  app.post<{
    Body: { id?: string; riskLevelOverride?: boolean; overrideLevel?: string; overrideReason?: string };
  }>(`${base}/override`, { config: { access: { permission: 'riskPointType_edit' } } }, async (req) => {
    const ctx = req.ctx!;
    const body = req.body ?? {};
    const point = await ownPoint(db, ctx, body.id);
    const isOverride = body.riskLevelOverride === true;
    const reason = typeof body.overrideReason === 'string' ? body.overrideReason.trim() : '';
    if (isOverride && !isRiskLevel(body.overrideLevel)) throw badRequest('参数错误: 请选择判定的风险等级');
    if (isOverride && !reason) throw badRequest('参数错误: 人工判定风险等级必须填写判定理由');
    if (reason.length > 500) throw badRequest('参数错误: 判定理由长度不能超过500');
    await writeTransaction(db, async (tx) => {
      const t = tx as unknown as Db;
      await t
        .update(riskPointType)
        .set({
          riskLevelOverride: isOverride,
          overrideLevel: isOverride ? body.overrideLevel : null,
          overrideReason: isOverride ? reason : null,
          overrideUserId: ctx.userId,
          overrideTime: new Date(),
          updateUser: ctx.userId,
          updateTime: new Date(),
        })
        .where(and(scoped(ctx, riskPointType), eq(riskPointType.id, String(point.id))));
      await rollUpRiskPoint(t, ctx.tenantId, String(point.id));
    });
    return ok(await riskPointService.get(db, ctx, point.id), '操作成功');
  });
}
