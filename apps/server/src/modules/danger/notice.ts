import { resources } from '@dp/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { RequestContext } from '../../core/context';
import {
  binary,
  contract,
  declareContracts,
  envelope,
  getContract,
  idParams,
  text,
} from '../../core/contract';
import { formatDate } from '../../core/dates';
import { badRequest, ok } from '../../core/envelope';
import { isId } from '../../core/ids';
import { writeTransaction } from '../../core/together';
import type { Db } from '../../db/client';
import { dangerNotice, role, user, userDept } from '../../db/schema';
import { resourceContracts } from '../../resource/contract';
import { registerResource } from '../../resource/routes';
import { scoped } from '../../resource/scoped';
import { type Row, resourceService } from '../../resource/service';
import { joinTable } from '../../resource/table';
import { createWorkflow, workflowHooks } from '../../resource/workflow';
import { registerProcess } from '../../resource/workflow-routes';
import {
  dangersOf,
  dateOf,
  deptName,
  docDangers,
  docxAttachment,
  earliestDeadline,
  listedIds,
  passedDeadlineRefusal,
  personLabels,
  tenantName,
} from './docs-shared';
import { DOCX_TYPE, noticeDocx } from './docx';
import { isDraft, noticeDangersRefusal, noticeFlow } from './notice-flow';
import { noticeLink } from './notice-link';

const def = resources.dangerRectificationNotice;
const DEFAULT_REQUIREMENTS =
  '1. 接到本通知后，立即组织对所列隐患进行整改，落实整改责任人、措施、资金、时限和应急预案；\n2. 整改完成前落实临时管控措施，确保安全；\n3. 整改完成后及时提交整改信息及整改前后照片，报请验收。';

export const noticeService = resourceService(
  def,
  dangerNotice,
  workflowHooks(noticeFlow, {
    beforeWrite: async ({ ctx, row, existing, db }) => {
      if (existing && !isDraft(existing)) throw badRequest('整改通知书已签发，不能修改');
      if (!('dangerIds' in row)) return;
      const ids = (row.dangerIds as string[] | null) ?? [];
      const refusal = await noticeDangersRefusal(db, ctx, ids, existing ? String(existing.id) : undefined);
      if (refusal) throw badRequest(refusal);
      const [first] = await dangersOf(db, ctx, ids.slice(0, 1));
      if (row.checkedDeptId && first.rectifyDeptId && row.checkedDeptId !== first.rectifyDeptId)
        throw badRequest('受检部门应为所列隐患的整改部门');
    },
    beforeRemove: async ({ ctx, ids, db }) => {
      const rows = await db
        .select({ status: dangerNotice.status })
        .from(dangerNotice)
        .where(and(scoped(ctx, dangerNotice), inArray(dangerNotice.id, ids)));
      if (rows.some((r) => !isDraft(r))) throw badRequest('只能删除草稿状态的整改通知书，已签发的请撤回');
    },
  }),
);

export const noticeWorkflow = createWorkflow(noticeService, noticeFlow);

/** A DEPT_HEAD of the department, to receive its notices by default. */
async function deptHead(db: Db, tenantId: string, deptId: string): Promise<string | null> {
  const [head] = await db
    .select({ id: role.id })
    .from(role)
    .where(and(scoped(tenantId, role), eq(role.roleAlias, 'DEPT_HEAD'), eq(role.isDeleted, 0)));
  if (!head) return null;
  const members = await db
    .select({ id: user.id, roleId: user.roleId })
    .from(user)
    .innerJoin(userDept, eq(userDept.userId, user.id))
    .where(and(scoped(tenantId, user, { live: true }), eq(userDept.deptId, deptId)));
  return members.find((m) => m.roleId.split(',').includes(head.id))?.id ?? null;
}

/**
 * `rectificationNotice`: a draft notice for the selected dangers, the rest defaulted — addressed to
 * their rectifying department and its head (else the rectifier), checked today by the caller, deadline the earliest
 * current deadline (signing sets it again). Anything sent in the body wins over the defaults. A danger
 * whose deadline has passed is refused: it is delayed first.
 */
