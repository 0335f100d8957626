import { PassThrough } from 'node:stream';
import { resources } from '@dp/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { RequestContext } from '../../core/context';
import { binary, contract, declareContracts, envelope, fileUpload, pageQuery } from '../../core/contract';
import { ApiError, badRequest, ok } from '../../core/envelope';
import { exceljs } from '../../core/lazy-libs';
import { addSafeRow } from '../../core/sheet-cells';
import { together } from '../../core/together';
import type { Db } from '../../db/client';
import { dept, post, riskJobActivityPosts, riskPointType, user } from '../../db/schema';
import { dictItemsFor } from '../../resource/dictionary';
import { attachmentName, XLSX_TYPE } from '../../resource/excel';
import { importProgress } from '../../resource/import-progress';
import { importRefusal } from '../../resource/import-rows';
import { paramsOf } from '../../resource/routes';
import { scoped } from '../../resource/scoped';
import type { Row } from '../../resource/service';
import { checkWorkbook, readSheet } from '../../resource/sheet-reader';
import { analysisServices } from './analysis';
import { riskPointService } from './risk-point';
import { ANALYSES, type AnalysisKind, rollUpAnalysis } from './rollup';

/**
 * The risk list in the DB37 ledger layout (风险分级管控清单): one row per analysed line, with the
 * point, its analysis, the evaluation, the five measure categories and the control level.
 */
const COLUMNS = [
  ['pointCode', '风险点编号', 14],
  ['pointName', '风险点名称', 20],
  ['pointCategory', '风险点类别', 16],
  ['kind', '分析类型', 10],
  ['analysis', '作业活动/设备设施', 18],
  ['posts', '涉及岗位', 14],
  ['no', '序号', 6],
  ['step', '作业步骤/检查项目', 18],
  ['standard', '检查标准', 20],
  ['hazard', '危险源或潜在事件/不符合标准情况', 30],
  ['hazardCategory', '危险有害因素类别', 16],
  ['accidentTypes', '可能导致的事故类型', 18],
  ['evalMethod', '评价方法', 10],
  ['l', 'L', 6],
  ['e', 'E', 6],
  ['c', 'C', 6],
  ['d', 'D', 8],
  ['s', 'S', 6],
  ['r', 'R', 6],
  ['riskLevel', '风险等级', 10],
  ['curTechnology', '工程技术措施', 24],
  ['curManagement', '管理措施', 24],
  ['curEducation', '培训教育措施', 24],
  ['curProtection', '个体防护措施', 24],
  ['curUrgent', '应急处置措施', 24],
  ['controlLevel', '管控层级', 10],
  ['dept', '责任部门', 14],
  ['responsible', '责任人', 10],
] as const;

type Key = (typeof COLUMNS)[number][0];
const KIND_LABEL: Record<AnalysisKind, string> = { job: '作业活动', device: '设备设施' };
const DICTS = {
  pointCategory: 'RISK_POINT_CATEGORY',
  hazardCategory: 'HAZARD_FACTOR_CATEGORY',
  accidentTypes: 'ACCIDENT_TYPE',
  evalMethod: 'RISK_EVAL_METHOD',
  riskLevel: 'RISK_LEVEL',
  controlLevel: 'CONTROL_LEVEL',
} as const;

async function labelMaps(db: Db, tenantId: string) {
  const out = {} as Record<keyof typeof DICTS, { toLabel: Map<string, string>; toKey: Map<string, string> }>;
  for (const [k, code] of Object.entries(DICTS)) {
    const items = await dictItemsFor(db, tenantId, code, true);
    out[k as keyof typeof DICTS] = {
      toLabel: new Map(items.map((i) => [i.key, i.label])),
      toKey: new Map(items.flatMap((i) => [[i.label, i.key] as const, [i.key, i.key] as const])),
    };
  }
  return out;
}

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

/**
 * Rows of one ledger import: each line finds or creates its point and analysis and is checked
 * and written on its own (several statements a line), so the bound is lower than the layer's.
 */
export const LEDGER_IMPORT_MAX_ROWS = 3_000;

