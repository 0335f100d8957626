import { ALL_CALLS, type ResourceDef, resources } from '@dp/domain';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { RequestContext } from '../../core/context';
import { badRequest } from '../../core/envelope';
import type { Db } from '../../db/client';
import { riskPointType } from '../../db/schema';
import { registerResource } from '../../resource/routes';
import { scoped } from '../../resource/scoped';
import { type Row, resourceService } from '../../resource/service';
import { evaluateItem, requireExistingMeasure } from './evaluation';
import { ANALYSES, type AnalysisKind, markChanged, rollUpAnalysis, rollUpRiskPoint } from './rollup';
import { riskSettings } from './settings';

/** Analysis lines are imported through the ledger (with their header), not one by one. */
const withoutImport = (def: ResourceDef): ResourceDef => ({
  ...def,
  calls: (def.calls ?? ALL_CALLS).filter((c) => c !== 'import'),
});

const DEFS = {
  job: { header: resources.riskJobActivity, item: resources.riskJobActivityItem },
  device: { header: resources.riskDeviceFacility, item: resources.riskDeviceFacilityItem },
} as const;

async function pointInTenant(db: Db, ctx: RequestContext, id: unknown): Promise<void> {
  const [hit] = await db
    .select({ id: riskPointType.id })
    .from(riskPointType)
    .where(and(scoped(ctx, riskPointType), eq(riskPointType.id, String(id)), eq(riskPointType.isDeleted, 0)));
  if (!hit) throw badRequest('参数错误: 所属风险点不存在或已被删除');
}

function headerService(kind: AnalysisKind) {
  const { header: table } = ANALYSES[kind];
  const def = DEFS[kind].header;
  return resourceService(def, table, {
    // Points' levels (disable/delete changes them) and review state, in the write's transaction.
    afterWrite: ({ db, ctx, rows, action }) => afterHeaders(kind, db, ctx, rows, action === 'remove'),
    beforeWrite: async ({ ctx, row, existing, db }) => {
      if (!existing) {
        await pointInTenant(db, ctx, row.riskPointTypeId);
        row.reviewStatus = 'UNSUBMITTED';
      } else {
        delete row.riskPointTypeId;
        const status = existing.reviewStatus;
        if (status === 'APPROVED' || status === 'REJECTED') row.reviewStatus = 'UNSUBMITTED';
        if (status !== 'UNSUBMITTED' || existing.changedSinceReview) row.changedSinceReview = true;
      }
      if (kind === 'job' && typeof row.name === 'string') {
        const pointId = String(existing?.riskPointTypeId ?? row.riskPointTypeId);
        const [dup] = await db
          .select({ id: table.id })
          .from(table)
          .where(
            and(
              scoped(ctx, table),
              eq(table.riskPointTypeId, pointId),
              eq(table.name, row.name),
              eq(table.isDeleted, 0),
              existing ? ne(table.id, String(existing.id)) : undefined,
            ),
          );
        if (dup) throw badRequest(`该风险点下已存在作业活动 [${row.name}]`);
      }
      if (kind === 'device') {
        const special = 'isSpecialEquipment' in row ? row.isSpecialEquipment : existing?.isSpecialEquipment;
        const type =
          'specialEquipmentType' in row ? row.specialEquipmentType : existing?.specialEquipmentType;
        if (special === true && !type) throw badRequest('参数错误: 特种设备须选择特种设备种类');
      }
    },
  });
}

function itemService(kind: AnalysisKind) {
  const { header, item } = ANALYSES[kind];
  const fkName = ANALYSES[kind].fkName;
  const def = DEFS[kind].item;
  return resourceService(withoutImport(def), item, {
    afterWrite: ({ db, ctx, rows }) => afterItems(kind, db, ctx, rows),
    beforeWrite: async ({ ctx, row, existing, db }) => {
      if (existing) delete row[fkName];
      else {
        const [h] = await db
          .select({ id: header.id })
          .from(header)
          .where(and(scoped(ctx, header), eq(header.id, String(row[fkName])), eq(header.isDeleted, 0)));
        if (!h) throw badRequest(`参数错误: ${kind === 'job' ? '作业活动' : '设备设施'}不存在或已被删除`);
      }
      requireExistingMeasure(row, existing);
      evaluateItem(row, existing, await riskSettings(db, ctx.tenantId));
    },
  });
}

export const analysisServices = {
  job: { header: headerService('job'), item: itemService('job') },
  device: { header: headerService('device'), item: itemService('device') },
};

/** After header changes: the points' levels (disable/delete changes them) and review state. */
async function afterHeaders(kind: AnalysisKind, db: Db, ctx: RequestContext, rows: Row[], isRemove: boolean) {
  const { item, fk } = ANALYSES[kind];
  const ids = rows.map((r) => String(r.id));
  if (isRemove && ids.length) {
    await db
      .update(item)
      .set({ isDeleted: 1, updateUser: ctx.userId, updateTime: new Date() })
      .where(and(scoped(ctx, item), inArray(fk, ids)));
  }
  for (const pointId of new Set(rows.map((r) => String(r.riskPointTypeId)))) {
    await rollUpRiskPoint(db, ctx.tenantId, pointId);
    await markChanged(db, ctx.tenantId, { table: riskPointType, id: pointId });
  }
}

/** After line changes: the analysis's and the point's levels, and both review states. */
async function afterItems(kind: AnalysisKind, db: Db, ctx: RequestContext, rows: Row[]) {
  const { header, fkName } = ANALYSES[kind];
  for (const analysisId of new Set(rows.map((r) => String(r[fkName])))) {
    await rollUpAnalysis(db, ctx.tenantId, kind, analysisId);
    await markChanged(db, ctx.tenantId, { table: header, id: analysisId });
    const [h] = await db
      .select({ pointId: header.riskPointTypeId })
      .from(header)
      .where(and(scoped(ctx, header), eq(header.id, analysisId)));
    if (h?.pointId) await markChanged(db, ctx.tenantId, { table: riskPointType, id: String(h.pointId) });
  }
}

export async function analysisRoutes(app: FastifyInstance) {
  for (const kind of ['job', 'device'] as const) {
    const { header, item } = analysisServices[kind];
    registerResource(app, header);
    registerResource(app, item, { writePermission: `${DEFS[kind].header.permission}_item` });
  }
}
