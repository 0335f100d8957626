import { resources } from '@dp/domain';
import { and, asc, eq, inArray, isNull, notInArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  contract,
  declareContracts,
  docOnly,
  envelope,
  getContract,
  idParams,
  pageOf,
  postContract,
  text,
} from '../../core/contract';
import { badRequest, ok } from '../../core/envelope';
import { isId, nextId } from '../../core/ids';
import { numberOrNull } from '../../core/numbers';
import { writeTransaction } from '../../core/together';
import type { Db } from '../../db/client';
import { checkItem, riskControlMeasure } from '../../db/schema';
import { resourceContracts } from '../../resource/contract';
import { paramsOf, registerResource } from '../../resource/routes';
import { validateInput } from '../../resource/schema';
import { scoped } from '../../resource/scoped';
import { type Row, resourceService } from '../../resource/service';
import { onMeasuresMerged } from '../risk/merge';

const def = resources.checkItem;

/** NUMBER items need a sensible range; items of a risk point are NORMAL-kind items. */
function checkItemRules(row: Row, existing?: Row): void {
  const merged = { ...existing, ...row };
  if (merged.riskPointTypeId && merged.pointKind !== 'NORMAL')
    throw badRequest('风险点的检查项只能适用于风险检查点');
  if (!merged.riskPointTypeId && merged.pointKind === 'NORMAL')
    throw badRequest('参数错误: riskPointTypeId 请选择风险点');
  const min = merged.minValue === null || merged.minValue === undefined ? null : Number(merged.minValue);
  const max = merged.maxValue === null || merged.maxValue === undefined ? null : Number(merged.maxValue);
  if (min !== null && max !== null && min > max) throw badRequest('下限不能大于上限');
}

export const checkItemService = resourceService(def, checkItem, {
  beforeWrite: ({ row, existing }) => {
    checkItemRules(row, existing);
  },
});

/** The enabled items of a risk point (or of a point kind's templates) in their order. */
export async function itemsFor(
  db: Db,
  tenantId: string,
  target: { riskPointTypeId: string | null; pointKind: string },
) {
  return db
    .select()
    .from(checkItem)
    .where(
      and(
        scoped(tenantId, checkItem, { live: true }),
        eq(checkItem.enabled, true),
        target.pointKind === 'NORMAL' && target.riskPointTypeId
          ? eq(checkItem.riskPointTypeId, target.riskPointTypeId)
          : and(isNull(checkItem.riskPointTypeId), eq(checkItem.pointKind, target.pointKind)),
      ),
    )
    .orderBy(asc(checkItem.sort), asc(checkItem.id));
}

/** A check item as a phone answers it: its text, standard, kind of answer and limits. */
export const itemOut = (i: typeof checkItem.$inferSelect) => ({
  id: i.id,
  content: i.content,
  standard: i.standard,
  resultType: i.resultType,
  unit: i.unit,
  minValue: numberOrNull(i.minValue),
  maxValue: numberOrNull(i.maxValue),
  photoRequired: i.photoRequired,
});

/** Who a generation runs for: the caller, or the user whose measure merge triggered it. */
export type Actor = { tenantId: string; userId: string; deptId?: string | null };

/**
 * Merges the checkable control measures of a risk point into its check items: a measure without
 * an item gets one (appended), an item made from a measure follows the measure's text; items
 * written by hand are left alone. Returns the risk point's items and how many were added.
 */
