import {
  CONTROL_LEVELS,
  type ControlLevel,
  isControlLevel,
  missingControlLevels,
  resources,
} from '@dp/domain';
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { RequestContext } from '../../core/context';
import { contract, declareContracts, docOnly, envelope, text } from '../../core/contract';
import { serverTimeZone } from '../../core/dates';
import { badRequest, ok } from '../../core/envelope';
import { isId } from '../../core/ids';
import { writeTransaction } from '../../core/together';
import type { Db } from '../../db/client';
import { riskPointControl, riskPointType } from '../../db/schema';
import { resourceContracts } from '../../resource/contract';
import { registerResource } from '../../resource/routes';
import { scoped } from '../../resource/scoped';
import { type Row, resourceService } from '../../resource/service';
import { notify } from '../notify/service';
import { markChanged, onRiskLevelChange } from './rollup';
import { riskSettings } from './settings';

const def = resources.riskPointControl;
const LABEL: Record<ControlLevel, string> = {
  COMPANY: '公司级',
  DEPARTMENT: '部门级',
  WORKSHOP: '车间级',
  TEAM: '班组级',
  POST: '岗位级',
};

async function pointOf(db: Db, ctx: RequestContext, id: unknown) {
  const [p] = isId(String(id ?? ''))
    ? await db
        .select({ id: riskPointType.id, controlLevel: riskPointType.controlLevel })
        .from(riskPointType)
        .where(
          and(scoped(ctx, riskPointType), eq(riskPointType.id, String(id)), eq(riskPointType.isDeleted, 0)),
        )
    : [];
  if (!p) throw badRequest('参数错误: 所属风险点不存在或已被删除');
  return p;
}

export type ControlsChange = { tenantId: string; userId: string; riskPointTypeId: string; tz: string };
type ControlsListener = (db: Db, change: ControlsChange) => Promise<void>;
const controlListeners: ControlsListener[] = [];

/** The check module registers here: a point's control rows changed (same transaction). */
export function onControlsChanged(listener: ControlsListener): void {
  controlListeners.push(listener);
}

/**
 * Stores the control levels a point lacks (§2.5: from the level its risk calls for down to POST)
 * on the point, for the ledger and the home page. A gap opened by a re-grading (`regraded`)
 * notifies the safety administrators; one left while control rows are being entered does not.
 */
export async function refreshControlGap(
  db: Db,
  tenantId: string,
  pointId: string,
  regraded = false,
): Promise<string[]> {
  const [point] = await db
    .select({
      id: riskPointType.id,
      name: riskPointType.name,
      controlLevel: riskPointType.controlLevel,
      missing: riskPointType.missingControlLevels,
      deptId: riskPointType.deptId,
      responsibleUserId: riskPointType.responsibleUserId,
    })
    .from(riskPointType)
    .where(
      and(scoped(tenantId, riskPointType), eq(riskPointType.id, pointId), eq(riskPointType.isDeleted, 0)),
    );
  if (!point) return [];
  const rows = await db
    .select({ controlLevel: riskPointControl.controlLevel })
    .from(riskPointControl)
    .where(
      and(
        scoped(tenantId, riskPointControl),
        eq(riskPointControl.riskPointTypeId, pointId),
        eq(riskPointControl.isDeleted, 0),
        eq(riskPointControl.enabled, true),
      ),
    );
  const settings = await riskSettings(db, tenantId);
  const missing = missingControlLevels({
    present: rows.map((r) => r.controlLevel).filter(isControlLevel),
    required: isControlLevel(point.controlLevel) ? point.controlLevel : null,
    enabled: settings.controlLevels,
  });
  const before = ((point.missing as string[] | null) ?? []).join();
  if (before === missing.join()) return missing;
  await db
    .update(riskPointType)
    .set({ missingControlLevels: missing.length ? missing : null })
    .where(eq(riskPointType.id, pointId));
  if (missing.length && regraded) {
    await notify(db, {
      tenantId,
      event: 'RISK_CONTROL_GAP',
      record: {
        type: 'riskPointType',
        id: pointId,
        deptId: point.deptId,
        responsibleUserId: point.responsibleUserId,
      },
      recordUrl: `/risk/riskPointType?id=${pointId}`,
      data: { pointName: point.name, missingLevels: missing.map((m) => LABEL[m]).join('、') },
      period: missing.join(),
    });
  }
  return missing;
}

/** Contexts of a running saveBatch: its rows are synced once, after the whole set is written. */
const inBatch = new WeakSet<RequestContext>();

/** A point's control rows (or the point's enabling) changed: its gap and generated plans follow. */
export async function controlsChanged(db: Db, ctx: RequestContext, pointId: string) {
  if (inBatch.has(ctx)) return;
  await refreshControlGap(db, ctx.tenantId, pointId);
  for (const l of controlListeners)
    await l(db, {
      tenantId: ctx.tenantId,
      userId: ctx.userId,
      riskPointTypeId: pointId,
      tz: serverTimeZone(),
    });
}

// A re-grading moves the level the point's controls must reach.
onRiskLevelChange(async (db, change) => {
  await refreshControlGap(db, change.tenantId, change.riskPointTypeId, true);
});

