import { resources } from '@dp/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { RequestContext } from '../../core/context';
import { contract, declareContracts, docOnly, envelope, postContract, text } from '../../core/contract';
import { ApiError, badRequest, ok } from '../../core/envelope';
import { isId } from '../../core/ids';
import type { Db } from '../../db/client';
import { checkPlan, checkPlanItem } from '../../db/schema';
import { resourceContracts } from '../../resource/contract';
import { paramsOf, registerResource } from '../../resource/routes';
import { scoped } from '../../resource/scoped';
import { type Row, resourceService } from '../../resource/service';
import { planLinks, RUNNING } from './plan-flow';

const def = resources.checkPlanItem;

/**
 * A task added by hand (picker, saveBatch): the point must be one of the plan's points, the
 * window inside the plan. Its period number is negative (minutes of its start), apart from the
 * generator's positive ones, so the unique key (plan, point, period) still refuses duplicates.
 */
async function taskRules(db: Db, ctx: RequestContext, row: Row) {
  const [plan] = await db
    .select()
    .from(checkPlan)
    .where(and(scoped(ctx, checkPlan, { live: true }), eq(checkPlan.id, String(row.planId))));
  if (!plan) throw badRequest('检查计划不存在或不属于当前租户');
  if (!['DRAFT', ...RUNNING].includes(String(plan.planStatus)))
    throw badRequest('计划已结束或已取消,不能添加任务');
  const { points, members } = (await planLinks(db, [String(plan.id)])).get(String(plan.id))!;
  if (!points.includes(String(row.checkRiskPointId))) throw badRequest('检查点位不在该计划的范围内');
  const start = row.dueStart as Date;
  const end = row.dueEnd as Date;
  if (end <= start) throw badRequest('应检截止时间应晚于开始时间');
  // Sent checkers were checked by the layer (users of the tenant); by default the plan's members.
  if (!Array.isArray(row.checkerIds) || row.checkerIds.length === 0) row.checkerIds = members;
  row.periodNo = -Math.floor(start.getTime() / 60_000);
  row.taskStatus = 'PENDING';
}

export const checkPlanItemService = resourceService(def, checkPlanItem, {
  beforeWrite: async ({ ctx, row, existing, db }) => {
    if (existing) throw badRequest('检查任务不能修改');
    await taskRules(db, ctx, row);
  },
});

/** Unique-key clashes of hand-made tasks answer 400 instead of a server error. */
async function insertTask(db: Db, ctx: RequestContext, body: unknown) {
  try {
    return await checkPlanItemService.insert(db, ctx, body);
  } catch (e) {
    if (
      (e as { cause?: { code?: string }; code?: string }).cause?.code === '23505' ||
      (e as { code?: string }).code === '23505'
    )
      throw badRequest('该点位在该时间已有检查任务');
    throw e;
  }
}

export async function checkPlanItemRoutes(app: FastifyInstance) {
  const task = resourceContracts(def);
  declareContracts(app, {
    'POST /shtmp-check/checkPlanItem/save': contract({ body: task.writeBody, response: envelope(task.row) }),
    'POST /shtmp-check/checkPlanItem/saveBatch': contract({
      // each task is checked by the resource's validation (its message names the task)
      body: docOnly(z.union([z.array(task.writeBody), z.looseObject({ list: z.array(task.writeBody) })])),
      response: envelope(z.array(task.row)),
    }),
    'POST /shtmp-check/checkPlanItem/skip': postContract(
      { id: text, skipReason: z.string() },
      envelope(task.row),
    ),
  });
  const { db } = app.deps;
  // `save` is registered here (not by the layer) to map duplicate tasks to a clear 400.
  registerResource(app, { ...checkPlanItemService, def: { ...def, calls: ['page', 'list'] } });
  const write = { config: { access: { permission: 'checkPlan_add' } } };

  app.post('/shtmp-check/checkPlanItem/save', write, async (req) => {
    if ((req.body as Row | null)?.id) throw badRequest('参数错误: 新增数据不能指定 id');
    return ok(await insertTask(db, req.ctx!, req.body), '新增成功');
  });

  // Many tasks at once, all or nothing.
  app.post('/shtmp-check/checkPlanItem/saveBatch', write, async (req) => {
    const list = Array.isArray(req.body) ? req.body : (req.body as { list?: unknown } | null)?.list;
    if (!Array.isArray(list) || !list.length) throw badRequest('参数错误: 请提供检查任务列表');
    if (list.length > 5000) throw badRequest('一次最多保存5000条检查任务');
    const saved = await db.transaction(async (tx) => {
      const out: Row[] = [];
      for (const [i, row] of list.entries()) {
        try {
          out.push(await insertTask(tx as unknown as Db, req.ctx!, row));
        } catch (e) {
          if (e instanceof ApiError) throw badRequest(`第${i + 1}条: ${e.message}`);
          throw e;
        }
      }
      return out;
    });
    return ok(saved, `成功保存${saved.length}条检查任务`);
  });

  // PENDING|OVERDUE → SKIPPED with a reason (e.g. 停产).
  app.post(
    '/shtmp-check/checkPlanItem/skip',
    { config: { access: { permission: 'checkPlan_skip' } } },
    async (req) => {
      const p = paramsOf(req);
      const id = String(p.id ?? '');
      const reason = typeof p.skipReason === 'string' ? p.skipReason.trim() : '';
      if (!isId(id)) throw badRequest('参数错误: id 应为编号');
      if (!reason || reason.length > 200) throw badRequest('请填写跳过原因(不超过200字)');
      const [row] = await db
        .update(checkPlanItem)
        .set({
          taskStatus: 'SKIPPED',
          skipReason: reason,
          updateUser: req.ctx!.userId,
          updateTime: new Date(),
        })
        .where(
          and(
            checkPlanItemService.scope(req.ctx!),
            eq(checkPlanItem.id, id),
            inArray(checkPlanItem.taskStatus, ['PENDING', 'OVERDUE']),
          ),
        )
        .returning();
      if (!row) throw badRequest('任务不存在或已完成');
      return ok(checkPlanItemService.output(row), '已跳过');
    },
  );
}
