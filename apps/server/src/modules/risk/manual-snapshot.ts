import { and, asc, eq, inArray } from 'drizzle-orm';
import type { RequestContext } from '../../core/context';
import { badRequest } from '../../core/envelope';
import { together } from '../../core/together';
import type { Db } from '../../db/client';
import { riskControlMeasure, riskManualPoints, user } from '../../db/schema';
import { bizLabelMap } from '../../resource/dictionary';
import { scoped } from '../../resource/scoped';
import type { Row } from '../../resource/service';
import { companyName } from '../danger/docs-shared';
import { ledgerRows } from './ledger';
import type { ManualSnapshot } from './manual-docx';
import { riskPointService } from './risk-point';

const MEASURE_ORDER = ['TECHNOLOGY', 'MANAGEMENT', 'EDUCATION', 'PROTECTION', 'URGENT'];
const CUR = ['curTechnology', 'curManagement', 'curEducation', 'curProtection', 'curUrgent'] as const;
const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/**
 * The manual's content from the current risk lists: the chosen points (none chosen: every enabled
 * point of the scope department, or of the company), their analysed lines and existing measures.
 */
export async function manualSnapshot(db: Db, ctx: RequestContext, manual: Row): Promise<ManualSnapshot> {
  const chosen = (
    await db
      .select({ id: riskManualPoints.refId })
      .from(riskManualPoints)
      .where(eq(riskManualPoints.ownerId, String(manual.id)))
      .orderBy(asc(riskManualPoints.sort))
  ).map((r) => String(r.id));
  const params: Row = { enableStatus_equal: 'ENABLED' };
  if (manual.scopeDeptId) params.deptId_subtree = String(manual.scopeDeptId);
  const listed = await riskPointService.list(db, ctx, params, 10000);
  const points = chosen.length ? listed.filter((p) => chosen.includes(String(p.id))) : listed;
  if (points.length === 0) throw badRequest('手册未收录任何启用的风险点，请先选择风险点');
  const ids = points.map((p) => String(p.id));
  const [ledger, measures, categories, company, compiler] = await together(
    db,
    async () => ledgerRows(db, ctx, params, ids),
    async () =>
      db
        .select({
          point: riskControlMeasure.riskPointTypeId,
          category: riskControlMeasure.category,
          content: riskControlMeasure.content,
        })
        .from(riskControlMeasure)
        .where(
          and(
            scoped(ctx.tenantId, riskControlMeasure),
            inArray(riskControlMeasure.riskPointTypeId, ids),
            eq(riskControlMeasure.isDeleted, 0),
            eq(riskControlMeasure.isExisting, true),
          ),
        )
        .orderBy(asc(riskControlMeasure.sort), asc(riskControlMeasure.createTime)),
    async () => bizLabelMap(db, ctx.tenantId, 'MEASURE_CATEGORY'),
    async () => companyName(db, ctx.tenantId),
    async () =>
      db
        .select({ name: user.realName })
        .from(user)
        .where(and(scoped(ctx.tenantId, user), eq(user.id, str(manual.compilerId)))),
  );
  const categoryName = (c: string) => categories.get(c) ?? c;
  return {
    companyName: company,
    name: str(manual.name),
    manualNo: str(manual.manualNo),
    versionNo: str(manual.versionNo),
    year: Number(manual.year),
    effectiveDate: str(manual.effectiveDate),
    compilerName: compiler[0]?.name ?? '',
    preface: str(manual.preface),
    points: points.map((p) => ({
      code: str(p.code),
      name: str(p.name),
      category: str(p.categoryName),
      dept: str(p.deptIdName),
      responsible: str(p.responsibleUserIdName),
      riskLevel: str(p.riskLevelName),
      controlLevel: str(p.controlLevelName),
      measures: MEASURE_ORDER.map((c) => ({
        category: categoryName(c),
        items: measures
          .filter((m) => String(m.point) === String(p.id) && m.category === c)
          .map((m) => str(m.content)),
      })).filter((g) => g.items.length > 0),
    })),
    lines: ledger.map((l) => ({
      pointCode: str(l.pointCode),
      pointName: str(l.pointName),
      analysis: str(l.analysis),
      step: str(l.step),
      hazard: str(l.hazard),
      accidentTypes: str(l.accidentTypes),
      riskLevel: str(l.riskLevel),
      measures: CUR.map((k) => str(l[k]))
        .filter(Boolean)
        .join('\n'),
      controlLevel: str(l.controlLevel),
      responsible: str(l.responsible),
    })),
  };
}
