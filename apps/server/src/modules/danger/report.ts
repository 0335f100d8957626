import { resources } from '@dp/domain';
import { and, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { RequestContext } from '../../core/context';
import {
  anyObject,
  binary,
  declareContracts,
  envelope,
  getContract,
  idParams,
  text,
} from '../../core/contract';
import { badRequest, ok } from '../../core/envelope';
import { isId } from '../../core/ids';
import { together } from '../../core/together';
import type { Db } from '../../db/client';
import { dangerReport } from '../../db/schema';
import { bizLabelMap } from '../../resource/dictionary';
import { registerResource } from '../../resource/routes';
import { scoped } from '../../resource/scoped';
import { resourceService } from '../../resource/service';
import { createWorkflow, workflowHooks } from '../../resource/workflow';
import { registerProcess } from '../../resource/workflow-routes';
import {
  companyName,
  type DangerRow,
  dangersOf,
  dateOf,
  deptName,
  docDangers,
  docxAttachment,
  listedIds,
  userNames,
} from './docs-shared';
import { DOCX_TYPE, reportDocx } from './docx';
import { reportDangersRefusal, reportFlow } from './report-flow';

const def = resources.dangerRectificationReport;

const fundOf = (rows: DangerRow[]) =>
  rows.reduce((sum, d) => sum + (d.actualFund === null ? 0 : Number(d.actualFund)), 0).toFixed(2);

export const reportService = resourceService(
  def,
  dangerReport,
  workflowHooks(reportFlow, {
    beforeWrite: async ({ ctx, row, existing, db }) => {
      if (existing && existing.status !== 'DRAFT') throw badRequest('只能修改草稿状态的整改报告');
      if (!existing) {
        row.reporterId = ctx.userId;
        row.reportDeptId = ctx.deptIds[0] ?? null;
      }
      if (!('dangerIds' in row) && !('noticeId' in row)) return;
      const ids =
        'dangerIds' in row
          ? ((row.dangerIds as string[] | null) ?? [])
          : await listedIds(db, def, String(existing?.id));
      const noticeId = ('noticeId' in row ? row.noticeId : existing?.noticeId) as string | null;
      const refusal = await reportDangersRefusal(db, ctx, ids, noticeId ?? null);
      if (refusal) throw badRequest(refusal);
      row.fundSummary = fundOf(await dangersOf(db, ctx, ids));
    },
    beforeRemove: async ({ ctx, ids, db }) => {
      const rows = await db
        .select({ status: dangerReport.status })
        .from(dangerReport)
        .where(and(scoped(ctx, dangerReport), inArray(dangerReport.id, ids)));
      if (rows.some((r) => r.status !== 'DRAFT')) throw badRequest('只能删除草稿状态的整改报告');
    },
  }),
);

export const reportWorkflow = createWorkflow(reportService, reportFlow);

/**
 * What a new report starts from: the dangers (a notice's, or the one given) and a summary
 * composed from their rectification info, with the funds spent.
 */
export async function reportDraft(db: Db, ctx: RequestContext, q: { noticeId?: string; dangerId?: string }) {
  const noticeId = q.noticeId && isId(q.noticeId) ? q.noticeId : null;
  const ids = noticeId
    ? await listedIds(db, resources.dangerRectificationNotice, noticeId)
    : q.dangerId && isId(q.dangerId)
      ? [q.dangerId]
      : [];
  const rows = await dangersOf(db, ctx, ids);
  if (rows.length === 0) throw badRequest('请选择整改通知书或隐患');
  return {
    noticeId,
    dangerIds: rows.map((d) => String(d.id)),
    summary: rows
      .map(
        (d, i) =>
          `${i + 1}. ${d.dangerNo} ${d.title}：${d.rectifyMeasures?.trim() || '（尚未填写整改措施）'}`,
      )
      .join('\n'),
    fundSummary: Number(fundOf(rows)),
  };
}

async function reportFile(db: Db, ctx: RequestContext, id: string) {
  const r = await reportService.get(db, ctx, id);
  const rows = await dangersOf(
    db,
    ctx,
    (r.dangerIds as string[] | undefined) ?? (await listedIds(db, def, id)),
  );
  const [names, states, listed] = await together(
    db,
    async () => userNames(db, [r.reporterId as string, r.reviewerId as string]),
    async () => bizLabelMap(db, ctx.tenantId, 'RECTIFY_REPORT_STATUS'),
    async () => docDangers(db, ctx, rows),
  );
  const buf = await reportDocx({
    reportNo: String(r.reportNo ?? ''),
    companyName: await companyName(db, ctx.tenantId),
    noticeNo: String(r.noticeIdName ?? ''),
    reportDeptName: await deptName(db, ctx.tenantId, r.reportDeptId as string),
    reporterName: names.get(String(r.reporterId)) ?? '',
    reportDate: dateOf(r.createTime),
    dangers: listed.map((d, i) => ({
      ...d,
      measures: rows[i].rectifyMeasures ?? '',
      finishTime: dateOf(rows[i].rectifyFinishTime),
    })),
    summary: String(r.summary ?? ''),
    fundSummary: Number(r.fundSummary ?? 0).toFixed(2),
    evaluation: String(r.evaluation ?? ''),
    reviewerName: names.get(String(r.reviewerId)) ?? '',
    reviewDate: dateOf(r.reviewTime),
    reviewOpinion: String(r.reviewOpinion ?? ''),
    statusName: states.get(String(r.status)) ?? String(r.status),
  });
  return { buf, name: `隐患整改报告${r.reportNo ?? ''}` };
}

export async function dangerReportRoutes(app: FastifyInstance) {
  const { db } = app.deps;
  const base = def.path;
  declareContracts(app, {
    [`GET ${base}/draft`]: getContract({ noticeId: text, dangerId: text }, envelope(anyObject)),
    [`GET ${base}/download/:id`]: getContract({}, binary(), { params: idParams }),
  });
  registerResource(app, reportService);
  registerProcess(app, reportWorkflow);

  app.get<{ Querystring: { noticeId?: string; dangerId?: string } }>(
    `${base}/draft`,
    { config: { access: { permission: 'dangerRectificationReport_add' } } },
    async (req) => ok(await reportDraft(db, req.ctx!, req.query)),
  );

  app.get<{ Params: { id: string } }>(
    `${base}/download/:id`,
    { config: { access: { permission: 'dangerRectificationReport_download' } } },
    async (req, reply) => {
      if (!isId(req.params.id)) throw badRequest('参数错误: id 应为编号');
      const file = await reportFile(db, req.ctx!, req.params.id);
      return reply
        .header('Content-Type', DOCX_TYPE)
        .header('Content-Disposition', docxAttachment(file.name))
        .send(file.buf);
    },
  );
}
