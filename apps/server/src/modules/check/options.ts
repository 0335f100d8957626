import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { anyObject, declareContracts, envelope, getContract } from '../../core/contract';
import { ok } from '../../core/envelope';
import { together } from '../../core/together';
import { checkRiskPoint, riskPointType, user } from '../../db/schema';
import { scoped } from '../../resource/scoped';
import { KIND_PERMISSION } from './common';

const PAGES = [...Object.values(KIND_PERMISSION), 'checkItem', 'checkPlan', 'checkRecord'];

/**
 * Pickers of the check screens in one call: the tenant's users, check points and risk points
 * (id and label only), for anyone who may open a check page.
 */
export async function checkOptionRoutes(app: FastifyInstance) {
  declareContracts(app, {
    'GET /shtmp-check/options': getContract(
      {},
      envelope(
        z.object({
          users: z.array(z.object({ id: z.string(), name: z.string() })),
          points: z.array(anyObject),
          riskPoints: z.array(anyObject),
        }),
      ),
    ),
  });
  const { db } = app.deps;
  app.get('/shtmp-check/options', { config: { access: { permission: PAGES } } }, async (req) => {
    const tenantId = req.ctx!.tenantId;
    const [users, points, riskPoints] = await together(
      db,
      async () =>
        db
          .select({ id: user.id, name: user.realName, account: user.account })
          .from(user)
          .where(and(scoped(tenantId, user, { live: true })))
          .orderBy(asc(user.account))
          .limit(5000),
      async () =>
        db
          .select({
            id: checkRiskPoint.id,
            name: checkRiskPoint.name,
            number: checkRiskPoint.number,
            pointKind: checkRiskPoint.pointKind,
          })
          .from(checkRiskPoint)
          .where(
            and(scoped(tenantId, checkRiskPoint, { live: true }), eq(checkRiskPoint.enableStatus, 'ENABLED')),
          )
          .orderBy(asc(checkRiskPoint.number))
          .limit(10000),
      async () =>
        db
          .select({ id: riskPointType.id, name: riskPointType.name })
          .from(riskPointType)
          .where(and(scoped(tenantId, riskPointType, { live: true })))
          .orderBy(asc(riskPointType.name))
          .limit(5000),
    );
    return ok({ users: users.map((u) => ({ id: u.id, name: u.name || u.account })), points, riskPoints });
  });
}