export async function createFromDangers(db: Db, ctx: RequestContext, body: Row): Promise<Row> {
  const raw = body.dangerIds;
  const ids = (Array.isArray(raw) ? raw : String(raw ?? '').split(',')).map(String).filter(Boolean);
  if (!ids.every(isId)) throw badRequest('参数错误: dangerIds 应为编号列表');
  const refusal = await noticeDangersRefusal(db, ctx, ids);
  if (refusal) throw badRequest(refusal);
  const dangers = await dangersOf(db, ctx, ids);
  const late = passedDeadlineRefusal(dangers, formatDate(new Date()));
  if (late) throw badRequest(late);
  const [first] = dangers;
  const me = await personLabels(db, ctx.tenantId, [ctx.userId]);
  const deptId = first.rectifyDeptId;
  const defaults: Row = {
    title: '隐患整改通知书',
    checkedDeptId: deptId,
    checkDate: formatDate(new Date()),
    // the checker by real name and post, never by login account
    checkerNames: me.get(ctx.userId) ?? '',
    requirements: DEFAULT_REQUIREMENTS,
    deadline: earliestDeadline(dangers),
    // the department's head signs; a department without one, its rectifier
    receiverUserId: (deptId ? await deptHead(db, ctx.tenantId, deptId) : null) ?? first.rectifyUserId,
  };
  const given = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined && v !== ''));
  return writeTransaction(db, (tx) =>
    noticeService.insert(tx as unknown as Db, ctx, { ...defaults, ...given, dangerIds: ids }),
  );
}

/**
 * Completes every signed notice among `noticeIds` whose dangers are now all closed; `closing` is a
 * danger being closed in the caller's transaction (its row is written after the listeners run).
 */
export async function completeNoticesOf(
  db: Db,
  ctx: RequestContext,
  noticeIds: (string | null)[],
  closing?: string,
) {
  for (const id of new Set(noticeIds.filter((x): x is string => Boolean(x)))) {
    const [n] = await db
      .select({ status: dangerNotice.status, version: dangerNotice.version })
      .from(dangerNotice)
      .where(and(eq(dangerNotice.id, id), scoped(ctx, dangerNotice)));
    if (n?.status !== 'SIGNED') continue;
    const rows = await dangersOf(db, ctx, await listedIds(db, def, id));
    if (rows.every((d) => d.status === 'CLOSED' || String(d.id) === closing))
      await noticeWorkflow.run(
        db,
        ctx,
        { id, action: 'COMPLETE', version: Number(n.version), payload: {} },
        { internal: true },
      );
  }
}

/** Whether the danger is on a signed notice (tenant setting `noticeRequired` of SUBMIT_RECTIFICATION). */
async function isOnSignedNotice({ db, ctx, danger }: { db: Db; ctx: RequestContext; danger: Row }) {
  if (!danger.noticeId) return false;
  const [n] = await db
    .select({ status: dangerNotice.status })
    .from(dangerNotice)
    .where(and(eq(dangerNotice.id, String(danger.noticeId)), scoped(ctx, dangerNotice)));
  return n?.status === 'SIGNED';
}

const NOT_FINAL = ['DRAFT', 'ISSUED', 'SIGNED'];

/** After a danger's deadline moved (an approved delay), the live notices listing it say the new one. */
async function followDeadline({ db, ctx, danger }: { db: Db; ctx: RequestContext; danger: Row }) {
  const j = joinTable(def, 'dangerIds');
  const owners = await db
    .select({ id: dangerNotice.id })
    .from(dangerNotice)
    .innerJoin(j, eq(j.ownerId, dangerNotice.id))
    .where(
      and(
        scoped(ctx, dangerNotice, { live: true }),
        eq(j.refId, String(danger.id)),
        inArray(dangerNotice.status, NOT_FINAL),
      ),
    );
  for (const { id } of owners) {
    const deadline = earliestDeadline(await dangersOf(db, ctx, await listedIds(db, def, String(id))));
    if (deadline)
      await db
        .update(dangerNotice)
        .set({ deadline })
        .where(and(scoped(ctx, dangerNotice), eq(dangerNotice.id, String(id))));
  }
}

