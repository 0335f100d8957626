import { MAJOR_REPORT_DUE_DAYS, MAJOR_REPORT_PLAN_ITEMS, resources } from '@dp/domain';
import { and, count, eq, inArray, lt, notInArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { RequestContext } from '../../core/context';
import { binary, declareContracts, getContract, idParams } from '../../core/contract';
import { badRequest } from '../../core/envelope';
import { isId } from '../../core/ids';
import type { Db } from '../../db/client';
import { dangerRecord, dangerMajorReport as report } from '../../db/schema';
import { registerResource } from '../../resource/routes';
import { scoped } from '../../resource/scoped';
import { type Row, resourceService } from '../../resource/service';
import type { BeforeRemoveArgs, BeforeWriteArgs } from '../../resource/service-hooks';
import { createWorkflow, workflowHooks } from '../../resource/workflow';
import { registerProcess } from '../../resource/workflow-routes';
import { docxAttachment, tenantName } from './docs-shared';
import { DOCX_TYPE } from './docx';
import { majorReportFile } from './major-report-docx';
import {
  isOverdue,
  majorDangerOf,
  majorReportFlow,
  REPORTED_STATES,
  reportableRefusal,
} from './major-report-flow';

const def = resources.dangerMajorReport;
const P = def.permission;
const DAY = 86_400_000;

/**
 * A new report names a confirmed MAJOR danger with none yet: it copies the danger's number, its
 * confirmation time (the overdue clock) and governance plan (§20 items, editable in the draft),
 * and is reported by the tenant's own unit unless named otherwise.
 */
async function beforeWrite({ ctx, row, existing, db }: BeforeWriteArgs) {
  if (existing) {
    if (existing.status !== 'DRAFT') throw badRequest('只能修改草稿状态的重大隐患报告');
    delete row.dangerId;
    return;
  }
  // the danger's row lock serialises two reports started at once: the second sees the first
  const danger = await majorDangerOf(db, ctx, String(row.dangerId), true);
  const refusal = reportableRefusal(danger);
  if (refusal) throw badRequest(refusal);
  const [{ n }] = await db
    .select({ n: count() })
    .from(report)
    .where(and(scoped(ctx, report, { live: true }), eq(report.dangerId, String(row.dangerId))));
  if (n > 0) throw badRequest('该重大隐患已有报告，请在原报告上办理');
  row.dangerNo = danger!.dangerNo;
  row.confirmTime = danger!.confirmTime ?? danger!.updateTime;
  if (!String(row.reportUnit ?? '').trim()) row.reportUnit = await tenantName(db, ctx.tenantId);
  for (const k of MAJOR_REPORT_PLAN_ITEMS) {
    if (!String(row[k] ?? '').trim() && danger![k]) row[k] = danger![k];
  }
}

async function beforeRemove({ ctx, ids, db }: BeforeRemoveArgs) {
  const [{ n }] = await db
    .select({ n: count() })
    .from(report)
    .where(
      and(
        scoped(ctx, report, { live: true, dataScope: def }),
        inArray(report.id, ids),
        notInArray(report.status, ['DRAFT']),
      ),
    );
  if (n > 0) throw badRequest('只能删除草稿状态的重大隐患报告');
}

/** Each row says whether it is overdue and in which state its danger is (one query per page). */
async function decorate({ ctx, rows, db }: { ctx: RequestContext; rows: Row[]; db: Db }) {
  const ids = [...new Set(rows.map((r) => String(r.dangerId)).filter(isId))];
  const states = ids.length
    ? await db
        .select({ id: dangerRecord.id, status: dangerRecord.status })
        .from(dangerRecord)
        .where(and(scoped(ctx, dangerRecord), inArray(dangerRecord.id, ids)))
    : [];
  const stateOf = new Map(states.map((s) => [String(s.id), s.status]));
  const now = new Date();
  return rows.map((r) => ({
    ...r,
    overdue: isOverdue(r, now),
    dangerStatus: stateOf.get(String(r.dangerId)) ?? null,
  }));
}

export const majorReportService = resourceService(
  def,
  report,
  workflowHooks(majorReportFlow, {
    beforeWrite,
    beforeRemove,
    decorate,
    // `overdue=1`: the reports still not with the authority N days after the confirmation
    query: (_ctx, params) => {
      const { overdue, ...rest } = params;
      if (overdue !== '1' && overdue !== 1 && overdue !== true) return { params: rest, where: [] };
      return {
        params: rest,
        where: [
          notInArray(report.status, REPORTED_STATES),
          lt(report.confirmTime, new Date(Date.now() - MAJOR_REPORT_DUE_DAYS * DAY)),
        ],
      };
    },
  }),
);

export const majorReportWorkflow = createWorkflow(majorReportService, majorReportFlow);

export async function majorReportRoutes(app: FastifyInstance) {
  const { db } = app.deps;
  declareContracts(app, {
    [`GET ${def.path}/download/:id`]: getContract({}, binary(), { params: idParams }),
  });
  registerResource(app, majorReportService);
  registerProcess(app, majorReportWorkflow, {
    permission: ['submit', 'approve', 'supervise', 'removal'].map((a) => `${P}_${a}`),
  });
  app.get<{ Params: { id: string } }>(
    `${def.path}/download/:id`,
    { config: { access: { permission: `${P}_download` } } },
    async (req, reply) => {
      if (!isId(req.params.id)) throw badRequest('参数错误: id 应为编号');
      const file = await majorReportFile(
        db,
        req.ctx!,
        await majorReportService.get(db, req.ctx!, req.params.id),
      );
      return reply
        .header('Content-Type', DOCX_TYPE)
        .header('Content-Disposition', docxAttachment(file.name))
        .send(file.buf);
    },
  );
}
