import { permissionCode } from '@dp/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { contract, docOnly, envelope } from '../core/contract';
import { ok } from '../core/envelope';
import type { Db } from '../db/client';
import { resourceContracts } from './contract';
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
  const schema = contract({
    tags: [def.label.zh],
    summary: `${def.label.zh} workflow step`,
    // checked by `processInput` (its messages); the rest of the body is the action's payload
    body: docOnly(
      z.looseObject({
        id: z.union([z.string(), z.number()]),
        action: z.string(),
        version: z.number().int().optional(),
        opinion: z.string().nullish(),
        fileIds: z.union([z.array(z.union([z.string(), z.number()])), z.string()]).optional(),
      }),
    ),
    response: envelope(resourceContracts(def).row.extend({ allowedActions: z.array(z.string()).optional() })),
  });
  app.post(`${def.path}/process`, { schema, config: { access: { permission } } }, async (req) => {
    const ctx = req.ctx!;
    const input = processInput(req.body);
    await workflow.run(db, ctx, input);
    return ok(await workflow.service.get(db, ctx, input.id), '操作成功');
  });
}
