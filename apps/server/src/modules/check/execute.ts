import { resources } from '@dp/domain';
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { RequestContext } from '../../core/context';
import { anyObject, contract, declareContracts, docOnly, envelope, getContract } from '../../core/contract';
import { formatDate } from '../../core/dates';
import { badRequest, notFound, ok } from '../../core/envelope';
import { isId, nextId } from '../../core/ids';
import { writeTransaction } from '../../core/together';
import type { Db } from '../../db/client';
import { checkPlan, checkPlanItem, checkRecord, checkRecordItem, checkRiskPoint } from '../../db/schema';
import { resourceContracts } from '../../resource/contract';
import { scoped } from '../../resource/scoped';
import { dangerDraftOf } from './danger-link';
import { itemsFor } from './items';
import { judge } from './judge';
import { assertImages } from './photos';
import { checkPlanWorkflow, planFlowActor } from './plan-flow';
import { checkRecordService } from './records';

const id = z.string().refine(isId, { error: '应为编号' });
const answerSchema = z.object({
  checkItemId: id,
  result: z.enum(['PASS', 'FAIL', 'NA']).optional(),
  value: z.string().trim().max(100).optional(),
  description: z.string().trim().max(500).optional(),
  photoIds: z.array(id).max(9).optional(),
});
const submitSchema = z.object({
  checkRiskPointId: id,
  planItemId: id.optional(),
  /** The QR token scanned on site; it must be the point's. */
  token: z.string().max(64).optional(),
  lng: z.number().min(-180).max(180).optional(),
  lat: z.number().min(-90).max(90).optional(),
  photoIds: z.array(id).max(9).optional(),
  remark: z.string().trim().max(255).optional(),
  checkType: z.string().max(30).optional(),
  items: z.array(answerSchema).min(1, { error: '请填写检查项' }).max(500),
});

export type SubmitCheck = z.infer<typeof submitSchema>;

/** Great-circle distance in metres. */
export function distanceM(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const r = 6_371_000;
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * r * Math.asin(Math.sqrt(h));
}

/** The live point of the caller's tenant with this QR token. */
async function pointByToken(db: Db, ctx: RequestContext, token: string) {
  const [point] = await db
    .select()
    .from(checkRiskPoint)
    .where(and(scoped(ctx, checkRiskPoint, { live: true }), eq(checkRiskPoint.qrToken, token)));
  return point;
}

/** The task of a point to do now: the open one whose window has begun, earliest deadline first. */
async function dueTask(db: Db, ctx: RequestContext, pointId: string, now: Date) {
  const [task] = await db
    .select({ task: checkPlanItem, plan: checkPlan })
    .from(checkPlanItem)
    .innerJoin(checkPlan, eq(checkPlan.id, checkPlanItem.planId))
    .where(
      and(
        scoped(ctx, checkPlanItem, { live: true }),
        eq(checkPlanItem.checkRiskPointId, pointId),
        inArray(checkPlanItem.taskStatus, ['PENDING', 'OVERDUE']),
        lte(checkPlanItem.dueStart, now),
        eq(checkPlan.isDeleted, 0),
        inArray(checkPlan.planStatus, ['PUBLISHED', 'IN_PROGRESS']),
      ),
    )
    .orderBy(asc(checkPlanItem.dueEnd))
    .limit(1);
  return task;
}

/**
 * Records one check at one point in one transaction: answers judged (NUMBER outside its range is
 * an automatic FAIL), the record SUBMITTED with its result, the task closed DONE or DONE_LATE, the
 * plan IN_PROGRESS, the point's last check updated. FAIL answers keep a pre-filled danger draft.
 */
