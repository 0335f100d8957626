import { resources } from '@dp/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { declareContracts, envelope, list, postContract, text } from '../../core/contract';
import { badRequest, ok } from '../../core/envelope';
import { isId } from '../../core/ids';
import { writeTransaction } from '../../core/together';
import type { Db } from '../../db/client';
import { checkRecord, checkRecordItem } from '../../db/schema';
import { resourceContracts } from '../../resource/contract';
import { paramsOf } from '../../resource/routes';
import { scoped } from '../../resource/scoped';
import { raiseDangerFromCheck } from '../danger/from-check';
import { notifyDangerRaised } from './reminders';

/**
 * "登记隐患" on a FAIL record item: registers the danger from the item's pre-filled draft, completed
 * by the registration dialog (`title`, `description`, `photoIds`, `placeId`) (a DRAFT
 * danger of the caller, submitted later like any other), links it and counts it on the record,
 * all in one transaction. An item is linked to at most one danger.
 */
export async function raiseDangerRoutes(app: FastifyInstance) {
  declareContracts(app, {
    'POST /shtmp-check/checkRecordItem/raiseDanger': postContract(
      { id: text, placeId: text, photoIds: list, title: z.string(), description: z.string() },
      envelope(resourceContracts(resources.dangerRecord).row),
    ),
  });
  const { db } = app.deps;
  app.post(
    '/shtmp-check/checkRecordItem/raiseDanger',
    { config: { access: { permission: 'dangerRecord_add' } } },
    async (req) => {
      const ctx = req.ctx!;
      const p = paramsOf(req);
      const id = String(p.id ?? '');
      if (!isId(id)) throw badRequest('参数错误: id 应为编号');
      const danger = await writeTransaction(db, async (txo) => {
        const tx = txo as unknown as Db;
        const [item] = await tx
          .select()
          .from(checkRecordItem)
          .where(and(scoped(ctx, checkRecordItem, { live: true }), eq(checkRecordItem.id, id)))
          .for('update');
        if (!item) throw badRequest('检查记录明细不存在或不属于当前租户');
        if (item.result !== 'FAIL' || !item.dangerDraft) throw badRequest('只有不合格项可以登记隐患');
        if (item.dangerRecordId) throw badRequest('该检查项已登记隐患');
        const draft = item.dangerDraft as Record<string, unknown>;
        const placeId = p.placeId ?? draft.placeId;
        if (!placeId) throw badRequest('请选择隐患所在区域');
        // The registration dialog may complete the draft: title, description, photos, place (the
        // danger service validates them like any registration).
        const photos = p.photoIds ?? draft.photoIds ?? [];
        const saved = await raiseDangerFromCheck(tx, ctx, {
          checkRecordId: String(item.recordId),
          checkRecordItemId: id,
          checkItemId: item.checkItemId ? String(item.checkItemId) : null,
          measureId: (draft.measureId as string | null) ?? null,
          title: String(p.title || draft.title),
          description: String(p.description || draft.description),
          photoIds: (Array.isArray(photos) ? photos : String(photos).split(',')).map(String).filter(Boolean),
          placeId: String(placeId),
          checkRiskPointId: (draft.checkRiskPointId as string | null) ?? null,
          riskPointTypeId: (draft.riskPointTypeId as string | null) ?? null,
          checkType: (draft.checkType as string | null) ?? null,
          source: String(draft.source ?? 'PLAN_CHECK'),
        });
        await tx
          .update(checkRecordItem)
          .set({ dangerRecordId: String(saved.id), updateUser: ctx.userId, updateTime: new Date() })
          .where(and(eq(checkRecordItem.id, id), isNull(checkRecordItem.dangerRecordId)));
        await tx
          .update(checkRecord)
          .set({ dangerCount: sql`coalesce(${checkRecord.dangerCount}, 0) + 1` })
          .where(eq(checkRecord.id, String(item.recordId)));
        await notifyDangerRaised(tx, ctx, {
          danger: saved,
          checkRiskPointId: (draft.checkRiskPointId as string | null) ?? null,
        });
        return saved;
      });
      return ok(danger, '隐患已登记');
    },
  );
}
