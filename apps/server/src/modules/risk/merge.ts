import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { RequestContext } from '../../core/context';
import { contract, declareContracts, envelope, idsBody, idsQuery } from '../../core/contract';
import { badRequest, ok } from '../../core/envelope';
import { isId, nextId } from '../../core/ids';
import type { Db } from '../../db/client';
import { riskControlMeasure, riskPointType } from '../../db/schema';
import { idsOf } from '../../resource/routes';
import { scoped } from '../../resource/scoped';
import { getParam } from '../system/params';
import { ANALYSES, type AnalysisKind, markChanged } from './rollup';

const CATEGORIES = [
  ['Technology', 'TECHNOLOGY'],
  ['Management', 'MANAGEMENT'],
  ['Education', 'EDUCATION'],
  ['Protection', 'PROTECTION'],
  ['Urgent', 'URGENT'],
] as const;

/** Measures of these categories become check items by default (§5.7). */
const CHECKABLE = new Set(['TECHNOLOGY', 'MANAGEMENT', 'PROTECTION']);

/** Text compared for duplicates: no spacing, no trailing punctuation, case-insensitive. */
export const normaliseMeasure = (text: string): string =>
  text
    .replace(/\s+/g, '')
    .replace(/[。；;，,.、]+$/u, '')
    .toLowerCase();

export type MergeResult = { added: number; skippedDuplicates: number; checkItemsAdded: number };

/** The check module turns checkable measures into check items; it registers itself here. */
export type CheckItemGenerator = (
  db: Db,
  args: { tenantId: string; riskPointTypeId: string; userId: string },
) => Promise<number>;

const generators: CheckItemGenerator[] = [];

export function onMeasuresMerged(generator: CheckItemGenerator): void {
  generators.push(generator);
}

/**
 * Consolidates the measures of analyses (or of single lines) of one risk point into its measure list
 * (§5.6): each line of a `cur*` text becomes an existing measure, of a `new*` text a planned one,
 * de-duplicated by normalised text within (point, category). Idempotent.
 */
