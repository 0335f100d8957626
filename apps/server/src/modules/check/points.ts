import { randomBytes } from 'node:crypto';
import { resources } from '@dp/domain';
import { and, asc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  binary,
  declareContracts,
  envelope,
  getContract,
  idParams,
  postContract,
  text,
} from '../../core/contract';
import { formatDate } from '../../core/dates';
import { badRequest, forbidden, notFound, ok } from '../../core/envelope';
import { isId } from '../../core/ids';
import { qrcode } from '../../core/lazy-libs';
import type { Db } from '../../db/client';
import { checkRiskPoint } from '../../db/schema';
import { resourceContracts } from '../../resource/contract';
import { registerResource } from '../../resource/routes';
import { scoped } from '../../resource/scoped';
import { type Row, resourceService } from '../../resource/service';
import type { BeforeWriteArgs } from '../../resource/service-hooks';
import { onRiskLevelChange, readRiskPointLevel } from '../risk/rollup';
import { dictExtra, isPointKind, KIND_PERMISSION, kindsAllowed, type PointKind } from './common';
import { extinguisherDates } from './extinguisher';

const def = resources.checkRiskPoint;

const REQUIRED_BY_KIND: Record<PointKind, [string, string][]> = {
  NORMAL: [['riskPointTypeId', '风险点']],
  EXTINGUISHER: [
    ['extinguisherType', '灭火器类型'],
    ['specModel', '规格型号'],
    ['quantity', '数量'],
    ['productionDate', '生产日期'],
  ],
  HYDRANT: [['hydrantType', '消火栓类型']],
};

/** Service/scrap dates and life status of an extinguisher row on the tenant's today. */
async function extinguisherCalc(db: Db, tenantId: string, row: Row): Promise<Row> {
  const rule = await dictExtra(db, tenantId, 'EXTINGUISHER_TYPE', String(row.extinguisherType));
  const dates = extinguisherDates({
    productionDate: String(row.productionDate),
    lastServiceDate: (row.lastServiceDate as string | null) ?? null,
    rule: rule as Parameters<typeof extinguisherDates>[0]['rule'],
    today: formatDate(new Date()),
  });
  return { ...dates };
}

async function beforeWrite({ ctx, row, existing, db }: BeforeWriteArgs) {
  const kind = (existing?.pointKind ?? row.pointKind) as string;
  if (!isPointKind(kind)) throw badRequest('参数错误: pointKind 点位类型不正确');
  if (existing) delete row.pointKind;
  if (!kindsAllowed(ctx, existing ? 'edit' : 'add').includes(kind)) throw forbidden();
  const merged = { ...existing, ...row };
  for (const [field, label] of REQUIRED_BY_KIND[kind]) {
    const v = merged[field];
    if (v === undefined || v === null || v === '') throw badRequest(`参数错误: ${field} 请输入${label}`);
  }
  if (kind === 'EXTINGUISHER') Object.assign(row, await extinguisherCalc(db, ctx.tenantId, merged));
  if (!existing) row.qrToken = randomBytes(24).toString('base64url');
  // Risk points' level is copied from the risk point (and kept in sync by the listener below);
  // fire-equipment points are low risk by default (§6.2).
  if (kind === 'NORMAL' && (!existing || 'riskPointTypeId' in row))
    row.riskLevel = await readRiskPointLevel(db, ctx.tenantId, String(merged.riskPointTypeId));
  else if (!existing) row.riskLevel = 'LOW';
}

type PointsListener = (
  db: Db,
  change: { tenantId: string; userId: string; riskPointTypeId: string },
) => Promise<void>;
const pointListeners: PointsListener[] = [];

/** The control plans register here: a risk point's check points were added, changed or removed. */
export function onCheckPointsChanged(listener: PointsListener): void {
  pointListeners.push(listener);
}

export const checkRiskPointService = resourceService(def, checkRiskPoint, {
  afterWrite: async ({ ctx, db, rows, existing }) => {
    const pointIds = new Set(
      [...rows, ...(existing ?? [])]
        .filter((r) => r.pointKind === 'NORMAL' && r.riskPointTypeId)
        .map((r) => String(r.riskPointTypeId)),
    );
    for (const riskPointTypeId of pointIds)
      for (const l of pointListeners)
        await l(db, { tenantId: ctx.tenantId, userId: ctx.userId, riskPointTypeId });
  },
  // Each kind is a page of its own: the caller sees the kinds whose page it may open.
  rowFilter: (ctx): SQL | undefined => {
    if (ctx.isAdministrator) return undefined;
    const kinds = kindsAllowed(ctx, '');
    return kinds.length ? inArray(checkRiskPoint.pointKind, kinds) : sql`false`;
  },
  beforeWrite,
  beforeRemove: ({ ctx }) => {
    if (!kindsAllowed(ctx, 'delete').length) throw forbidden();
  },
  // Life status moves with the calendar: recompute it for the rows read.
  decorate: async ({ ctx, rows, db }) =>
    Promise.all(
      rows.map(async (r) =>
        r.pointKind === 'EXTINGUISHER' && r.productionDate && r.extinguisherType
          ? { ...r, ...(await extinguisherCalc(db, ctx.tenantId, r)) }
          : r,
      ),
    ),
});

