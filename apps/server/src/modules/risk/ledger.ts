import { PassThrough } from 'node:stream';
import { resources } from '@dp/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { RequestContext } from '../../core/context';
import { binary, contract, declareContracts, envelope, fileUpload, pageQuery } from '../../core/contract';
import { badRequest, ok } from '../../core/envelope';
import { exceljs } from '../../core/lazy-libs';
import { addSafeRow } from '../../core/sheet-cells';
import { together } from '../../core/together';
import type { Db } from '../../db/client';
import { dept, post, riskJobActivityPosts, user } from '../../db/schema';
import { attachmentName, XLSX_TYPE } from '../../resource/excel';
import { paramsOf } from '../../resource/routes';
import { scoped } from '../../resource/scoped';
import type { Row } from '../../resource/service';
import { checkWorkbook } from '../../resource/sheet-reader';
import { COLUMNS, type DICTS, type Key, KIND_LABEL, labelMaps } from './ledger-columns';
import { importLedger } from './ledger-import';
import { riskPointService } from './risk-point';
import { ANALYSES, type AnalysisKind } from './rollup';

export { LEDGER_IMPORT_MAX_ROWS } from './ledger-import';

/** Ledger rows of the points matching the risk-point filters, analysis by analysis, line by line. */
export async function ledgerRows(
  db: Db,
  ctx: RequestContext,
  params: Record<string, unknown>,
  only?: readonly string[],
) {
  const listed = await riskPointService.list(db, ctx, params, 10000);
  const points = only ? listed.filter((p) => only.includes(String(p.id))) : listed;
  const ids = points.map((p) => String(p.id));
  const maps = await labelMaps(db, ctx.tenantId);
  const lbl = (k: keyof typeof DICTS, v: unknown) => (v ? (maps[k].toLabel.get(String(v)) ?? String(v)) : '');
  const rows: Record<Key, unknown>[] = [];
  if (!ids.length) return rows;
  const deptIds = new Set<string>();
  const userIds = new Set<string>();
  const lines: { point: Row; kind: AnalysisKind; header: Row; item: Row }[] = [];
  for (const kind of ['job', 'device'] as const) {
    const { header: h, item: i, fk } = ANALYSES[kind];
    const found = await db
      .select({ header: h, item: i })
      .from(i)
      .innerJoin(h, eq(fk, h.id))
      .where(and(scoped(ctx, h), inArray(h.riskPointTypeId, ids), eq(h.isDeleted, 0), eq(i.isDeleted, 0)))
      .orderBy(
        asc(h.createTime),
        asc(kind === 'job' ? ANALYSES.job.item.stepNo : ANALYSES.device.item.itemNo),
      );
    for (const f of found) {
      const point = points.find((p) => String(p.id) === String(f.header.riskPointTypeId))!;
      lines.push({ point, kind, header: f.header as Row, item: f.item as Row });
      deptIds.add(String(f.item.responsibleDeptId ?? point.deptId));
      userIds.add(String(f.item.responsibleUserId ?? point.responsibleUserId));
    }
  }
  const [depts, users] = await together(
    db,
    async () =>
      db
        .select({ id: dept.id, name: dept.deptName })
        .from(dept)
        .where(inArray(dept.id, [...deptIds])),
    async () =>
      db
        .select({ id: user.id, name: user.realName })
        .from(user)
        .where(inArray(user.id, [...userIds])),
  );
  const jobIds = [...new Set(lines.filter((l) => l.kind === 'job').map((l) => String(l.header.id)))];
  const postRows = jobIds.length
    ? await db
        .select({ ownerId: riskJobActivityPosts.ownerId, name: post.postName })
        .from(riskJobActivityPosts)
        .innerJoin(post, eq(post.id, riskJobActivityPosts.refId))
        .where(inArray(riskJobActivityPosts.ownerId, jobIds))
        .orderBy(asc(riskJobActivityPosts.sort))
    : [];
  const postsOf = (id: string) =>
    postRows
      .filter((p) => String(p.ownerId) === id)
      .map((p) => p.name)
      .join('、');
  const deptName = new Map(depts.map((d) => [String(d.id), d.name]));
  const userName = new Map(users.map((u) => [String(u.id), u.name]));
  const order = new Map(ids.map((id, n) => [id, n]));
  lines.sort((a, b) => order.get(String(a.point.id))! - order.get(String(b.point.id))!);
  for (const { point, kind, header, item } of lines) {
    const isJob = kind === 'job';
    rows.push({
      pointCode: point.code,
      pointName: point.name,
      pointCategory: lbl('pointCategory', point.category),
      kind: KIND_LABEL[kind],
      analysis: header.name,
      posts: isJob ? postsOf(String(header.id)) : '',
      no: isJob ? item.stepNo : item.itemNo,
      step: isJob ? item.stepName : item.checkProject,
      standard: isJob ? '' : item.checkStandard,
      hazard: isJob ? item.hazardDesc : item.nonConformity,
      hazardCategory: lbl('hazardCategory', item.hazardCategory),
      accidentTypes: (Array.isArray(item.accidentTypes) ? item.accidentTypes : [])
        .map((a) => lbl('accidentTypes', a))
        .join('、'),
      evalMethod: item.evalMethod,
      l: item.evalMethod === 'LEC' ? Number(item.lecL) : item.lsL,
      e: item.evalMethod === 'LEC' ? Number(item.lecE) : '',
      c: item.evalMethod === 'LEC' ? Number(item.lecC) : '',
      d: item.evalMethod === 'LEC' ? Number(item.lecD) : '',
      s: item.evalMethod === 'LS' ? item.lsS : '',
      r: item.evalMethod === 'LS' ? item.lsR : '',
      riskLevel: lbl('riskLevel', item.riskLevel),
      curTechnology: item.curTechnology,
      curManagement: item.curManagement,
      curEducation: item.curEducation,
      curProtection: item.curProtection,
      curUrgent: item.curUrgent,
      controlLevel: lbl('controlLevel', item.controlLevel),
      dept: deptName.get(String(item.responsibleDeptId ?? point.deptId)) ?? '',
      responsible: userName.get(String(item.responsibleUserId ?? point.responsibleUserId)) ?? '',
    });
  }
  return rows;
}

