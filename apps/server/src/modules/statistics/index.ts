import type { FastifyInstance } from 'fastify';
import type { RequestContext } from '../../core/context';
import { anyObject, contract, declareContracts, docOnly, envelope } from '../../core/contract';
import { ok } from '../../core/envelope';
import type { Db } from '../../db/client';
import { paramsOf } from '../../resource/routes';
import { analysisStats } from './analysis';
import { checkAverage } from './average';
import { checkStats, specialCheckStats } from './check';
import { dangerStats } from './danger';
import { registerExport } from './export';
import { resolveFilters, type StatFilters, statFiltersSchema } from './filters';
import { inspectStats } from './inspect';
import { indexStats } from './kpis';

export type StatCompute = (db: Db, ctx: RequestContext, f: StatFilters) => Promise<Record<string, unknown>>;

/** The seven statistics calls (domain-model §12): path under /shtmp-statistics, menu code, computation. */
export const STAT_SCREENS: Record<string, { path: string; code: string; compute: StatCompute }> = {
  index: { path: 'index/data', code: 'statisticsIndex', compute: indexStats },
  danger: { path: 'danger/data', code: 'statisticsDanger', compute: dangerStats },
  check: { path: 'check/data', code: 'statisticsCheck', compute: checkStats },
  specialCheck: { path: 'check/special/data', code: 'statisticsSpecialCheck', compute: specialCheckStats },
  checkAverage: { path: 'check/average', code: 'statisticsCheckAverage', compute: checkAverage },
  inspect: { path: 'inspect/data', code: 'statisticsInspect', compute: inspectStats },
  analysis: { path: 'analysis/data', code: 'statisticsAnalysis', compute: analysisStats },
};

/** 统计分析 under /shtmp-statistics: every call takes the common filters (body or query). */
export async function statisticsRoutes(app: FastifyInstance) {
  declareContracts(app, {
    ...Object.fromEntries(
      Object.values(STAT_SCREENS).map((screen) => [
        `POST /shtmp-statistics/${screen.path}`,
        contract({
          // checked by resolveFilters (its messages name the field)
          querystring: docOnly(statFiltersSchema.partial().loose()),
          body: docOnly(statFiltersSchema.partial().loose().nullish()),
          // each screen's figures (counts, ratios {value, numerator, denominator}, series)
          response: envelope(anyObject),
        }),
      ]),
    ),
  });
  const { db } = app.deps;
  for (const screen of Object.values(STAT_SCREENS)) {
    app.post(
      `/shtmp-statistics/${screen.path}`,
      { config: { access: { permission: [screen.code, `${screen.code}_view`] } } },
      async (req) => {
        const ctx = req.ctx!;
        return ok(await screen.compute(db, ctx, await resolveFilters(db, ctx, paramsOf(req))));
      },
    );
  }
  registerExport(app, STAT_SCREENS);
}
