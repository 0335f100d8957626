import { ALL_CALLS, type ResourceDef, resources } from '@dp/domain';
import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { RequestContext } from '../../core/context';
import { contract, envelope, postContract, text } from '../../core/contract';
import { formatDate } from '../../core/dates';
import { badRequest, forbidden, notFound, ok } from '../../core/envelope';
import { writeTransaction } from '../../core/together';
import type { Db } from '../../db/client';
import {
  riskDeviceFacility,
  riskDeviceFacilityReview,
  riskJobActivity,
  riskJobActivityReview,
  riskPointType,
  riskPointTypeReview,
} from '../../db/schema';
import { resourceContracts } from '../../resource/contract';
import { registerResource } from '../../resource/routes';
import { scoped } from '../../resource/scoped';
import { type Row, resourceService } from '../../resource/service';
import { analysisSnapshot, riskPointSnapshot } from './snapshot';

type Target = typeof riskPointType | typeof riskJobActivity | typeof riskDeviceFacility;
type ReviewTable = typeof riskPointTypeReview;

const REVIEWS: {
  def: ResourceDef;
  table: ReviewTable;
  target: Target;
  submitCode: string;
  snapshot: (db: Db, tenantId: string, id: string) => Promise<unknown>;
}[] = [
  {
    def: resources.riskPointTypeReview,
    table: riskPointTypeReview,
    target: riskPointType,
    submitCode: 'riskPointType_submit',
    snapshot: riskPointSnapshot,
  },
  {
    def: resources.riskJobActivityReview,
    table: riskJobActivityReview as unknown as ReviewTable,
    target: riskJobActivity,
    submitCode: 'riskJobActivity_submit',
    snapshot: (db, t, id) => analysisSnapshot(db, t, 'job', id),
  },
  {
    def: resources.riskDeviceFacilityReview,
    table: riskDeviceFacilityReview as unknown as ReviewTable,
    target: riskDeviceFacility,
    submitCode: 'riskDeviceFacility_submit',
    snapshot: (db, t, id) => analysisSnapshot(db, t, 'device', id),
  },
];

