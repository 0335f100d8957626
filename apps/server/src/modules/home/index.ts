import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { anyObject, declareContracts, envelope, getContract, text } from '../../core/contract';
import { forbidden, ok } from '../../core/envelope';
import { paramsOf } from '../../resource/routes';
import { KIND_PERMISSION } from '../check/common';
import { tenantTimeZone } from '../education/settings';
import { canRead, readCodes } from './access';
import { checkTypeDistribute, homeBaseInfo } from './base-widgets';
import { cachedWidget } from './cache';
import { extinguisherBaseInfo, hydrantBaseInfo } from './fire-widgets';
import { periodOf } from './period';
import { riskDeptDistribute, riskLevelDistribute, riskList, riskTypeDistribute } from './risk-widgets';
import { amapProvider, weatherConfig, weatherService } from './weather';
import { checkWeek } from './week-widget';

/** A figure the caller may not see is null. */
const count = z.number().nullable();

const H = '/shtmp-home';
const POINT_PAGES = Object.values(KIND_PERMISSION);
const access = (...codes: string[]) => ({ config: { access: { permission: readCodes(...codes) } } });

const currentWeather = weatherService(amapProvider);

/** Home dashboard widgets (domain-model §11), each scoped and cached per tenant and data scope. */
export async function homeRoutes(app: FastifyInstance) {
  declareContracts(app, {
    [`GET ${H}/homeBaseInfo`]: getContract(
      {},
      envelope(z.looseObject({ riskPointCount: count, dangerOpen: count })),
    ),
    [`GET ${H}/riskList`]: getContract(
      { limit: text },
      envelope(
        z.array(
          z.looseObject({
            id: z.string(),
            name: z.string(),
            level: z.string().nullable(),
            color: z.string().nullable(),
            deptName: z.string(),
            lastCheckTime: z.string().nullable(),
            openDangerCount: z.number(),
            outOfControl: z.boolean(),
            outOfControlReasons: z.array(z.string()),
          }),
        ),
      ),
    ),
    [`GET ${H}/riskTypeDistribute`]: getContract(
      {},
      envelope(
        z.array(
          z.object({
            key: z.string(),
            group: z.enum(['category', 'analysis']),
            label: z.string(),
            count: z.number(),
          }),
        ),
      ),
    ),
    [`GET ${H}/riskLevelDistribute`]: getContract(
      { by: z.enum(['type', 'point']) },
      envelope(
        z.array(z.object({ level: z.string(), label: z.string(), color: z.string(), count: z.number() })),
      ),
    ),
    [`GET ${H}/riskDeptDistribute`]: getContract(
      {},
      envelope(z.array(z.looseObject({ deptId: z.string(), deptName: z.string(), total: z.number() }))),
    ),
    [`GET ${H}/checkTypeDistribute`]: getContract(
      { startDate: z.string(), endDate: z.string() },
      envelope(z.array(z.object({ checkType: z.string(), label: z.string(), count: z.number() }))),
    ),
    [`GET ${H}/extinguisherBaseInfo`]: getContract({}, envelope(anyObject)),
    [`GET ${H}/hydrantBaseInfo`]: getContract({}, envelope(anyObject)),
    [`GET ${H}/checkWeek`]: getContract(
      {},
      envelope(
        z.looseObject({
          startDate: z.string(),
          endDate: z.string(),
          planned: z.number(),
          done: z.number(),
          doneLate: z.number(),
          overdue: z.number(),
          completionRate: z.number().nullable(),
          days: z.array(z.looseObject({ date: z.string(), planned: z.number(), done: z.number() })),
        }),
      ),
    ),
    [`GET ${H}/weather`]: getContract(
      {},
      envelope(
        z.union([
          z.looseObject({
            available: z.literal(true),
            stale: z.boolean(),
            city: z.string(),
            weather: z.string(),
          }),
          z.object({ available: z.literal(false), stale: z.literal(true), configured: z.boolean() }),
        ]),
      ),
    ),
  });
  const { db } = app.deps;
  const tz = (req: FastifyRequest) => tenantTimeZone(db, req.ctx!.tenantId);

  app.get(
    `${H}/homeBaseInfo`,
    access('riskPointType', 'dangerRecord', 'checkPlan', ...POINT_PAGES),
    async (req) =>
      ok(await cachedWidget(req.ctx!, 'base', '', async () => homeBaseInfo(db, req.ctx!, await tz(req)))),
  );
  app.get(`${H}/riskList`, access('riskPointType'), async (req) => {
    const raw = Number(paramsOf(req).limit ?? 10);
    const limit = Number.isInteger(raw) ? Math.min(Math.max(raw, 1), 50) : 10;
    return ok(await cachedWidget(req.ctx!, 'riskList', String(limit), () => riskList(db, req.ctx!, limit)));
  });
  app.get(`${H}/riskTypeDistribute`, access('riskPointType'), async (req) =>
    ok(await cachedWidget(req.ctx!, 'riskType', '', () => riskTypeDistribute(db, req.ctx!))),
  );
  app.get(`${H}/riskLevelDistribute`, access('riskPointType', ...POINT_PAGES), async (req) => {
    const by = paramsOf(req).by === 'point' ? 'point' : 'type';
    const ctx = req.ctx!;
    const allowed = by === 'type' ? canRead(ctx, 'riskPointType') : POINT_PAGES.some((p) => canRead(ctx, p));
    if (!allowed) throw forbidden();
    return ok(await cachedWidget(ctx, 'riskLevel', by, () => riskLevelDistribute(db, ctx, by)));
  });
  app.get(`${H}/riskDeptDistribute`, access('riskPointType'), async (req) =>
    ok(await cachedWidget(req.ctx!, 'riskDept', '', () => riskDeptDistribute(db, req.ctx!))),
  );
  app.get(`${H}/checkTypeDistribute`, access('checkRecord'), async (req) => {
    const period = periodOf(paramsOf(req), await tz(req));
    return ok(
      await cachedWidget(req.ctx!, 'checkType', `${period.startDate}~${period.endDate}`, () =>
        checkTypeDistribute(db, req.ctx!, period),
      ),
    );
  });
  app.get(`${H}/extinguisherBaseInfo`, access(KIND_PERMISSION.EXTINGUISHER), async (req) =>
    ok(
      await cachedWidget(req.ctx!, 'extinguisher', '', async () =>
        extinguisherBaseInfo(db, req.ctx!, await tz(req)),
      ),
    ),
  );
  app.get(`${H}/hydrantBaseInfo`, access(KIND_PERMISSION.HYDRANT), async (req) =>
    ok(await cachedWidget(req.ctx!, 'hydrant', '', async () => hydrantBaseInfo(db, req.ctx!, await tz(req)))),
  );
  // the large screen's "this week's checks"
  app.get(`${H}/checkWeek`, access('checkPlan'), async (req) =>
    ok(await cachedWidget(req.ctx!, 'checkWeek', '', async () => checkWeek(db, req.ctx!, await tz(req)))),
  );
  // Weather is no business data: every signed-in user's home shows it.
  app.get(`${H}/weather`, async (req) =>
    ok(await currentWeather(await weatherConfig(db, req.ctx!.tenantId))),
  );
}
