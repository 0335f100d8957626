import { resources } from '@dp/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { RequestContext } from '../../core/context';
import { anyObject, contract, declareContracts, docOnly, envelope, getContract } from '../../core/contract';
import { formatDate } from '../../core/dates';
import { badRequest, forbidden, notFound, ok } from '../../core/envelope';
import { isId, nextId } from '../../core/ids';
import { numberOrNull } from '../../core/numbers';
import { writeTransaction } from '../../core/together';
import type { Db } from '../../db/client';
import {
  checkPlan,
  checkPlanItem,
  checkPlanItemCheckers,
  checkRecord,
  checkRecordItem,
  checkRiskPoint,
} from '../../db/schema';
import { clientKeyOf, onceByClientKey } from '../../resource/client-key';
import { resourceContracts } from '../../resource/contract';
import { layerEnv } from '../../resource/env';
import { scoped } from '../../resource/scoped';
import { checkTimes } from './check-times';
import { dangerDraftOf } from './danger-link';
import { registerFailedLines } from './fail-dangers';
import { itemOut, itemsFor } from './items';
import { judge } from './judge';
import { assertImages } from './photos';
import { checkPlanWorkflow, planFlowActor } from './plan-flow';
import { distanceM, NOT_ON_PLAN, OPEN, planMembership, pointByToken, tasksAt } from './point-tasks';
import { checkRecordService } from './records';
import { signScanToken } from './scan-token';

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
  /** The signed scan token `GET /scan/:qrToken` answered (bound to point and user, 10 minutes). */
  token: z.string().max(200).optional(),
  /** A record made without a signal: the printed code read and the phone's times (its key: a header). */
  scannedCode: z.string().max(200).optional(),
  scannedAt: z.iso.datetime({ offset: true }).optional(),
  doneAt: z.iso.datetime({ offset: true }).optional(),
  lng: z.number().min(-180).max(180).optional(),
  lat: z.number().min(-90).max(90).optional(),
  photoIds: z.array(id).max(9).optional(),
  remark: z.string().trim().max(255).optional(),
  checkType: z.string().max(30).optional(),
  items: z.array(answerSchema).min(1, { error: '请填写检查项' }).max(500),
});

export type SubmitCheck = z.infer<typeof submitSchema>;

/**
 * Records one check at one point in one transaction: answers judged (NUMBER outside its range is
 * an automatic FAIL), the record SUBMITTED with its result, the task closed DONE or DONE_LATE, the
 * plan IN_PROGRESS, the point's last check updated; every FAIL answer registers its danger.
 */
export async function submitCheck(
  db: Db,
  ctx: RequestContext,
  input: unknown,
  now = new Date(),
  key?: Buffer,
  clientKey?: string,
) {
  const parsed = submitSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw badRequest(`参数错误: ${issue?.path.join('.') ?? ''} ${issue?.message ?? '格式不正确'}`);
  }
  const body = parsed.data;
  return writeTransaction(db, (txo) => {
    const tx = txo as unknown as Db;
    // a record sent again under its phone's key answers what it answered the first time (#37)
    return onceByClientKey(tx, ctx, 'checkRecord', clientKey, () => recordCheck(tx, ctx, body, now, key));
  });
}