/** Reads the ledger layout back: finds or creates points and analyses by name, adds the lines. */
async function importLedger(db: Db, ctx: RequestContext, data: Buffer): Promise<number> {
  const col = new Map<string, number>();
  // streamed and bounded: a file over the limit is refused before anything is written
  const progress = importProgress(ctx);
  const sheet = await readSheet(
    data,
    (header) => {
      header.forEach((h, n) => {
        col.set(h, n);
      });
      return [...col.values()];
    },
    LEDGER_IMPORT_MAX_ROWS,
    progress,
  );
  const missing = COLUMNS.filter(([, h]) => !col.has(h)).map(([, h]) => h);
  if (missing.length) throw badRequest(`表头与风险清单格式不一致，缺少：${missing.join('、')}`);
  const maps = await labelMaps(db, ctx.tenantId);
  const key = (k: keyof typeof DICTS, v: string) => maps[k].toKey.get(v) ?? v;
  const posts = new Map(
    (
      await db
        .select({ id: post.id, name: post.postName })
        .from(post)
        .where(and(scoped(ctx, post, { live: true })))
    ).map((p) => [p.name, String(p.id)]),
  );
  const postIdsOf = (names: string) => {
    const list = names
      .split(/[、,，]/)
      .map((x) => x.trim())
      .filter(Boolean);
    if (!list.length) return ctx.postIds;
    const unknown = list.filter((x) => !posts.has(x));
    if (unknown.length) throw badRequest(`岗位不存在：${unknown.join('、')}`);
    return list.map((x) => posts.get(x)!);
  };
  const errors: string[] = [];
  let count = 0;
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const points = new Map<string, string>();
    const analyses = new Map<string, string>();
    const touched = new Map<string, AnalysisKind>();
    for (const [i, { rowNumber: n, cells }] of sheet.rows.entries()) {
      progress('write', i, sheet.rows.length);
      const v = (h: string) => cells[col.get(h)!] ?? '';
      if (!v('风险点名称') && !v('作业步骤/检查项目')) continue;
      try {
        await t.transaction(async (sp) => {
          const s = sp as unknown as Db;
          const pointName = v('风险点名称');
          let pointId = points.get(pointName);
          if (!pointId) {
            const [found] = await s
              .select({ id: riskPointType.id })
              .from(riskPointType)
              .where(and(riskPointService.scope(ctx), eq(riskPointType.name, pointName)));
            pointId = found
              ? String(found.id)
              : String(
                  (
                    await riskPointService.insert(s, ctx, {
                      name: pointName,
                      category: key('pointCategory', v('风险点类别')),
                      deptId: ctx.deptIds[0],
                      responsibleUserId: ctx.userId,
                      evalMethod: key('evalMethod', v('评价方法')),
                      enableStatus: 'ENABLED',
                    })
                  ).id,
                );
            points.set(pointName, pointId);
          }
          const kind: AnalysisKind = v('分析类型') === KIND_LABEL.device ? 'device' : 'job';
          const services = analysisServices[kind];
          const aKey = `${pointId}|${kind}|${v('作业活动/设备设施')}`;
          let headerId = analyses.get(aKey);
          if (!headerId) {
            const h = ANALYSES[kind].header;
            const [found] = await s
              .select({ id: h.id })
              .from(h)
              .where(
                and(
                  scoped(ctx, h),
                  eq(h.riskPointTypeId, pointId),
                  eq(h.name, v('作业活动/设备设施')),
                  eq(h.isDeleted, 0),
                ),
              );
            const common = {
              riskPointTypeId: pointId,
              name: v('作业活动/设备设施'),
              deptId: ctx.deptIds[0],
              analystIds: [ctx.userId],
              analysisDate: new Date().toISOString().slice(0, 10),
              evalMethod: key('evalMethod', v('评价方法')),
              enableStatus: 'ENABLED',
            };
            headerId = found
              ? String(found.id)
              : String(
                  (
                    await services.header.insert(
                      s,
                      ctx,
                      kind === 'job'
                        ? { ...common, routineType: 'ROUTINE', postIds: postIdsOf(v('涉及岗位')) }
                        : { ...common, category: 'OTHER', isSpecialEquipment: false, deviceStatus: 'IN_USE' },
                    )
                  ).id,
                );
            analyses.set(aKey, headerId);
          }
          const isLec = key('evalMethod', v('评价方法')) === 'LEC';
          const num = (h: string) => (v(h) === '' ? undefined : Number(v(h)));
          await services.item.insert(s, ctx, {
            ...(kind === 'job'
              ? {
                  activityId: headerId,
                  stepNo: num('序号'),
                  stepName: v('作业步骤/检查项目'),
                  hazardDesc: v('危险源或潜在事件/不符合标准情况'),
                }
              : {
                  facilityId: headerId,
                  itemNo: num('序号'),
                  checkProject: v('作业步骤/检查项目'),
                  checkStandard: v('检查标准'),
                  nonConformity: v('危险源或潜在事件/不符合标准情况'),
                }),
            hazardCategory: key('hazardCategory', v('危险有害因素类别')),
            accidentTypes: v('可能导致的事故类型')
              .split(/[、,，]/)
              .map((x) => x.trim())
              .filter(Boolean)
              .map((x) => key('accidentTypes', x)),
            evalMethod: isLec ? 'LEC' : 'LS',
            ...(isLec
              ? { lecL: num('L'), lecE: num('E'), lecC: num('C') }
              : { lsL: num('L'), lsS: num('S') }),
            curTechnology: v('工程技术措施'),
            curManagement: v('管理措施'),
            curEducation: v('培训教育措施'),
            curProtection: v('个体防护措施'),
            curUrgent: v('应急处置措施'),
            controlLevel: v('管控层级') ? key('controlLevel', v('管控层级')) : undefined,
            enableStatus: 'ENABLED',
          });
          touched.set(headerId, kind);
        });
        count++;
      } catch (e) {
        if (!(e instanceof ApiError)) throw e;
        errors.push(`第${n}行: ${e.message.replace(/^参数错误: /, '')}`);
      }
    }
    if (errors.length) throw importRefusal(errors);
    for (const [id, kind] of touched) await rollUpAnalysis(t, ctx.tenantId, kind, id);
  });
  return count;
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