/** Keeps the risk level of a risk point's check points equal to the risk point's level. */
export async function syncPointRiskLevel(
  db: Db,
  args: { tenantId: string; riskPointTypeId: string; riskLevel: string | null },
): Promise<number> {
  const done = await db
    .update(checkRiskPoint)
    .set({ riskLevel: args.riskLevel, updateTime: new Date() })
    .where(
      and(
        scoped(args.tenantId, checkRiskPoint),
        eq(checkRiskPoint.riskPointTypeId, args.riskPointTypeId),
        eq(checkRiskPoint.pointKind, 'NORMAL'),
      ),
    )
    .returning({ id: checkRiskPoint.id });
  return done.length;
}

onRiskLevelChange((db, change) => syncPointRiskLevel(db, change).then(() => undefined));

/** The phone URL printed in a point's QR code. */
export function scanUrl(req: FastifyRequest, qrToken: string): string {
  return `${req.protocol}://${req.host}/m/check/${qrToken}`;
}

const anyKind = (action: string) =>
  Object.values(KIND_PERMISSION).flatMap((p) => (action ? [`${p}_${action}`] : [p, `${p}_view`]));

export async function checkRiskPointRoutes(app: FastifyInstance) {
  declareContracts(app, {
    ...Object.fromEntries(
      (['number', 'name'] as const).map((field) => [
        `POST /shtmp-check/checkRiskPoint/validate/${field}`,
        postContract({ id: text, [field]: z.string() }, envelope(z.boolean())),
      ]),
    ),
    'GET /shtmp-check/checkRiskPoint/qrcode/:id': getContract({}, binary(), { params: idParams }),
    'GET /shtmp-check/checkRiskPoint/listByRiskPointTypeId/:id': getContract(
      {},
      envelope(z.array(resourceContracts(def).row)),
      { params: idParams },
    ),
  });
  const { db } = app.deps;
  registerResource(app, checkRiskPointService, {
    variants: [KIND_PERMISSION.EXTINGUISHER, KIND_PERMISSION.HYDRANT],
  });
  const read = { config: { access: { permission: anyKind('') } } };
  const write = { config: { access: { permission: [...anyKind('add'), ...anyKind('edit')] } } };

  // Live uniqueness checks of the form: data true = the value is free.
  for (const field of ['name', 'number'] as const) {
    app.post(`/shtmp-check/checkRiskPoint/validate/${field}`, write, async (req) => {
      const body = { ...(req.query as Row), ...((req.body as Row | null) ?? {}) };
      const value = typeof body[field] === 'string' ? (body[field] as string).trim() : '';
      if (!value) throw badRequest(`参数错误: ${field} 不能为空`);
      const selfId = body.id ? String(body.id) : undefined;
      if (selfId && !isId(selfId)) throw badRequest('参数错误: id 应为编号');
      const [hit] = await db
        .select({ id: checkRiskPoint.id })
        .from(checkRiskPoint)
        .where(
          and(
            scoped(req.ctx!, checkRiskPoint, { live: true }),
            eq(checkRiskPoint[field], value),
            selfId ? ne(checkRiskPoint.id, selfId) : undefined,
          ),
        )
        .limit(1);
      const label = def.fields[field].label.zh;
      return ok(!hit, hit ? `当前${label} [${value}] 已存在!` : '可以使用');
    });
  }

  app.get<{ Params: { id: string } }>('/shtmp-check/checkRiskPoint/qrcode/:id', read, async (req, reply) => {
    // the service's read decides access; the stored token (secret in every answer) only goes into the image
    const point = await checkRiskPointService.get(db, req.ctx!, req.params.id);
    const [stored] = await db
      .select({ qrToken: checkRiskPoint.qrToken })
      .from(checkRiskPoint)
      .where(eq(checkRiskPoint.id, String(point.id)));
    if (!stored?.qrToken) throw notFound('点位没有二维码');
    const png = await (await qrcode()).toBuffer(scanUrl(req, String(stored.qrToken)), {
      type: 'png',
      width: 360,
      margin: 2,
      errorCorrectionLevel: 'M',
    });
    return reply.header('Content-Type', 'image/png').header('Cache-Control', 'private, no-store').send(png);
  });

  app.get<{ Params: { id: string } }>(
    '/shtmp-check/checkRiskPoint/listByRiskPointTypeId/:id',
    read,
    async (req) => {
      if (!isId(req.params.id)) throw badRequest('参数错误: id 应为编号');
      const rows = await db
        .select()
        .from(checkRiskPoint)
        .where(and(checkRiskPointService.scope(req.ctx!), eq(checkRiskPoint.riskPointTypeId, req.params.id)))
        .orderBy(asc(checkRiskPoint.number));
      return ok(rows.map(checkRiskPointService.output));
    },
  );
}