/** One check, in the caller's transaction (see submitCheck). */
async function recordCheck(tx: Db, ctx: RequestContext, body: SubmitCheck, now: Date, key?: Buffer) {
  const [point] = await tx
    .select()
    .from(checkRiskPoint)
    .where(and(scoped(ctx, checkRiskPoint, { live: true }), eq(checkRiskPoint.id, body.checkRiskPointId)));
  if (!point) throw badRequest('检查点位不存在或不属于当前租户');
  const binding = { tenantId: ctx.tenantId, pointId: String(point.id), userId: ctx.userId };
  const { startTime, doneAt, scanVerified } = checkTimes(
    body,
    point,
    binding,
    key ?? layerEnv().dataKey,
    now,
  );

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
    if (!OPEN.includes(String(row.task.taskStatus)))
      throw badRequest('该检查任务已完成或已跳过,不能重复提交');
    const [checker] = await tx
      .select({ id: checkPlanItemCheckers.refId })
      .from(checkPlanItemCheckers)
      .where(
        and(
          eq(checkPlanItemCheckers.ownerId, String(row.task.id)),
          eq(checkPlanItemCheckers.refId, ctx.userId),
        ),
      );
    if (!checker) throw forbidden('您不是该检查任务的检查人员');
    if (!['PUBLISHED', 'IN_PROGRESS'].includes(String(row.plan.planStatus)))
      throw badRequest('该计划未在执行中');
    if ((row.task.dueStart as Date) > doneAt) throw badRequest('该检查任务尚未开始');
    ({ task, plan } = row);
  }
  if (!task) {
    const member = await planMembership(tx, ctx, String(point.id));
    if (member.any && !member.mine) throw forbidden(NOT_ON_PLAN);
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
  // late by when the check was done, not when it arrived (a record made offline counts on time)
  const isLate = task ? doneAt > (task.dueEnd as Date) : false;
  const [saved] = await tx
    .update(checkRecord)
    .set({
      recordStatus: 'SUBMITTED',
      startTime,
      submitTime: doneAt,
      receiveTime: now,
      year: Number(formatDate(doneAt).slice(0, 4)),
      result: failCount ? 'ABNORMAL' : 'NORMAL',
      failCount,
      scanVerified,
      late: isLate,
      lng: body.lng === undefined ? null : String(body.lng),
      lat: body.lat === undefined ? null : String(body.lat),
      distanceM: distance === null ? null : String(distance),
    })
    .where(eq(checkRecord.id, String(record.id)))
    .returning();
  const lines = await tx
    .insert(checkRecordItem)
    .values(
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
    )
    .returning({ id: checkRecordItem.id, checkItemId: checkRecordItem.checkItemId });
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
    if (!closed) throw badRequest('该检查任务已完成,不能重复提交');
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
    // the latest check of the point (a late record of an older window never moves it back)
    .set({
      lastCheckTime: sql`greatest(${checkRiskPoint.lastCheckTime}, ${doneAt.toISOString()}::timestamptz)`,
      lastCheckResult: failCount ? 'FAIL' : 'PASS',
    })
    .where(eq(checkRiskPoint.id, String(point.id)));
  // every FAIL line registers its danger in this transaction (fail-dangers.ts)
  const lineOf = new Map(lines.map((l) => [String(l.checkItemId), String(l.id)]));
  const dangers = await registerFailedLines(tx, ctx, {
    point,
    plan,
    recordId: String(record.id),
    recordPhotoIds: body.photoIds ?? [],
    failed: answers
      .filter((a) => a.result === 'FAIL')
      .map(({ item, answer }) => ({ recordItemId: lineOf.get(String(item.id))!, item, answer })),
    now,
  });
  return checkRecordService.output({ ...saved, dangerCount: dangers.length });
}

export async function checkExecuteRoutes(app: FastifyInstance) {
  declareContracts(app, {
    'GET /shtmp-check/scan/:token': getContract(
      {},
      envelope(
        z.object({
          point: anyObject,
          task: anyObject.nullable(),
          overdueTasks: z.array(anyObject),
          items: z.array(anyObject),
          scanToken: z.string(),
        }),
      ),
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
    const now = new Date();
    const { current: due, overdue } = await tasksAt(db, ctx, String(point.id), now);
    if (!due && !overdue.length) {
      const member = await planMembership(db, ctx, String(point.id));
      if (member.any && !member.mine) throw forbidden(NOT_ON_PLAN);
    }
    const taskOut = (x: NonNullable<typeof due>) => ({
      id: x.task.id,
      dueStart: x.task.dueStart,
      dueEnd: x.task.dueEnd,
      taskStatus: (x.task.dueEnd as Date) < now ? 'OVERDUE' : x.task.taskStatus,
      planId: x.plan.id,
      planName: x.plan.name,
      checkType: x.plan.checkType,
      requireScan: x.plan.requireScan,
      requirePhoto: x.plan.requirePhoto,
      requireGps: x.plan.requireGps,
      gpsRadiusM: x.plan.gpsRadiusM,
    });
    const items = await itemsFor(db, ctx.tenantId, {
      riskPointTypeId: (point.riskPointTypeId as string | null) ?? null,
      pointKind: String(point.pointKind),
    });
    return ok({
      point: {
        id: point.id,
        name: point.name,
        number: point.number,
        pointKind: point.pointKind,
        riskLevel: point.riskLevel,
        lng: numberOrNull(point.lng),
        lat: numberOrNull(point.lat),
        lastCheckTime: point.lastCheckTime,
        lastCheckResult: point.lastCheckResult,
      },
      task: due ? taskOut(due) : null,
      /** The caller's past windows still open: checking one now is recorded late. */
      overdueTasks: overdue.map(taskOut),
      /** Proof of this scan for submitCheck: bound to this point and the caller, 10 minutes. */
      scanToken: signScanToken(app.deps.config.dataKey, {
        tenantId: ctx.tenantId,
        pointId: String(point.id),
        userId: ctx.userId,
      }),
      items: items.map(itemOut),
    });
  });

  app.post('/shtmp-check/checkRecord/submitCheck', perform, async (req) =>
    ok(
      await submitCheck(db, req.ctx!, req.body, new Date(), app.deps.config.dataKey, clientKeyOf(req)),
      '提交成功',
    ),
  );
}
