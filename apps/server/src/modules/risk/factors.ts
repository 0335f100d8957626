import { and, asc, eq, gt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { declareContracts, envelope, getContract } from '../../core/contract';
import { ok } from '../../core/envelope';
import { dictBiz, user } from '../../db/schema';
import { scoped } from '../../resource/scoped';

/**
 * The hazard libraries used as pick lists in JHA/SCL lines (§4 JOB_DANGER_FACTOR /
 * DEVICE_FACILITY_FACTOR): key, label and the pre-fill values of `extra` (category, accident types,
 * consequence, measures per category).
 */
export async function factorRoutes(app: FastifyInstance) {
  declareContracts(app, {
    ...Object.fromEntries(
      ['/shtmp-risk/dict/jobDangerFactorList', '/shtmp-risk/dict/deviceFacilityFactorList'].map((path) => [
        `GET ${path}`,
        // each item's `extra` JSON is spread over it
        getContract({}, envelope(z.array(z.looseObject({ key: z.string(), label: z.string() })))),
      ]),
    ),
  });
  const { db } = app.deps;
  const route = (path: string, code: string, permission: string) =>
    app.get(path, { config: { access: { permission } } }, async (req) => {
      const rows = await db
        .select({ key: dictBiz.dictKey, label: dictBiz.dictValue, extra: dictBiz.extra })
        .from(dictBiz)
        .where(
          and(
            scoped(req.ctx!, dictBiz),
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
            extra = JSON.parse(String(r.extra ?? '{}')) as Record<string, unknown>;
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

/** People of the tenant to pick as reviewers and responsible persons on the risk screens. */
export async function peopleRoutes(app: FastifyInstance) {
  declareContracts(app, {
    'GET /shtmp-risk/dict/userList': getContract(
      {},
      envelope(z.array(z.object({ id: z.string(), name: z.string() }))),
    ),
  });
  const { db } = app.deps;
  app.get(
    '/shtmp-risk/dict/userList',
    {
      config: {
        access: {
          permission: ['riskPointType', 'riskJobActivity', 'riskDeviceFacility', 'riskPointControl'],
        },
      },
    },
    async (req) => {
      const rows = await db
        .select({ id: user.id, realName: user.realName, account: user.account })
        .from(user)
        .where(and(scoped(req.ctx!, user, { live: true })))
        .orderBy(asc(user.realName))
        .limit(2000);
      return ok(rows.map((r) => ({ id: String(r.id), name: r.realName || r.account })));
    },
  );
}
