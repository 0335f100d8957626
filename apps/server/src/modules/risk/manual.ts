import { resources } from '@dp/domain';
import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { RequestContext } from '../../core/context';
import {
  binary,
  declareContracts,
  envelope,
  getContract,
  idParams,
  postContract,
  text,
} from '../../core/contract';
import { badRequest, ok } from '../../core/envelope';
import { nextId } from '../../core/ids';
import type { Db } from '../../db/client';
import { attach, riskManual, riskManualReview } from '../../db/schema';
import { resourceContracts } from '../../resource/contract';
import { registerResource } from '../../resource/routes';
import { scoped } from '../../resource/scoped';
import { type Row, resourceService } from '../../resource/service';
import { createWorkflow, type WorkflowDef, workflowHooks } from '../../resource/workflow';
import { registerProcess } from '../../resource/workflow-routes';
import { docxAttachment } from '../danger/docs-shared';
import { DOCX_TYPE } from '../danger/docx';
import { dangerRoles, PRINCIPAL } from '../danger/roles';
import { tenantToday } from '../education/settings';
import { storageDrivers } from '../storage/drivers';
import { storeAttachment } from '../storage/endpoint';
import { type ManualSnapshot, manualDocx } from './manual-docx';
import { manualSnapshot } from './manual-snapshot';

const def = resources.riskManual;
const EDITABLE = ['DRAFT', 'REJECTED'];

type StoreDocx = (db: Db, ctx: RequestContext, data: Buffer, name: string) => Promise<string>;

async function recordReview(
  db: Db,
  ctx: RequestContext,
  row: Row,
  result: string,
  opinion: string | null,
  now: Date,
) {
  await db.insert(riskManualReview).values({
    id: nextId(),
    tenantId: ctx.tenantId,
    manualId: String(row.id),
    manualVersion: String(row.versionNo ?? ''),
    reviewerId: ctx.userId,
    reviewTime: now,
    result,
    opinion,
    createUser: ctx.userId,
    updateUser: ctx.userId,
    createTime: now,
    updateTime: now,
  });
}

/**
 * DRAFT/REJECTED --SUBMIT (snapshot frozen)--> PENDING_REVIEW --APPROVE (Word file generated and
 * kept, the scope's previous PUBLISHED manual → OBSOLETE)--> PUBLISHED; --REJECT (opinion)--> REJECTED.
 */
function manualFlow(storeDocx: StoreDocx): WorkflowDef {
  return {
    states: {
      DRAFT: { zh: '草稿', en: 'Draft' },
      PENDING_REVIEW: { zh: '待评审', en: 'Pending review' },
      PUBLISHED: { zh: '已发布', en: 'Published' },
      REJECTED: { zh: '已驳回', en: 'Rejected' },
      OBSOLETE: { zh: '已作废', en: 'Obsolete' },
    },
    initial: 'DRAFT',
    roles: dangerRoles,
    actions: {
      SUBMIT: {
        label: { zh: '提交评审', en: 'Submit for review' },
        from: EDITABLE,
        to: 'PENDING_REVIEW',
        who: [{ permission: 'riskManual_submit' }],
        effect: async ({ db, ctx, row }) => {
          const snapshot = await manualSnapshot(db, ctx, row);
          return { snapshot, pointCount: snapshot.points.length };
        },
      },
      APPROVE: {
        label: { zh: '批准', en: 'Approve' },
        from: ['PENDING_REVIEW'],
        to: 'PUBLISHED',
        permission: 'riskManualReview_review',
        who: [PRINCIPAL, { field: 'approverId', label: { zh: '批准人', en: 'the approver' } }],
        internal: true,
        effect: async ({ db, ctx, row, opinion, now }) => {
          const publishDate = await tenantToday(db, ctx.tenantId);
          const doc = await manualDocx(row.snapshot as ManualSnapshot, {
            approverName: ctx.userName || ctx.account,
            publishDate,
          });
          const fileId = await storeDocx(db, ctx, doc, `${String(row.name)}-${String(row.versionNo)}.docx`);
          await db
            .update(riskManual)
            .set({ status: 'OBSOLETE', updateUser: ctx.userId, updateTime: now })
            .where(
              and(
                scoped(ctx.tenantId, riskManual),
                eq(riskManual.isDeleted, 0),
                eq(riskManual.status, 'PUBLISHED'),
                row.scopeDeptId
                  ? eq(riskManual.scopeDeptId, String(row.scopeDeptId))
                  : isNull(riskManual.scopeDeptId),
                ne(riskManual.id, String(row.id)),
              ),
            );
          await recordReview(db, ctx, row, 'APPROVED', opinion, now);
          return { fileId, publishDate, approverId: row.approverId ?? ctx.userId };
        },
      },
      REJECT: {
        label: { zh: '驳回', en: 'Reject' },
        from: ['PENDING_REVIEW'],
        to: 'REJECTED',
        permission: 'riskManualReview_review',
        who: [PRINCIPAL, { field: 'approverId', label: { zh: '批准人', en: 'the approver' } }],
        opinionRequired: true,
        internal: true,
        effect: async ({ db, ctx, row, opinion, now }) => {
          await recordReview(db, ctx, row, 'REJECTED', opinion, now);
          return {};
        },
      },
    },
  };
}

