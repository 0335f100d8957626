import { permissionCode } from '@dp/domain';
import type { FastifyInstance } from 'fastify';
import { ok } from '../core/envelope';
import type { Db } from '../db/client';
import { processInput, type Workflow } from './workflow';

/**
 * `POST <path>/process` with `{id, action, opinion, fileIds, version, ...payload}`: runs one
 * transition and answers the updated record (with `allowedActions`). The route needs the
 * resource's read code (or `permission`); who may take each action is the workflow's own rule.
 */
export function registerProcess(
  app: FastifyInstance,
  workflow: Workflow,
  opts: { permission?: string | string[] } = {},
): void {
  const def = workflow.service.def;
  const db: Db = app.deps.db;
  const permission =
    opts.permission ?? (def.readOpen ? undefined : [permissionCode(def, 'view'), `${def.permission}_view`]);
  app.post(`${def.path}/process`, { config: { access: { permission } } }, async (req) => {
    const ctx = req.ctx!;
    const input = processInput(req.body);
    await workflow.run(db, ctx, input);
    return ok(await workflow.service.get(db, ctx, input.id), '操作成功');
  });
}