/** JSON with sorted keys: jsonb reorders keys, so compare by content, not by insertion order. */
function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    return `{${Object.keys(o)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stable(o[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

const same = (a: unknown, b: unknown) => stable(a) === stable(b);

function reviewService(r: (typeof REVIEWS)[number]) {
  const { def, table, target } = r;
  return resourceService({ ...def, calls: (def.calls ?? ALL_CALLS).filter((c) => c !== 'save') }, table, {
    beforeWrite: async ({ ctx, row, existing, db }) => {
      if (existing) {
        if (existing.reviewStatus !== 'PENDING') throw badRequest('评审已结束，评审记录不能再修改');
        delete row.targetId;
        delete row.reviewType;
        return;
      }
      const targetId = String(row.targetId);
      const [t] = await db
        .select()
        .from(target)
        .where(and(scoped(ctx, target), eq(target.id, targetId), eq(target.isDeleted, 0)));
      if (!t) throw badRequest('参数错误: 评审对象不存在或已被删除');
      if (t.reviewStatus === 'PENDING') throw badRequest('该对象已提交评审，请等待评审结果');
      const [{ n }] = await db
        .select({ n: count() })
        .from(table)
        .where(and(scoped(ctx, table), eq(table.targetId, targetId), eq(table.isDeleted, 0)));
      const version = 'versionNo' in t ? Number(t.versionNo ?? 0) + 1 : n + 1;
      Object.assign(row, {
        round: n + 1,
        submitterId: ctx.userId,
        submitTime: new Date(),
        reviewStatus: 'PENDING',
        snapshotVersion: version,
        snapshot: await r.snapshot(db, ctx.tenantId, targetId),
      });
      await db
        .update(target)
        .set({ reviewStatus: 'PENDING' })
        .where(and(scoped(ctx, target), eq(target.id, targetId)));
    },
  });
}

export type ReviewName = 'riskPointTypeReview' | 'riskJobActivityReview' | 'riskDeviceFacilityReview';

const CONFIGS = new Map(REVIEWS.map((r) => [r.def.name, { ...r, service: reviewService(r) }]));
const configOf = (name: ReviewName) => CONFIGS.get(name)!;

/** Submits a target for review (the snapshot is frozen with the review row), in one transaction. */
export function submitForReview(db: Db, ctx: RequestContext, name: ReviewName, body: unknown): Promise<Row> {
  const { service } = configOf(name);
  return writeTransaction(db, (tx) => service.insert(tx as unknown as Db, ctx, body));
}

/** Approves or rejects (reject needs an opinion); approving a risk point bumps its version. */
export async function decideReview(
  db: Db,
  ctx: RequestContext,
  name: ReviewName,
  input: { id?: string; result?: string; opinion?: string },
): Promise<Row> {
  const r = configOf(name);
  const { id, result } = input;
  const opinion = typeof input.opinion === 'string' ? input.opinion.trim() : '';
  if (result !== 'APPROVED' && result !== 'REJECTED') throw badRequest('参数错误: 评审结论应为通过或驳回');
  if (result === 'REJECTED' && !opinion) throw badRequest('参数错误: 驳回时须填写评审意见');
  if (opinion.length > 2000) throw badRequest('参数错误: 评审意见长度不能超过2000');
  const review = await r.service.get(db, ctx, id);
  if (review.reviewStatus !== 'PENDING') throw badRequest('该评审已结束');
  const reviewers = Array.isArray(review.reviewerIds) ? review.reviewerIds.map(String) : [];
  if (!ctx.isAdmin && !reviewers.includes(ctx.userId)) throw forbidden('您不是该评审的评审人');
  await writeTransaction(db, async (tx) => {
    const t = tx as unknown as Db;
    const now = new Date();
    await t
      .update(r.table)
      .set({ reviewStatus: result, result, opinion: opinion || null, reviewTime: now })
      .where(and(scoped(ctx, r.table), eq(r.table.id, String(review.id))));
    const targetId = String(review.targetId);
    const where = and(scoped(ctx, r.target), eq(r.target.id, targetId));
    if (result === 'REJECTED') {
      await t.update(r.target).set({ reviewStatus: 'REJECTED' }).where(where);
      return;
    }
    const current = await r.snapshot(t, ctx.tenantId, targetId);
    if (current === null) throw notFound('评审对象不存在或已被删除');
    const approved: Record<string, unknown> = {
      reviewStatus: 'APPROVED',
      changedSinceReview: !same(current, review.snapshot),
    };
    if (r.target === riskPointType) {
      const next = new Date(now);
      next.setFullYear(next.getFullYear() + 1);
      Object.assign(approved, {
        versionNo: review.snapshotVersion,
        lastReviewTime: now,
        nextReviewDate: formatDate(next),
        // the review the dangers called for (repeat, closed MAJOR) is done
        reviewNeeded: false,
        reviewReason: null,
      });
    }
    await t.update(r.target).set(approved).where(where);
  });
  return r.service.get(db, ctx, id);
}

export async function reviewRoutes(app: FastifyInstance) {
  const { db } = app.deps;
  for (const r of REVIEWS) {
    const name = r.def.name as ReviewName;
    const { service } = configOf(name);
    registerResource(app, service);
    const base = r.def.path;
    const { row, writeBody } = resourceContracts(r.def);
    const schema = contract({ body: writeBody, response: envelope(row) });
    app.post(`${base}/save`, { schema, config: { access: { permission: r.submitCode } } }, async (req) => {
      if ((req.body as Row | null)?.id) throw badRequest('参数错误: 新增数据不能指定 id');
      return ok(await submitForReview(db, req.ctx!, name, req.body), '已提交评审');
    });
    app.post<{ Body: { id?: string; result?: string; opinion?: string } }>(
      `${base}/review`,
      {
        schema: postContract({ id: text, result: z.string(), opinion: z.string() }, envelope(row)),
        config: { access: { permission: `${r.def.permission}_review` } },
      },
      async (req) => {
        const saved = await decideReview(db, req.ctx!, name, req.body ?? {});
        return ok(saved, saved.result === 'APPROVED' ? '评审通过' : '已驳回');
      },
    );
  }
}