export async function submitCheck(db: Db, ctx: RequestContext, input: unknown, now = new Date()) {
  const parsed = submitSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw badRequest(`参数错误: ${issue?.path.join('.') ?? ''} ${issue?.message ?? '格式不正确'}`);
  }
  const body = parsed.data;
  return writeTransaction(db, async (txo) => {
    const tx = txo as unknown as Db;
    const [point] = await tx
      .select()
      .from(checkRiskPoint)
      .where(and(scoped(ctx, checkRiskPoint, { live: true }), eq(checkRiskPoint.id, body.checkRiskPointId)));
    if (!point) throw badRequest('检查点位不存在或不属于当前租户');
    if (body.token !== undefined && body.token !== point.qrToken) throw badRequest('扫码标识与检查点位不符');
    const scanVerified = body.token !== undefined;

    let task: typeof checkPlanItem.$inferSelect | undefined;
    let plan: typeof checkPlan.$inferSelect | undefined;
    if (body.planItemId) {
      const [row] = await tx
        .select({ task: checkPlanItem, plan: checkPlan })
        .from(checkPlanItem)
        .innerJoin(checkPlan, eq(checkPlan.id, checkPlanItem.planId))
        .where(and(scoped(ctx, checkPlanItem, { live: true }), eq(checkPlanItem.id, body.planItemId)))
        .for('update');
      if (!row || row.task.checkRiskPointId !== point.id) throw badRequest('检查任务不存在或不属于该点位');
      if (!['PENDING', 'OVERDUE'].includes(String(row.task.taskStatus)))
        throw badRequest('该检查任务已完成或已跳过');
      if (!['PUBLISHED', 'IN_PROGRESS'].includes(String(row.plan.planStatus)))
        throw badRequest('该计划未在执行中');
      if ((row.task.dueStart as Date) > now) throw badRequest('该检查任务尚未开始');
      ({ task, plan } = row);
    }
    if (plan?.requireScan && !scanVerified) throw badRequest('该计划要求扫码检查,请扫描点位二维码');
    let distance: number | null = null;
    if (body.lat !== undefined && body.lng !== undefined && point.lat !== null && point.lng !== null) {
      distance = Math.round(
        distanceM({ lat: body.lat, lng: body.lng }, { lat: Number(point.lat), lng: Number(point.lng) }),
      );
    }
    if (plan?.requireGps) {
      if (body.lat === undefined || body.lng === undefined) throw badRequest('该计划要求定位,请允许获取位置');
      const radius = Number(plan.gpsRadiusM ?? 200);
      if (distance !== null && distance > radius)
        throw badRequest(`当前位置距点位${distance}米,超出${radius}米范围`);
    }
    if (plan?.requirePhoto && !body.photoIds?.length) throw badRequest('该计划要求拍摄现场照片');
    await assertImages(tx, ctx, [...(body.photoIds ?? []), ...body.items.flatMap((a) => a.photoIds ?? [])]);

    const items = await itemsFor(tx, ctx.tenantId, {
      riskPointTypeId: (point.riskPointTypeId as string | null) ?? null,
      pointKind: String(point.pointKind),
    });
    const byId = new Map(items.map((i) => [String(i.id), i]));
    const seen = new Set<string>();
    const answers = body.items.map((a, index) => {
      const item = byId.get(a.checkItemId);
      if (!item) throw badRequest(`第${index + 1}项: 检查项不属于该点位`);
      if (seen.has(a.checkItemId)) throw badRequest(`第${index + 1}项: 检查项重复`);
      seen.add(a.checkItemId);
      const verdict = judge(item, a);
      if (verdict.error) throw badRequest(`第${index + 1}项「${item.content}」: ${verdict.error}`);
      if (item.photoRequired && !a.photoIds?.length)
        throw badRequest(`第${index + 1}项「${item.content}」: 请拍照`);
      return { item, answer: a, result: verdict.result! };
    });
    const missing = items.filter((i) => !seen.has(String(i.id)));
    if (missing.length) throw badRequest(`还有${missing.length}项未检查: ${missing[0].content}`);

    const failCount = answers.filter((a) => a.result === 'FAIL').length;
    const record = await checkRecordService.insert(tx, ctx, {
      checkRiskPointId: point.id,
      checkType:
        body.checkType ?? plan?.checkType ?? (point.pointKind === 'NORMAL' ? 'DAILY' : 'FIRE_FACILITY'),
      planId: plan?.id ?? null,
      planItemId: task?.id ?? null,
      photoIds: body.photoIds ?? [],
      remark: body.remark ?? null,
    });
    const isLate = task ? now > (task.dueEnd as Date) : false;
    const [saved] = await tx
      .update(checkRecord)
      .set({
        recordStatus: 'SUBMITTED',
        submitTime: now,
        year: Number(formatDate(now).slice(0, 4)),
        result: failCount ? 'ABNORMAL' : 'NORMAL',
        failCount,
        scanVerified,
        lng: body.lng === undefined ? null : String(body.lng),
        lat: body.lat === undefined ? null : String(body.lat),
        distanceM: distance === null ? null : String(distance),
      })
      .where(eq(checkRecord.id, String(record.id)))
      .returning();
    await tx.insert(checkRecordItem).values(
      answers.map(({ item, answer, result }) => ({
        id: nextId(),
        tenantId: ctx.tenantId,
        recordId: String(record.id),
        checkItemId: String(item.id),
        contentSnapshot: item.content,
        result,
        value: answer.value ?? null,
        description: answer.description ?? null,
        photoIds: answer.photoIds ?? [],
        sort: item.sort,
        dangerDraft:
          result === 'FAIL'
            ? dangerDraftOf({
                point,
                item,
                answer,
                recordId: String(record.id),
                plan,
                checkerId: ctx.userId,
                now,
              })
            : null,
        createUser: ctx.userId,
        createTime: now,
        updateUser: ctx.userId,
        updateTime: now,
      })),
    );
    if (task) {
      const [closed] = await tx
        .update(checkPlanItem)
        .set({
          taskStatus: isLate ? 'DONE_LATE' : 'DONE',
          checkRecordId: String(record.id),
          updateUser: ctx.userId,
          updateTime: now,
        })
        .where(and(eq(checkPlanItem.id, task.id), inArray(checkPlanItem.taskStatus, ['PENDING', 'OVERDUE'])))
        .returning({ id: checkPlanItem.id });
      if (!closed) throw badRequest('该检查任务已被他人完成');
      if (plan!.planStatus === 'PUBLISHED')
        await checkPlanWorkflow.run(
          tx,
          planFlowActor(ctx),
          { id: String(plan!.id), action: 'start', version: Number(plan!.version), payload: {} },
          { internal: true },
        );
    }
    await tx
      .update(checkRiskPoint)
      .set({ lastCheckTime: now, lastCheckResult: failCount ? 'FAIL' : 'PASS' })
      .where(eq(checkRiskPoint.id, String(point.id)));
    return checkRecordService.output(saved);
  });
}

