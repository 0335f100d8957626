import { resources } from '@dp/domain';
import { and, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { RequestContext } from '../../core/context';
import { contract, declareContracts, envelope, pageOf, pageQuery } from '../../core/contract';
import { ok } from '../../core/envelope';
import { dangerRecord } from '../../db/schema';
import { resourceContracts } from '../../resource/contract';
import { paramsOf } from '../../resource/routes';
import { resourceService } from '../../resource/service';
import { workflowHooks } from '../../resource/workflow';
import { dangerFlow, today } from './danger-flow';
import { overdueOf } from './danger-service';
import { dangerRoles } from './roles';

const def = resources.dangerRecord;
const d = dangerRecord;

/**
 * Dangers waiting for the caller's next step (domain-model §7.1 "who"): own drafts, confirmation
 * for safety admins and heads of the reporting department, plans and rectification for the
 * rectifier, plan approval and major acceptance for the principal, acceptance for the acceptor.
 */
export function todoPredicate(ctx: RequestContext): SQL {
  const roles = new Set(dangerRoles(ctx));
  const me = ctx.userId;
  const planOpen = or(isNull(d.planStatus), inArray(d.planStatus, ['NONE', 'DRAFT', 'REJECTED']));
  const parts: (SQL | undefined)[] = [
    and(eq(d.status, 'DRAFT'), eq(d.reporterId, me)),
    and(eq(d.status, 'PENDING_PLAN'), eq(d.rectifyUserId, me), planOpen),
    and(eq(d.status, 'PENDING_RECTIFY'), eq(d.rectifyUserId, me)),
    and(eq(d.status, 'PENDING_ACCEPT'), eq(d.acceptUserId, me)),
  ];
  if (roles.has('SAFETY_ADMIN')) parts.push(eq(d.status, 'PENDING_CONFIRM'));
  else if (roles.has('DEPT_HEAD') && ctx.deptIds.length)
    parts.push(and(eq(d.status, 'PENDING_CONFIRM'), inArray(d.reporterDeptId, ctx.deptIds)));
  if (roles.has('PRINCIPAL')) {
    parts.push(and(eq(d.status, 'PENDING_PLAN'), eq(d.planStatus, 'SUBMITTED')));
    parts.push(and(eq(d.status, 'PENDING_ACCEPT'), eq(d.level, 'MAJOR')));
  }
  return or(...parts) as SQL;
}

/** `POST /shtmp-danger/dangerRecord/todo`: the caller's to-do list, paged and filtered like the ledger. */
export const todoDangerService = resourceService(
  def,
  dangerRecord,
  workflowHooks(dangerFlow, {
    rowFilter: (ctx) => todoPredicate(ctx),
    decorate: async ({ rows }) => {
      const t = today();
      return rows.map((r) => ({ ...r, ...overdueOf(r, t) }));
    },
  }),
);

export async function dangerTodoRoutes(app: FastifyInstance) {
  declareContracts(app, {
    [`POST ${def.path}/todo`]: contract({
      querystring: pageQuery,
      body: pageQuery.nullish(),
      response: envelope(pageOf(resourceContracts(def).row)),
    }),
  });
  const { db } = app.deps;
  app.post(
    `${def.path}/todo`,
    { config: { access: { permission: [def.permission, `${def.permission}_view`] } } },
    async (req) => ok(await todoDangerService.page(db, req.ctx!, paramsOf(req))),
  );
}
