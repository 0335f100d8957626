import { resources } from '@dp/domain';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { anyId } from '../../core/any-id';
import type { RequestContext } from '../../core/context';
import { declareContracts, envelope, getContract } from '../../core/contract';
import { badRequest, ok } from '../../core/envelope';
import type { Db } from '../../db/client';
import { checkItem, checkRecord, checkRecordItem, checkRiskPoint } from '../../db/schema';
import { registerResource } from '../../resource/routes';
import { scoped } from '../../resource/scoped';
import { type Row, resourceService } from '../../resource/service';
import { assertImages } from './photos';

const recordDef = resources.checkRecord;
const itemDef = resources.checkRecordItem;

/** A record being written by hand (desktop ledger): the point must be the tenant's; drafts only. */
async function recordRules(db: Db, ctx: RequestContext, row: Row, existing?: Row) {
  if (existing && existing.recordStatus !== 'IN_PROGRESS') throw badRequest('已提交的检查记录不能修改');
  if (Array.isArray(row.photoIds)) await assertImages(db, ctx, row.photoIds as string[]);
  if (existing) {
    delete row.checkRiskPointId;
    return;
  }
  const [point] = await db
    .select({ id: checkRiskPoint.id, riskPointTypeId: checkRiskPoint.riskPointTypeId })
    .from(checkRiskPoint)
    .where(
      and(scoped(ctx, checkRiskPoint, { live: true }), eq(checkRiskPoint.id, String(row.checkRiskPointId))),
    );
  if (!point) throw badRequest('检查点位不存在或不属于当前租户');
  const now = new Date();
  Object.assign(row, {
    riskPointTypeId: point.riskPointTypeId,
    checkerId: ctx.userId,
    startTime: now,
    recordStatus: 'IN_PROGRESS',
    scanVerified: false,
    failCount: 0,
    dangerCount: 0,
  });
}

export const checkRecordService = resourceService(recordDef, checkRecord, {
  beforeWrite: ({ ctx, row, existing, db }) => recordRules(db, ctx, row, existing),
  beforeRemove: async ({ ctx, ids, db }) => {
    const rows = await db
      .select({ s: checkRecord.recordStatus })
      .from(checkRecord)
      .where(and(checkRecordService.scope(ctx), anyId(checkRecord.id, ids)));
    if (rows.some((r) => r.s !== 'IN_PROGRESS')) throw badRequest('已提交的检查记录不能删除');
  },
});

/** The record of an item row, which must be the caller's tenant's and still being written. */
async function openRecord(db: Db, ctx: RequestContext, recordId: unknown) {
  const [rec] = await db
    .select({ id: checkRecord.id, status: checkRecord.recordStatus })
    .from(checkRecord)
    .where(and(checkRecordService.scope(ctx), eq(checkRecord.id, String(recordId))));
  if (!rec) throw badRequest('检查记录不存在或不属于当前租户');
  if (rec.status !== 'IN_PROGRESS') throw badRequest('已提交的检查记录不能修改');
}

export const checkRecordItemService = resourceService(itemDef, checkRecordItem, {
  beforeWrite: async ({ ctx, row, existing, db }) => {
    await openRecord(db, ctx, existing?.recordId ?? row.recordId);
    if (Array.isArray(row.photoIds)) await assertImages(db, ctx, row.photoIds as string[]);
    const result = row.result ?? existing?.result;
    const description = row.description !== undefined ? row.description : existing?.description;
    if (result === 'FAIL' && !description) throw badRequest('不合格项请填写问题描述');
    if (existing) return;
    const [item] = await db
      .select({ content: checkItem.content, sort: checkItem.sort })
      .from(checkItem)
      .where(and(scoped(ctx, checkItem, { live: true }), eq(checkItem.id, String(row.checkItemId))));
    if (!item) throw badRequest('检查项不存在或不属于当前租户');
    row.contentSnapshot = item.content;
    row.sort = item.sort;
  },
  beforeRemove: async ({ ctx, ids, db }) => {
    const recs = await db
      .selectDistinct({ recordId: checkRecordItem.recordId })
      .from(checkRecordItem)
      .where(and(checkRecordItemService.scope(ctx), anyId(checkRecordItem.id, ids)));
    for (const r of recs) await openRecord(db, ctx, r.recordId);
  },
});

export async function checkRecordRoutes(app: FastifyInstance) {
  declareContracts(app, {
    'GET /shtmp-check/checkRecord/yearList': getContract({}, envelope(z.array(z.number().int()))),
  });
  const { db } = app.deps;
  registerResource(app, checkRecordService);
  registerResource(app, checkRecordItemService);

  // Years having submitted records, newest first (the ledger's year filter).
  app.get(
    '/shtmp-check/checkRecord/yearList',
    { config: { access: { permission: ['checkRecord', 'checkRecord_view'] } } },
    async (req) => {
      const rows = await db
        .selectDistinct({ year: checkRecord.year })
        .from(checkRecord)
        .where(and(checkRecordService.scope(req.ctx!), isNotNull(checkRecord.year)))
        .orderBy(desc(checkRecord.year));
      return ok(rows.map((r) => r.year));
    },
  );
}