/** The manual's service and workflow, storing approved Word files through `storeDocx`. */
export function manualModule(storeDocx: StoreDocx) {
  const flow = manualFlow(storeDocx);
  const service = resourceService(
    def,
    riskManual,
    workflowHooks(flow, {
      beforeWrite: ({ row, existing }) => {
        if (!existing) return;
        if (!EDITABLE.includes(String(existing.status))) throw badRequest('手册已提交评审或已发布，不能修改');
        row.status = 'DRAFT';
      },
      beforeRemove: async ({ ctx, ids, db: tx }) => {
        const rows = await tx
          .select({ name: riskManual.name, status: riskManual.status })
          .from(riskManual)
          .where(and(scoped(ctx.tenantId, riskManual), inArray(riskManual.id, ids)));
        const locked = rows.find((r) => !EDITABLE.includes(String(r.status)));
        if (locked) throw badRequest(`手册「${locked.name}」已提交评审或已发布，不能删除`);
      },
    }),
  );
  const workflow = createWorkflow(service, flow);
  return { service, workflow };
}

/** Stores generated Word files through the tenant's storage driver. */
export function docxStore(drivers: ReturnType<typeof storageDrivers>): StoreDocx {
  return async (tx, ctx, data, name) =>
    (await storeAttachment(tx, drivers, ctx, { data, originalName: name, type: DOCX_TYPE, ext: 'docx' }))
      .attachId;
}

export async function manualRoutes(app: FastifyInstance) {
  declareContracts(app, {
    [`POST ${resources.riskManualReview.path}/review`]: postContract(
      { manualId: text, id: text, result: z.string(), opinion: z.string(), version: z.number().int() },
      envelope(resourceContracts(def).row),
    ),
    [`GET ${def.path}/download/:id`]: getContract({}, binary(), { params: idParams }),
  });
  const { db, config } = app.deps;
  const drivers = storageDrivers(db, config);
  const { service, workflow } = manualModule(docxStore(drivers));
  registerResource(app, service);
  registerProcess(app, workflow);
  const reviews = resourceService(resources.riskManualReview, riskManualReview);
  registerResource(app, reviews);

  // The approver's decision (seed 001 §7: riskManualReview/review): approve publishes, reject needs an opinion.
  app.post<{ Body: { manualId?: string; id?: string; result?: string; opinion?: string; version?: number } }>(
    `${resources.riskManualReview.path}/review`,
    { config: { access: { permission: 'riskManualReview_review' } } },
    async (req) => {
      const ctx = req.ctx!;
      const body = req.body ?? {};
      if (body.result !== 'APPROVED' && body.result !== 'REJECTED')
        throw badRequest('参数错误: 评审结论应为批准或驳回');
      const manual = await service.get(db, ctx, body.manualId ?? body.id);
      await workflow.run(
        db,
        ctx,
        {
          id: String(manual.id),
          action: body.result === 'APPROVED' ? 'APPROVE' : 'REJECT',
          version: body.version ?? Number(manual.version),
          opinion: typeof body.opinion === 'string' && body.opinion.trim() ? body.opinion.trim() : null,
          fileIds: [],
          payload: {},
        },
        { internal: true },
      );
      const saved = await service.get(db, ctx, manual.id);
      return ok(saved, body.result === 'APPROVED' ? '手册已批准发布' : '手册已驳回');
    },
  );

  // The Word file: as published, else generated now (the frozen snapshot while pending, live lists as a draft).
  app.get<{ Params: { id: string } }>(
    `${def.path}/download/:id`,
    { config: { access: { permission: ['riskManual_download', 'riskManualReview_review'] } } },
    async (req, reply) => {
      const ctx = req.ctx!;
      const manual = await service.get(db, ctx, req.params.id);
      const name = `${String(manual.name)}-${String(manual.versionNo)}`;
      let data: Buffer;
      if (manual.fileId) {
        const [file] = await db
          .select()
          .from(attach)
          .where(and(scoped(ctx.tenantId, attach), eq(attach.id, String(manual.fileId))));
        data = await (await drivers.of(file.tenantId, file.ossId)).get(file.name);
      } else {
        const snapshot =
          (manual.snapshot as ManualSnapshot | null) ?? (await manualSnapshot(db, ctx, manual));
        data = await manualDocx(snapshot, null);
      }
      return reply
        .header('Content-Type', DOCX_TYPE)
        .header('Content-Disposition', docxAttachment(name))
        .send(data);
    },
  );
}