export async function generateFromMeasures(db: Db, actor: Actor, riskPointTypeId: string) {
  const { tenantId, userId } = actor;
  return writeTransaction(db, async (tx) => {
    const measures = await tx
      .select()
      .from(riskControlMeasure)
      .where(
        and(
          scoped(tenantId, riskControlMeasure, { live: true }),
          eq(riskControlMeasure.riskPointTypeId, riskPointTypeId),
          eq(riskControlMeasure.checkable, true),
        ),
      )
      .orderBy(asc(riskControlMeasure.sort), asc(riskControlMeasure.id));
    const mine = and(
      scoped(tenantId, checkItem, { live: true }),
      eq(checkItem.riskPointTypeId, riskPointTypeId),
    );
    const items = await tx.select().from(checkItem).where(mine);
    const byMeasure = new Map(items.filter((i) => i.measureId).map((i) => [String(i.measureId), i]));
    let sort = Math.max(0, ...items.map((i) => Number(i.sort ?? 0)));
    let added = 0;
    const now = new Date();
    for (const m of measures) {
      const content = String(m.content).slice(0, 500);
      const levels = m.controlLevel ? [String(m.controlLevel)] : null;
      const item = byMeasure.get(String(m.id));
      if (item) {
        if (item.content !== content)
          await tx
            .update(checkItem)
            .set({ content, updateUser: userId, updateTime: now })
            .where(eq(checkItem.id, String(item.id)));
        continue;
      }
      added++;
      await tx.insert(checkItem).values({
        id: nextId(),
        tenantId,
        riskPointTypeId,
        pointKind: 'NORMAL',
        content,
        measureId: String(m.id),
        controlLevels: levels,
        resultType: 'PASS_FAIL',
        photoRequired: false,
        sort: ++sort,
        enabled: true,
        createUser: userId,
        createDept: actor.deptId ?? null,
        createTime: now,
        updateUser: userId,
        updateTime: now,
      } as typeof checkItem.$inferInsert);
    }
    const list = await tx
      .select()
      .from(checkItem)
      .where(mine)
      .orderBy(asc(checkItem.sort), asc(checkItem.id));
    return { items: list, added };
  });
}

// A measure merge in the risk module (§5.6) regenerates the point's check items in its transaction.
onMeasuresMerged(async (db, { tenantId, riskPointTypeId, userId }) => {
  const { added } = await generateFromMeasures(db, { tenantId, userId }, riskPointTypeId);
  return added;
});

