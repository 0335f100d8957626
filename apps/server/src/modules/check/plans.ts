import { resources } from '@dp/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  contract,
  declareContracts,
  docOnly,
  envelope,
  getContract,
  idParams,
  postContract,
  text,
} from '../../core/contract';
import { badRequest, ok } from '../../core/envelope';
import { isId } from '../../core/ids';
import { checkRiskPoint } from '../../db/schema';
import { resourceContracts } from '../../resource/contract';
import { paramsOf, registerResource } from '../../resource/routes';
import { scoped } from '../../resource/scoped';
import { processInput } from '../../resource/workflow';
import { registerProcess } from '../../resource/workflow-routes';
import { generateTasks } from './generator';
import { checkPlanService, checkPlanWorkflow } from './plan-flow';

export async function checkPlanRoutes(app: FastifyInstance) {
  declareContracts(app, {
    ...Object.fromEntries(
      ['publish', 'cancel'].map((action) => [
        `POST /shtmp-check/checkPlan/${action}`,
        // a workflow step: checked by processInput
        contract({
          body: docOnly(z.looseObject({ id: text, version: z.number().int().optional() }).nullish()),
          response: envelope(resourceContracts(resources.checkPlan).row),
        }),
      ]),
    ),
    'POST /shtmp-check/checkPlan/generate': postContract(
      {},
      envelope(
        z.object({ created: z.number().int(), overdue: z.number().int(), completed: z.number().int() }),
      ),
    ),
    'GET /shtmp-check/checkPlan/getCheckRiskPointNamesByType/:id': getContract(
      {},
      envelope(z.array(z.object({ id: z.string(), name: z.string(), number: z.string() }))),
      { params: idParams },
    ),
  });
  const { db, config } = app.deps;
  registerResource(app, checkPlanService);
  registerProcess(app, checkPlanWorkflow);
  // The plan page's buttons: the engine's actions for `{id, version}`. Publishing materialises the
  // current and the next period at once; the job keeps them coming.
  for (const action of ['publish', 'cancel'] as const) {
    app.post(
      `/shtmp-check/checkPlan/${action}`,
      { config: { access: { permission: `checkPlan_${action}` } } },
      async (req) => {
        const ctx = req.ctx!;
        const input = processInput({ ...paramsOf(req), action });
        await checkPlanWorkflow.run(db, ctx, input);
        if (action === 'publish')
          await generateTasks(db, {
            now: new Date(),
            tz: config.timeZone,
            tenantId: ctx.tenantId,
            planId: input.id,
          });
        return ok(await checkPlanService.get(db, ctx, input.id), '操作成功');
      },
    );
  }

  // Runs the task generator for the caller's tenant now (the scheduled job does the same hourly).
  app.post(
    '/shtmp-check/checkPlan/generate',
    { config: { access: { permission: 'checkPlan_publish' } } },
    async (req) =>
      ok(await generateTasks(db, { now: new Date(), tz: config.timeZone, tenantId: req.ctx!.tenantId })),
  );

  // Point picker of the plan form: the enabled points of one risk point.
  app.get<{ Params: { id: string } }>(
    '/shtmp-check/checkPlan/getCheckRiskPointNamesByType/:id',
    { config: { access: { permission: ['checkPlan', 'checkPlan_view'] } } },
    async (req) => {
      if (!isId(req.params.id)) throw badRequest('参数错误: id 应为编号');
      const rows = await db
        .select({ id: checkRiskPoint.id, name: checkRiskPoint.name, number: checkRiskPoint.number })
        .from(checkRiskPoint)
        .where(
          and(
            scoped(req.ctx!, checkRiskPoint, { live: true }),
            eq(checkRiskPoint.enableStatus, 'ENABLED'),
            eq(checkRiskPoint.riskPointTypeId, req.params.id),
          ),
        )
        .orderBy(asc(checkRiskPoint.number));
      return ok(rows);
    },
  );
}