export async function mergeMeasures(
  db: Db,
  ctx: RequestContext,
  kind: AnalysisKind,
  selection: { analysisIds?: string[]; itemIds?: string[] },
): Promise<MergeResult> {
  const { header, item, fk, fkName, sourceType, hazardOf } = ANALYSES[kind];
  const ids = selection.analysisIds ?? selection.itemIds ?? [];
  if (ids.length === 0) throw badRequest('请选择要合并的数据');
  if (!ids.every(isId)) throw badRequest('参数错误: ids 应为逗号分隔的编号');
  const items = await db
    .select()
    .from(item)
    .where(
      and(
        scoped(ctx, item, { live: true }),
        eq(item.enableStatus, 'ENABLED'),
        selection.analysisIds ? inArray(fk, ids) : inArray(item.id, ids),
      ),
    );
  const analysisIds = selection.analysisIds ?? [
    ...new Set(items.map((i) => String(i[fkName as keyof typeof i]))),
  ];
  if (!selection.analysisIds && items.length !== ids.length) throw badRequest('所选数据不存在或已被删除');
  const headers = analysisIds.length
    ? await db
        .select({ id: header.id, pointId: header.riskPointTypeId, reviewStatus: header.reviewStatus })
        .from(header)
        .where(and(scoped(ctx, header, { live: true }), inArray(header.id, analysisIds)))
    : [];
  if (headers.length !== analysisIds.length) throw badRequest('所选数据不存在或已被删除');
  const points = new Set(headers.map((h) => String(h.pointId)));
  if (points.size !== 1) throw badRequest('只能合并同一风险点下的分析');
  const allowDraft = (await getParam(db, ctx.tenantId, 'risk.allowDraftMerge', 'false')) === 'true';
  if (!allowDraft && headers.some((h) => h.reviewStatus !== 'APPROVED')) {
    throw badRequest('只有评审通过的分析才能合并措施（可在参数 risk.allowDraftMerge 中允许草稿合并）');
  }
  const pointId = [...points][0];
  const existing = await db
    .select({ category: riskControlMeasure.category, content: riskControlMeasure.content })
    .from(riskControlMeasure)
    .where(
      and(
        scoped(ctx, riskControlMeasure),
        eq(riskControlMeasure.riskPointTypeId, pointId),
        eq(riskControlMeasure.isDeleted, 0),
      ),
    );
  const seen = new Set(existing.map((m) => `${m.category}|${normaliseMeasure(String(m.content ?? ''))}`));
  const now = new Date();
  const rows: (typeof riskControlMeasure.$inferInsert)[] = [];
  let skipped = 0;
  for (const it of items as Record<string, unknown>[]) {
    for (const prefix of ['cur', 'new'] as const) {
      for (const [suffix, category] of CATEGORIES) {
        const text = it[`${prefix}${suffix}`];
        if (typeof text !== 'string') continue;
        for (const line of text.split(/\r?\n/).map((l) => l.trim())) {
          if (!line) continue;
          const key = `${category}|${normaliseMeasure(line)}`;
          if (seen.has(key)) {
            skipped++;
            continue;
          }
          seen.add(key);
          rows.push({
            id: nextId(),
            tenantId: ctx.tenantId,
            riskPointTypeId: pointId,
            category,
            content: line,
            isExisting: prefix === 'cur',
            sourceType,
            sourceItemId: String(it.id),
            hazardDesc: hazardOf(it).slice(0, 500),
            controlLevel: (it.controlLevel as string | null) ?? null,
            responsibleDeptId: (it.responsibleDeptId as string | null) ?? null,
            responsibleUserId: (it.responsibleUserId as string | null) ?? null,
            implementStatus: prefix === 'new' ? 'PLANNED' : null,
            checkable: CHECKABLE.has(category),
            createUser: ctx.userId,
            createDept: ctx.deptIds[0] ?? null,
            createTime: now,
            updateUser: ctx.userId,
            updateTime: now,
            status: 1,
            isDeleted: 0,
          });
        }
      }
    }
  }
  for (let i = 0; i < rows.length; i += 500)
    await db.insert(riskControlMeasure).values(rows.slice(i, i + 500));
  await db
    .update(header)
    .set({ mergedAt: now })
    .where(and(scoped(ctx, header), inArray(header.id, analysisIds)));
  if (rows.length) await markChanged(db, ctx.tenantId, { table: riskPointType, id: pointId });
  let checkItemsAdded = 0;
  for (const g of generators) {
    checkItemsAdded += await g(db, { tenantId: ctx.tenantId, riskPointTypeId: pointId, userId: ctx.userId });
  }
  return { added: rows.length, skippedDuplicates: skipped, checkItemsAdded };
}

export async function mergeRoutes(app: FastifyInstance) {
  declareContracts(app, {
    ...Object.fromEntries(
      [
        '/shtmp-risk/riskJobActivity/merge',
        '/shtmp-risk/riskJobActivityItem/merge',
        '/shtmp-risk/riskDeviceFacility/merge',
        '/shtmp-risk/riskDeviceFacilityItem/merge',
      ].map((path) => [
        `POST ${path}`,
        contract({
          querystring: idsQuery,
          body: idsBody.nullish(),
          response: envelope(
            z.object({
              added: z.number().int(),
              skippedDuplicates: z.number().int(),
              checkItemsAdded: z.number().int(),
            }),
          ),
        }),
      ]),
    ),
  });
  const { db } = app.deps;
  const run = (kind: AnalysisKind, by: 'analysisIds' | 'itemIds') => async (req: FastifyRequest) => {
    const ids = idsOf(req);
    const result = await db.transaction((tx) =>
      mergeMeasures(tx as unknown as Db, req.ctx!, kind, { [by]: ids }),
    );
    return ok(result, `合并完成：新增${result.added}条措施，跳过重复${result.skippedDuplicates}条`);
  };
  const access = (code: string) => ({ config: { access: { permission: code } } });
  app.post('/shtmp-risk/riskJobActivity/merge', access('riskJobActivity_merge'), run('job', 'analysisIds'));
  app.post('/shtmp-risk/riskJobActivityItem/merge', access('riskJobActivity_merge'), run('job', 'itemIds'));
  app.post(
    '/shtmp-risk/riskDeviceFacility/merge',
    access('riskDeviceFacility_merge'),
    run('device', 'analysisIds'),
  );
  app.post(
    '/shtmp-risk/riskDeviceFacilityItem/merge',
    access('riskDeviceFacility_merge'),
    run('device', 'itemIds'),
  );
}
