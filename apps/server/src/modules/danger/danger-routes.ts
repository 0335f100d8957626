import { permissionCode, resources } from '@dp/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { RequestContext } from '../../core/context';
import {
  anyObject,
  contract,
  declareContracts,
  docOnly,
  envelope,
  getContract,
  idParams,
  pageOf,
  pageQuery,
  text,
} from '../../core/contract';
import { badRequest, ok } from '../../core/envelope';
import { isId } from '../../core/ids';
import { together, writeTransaction } from '../../core/together';
import type { Db } from '../../db/client';
import { clientKeyOf, onceByClientKey } from '../../resource/client-key';
import { resourceContracts } from '../../resource/contract';
import { paramsOf, registerResource } from '../../resource/routes';
import type { Row } from '../../resource/service';
import { flowLogOf, processInput } from '../../resource/workflow';
import { registerProcess } from '../../resource/workflow-routes';
import { dangerService, dangerWorkflow, openDangerService } from './danger-service';
import { delayService } from './delay-apply';
import { rectificationRecordService } from './rectification-record';

const def = resources.dangerRecord;

/**
 * Everything the danger detail screen shows: the record (labels, overdue, allowedActions, signed
 * photo links as `<field>Files`), its timeline, its rectification rounds and delay applications.
 */
export async function dangerDetail(db: Db, ctx: RequestContext, id: unknown): Promise<Row> {
  const danger = await dangerService.get(db, ctx, id);
  const dangerId = String(danger.id);
  const [flowLogs, rounds, delays] = await together(
    db,
    async () => flowLogOf(db, ctx, def.name, dangerId),
    async () => rectificationRecordService.list(db, ctx, { dangerId_equal: dangerId, ascs: 'round' }),
    async () => delayService.list(db, ctx, { dangerId_equal: dangerId }),
  );
  return { ...danger, flowLogs, rectificationRecords: rounds, delayApplies: delays };
}

export async function dangerRecordRoutes(app: FastifyInstance) {
  const { db } = app.deps;
  const base = def.path;
  // the record with its flow log, rectification rounds and delays
  const detailRow = resourceContracts(def).row.extend({
    flowLogs: z.array(anyObject),
    rectificationRecords: z.array(anyObject),
    delayApplies: z.array(anyObject),
    allowedActions: z.array(z.string()).optional(),
  });
  declareContracts(app, {
    [`GET ${base}/get/:id`]: getContract({}, envelope(detailRow), { params: idParams }),
    [`GET ${base}/getWithTempPictureUrl/:id`]: getContract({}, envelope(detailRow), { params: idParams }),
    [`GET ${base}/detail`]: getContract({ id: text }, envelope(detailRow)),
    [`POST ${base}/pageWithoutPass`]: contract({
      querystring: pageQuery,
      body: pageQuery.nullish(),
      response: envelope(pageOf(resourceContracts(def).row)),
    }),
    // a workflow step each: the body is checked by the workflow (processInput and the action's rules)
    [`POST ${base}/ignore/:id`]: contract({
      params: idParams,
      body: docOnly(anyObject.nullish()),
      response: envelope(detailRow),
    }),
    [`POST ${base}/updateRectificationPlan`]: contract({
      body: docOnly(anyObject.nullish()),
      response: envelope(detailRow),
    }),
    [`POST ${base}/updateRectificationInfo`]: contract({
      body: docOnly(anyObject.nullish()),
      response: envelope(detailRow),
    }),
    // the fields of a new danger: checked by the layer's insert, then by the SUBMIT step
    [`POST ${base}/report`]: contract({
      body: docOnly(anyObject.nullish()),
      response: envelope(resourceContracts(def).row),
    }),
  });
  const read = {
    config: { access: { permission: [permissionCode(def, 'view'), `${def.permission}_view`] } },
  };
  const button = (action: string) => ({ config: { access: { permission: `${def.permission}_${action}` } } });
  registerResource(app, dangerService);
  registerProcess(app, dangerWorkflow, { permission: `${def.permission}_process` });

  const detail = async (req: FastifyRequest, id: unknown) => ok(await dangerDetail(db, req.ctx!, id));
  app.get<{ Params: { id: string } }>(`${base}/get/:id`, read, (req) => detail(req, req.params.id));
  app.get<{ Params: { id: string } }>(`${base}/getWithTempPictureUrl/:id`, read, (req) =>
    detail(req, req.params.id),
  );
  app.get<{ Querystring: { id?: string } }>(`${base}/detail`, read, (req) => detail(req, req.query.id));

  app.post(`${base}/pageWithoutPass`, read, async (req) =>
    ok(await openDangerService.page(db, req.ctx!, paramsOf(req))),
  );

  /** Runs a dedicated endpoint's action and answers the record as `get` does. */
  const act = async (req: FastifyRequest, action: string, body: Row, internal = false) => {
    const input = processInput({ ...body, action });
    await dangerWorkflow.run(db, req.ctx!, input, { internal });
    return ok(await dangerDetail(db, req.ctx!, input.id), '操作成功');
  };
  app.post<{ Params: { id: string } }>(`${base}/ignore/:id`, button('ignore'), async (req) => {
    if (!isId(req.params.id)) throw badRequest('参数错误: id 应为编号');
    const body = (req.body ?? {}) as Row;
    // `reason` is accepted as a synonym of the field name
    return act(req, 'IGNORE', { ...body, id: req.params.id, ignoreReason: body.ignoreReason ?? body.reason });
  });
  app.post(`${base}/updateRectificationPlan`, button('plan'), (req) =>
    act(req, 'SAVE_PLAN', (req.body ?? {}) as Row, true),
  );
  app.post(`${base}/updateRectificationInfo`, button('rectify'), (req) =>
    act(req, 'SAVE_RECTIFICATION', (req.body ?? {}) as Row, true),
  );
  // A report made on a phone (随手拍, #37): saved and submitted in one transaction — what a phone
  // sends when the signal returns — written once under its Idempotency-Key.
  const add = { config: { access: { permission: permissionCode(def, 'add') } } };
  app.post(`${base}/report`, add, async (req) => {
    const body = (req.body ?? {}) as Row;
    if (body.id) throw badRequest('参数错误: 新增数据不能指定 id');
    const ctx = req.ctx!;
    const reported = await writeTransaction(db, (tx) =>
      onceByClientKey(tx, ctx, def.name, clientKeyOf(req), async () => {
        const saved = await dangerService.insert(tx, ctx, body);
        const input = processInput({ id: saved.id, version: saved.version, action: 'SUBMIT' });
        return dangerWorkflow.run(tx, ctx, input);
      }),
    );
    return ok(reported, '上报成功');
  });
}

export async function rectificationRecordRoutes(app: FastifyInstance) {
  registerResource(app, rectificationRecordService);
}
