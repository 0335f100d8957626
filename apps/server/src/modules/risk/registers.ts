import { resources } from '@dp/domain';
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { declareContracts, envelope, getContract, idParams } from '../../core/contract';
import { badRequest, notFound, ok } from '../../core/envelope';
import { isId } from '../../core/ids';
import {
  riskLawRegulation,
  riskSafetyFile,
  riskSafetyManagePolicy,
  riskSafetyRegulation,
  riskStakeholder,
} from '../../db/schema';
import { resourceContracts } from '../../resource/contract';
import { registerResource } from '../../resource/routes';
import { scoped } from '../../resource/scoped';
import { type Row, resourceService } from '../../resource/service';
import { addMonths, withExpiryFlags } from './expiry';

/** The document registers of §5.8 and §5.13–§5.16 on the generic layer, with their few rules. */

const merged = (row: Row, existing?: Row): Row => ({ ...(existing ?? {}), ...row });

function notBefore(r: Row, later: string, earlier: string, message: string) {
  if (r[later] && r[earlier] && String(r[later]) < String(r[earlier]))
    throw badRequest(`参数错误: ${message}`);
}

/** The next review: the last one (or the effective date) plus the cycle; none once abolished. */
function nextReview(r: Row, last: string): string | null {
  const base = (r[last] ?? r.effectiveDate) as string | null | undefined;
  if (!base || r.docStatus === 'ABOLISHED') return null;
  return addMonths(String(base), Number(r.reviewCycleMonths ?? 12) || 12);
}

export const safetyFileService = resourceService(resources.riskSafetyFile, riskSafetyFile, {
  decorate: withExpiryFlags('validUntil'),
});

const TARGETS = {
  POST: { field: 'postId', other: 'deviceFacilityId', label: '岗位' },
  DEVICE: { field: 'deviceFacilityId', other: 'postId', label: '设备设施' },
} as const;

export const safetyRegulationService = resourceService(resources.riskSafetyRegulation, riskSafetyRegulation, {
  beforeWrite: async ({ ctx, row, existing, db }) => {
    const r = merged(row, existing);
    const target = TARGETS[String(r.regulationType) as keyof typeof TARGETS];
    if (!target) throw badRequest('参数错误: 请选择规程类型');
    if (!r[target.field]) throw badRequest(`参数错误: 请选择${target.label}`);
    row[target.other] = null;
    if (r.docStatus !== 'EFFECTIVE') return;
    const col = riskSafetyRegulation[target.field];
    const [other] = await db
      .select({ title: riskSafetyRegulation.title })
      .from(riskSafetyRegulation)
      .where(
        and(
          scoped(ctx.tenantId, riskSafetyRegulation),
          eq(riskSafetyRegulation.isDeleted, 0),
          eq(riskSafetyRegulation.regulationType, String(r.regulationType)),
          eq(col, String(r[target.field])),
          eq(riskSafetyRegulation.docStatus, 'EFFECTIVE'),
          existing ? ne(riskSafetyRegulation.id, String(existing.id)) : undefined,
        ),
      )
      .limit(1);
    if (other)
      throw badRequest(`该${target.label}已有现行有效的操作规程「${other.title}」，请先将其修订或废止`);
  },
});

export const safetyManagePolicyService = resourceService(
  resources.riskSafetyManagePolicy,
  riskSafetyManagePolicy,
  {
    beforeWrite: ({ row, existing }) => {
      const r = merged(row, existing);
      notBefore(r, 'effectiveDate', 'issueDate', '实施日期不能早于发布日期');
      row.nextReviewDate = nextReview(r, 'lastReviewDate');
    },
    decorate: withExpiryFlags('nextReviewDate'),
  },
);

export const lawRegulationService = resourceService(resources.riskLawRegulation, riskLawRegulation, {
  beforeWrite: ({ row, existing }) => {
    const r = merged(row, existing);
    notBefore(r, 'effectiveDate', 'publishDate', '实施日期不能早于发布日期');
    notBefore(r, 'abolishDate', 'effectiveDate', '废止日期不能早于实施日期');
    row.nextReviewDate = nextReview(r, 'lastEvaluatedAt');
  },
  decorate: withExpiryFlags('nextReviewDate'),
});

export const stakeholderService = resourceService(resources.riskStakeholder, riskStakeholder, {
  beforeWrite: ({ row, existing }) => {
    notBefore(merged(row, existing), 'exitDate', 'entryDate', '离场日期不能早于进场日期');
  },
  decorate: withExpiryFlags('qualificationExpiry'),
});

export async function registerRoutes(app: FastifyInstance) {
  const { db } = app.deps;
  for (const s of [
    safetyFileService,
    safetyRegulationService,
    safetyManagePolicyService,
    lawRegulationService,
    stakeholderService,
  ])
    registerResource(app, s);

  // The EFFECTIVE procedure of a post or a device (the phone shows "未编制" on 404).
  const base = resources.riskSafetyRegulation.path;
  declareContracts(app, {
    ...Object.fromEntries(
      ['getPostSafetyRegulation', 'getDeviceSafetyRegulation'].map((route) => [
        `GET ${base}/${route}/:id`,
        getContract({}, envelope(resourceContracts(resources.riskSafetyRegulation).row), {
          params: idParams,
        }),
      ]),
    ),
  });
  const read = { config: { access: { permission: ['riskSafetyRegulation', 'riskSafetyRegulation_view'] } } };
  for (const [route, type] of [
    ['getPostSafetyRegulation', 'POST'],
    ['getDeviceSafetyRegulation', 'DEVICE'],
  ] as const) {
    app.get<{ Params: { id: string } }>(`${base}/${route}/:id`, read, async (req) => {
      if (!isId(req.params.id)) throw badRequest('参数错误: id 应为编号');
      const [found] = await safetyRegulationService.list(
        db,
        req.ctx!,
        {
          regulationType_equal: type,
          [`${TARGETS[type].field}_equal`]: req.params.id,
          docStatus_equal: 'EFFECTIVE',
        },
        1,
      );
      if (!found) throw notFound(`该${TARGETS[type].label}的安全操作规程未编制`);
      return ok(found);
    });
  }
}