export async function checkItemRoutes(app: FastifyInstance) {
  const item = resourceContracts(def);
  declareContracts(app, {
    'POST /shtmp-check/checkItem/page1': contract({
      querystring: item.query,
      body: item.query.nullish(),
      response: envelope(pageOf(item.row)),
    }),
    'GET /shtmp-check/checkItem/listByRiskPointTypeId/:id': getContract({}, envelope(z.array(item.row)), {
      params: idParams,
    }),
    'POST /shtmp-check/checkItem/generateFromMeasures/:id': postContract({}, envelope(z.array(item.row)), {
      params: idParams,
    }),
    'POST /shtmp-check/checkItem/updateCheckItemEntityList': contract({
      // each item is checked by the resource's validation (its message names the row)
      body: z
        .looseObject({
          riskPointTypeId: text.nullish(),
          pointKind: z.string().nullish(),
          list: docOnly(z.array(item.writeBody)).optional(),
        })
        .nullish(),
      response: envelope(z.array(item.row)),
    }),
  });
  const { db } = app.deps;
  registerResource(app, checkItemService);
  const read = { config: { access: { permission: ['checkItem', 'checkItem_view'] } } };

  // page1: the tenant-wide templates of the fire-equipment kinds (no risk point).
  app.post('/shtmp-check/checkItem/page1', read, async (req) => {
    const params = { ...paramsOf(req) };
    const page = await checkItemService.page(db, req.ctx!, { ...params, riskPointTypeId_isnull: true });
    return ok(page);
  });

  app.get<{ Params: { id: string } }>(
    '/shtmp-check/checkItem/listByRiskPointTypeId/:id',
    read,
    async (req) => {
      if (!isId(req.params.id)) throw badRequest('参数错误: id 应为编号');
      const rows = await itemsFor(db, req.ctx!.tenantId, {
        riskPointTypeId: req.params.id,
        pointKind: 'NORMAL',
      });
      return ok(rows.map(checkItemService.output));
    },
  );

  app.post<{ Params: { id: string } }>(
    '/shtmp-check/checkItem/generateFromMeasures/:id',
    { config: { access: { permission: ['checkItem_batch'] } } },
    async (req) => {
      if (!isId(req.params.id)) throw badRequest('参数错误: id 应为编号');
      const ctx = req.ctx!;
      const actor = { tenantId: ctx.tenantId, userId: ctx.userId, deptId: ctx.deptIds[0] };
      const { items, added } = await generateFromMeasures(db, actor, req.params.id);
      return ok(items.map(checkItemService.output), `已根据管控措施新增${added}条检查项`);
    },
  );

  // Replaces the ordered list of one risk point (or kind template list) in one transaction:
  // rows with an id are updated, rows without are inserted, rows left out are soft-deleted.
  app.post(
    '/shtmp-check/checkItem/updateCheckItemEntityList',
    { config: { access: { permission: ['checkItem_batch'] } } },
    async (req) => {
      const ctx = req.ctx!;
      const body = (req.body ?? {}) as { riskPointTypeId?: unknown; pointKind?: unknown; list?: unknown };
      const riskPointTypeId = body.riskPointTypeId ? String(body.riskPointTypeId) : null;
      if (riskPointTypeId !== null && !isId(riskPointTypeId))
        throw badRequest('参数错误: riskPointTypeId 应为编号');
      const pointKind = riskPointTypeId ? 'NORMAL' : String(body.pointKind ?? '');
      if (!riskPointTypeId && !['EXTINGUISHER', 'HYDRANT'].includes(pointKind))
        throw badRequest('参数错误: 请指定风险点或点位类型');
      if (!Array.isArray(body.list)) throw badRequest('参数错误: list 应为检查项列表');
      if (body.list.length > 500) throw badRequest('检查项不能超过500条');
      const rows = body.list.map((raw, index) => {
        const row = validateInput(def, { ...(raw as Row), riskPointTypeId, pointKind }, false);
        checkItemRules(row);
        const id = (raw as Row | null)?.id;
        if (id !== undefined && id !== null && id !== '' && !isId(String(id)))
          throw badRequest(`参数错误: 第${index + 1}行 id 应为编号`);
        return { id: id ? String(id) : null, row: { ...row, sort: index + 1 } };
      });
      const scopeOf = and(
        scoped(ctx, checkItem, { live: true }),
        riskPointTypeId
          ? eq(checkItem.riskPointTypeId, riskPointTypeId)
          : and(isNull(checkItem.riskPointTypeId), eq(checkItem.pointKind, pointKind)),
      );
      const saved = await writeTransaction(db, async (tx) => {
        const keepIds = rows.map((r) => r.id).filter((x): x is string => x !== null);
        if (keepIds.length) {
          const mine = await tx
            .select({ id: checkItem.id })
            .from(checkItem)
            .where(and(scopeOf, inArray(checkItem.id, keepIds)));
          if (mine.length !== new Set(keepIds).size) throw badRequest('检查项不存在或不属于该风险点');
        }
        const now = new Date();
        await tx
          .update(checkItem)
          .set({ isDeleted: 1, updateUser: ctx.userId, updateTime: now })
          .where(keepIds.length ? and(scopeOf, notInArray(checkItem.id, keepIds)) : scopeOf);
        for (const r of rows) {
          if (r.id) {
            await tx
              .update(checkItem)
              .set({ ...r.row, updateUser: ctx.userId, updateTime: now })
              .where(and(scopeOf, eq(checkItem.id, r.id)));
          } else {
            await tx.insert(checkItem).values({
              ...r.row,
              id: nextId(),
              tenantId: ctx.tenantId,
              createUser: ctx.userId,
              createDept: ctx.deptIds[0] ?? null,
              createTime: now,
              updateUser: ctx.userId,
              updateTime: now,
            } as typeof checkItem.$inferInsert);
          }
        }
        return tx.select().from(checkItem).where(scopeOf).orderBy(asc(checkItem.sort));
      });
      return ok(saved.map(checkItemService.output), '保存成功');
    },
  );
}