export const riskPointControlService = resourceService(def, riskPointControl, {
  // A single-row change leaves no gap below the highest level; the point's review state follows,
  // its generated check plans are kept in step.
  afterWrite: async ({ db, ctx, rows }) => {
    for (const pointId of new Set(rows.map((r) => String(r.riskPointTypeId)))) {
      await checkCascade(db, ctx, pointId, false);
      await markChanged(db, ctx.tenantId, { table: riskPointType, id: pointId });
      await controlsChanged(db, ctx, pointId);
    }
  },
  beforeWrite: async ({ ctx, row, existing, db }) => {
    if (existing) delete row.riskPointTypeId;
    else await pointOf(db, ctx, row.riskPointTypeId);
    const value = (k: string) => (k in row ? row[k] : existing?.[k]);
    if (!isControlLevel(value('controlLevel'))) throw badRequest('参数错误: controlLevel 管控层级不正确');
    if (!value('responsibleUserId')) throw badRequest('参数错误: responsibleUserId 请选择管控责任人');
    if (!value('checkCycle')) throw badRequest('参数错误: checkCycle 请选择检查周期');
    const times = Number(value('timesPerCycle') ?? 1);
    if (!Number.isInteger(times) || times < 1) throw badRequest('参数错误: timesPerCycle 每周期次数至少为1');
    if (value('checkCycle') === 'CUSTOM_DAYS' && !value('cycleDays')) {
      throw badRequest('参数错误: cycleDays 自定义周期须填写周期天数');
    }
    const pointId = String(value('riskPointTypeId'));
    const [dup] = await db
      .select({ id: riskPointControl.id })
      .from(riskPointControl)
      .where(
        and(
          scoped(ctx, riskPointControl),
          eq(riskPointControl.riskPointTypeId, pointId),
          eq(riskPointControl.controlLevel, String(value('controlLevel'))),
          eq(riskPointControl.deptId, String(value('deptId'))),
          eq(riskPointControl.isDeleted, 0),
          existing ? ne(riskPointControl.id, String(existing.id)) : undefined,
        ),
      );
    if (dup) throw badRequest('该风险点在此管控层级已有该部门的管控责任');
  },
});

/**
 * The cascade-down rule (§2.5) over a point's enabled rows. `complete` also requires the top to
 * reach the level the point's risk calls for (used when the whole set is saved at once); single-row
 * changes only need to leave no gap between the highest level present and POST.
 */
export async function checkCascade(db: Db, ctx: RequestContext, pointId: string, complete: boolean) {
  const rows = await db
    .select({ controlLevel: riskPointControl.controlLevel })
    .from(riskPointControl)
    .where(
      and(
        scoped(ctx, riskPointControl),
        eq(riskPointControl.riskPointTypeId, pointId),
        eq(riskPointControl.isDeleted, 0),
        eq(riskPointControl.enabled, true),
      ),
    );
  const point = await pointOf(db, ctx, pointId);
  const settings = await riskSettings(db, ctx.tenantId);
  const missing = missingControlLevels({
    present: rows.map((r) => r.controlLevel).filter(isControlLevel),
    required: complete && isControlLevel(point.controlLevel) ? point.controlLevel : null,
    enabled: settings.controlLevels,
  });
  if (missing.length) {
    throw badRequest(
      `管控层级须从最高层级逐级覆盖到岗位级，缺少：${missing.map((m) => LABEL[m]).join('、')}`,
    );
  }
}

export async function riskPointControlRoutes(app: FastifyInstance) {
  declareContracts(app, {
    [`POST ${def.path}/saveBatch`]: contract({
      // each row is checked by the resource's own validation (its message names the row)
      body: z
        .looseObject({
          riskPointTypeId: text.optional(),
          rows: docOnly(z.array(resourceContracts(def).writeBody)).optional(),
        })
        .nullish(),
      response: envelope(z.array(resourceContracts(def).row)),
    }),
  });
  const { db } = app.deps;
  registerResource(app, riskPointControlService);

  // Replaces a point's whole control set at once, validated as complete (top level → POST).
  app.post<{ Body: { riskPointTypeId?: string; rows?: Row[] } }>(
    `${def.path}/saveBatch`,
    { config: { access: { permission: 'riskPointControl_edit' } } },
    async (req) => {
      const ctx = req.ctx!;
      const pointId = String(req.body?.riskPointTypeId ?? '');
      const rows = req.body?.rows;
      if (!Array.isArray(rows) || rows.length === 0) throw badRequest('参数错误: 请至少填写一条管控责任');
      if (rows.length > CONTROL_LEVELS.length * 20) throw badRequest('参数错误: 管控责任条数过多');
      await pointOf(db, ctx, pointId);
      const batchCtx = { ...ctx };
      inBatch.add(batchCtx);
      const saved = await writeTransaction(db, async (tx) => {
        const t = tx as unknown as Db;
        await t
          .update(riskPointControl)
          .set({ isDeleted: 1, updateUser: ctx.userId, updateTime: new Date() })
          .where(
            and(
              scoped(ctx, riskPointControl),
              eq(riskPointControl.riskPointTypeId, pointId),
              eq(riskPointControl.isDeleted, 0),
            ),
          );
        // Lowest level first, so that every row's own cascade check sees no gap below it.
        const rank = (r: Row) => -CONTROL_LEVELS.indexOf(r?.controlLevel as ControlLevel);
        const order = [...rows.keys()].sort((a, b) => rank(rows[a]) - rank(rows[b]));
        const out: Row[] = new Array(rows.length);
        for (const i of order) {
          try {
            out[i] = await riskPointControlService.insert(t, batchCtx, {
              ...rows[i],
              id: undefined,
              riskPointTypeId: pointId,
            });
          } catch (e) {
            if (e instanceof Error) e.message = `第${i + 1}行: ${e.message}`;
            throw e;
          }
        }
        await checkCascade(t, ctx, pointId, true);
        await markChanged(t, ctx.tenantId, { table: riskPointType, id: pointId });
        await controlsChanged(t, ctx, pointId);
        return out;
      });
      return ok(saved, '保存成功');
    },
  );
}
