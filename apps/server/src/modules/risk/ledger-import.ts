import { and, eq } from 'drizzle-orm';
import type { RequestContext } from '../../core/context';
import { ApiError, badRequest } from '../../core/envelope';
import type { Db } from '../../db/client';
import { post, riskPointType } from '../../db/schema';
import { importProgress } from '../../resource/import-progress';
import { importRefusal } from '../../resource/import-rows';
import { scoped } from '../../resource/scoped';
import { readSheet } from '../../resource/sheet-reader';
import { analysisServices } from './analysis';
import { COLUMNS, type DICTS, KIND_LABEL, labelMaps } from './ledger-columns';
import { riskPointService } from './risk-point';
import { ANALYSES, type AnalysisKind, rollUpAnalysis } from './rollup';

/**
 * Rows of one ledger import: each line finds or creates its point and analysis and is checked
 * and written on its own (several statements a line), so the bound is lower than the layer's.
 */
export const LEDGER_IMPORT_MAX_ROWS = 3_000;

/** Reads the ledger layout back: finds or creates points and analyses by name, adds the lines. */
export async function importLedger(db: Db, ctx: RequestContext, data: Buffer): Promise<number> {
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
