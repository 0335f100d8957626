import { resources } from '@dp/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { declareContracts, envelope, idParams, postContract } from '../../core/contract';
import { badRequest, ok } from '../../core/envelope';
import { isId } from '../../core/ids';
import type { Db } from '../../db/client';
import { riskControlMeasure, riskPointType } from '../../db/schema';
import { resourceContracts } from '../../resource/contract';
import { registerResource } from '../../resource/routes';
import { scoped } from '../../resource/scoped';
import { resourceService } from '../../resource/service';
import { markChanged } from './rollup';

const def = resources.riskControlMeasure;

/** Measures entered by hand are MANUAL; merged ones keep the source set by merge (§5.6). */
export const riskControlMeasureService = resourceService(def, riskControlMeasure, {
  // The point's review state follows its measures, in the write's transaction.
  afterWrite: async ({ db, ctx, rows }) => {
    for (const id of new Set(rows.map((r) => String(r.riskPointTypeId)))) {
      await markChanged(db, ctx.tenantId, { table: riskPointType, id });
    }
  },
  beforeWrite: async ({ ctx, row, existing, db }) => {
    if (existing) {
      delete row.riskPointTypeId;
      return;
    }
    row.sourceType = 'MANUAL';
    const [p] = isId(String(row.riskPointTypeId ?? ''))
      ? await db
          .select({ id: riskPointType.id })
          .from(riskPointType)
          .where(
            and(
              scoped(ctx, riskPointType),
              eq(riskPointType.id, String(row.riskPointTypeId)),
              eq(riskPointType.isDeleted, 0),
            ),
          )
      : [];
    if (!p) throw badRequest('参数错误: 所属风险点不存在或已被删除');
    if (row.isExisting === false && !row.implementStatus) row.implementStatus = 'PLANNED';
  },
});

export async function riskControlMeasureRoutes(app: FastifyInstance) {
  declareContracts(app, {
    [`POST ${def.path}/listByRiskPointTypeId/:id`]: postContract(
      {},
      envelope(z.array(resourceContracts(def).row)),
      {
        params: idParams,
      },
    ),
  });
  const { db } = app.deps;
  registerResource(app, riskControlMeasureService);

  // Every measure of a risk point in category order (seed 001 §7: POST listByRiskPointTypeId/{id}).
  app.post<{ Params: { id: string } }>(
    `${def.path}/listByRiskPointTypeId/:id`,
    { config: { access: { permission: ['riskControlMeasure', 'riskPointType'] } } },
    async (req) => {
      if (!isId(req.params.id)) throw badRequest('参数错误: id 应为编号');
      const rows = await (db as Db)
        .select()
        .from(riskControlMeasure)
        .where(
          and(
            riskControlMeasureService.scope(req.ctx!),
            eq(riskControlMeasure.riskPointTypeId, req.params.id),
          ),
        )
        .orderBy(
          sql`array_position(array['TECHNOLOGY','MANAGEMENT','EDUCATION','PROTECTION','URGENT']::text[], ${riskControlMeasure.category}::text)`,
          asc(riskControlMeasure.sort),
          asc(riskControlMeasure.createTime),
        );
      return ok(rows.map(riskControlMeasureService.output));
    },
  );
}
