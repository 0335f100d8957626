import { and, asc, eq, gt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../core/envelope';
import { dictBiz } from '../../db/schema';

/**
 * The hazard libraries used as pick lists in JHA/SCL lines (§4 JOB_DANGER_FACTOR /
 * DEVICE_FACILITY_FACTOR): key, label and the pre-fill values of `extra` (category, accident types,
 * consequence, measures per category).
 */
export async function factorRoutes(app: FastifyInstance) {
  const { db } = app.deps;
  const route = (path: string, code: string, permission: string) =>
    app.get(path, { config: { access: { permission } } }, async (req) => {
      const rows = await db
        .select({ key: dictBiz.dictKey, label: dictBiz.dictValue, extra: dictBiz.extra })
        .from(dictBiz)
        .where(
          and(
            eq(dictBiz.tenantId, req.ctx!.tenantId),
            eq(dictBiz.code, code),
            gt(dictBiz.parentId, '0'),
            eq(dictBiz.isSealed, 0),
            eq(dictBiz.isDeleted, 0),
          ),
        )
        .orderBy(asc(dictBiz.sort), asc(dictBiz.id));
      return ok(
        rows.map((r) => {
          let extra: Record<string, unknown> = {};
          try {
            extra = JSON.parse(r.extra ?? '{}') as Record<string, unknown>;
          } catch {
            extra = {};
          }
          return { key: r.key, label: r.label, ...extra };
        }),
      );
    });
  route('/shtmp-risk/dict/jobDangerFactorList', 'JOB_DANGER_FACTOR', 'riskJobActivity');
  route('/shtmp-risk/dict/deviceFacilityFactorList', 'DEVICE_FACILITY_FACTOR', 'riskDeviceFacility');
}
