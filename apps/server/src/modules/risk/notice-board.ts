import { isRiskLevel, RISK_LEVEL_HEX, resources } from '@dp/domain';
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { RequestContext } from '../../core/context';
import {
  anyObject,
  binary,
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
import { qrcode } from '../../core/lazy-libs';
import { together, writeTransaction } from '../../core/together';
import type { Db } from '../../db/client';
import { riskNoticeBoard, riskPointType } from '../../db/schema';
import { resourceContracts } from '../../resource/contract';
import { bizLabelMap } from '../../resource/dictionary';
import { attachmentName, XLSX_TYPE } from '../../resource/excel';
import { paramsOf, registerResource } from '../../resource/routes';
import { scoped } from '../../resource/scoped';
import { type Row, resourceService } from '../../resource/service';
import { createWorkflow, type WorkflowDef, workflowHooks } from '../../resource/workflow';
import { registerProcess } from '../../resource/workflow-routes';
import { companyName } from '../danger/docs-shared';
import { boardContent, boardTarget, composeBoard } from './board-compose';
import { boardWorkbook } from './board-excel';
import { boardDigest, markOutOfDate } from './board-staleness';
import { cardUrl } from './risk-point';
import { logosByIds } from './safety-logo';

const def = resources.riskNoticeBoard;

const isDraft = (row: Row) => row.status === 'DRAFT';
const targetColumn = (row: Row) =>
  row.boardType === 'POST_CARD'
    ? eq(riskNoticeBoard.postId, String(row.postId))
    : eq(riskNoticeBoard.riskPointTypeId, String(row.riskPointTypeId));

/** DRAFT → PUBLISHED (the target's previous board becomes OBSOLETE) → OBSOLETE. */
const boardFlow: WorkflowDef = {
  states: {
    DRAFT: { zh: '草稿', en: 'Draft' },
    PUBLISHED: { zh: '已发布', en: 'Published' },
    OBSOLETE: { zh: '已作废', en: 'Obsolete' },
  },
  initial: 'DRAFT',
  actions: {
    PUBLISH: {
      label: { zh: '发布', en: 'Publish' },
      from: ['DRAFT'],
      to: 'PUBLISHED',
      who: [{ permission: 'riskNoticeBoard_publish' }],
      effect: async ({ db, ctx, row, now }) => {
        await db
          .update(riskNoticeBoard)
          .set({ status: 'OBSOLETE', updateUser: ctx.userId, updateTime: now })
          .where(
            and(
              scoped(ctx.tenantId, riskNoticeBoard),
              eq(riskNoticeBoard.isDeleted, 0),
              eq(riskNoticeBoard.status, 'PUBLISHED'),
              eq(riskNoticeBoard.boardType, String(row.boardType)),
              targetColumn(row),
              ne(riskNoticeBoard.id, String(row.id)),
            ),
          );
        return { publishedAt: now, sourceDigest: await boardDigest(db, ctx.tenantId, row) };
      },
    },
    OBSOLETE: {
      label: { zh: '作废', en: 'Make obsolete' },
      from: ['PUBLISHED'],
      to: 'OBSOLETE',
      who: [{ permission: 'riskNoticeBoard_publish' }],
    },
  },
};

export const noticeBoardService = resourceService(
  def,
  riskNoticeBoard,
  workflowHooks(boardFlow, {
    beforeWrite: async ({ ctx, row, existing, db }) => {
      if (existing && !isDraft(existing)) throw badRequest('告知卡已发布或作废，不能修改；请新建草稿');
      if (existing) return;
      const target = await boardTarget(db, ctx, row);
      if (row.boardType === 'POINT_BOARD') row.postId = null;
      else if (row.boardType === 'POST_CARD') row.riskPointTypeId = null;
      else throw badRequest('参数错误: 公司风险公告栏请在风险点告知牌中发布');
      row.riskLevel = (
        await boardContent(db, ctx.tenantId, { point: target.point, postId: target.post?.id as string })
      ).riskLevel;
    },
    beforeRemove: async ({ ctx, ids, db }) => {
      for (const id of ids) {
        const row = await noticeBoardService.findRaw(db, ctx, id);
        if (row?.status === 'PUBLISHED') throw badRequest(`告知卡「${row.title}」已发布，请先作废再删除`);
      }
    },
    decorate: async ({ ctx, rows, db }) =>
      markOutOfDate(
        db,
        ctx.tenantId,
        rows.map((r) => ({ ...r, levelColor: isRiskLevel(r.riskLevel) ? RISK_LEVEL_HEX[r.riskLevel] : '' })),
      ),
  }),
);

export const noticeBoardWorkflow = createWorkflow(noticeBoardService, boardFlow);

const origin = (req: FastifyRequest) => `${req.protocol}://${req.host}`;

/** Everything the print view and the Excel export show: labels, signs, colour, QR of the point. */
export async function printable(
  db: Db,
  ctx: RequestContext,
  id: unknown,
  site: { origin: string; key: Buffer },
) {
  const board = await noticeBoardService.get(db, ctx, id);
  const [logos, accidents, company] = await together(
    db,
    async () => logosByIds(db, ctx, (board.logoIds as string[]) ?? []),
    async () => bizLabelMap(db, ctx.tenantId, 'ACCIDENT_TYPE'),
    async () => companyName(db, ctx.tenantId),
  );
  let qrUrl: string | null = null;
  if (board.showQr && board.riskPointTypeId) {
    const [point] = await db
      .select({ id: riskPointType.id, qrToken: riskPointType.qrToken })
      .from(riskPointType)
      .where(and(scoped(ctx.tenantId, riskPointType), eq(riskPointType.id, String(board.riskPointTypeId))));
    if (point?.qrToken) qrUrl = cardUrl(site.origin, site.key, String(point.id), String(point.qrToken));
  }
  const qrPng = qrUrl ? await (await qrcode()).toBuffer(qrUrl, { type: 'png', width: 300, margin: 1 }) : null;
  await db
    .update(riskNoticeBoard)
    .set({ lastPrintedAt: new Date() })
    .where(and(scoped(ctx.tenantId, riskNoticeBoard), eq(riskNoticeBoard.id, String(board.id))));
  return {
    board,
    companyName: company,
    logos,
    accidentTypeNames: ((board.accidentTypes as string[]) ?? []).map((k) => accidents.get(k) ?? k),
    qrUrl,
    qrPng,
  };
}

const phonesText = (v: unknown) =>
  (Array.isArray(v) ? v : [])
    .map((p) => `${String((p as Row).name ?? '')} ${String((p as Row).tel ?? '')}`.trim())
    .join('    ');

export async function noticeBoardRoutes(app: FastifyInstance) {
  const { db, config } = app.deps;
  registerResource(app, noticeBoardService);
  registerProcess(app, noticeBoardWorkflow);
  const base = def.path;
  const site = (req: FastifyRequest) => ({ origin: origin(req), key: config.dataKey });
  const board = resourceContracts(def).row;
  declareContracts(app, {
    [`POST ${base}/compose`]: contract({
      // a risk point or post to compose from; any field of the board may be given over the draft
      body: docOnly(
        board.partial().extend({ riskPointTypeId: text.optional(), postId: text.optional() }).nullish(),
      ),
      response: envelope(board),
    }),
    [`POST ${base}/refresh`]: postContract({ id: text, version: z.number().int() }, envelope(board)),
    [`GET ${base}/print/:id`]: getContract(
      {},
      envelope(
        z.object({
          board,
          companyName: z.string(),
          logos: z.array(anyObject),
          accidentTypeNames: z.array(z.string()),
          qrUrl: z.string().nullable(),
          qrDataUrl: z.string().nullable(),
        }),
      ),
      { params: idParams },
    ),
    [`GET ${base}/exportExcel/:id`]: getContract({}, binary(), { params: idParams }),
    [`POST ${base}/exportExcel/:id`]: postContract({}, binary(), { params: idParams }),
  });

  // A draft composed from the current risk lists of a risk point or a post; the body may override fields.
  app.post(`${base}/compose`, { config: { access: { permission: 'riskNoticeBoard_add' } } }, async (req) => {
    const body = paramsOf(req);
    const draft = await composeBoard(db, req.ctx!, body);
    const { id: _id, ...overrides } = body;
    return ok(await noticeBoardService.insert(db, req.ctx!, { ...draft, ...overrides }), '已生成告知卡草稿');
  });

  // Re-pulls hazards, accident types, measures and level after a review (§5.10 "refresh from source").
  app.post<{ Body: { id?: string; version?: number } }>(
    `${base}/refresh`,
    { config: { access: { permission: 'riskNoticeBoard_refresh' } } },
    async (req) => {
      const ctx = req.ctx!;
      const board = await noticeBoardService.get(db, ctx, req.body?.id);
      if (!isDraft(board)) throw badRequest('只能刷新草稿状态的告知卡');
      const target = await boardTarget(db, ctx, board);
      const content = await boardContent(db, ctx.tenantId, {
        point: target.point,
        postId: target.post?.id as string,
      });
      const saved = await writeTransaction(db, async (tx) => {
        const t = tx as unknown as Db;
        const updated = await noticeBoardService.update(t, ctx, {
          id: board.id,
          version: req.body?.version ?? board.version,
          hazards: content.hazards || '—',
          accidentTypes: content.accidentTypes.length ? content.accidentTypes : board.accidentTypes,
          controlMeasures: content.controlMeasures || '—',
          emergencyMeasures: content.emergencyMeasures || '—',
        });
        await t
          .update(riskNoticeBoard)
          .set({ riskLevel: content.riskLevel })
          .where(and(scoped(ctx.tenantId, riskNoticeBoard), eq(riskNoticeBoard.id, String(board.id))));
        return updated;
      });
      return ok({ ...saved, riskLevel: content.riskLevel }, '已按最新风险清单刷新');
    },
  );

  // What the print view draws (A4/A3 layouts are the page's): the board, its signs, the QR link.
  app.get<{ Params: { id: string } }>(
    `${base}/print/:id`,
    { config: { access: { permission: ['riskNoticeBoard', 'riskNoticeBoard_view'] } } },
    async (req) => {
      const p = await printable(db, req.ctx!, req.params.id, site(req));
      return ok({
        board: p.board,
        companyName: p.companyName,
        logos: p.logos,
        accidentTypeNames: p.accidentTypeNames,
        qrUrl: p.qrUrl,
        qrDataUrl: p.qrPng ? `data:image/png;base64,${p.qrPng.toString('base64')}` : null,
      });
    },
  );

  // One board in the Excel template, ready to print (seed 001 §7: exportExcel/{id}).
  const exportOne = async (
    req: FastifyRequest<{ Params: { id: string } }>,
    reply: import('fastify').FastifyReply,
  ) => {
    const p = await printable(db, req.ctx!, req.params.id, site(req));
    const b = p.board;
    const isPost = b.boardType === 'POST_CARD';
    const buf = await boardWorkbook({
      title: String(b.title),
      companyName: p.companyName,
      targetLabel: isPost ? '岗位' : '风险点',
      targetName: String((isPost ? b.postIdName : b.riskPointTypeIdName) ?? ''),
      riskLevelName: String(b.riskLevelName ?? '未评价'),
      levelColor: String(b.levelColor || '#999999'),
      hazards: String(b.hazards ?? ''),
      accidentTypes: p.accidentTypeNames.join('、'),
      controlMeasures: String(b.controlMeasures ?? ''),
      emergencyMeasures: String(b.emergencyMeasures ?? ''),
      signs: p.logos.map((l) => String(l.name)).join('、'),
      responsible: [b.responsibleDeptIdName, b.responsibleUserIdName, b.responsiblePhone]
        .filter(Boolean)
        .join(' / '),
      emergencyPhones: phonesText(b.emergencyPhones),
      reportPhone: String(b.reportPhone ?? ''),
      qrPng: p.qrPng,
    });
    return reply
      .header('Content-Type', XLSX_TYPE)
      .header('Content-Disposition', attachmentName(String(b.title)))
      .send(buf);
  };
  const exportAccess = { config: { access: { permission: 'riskNoticeBoard_export' } } };
  app.get(`${base}/exportExcel/:id`, exportAccess, exportOne);
  app.post(`${base}/exportExcel/:id`, exportAccess, exportOne);
}