export async function writeLedger(rows: Record<Key, unknown>[]) {
  const out = new PassThrough();
  const wb = new (await exceljs()).stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  const ws = wb.addWorksheet('风险分级管控清单');
  ws.columns = COLUMNS.map(([key, header, width]) => ({ key, header, width }));
  ws.getRow(1).font = { bold: true };
  ws.getRow(1).commit();
  for (const r of rows)
    addSafeRow(
      ws,
      COLUMNS.map(([k]) => r[k] ?? ''),
    ).commit();
  ws.commit();
  void wb.commit();
  return out;
}

export async function ledgerRoutes(app: FastifyInstance) {
  const { db } = app.deps;
  const base = resources.riskPointType.path;
  declareContracts(app, {
    [`POST ${base}/exportLedger`]: contract({
      querystring: pageQuery,
      body: pageQuery.nullish(),
      response: binary(),
    }),
    [`POST ${base}/importLedger`]: contract({
      ...fileUpload(),
      response: envelope(z.object({ count: z.number().int() })),
    }),
  });
  app.post(
    `${base}/exportLedger`,
    { config: { access: { permission: 'riskPointType_export' } } },
    async (req, reply) => {
      const rows = await ledgerRows(db, req.ctx!, paramsOf(req));
      return reply
        .header('Content-Type', XLSX_TYPE)
        .header('Content-Disposition', attachmentName('风险分级管控清单'))
        .send(await writeLedger(rows));
    },
  );
  app.post(
    `${base}/importLedger`,
    { config: { access: { permission: 'riskPointType_import' } } },
    async (req) => {
      const file = await req.file();
      if (!file) throw badRequest('请选择要导入的文件');
      const data = await file.toBuffer();
      checkWorkbook(file.filename, data, /\.xlsx$/i);
      const count = await importLedger(db, req.ctx!, data);
      return ok({ count }, `成功导入${count}条风险分析`);
    },
  );
}
