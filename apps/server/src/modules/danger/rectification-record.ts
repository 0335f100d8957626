import { resources } from '@dp/domain';
import { and, eq, max } from 'drizzle-orm';
import type { RequestContext } from '../../core/context';
import { formatDate } from '../../core/dates';
import { badRequest, notFound } from '../../core/envelope';
import { nextId } from '../../core/ids';
import type { Db } from '../../db/client';
import { dangerRecord, dangerRectificationRecord } from '../../db/schema';
import { scoped } from '../../resource/scoped';
import { type Row, resourceService } from '../../resource/service';

const rec = dangerRectificationRecord;

/**
 * One row per rectification round (§7.2): appended by SUBMIT_RECTIFICATION, settled by the
 * acceptance. Rows written through the standard calls (corrections by whoever holds the add/edit
 * codes) must name a danger of the tenant; round and responsibility come from the danger.
 */
export const rectificationRecordService = resourceService(resources.dangerRectificationRecord, rec, {
  beforeWrite: async ({ ctx, row, existing, db }) => {
    if (existing) return;
    const [danger] = await db
      .select()
      .from(dangerRecord)
      // a danger the caller may see: a round is visible only with its danger (ResourceDef.parent)
      .where(
        and(
          scoped(ctx, dangerRecord, { live: true, dataScope: resources.dangerRecord }),
          eq(dangerRecord.id, String(row.dangerId)),
        ),
      );
    if (!danger) throw notFound('隐患不存在或已被删除');
    Object.assign(row, await roundFields(db, ctx, danger, new Date()));
  },
});

async function roundFields(db: Db, ctx: RequestContext, danger: Row, now: Date): Promise<Row> {
  const [{ last }] = await db
    .select({ last: max(rec.round) })
    .from(rec)
    .where(and(scoped(ctx, rec), eq(rec.dangerId, String(danger.id)), eq(rec.isDeleted, 0)));
  return {
    round: Number(last ?? 0) + 1,
    rectifyUserId: danger.rectifyUserId ?? null,
    rectifyDeptId: danger.rectifyDeptId ?? null,
    acceptUserId: danger.acceptUserId ?? null,
    submitTime: now,
  };
}

/** Appends the round being submitted, a snapshot of the danger's rectification info. */
export async function appendRound(db: Db, ctx: RequestContext, danger: Row, now: Date): Promise<void> {
  const finish = danger.rectifyFinishTime as Date | null;
  if (!finish) throw badRequest('请填写整改完成时间');
  const deadline = danger.currentDeadline as string | null;
  await db.insert(rec).values({
    id: nextId(),
    tenantId: ctx.tenantId,
    createUser: ctx.userId,
    createDept: ctx.deptIds[0] ?? null,
    createTime: now,
    updateUser: ctx.userId,
    updateTime: now,
    dangerId: String(danger.id),
    causeAnalysis: (danger.causeAnalysis as string | null) ?? null,
    rectifyMeasures: danger.rectifyMeasures as string,
    actualFund:
      danger.actualFund === null || danger.actualFund === undefined ? null : String(danger.actualFund),
    finishTime: finish,
    photoIds: danger.rectifyPhotoIds as string[],
    // a deadline is the whole day in the tenant's zone: on time up to its end
    onTime: deadline ? formatDate(finish) <= deadline : true,
    ...(await roundFields(db, ctx, danger, now)),
  } as typeof rec.$inferInsert);
}

/** Records the acceptance decision on the latest round. */
export async function settleRound(
  db: Db,
  ctx: RequestContext,
  dangerId: string,
  result: 'APPROVED' | 'REJECTED',
  opinion: string | null,
  now: Date,
): Promise<void> {
  const [{ last }] = await db
    .select({ last: max(rec.round) })
    .from(rec)
    .where(and(scoped(ctx, rec), eq(rec.dangerId, dangerId), eq(rec.isDeleted, 0)));
  if (last === null) return;
  await db
    .update(rec)
    .set({
      acceptUserId: ctx.userId,
      acceptTime: now,
      acceptResult: result,
      acceptOpinion: opinion,
      updateTime: now,
    })
    .where(and(scoped(ctx, rec), eq(rec.dangerId, dangerId), eq(rec.round, last)));
}