// The danger loop asks through its seam; installed once per process when this module loads.
noticeLink.isOnSignedNotice = isOnSignedNotice;
noticeLink.afterDeadlineMoved.push(followDeadline);
noticeLink.afterClose.push(({ db, ctx, danger }) =>
  completeNoticesOf(db, ctx, [danger.noticeId as string | null], String(danger.id)),
);

async function noticeFile(db: Db, ctx: RequestContext, id: string) {
  const n = await noticeService.get(db, ctx, id);
  const dangers = await dangersOf(
    db,
    ctx,
    (n.dangerIds as string[] | undefined) ?? (await listedIds(db, def, id)),
  );
  const people = await personLabels(db, ctx.tenantId, [n.issuerId as string, n.receiverUserId as string]);
  return noticeDocx({
    noticeNo: String(n.noticeNo ?? ''),
    title: String(n.title ?? '隐患整改通知书'),
    companyName: await tenantName(db, ctx.tenantId),
    checkedDeptName: await deptName(db, ctx.tenantId, n.checkedDeptId as string),
    checkDate: String(n.checkDate ?? ''),
    checkerNames: String(n.checkerNames ?? ''),
    dangers: await docDangers(db, ctx, dangers),
    requirements: String(n.requirements ?? ''),
    // a draft says what signing it today would: the dangers' current deadline
    deadline: String((isDraft(n) ? earliestDeadline(dangers) : null) ?? n.deadline ?? ''),
    issuerName: people.get(String(n.issuerId)) ?? '',
    issueDate: dateOf(n.issueTime),
    receiverName: people.get(String(n.receiverUserId)) ?? '',
    signDate: dateOf(n.signTime),
  }).then((buf) => ({ buf, name: `${n.title ?? '隐患整改通知书'}${n.noticeNo ?? ''}` }));
}

const idParam = (req: FastifyRequest<{ Params: { id: string } }>) => {
  if (!isId(req.params.id)) throw badRequest('参数错误: id 应为编号');
  return req.params.id;
};

export async function dangerNoticeRoutes(app: FastifyInstance) {
  const { db } = app.deps;
  const base = def.path;
  declareContracts(app, {
    [`POST ${base}/rectificationNotice`]: contract({
      // the notice's own fields are checked by its validation, dangerIds here
      body: resourceContracts(def).writeBody,
      response: envelope(resourceContracts(def).row),
    }),
    [`GET ${base}/revoke/:id`]: getContract(
      { revokeReason: z.string(), opinion: z.string(), version: text },
      envelope(resourceContracts(def).row),
      { params: idParams },
    ),
    [`GET ${base}/download/:id`]: getContract({}, binary(), { params: idParams }),
  });
  const access = (permission: string) => ({ config: { access: { permission } } });
  registerResource(app, noticeService);
  registerProcess(app, noticeWorkflow);

  app.post(`${base}/rectificationNotice`, access('dangerRectificationNotice_add'), async (req) =>
    ok(await createFromDangers(db, req.ctx!, (req.body ?? {}) as Row), '整改通知书已生成'),
  );

  // The spec's GET revoke/{id}: the reason comes as `revokeReason` (or `opinion`) in the query.
  app.get<{
    Params: { id: string };
    Querystring: { revokeReason?: string; opinion?: string; version?: string };
  }>(`${base}/revoke/:id`, access('dangerRectificationNotice_revoke'), async (req) => {
    const ctx = req.ctx!;
    const id = idParam(req);
    const current = await noticeService.get(db, ctx, id);
    const version = req.query.version === undefined ? Number(current.version) : Number(req.query.version);
    if (!Number.isInteger(version)) throw badRequest('参数错误: version 应为整数');
    const opinion = (req.query.revokeReason ?? req.query.opinion ?? '').trim() || null;
    await noticeWorkflow.run(db, ctx, { id, action: 'REVOKE', version, opinion, payload: {} });
    return ok(await noticeService.get(db, ctx, id), '整改通知书已撤回');
  });

  app.get<{ Params: { id: string } }>(
    `${base}/download/:id`,
    access('dangerRectificationNotice_download'),
    async (req, reply) => {
      const file = await noticeFile(db, req.ctx!, idParam(req));
      return reply
        .header('Content-Type', DOCX_TYPE)
        .header('Content-Disposition', docxAttachment(file.name))
        .send(file.buf);
    },
  );
}