export async function checkExecuteRoutes(app: FastifyInstance) {
  declareContracts(app, {
    'GET /shtmp-check/scan/:token': getContract(
      {},
      envelope(z.object({ point: anyObject, task: anyObject.nullable(), items: z.array(anyObject) })),
      { params: z.object({ token: z.string() }) },
    ),
    'POST /shtmp-check/checkRecord/submitCheck': contract({
      // checked by submitCheck (its messages name the answer)
      body: docOnly(submitSchema.loose()),
      response: envelope(resourceContracts(resources.checkRecord).row),
    }),
  });
  const { db } = app.deps;
  const perform = { config: { access: { permission: ['checkRecord_add'] } } };

  // What the phone shows after scanning: the point, its task due now and the items to answer.
  app.get<{ Params: { token: string } }>('/shtmp-check/scan/:token', perform, async (req) => {
    const ctx = req.ctx!;
    const token = req.params.token;
    if (!/^[A-Za-z0-9_-]{8,64}$/.test(token)) throw notFound('二维码无效');
    const point = await pointByToken(db, ctx, token);
    if (!point) throw notFound('二维码无效或点位不属于当前租户');
    if (point.enableStatus !== 'ENABLED') throw badRequest('该点位已停用');
    const due = await dueTask(db, ctx, String(point.id), new Date());
    const items = await itemsFor(db, ctx.tenantId, {
      riskPointTypeId: (point.riskPointTypeId as string | null) ?? null,
      pointKind: String(point.pointKind),
    });
    const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
    return ok({
      point: {
        id: point.id,
        name: point.name,
        number: point.number,
        pointKind: point.pointKind,
        riskLevel: point.riskLevel,
        lng: num(point.lng),
        lat: num(point.lat),
        lastCheckTime: point.lastCheckTime,
        lastCheckResult: point.lastCheckResult,
      },
      task: due
        ? {
            id: due.task.id,
            dueStart: due.task.dueStart,
            dueEnd: due.task.dueEnd,
            taskStatus: due.task.taskStatus,
            planId: due.plan.id,
            planName: due.plan.name,
            checkType: due.plan.checkType,
            requirePhoto: due.plan.requirePhoto,
            requireGps: due.plan.requireGps,
            gpsRadiusM: due.plan.gpsRadiusM,
          }
        : null,
      items: items.map((i) => ({
        id: i.id,
        content: i.content,
        standard: i.standard,
        resultType: i.resultType,
        unit: i.unit,
        minValue: num(i.minValue),
        maxValue: num(i.maxValue),
        photoRequired: i.photoRequired,
      })),
    });
  });

  app.post('/shtmp-check/checkRecord/submitCheck', perform, async (req) =>
    ok(await submitCheck(db, req.ctx!, req.body), '提交成功'),
  );
}
