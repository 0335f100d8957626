import { resources } from '@dp/domain';
import { and, inArray, notInArray } from 'drizzle-orm';
import { anyId } from '../../core/any-id';
import type { RequestContext } from '../../core/context';
import { badRequest, forbidden } from '../../core/envelope';
import { nextId } from '../../core/ids';
import type { Db } from '../../db/client';
import { dangerRecord, flowLog } from '../../db/schema';
import { scoped } from '../../resource/scoped';
import { type ResourceHooks, type Row, resourceService } from '../../resource/service';
import { createWorkflow, workflowHooks } from '../../resource/workflow';
import { refreshRiskControl } from '../risk/control-state';
import { dangerFlow, OPEN_STATES, RUNNING_STATES, today } from './danger-flow';
import { dangerLedgerExport } from './ledger-export';
import { markRepeat, riskPointOfCheckPoint } from './risk-feedback';
import { dangerRoles } from './roles';

const def = resources.dangerRecord;

/** What the safety administrator may still change once a danger is confirmed (§7.1, last note). */
const DESCRIPTIVE = new Set([
  'title',
  'description',
  'source',
  'checkType',
  'checkRiskPointId',
  'riskPointTypeId',
  'placeId',
  'location',
  'foundTime',
  'photoIds',
  'category',
  'subCategory',
  'causeType',
  'accidentTypes',
  'plannedFund',
  'remark',
]);
const FINAL = ['CLOSED', 'IGNORED', 'REVOKED'];

const DAY = 86_400_000;
const dayNumber = (date: string) =>
  Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10)) / DAY;

/** §2.6: overdue while the deadline runs and today (tenant zone) is past it; whole days late. */
export function overdueOf(row: Row, todayDate: string): { overdue: boolean; overdueDays: number } {
  const deadline = row.currentDeadline as string | null;
  if (!deadline || !RUNNING_STATES.includes(String(row.status)) || todayDate <= deadline) {
    return { overdue: false, overdueDays: 0 };
  }
  return { overdue: true, overdueDays: dayNumber(todayDate) - dayNumber(deadline) };
}

async function beforeWrite({
  ctx,
  row,
  existing,
  db,
}: Parameters<NonNullable<ResourceHooks['beforeWrite']>>[0]) {
  if (!existing) {
    Object.assign(row, {
      reporterId: ctx.userId,
      reporterDeptId: ctx.deptIds[0] ?? null,
      planStatus: 'NONE',
      delayCount: 0,
      rejectCount: 0,
    });
    await riskPointOfCheckPoint(db, ctx.tenantId, row);
    await markRepeat(db, ctx.tenantId, row);
    return;
  }
  const status = String(existing.status);
  const roles = new Set(dangerRoles(ctx));
  const isSafetyAdmin = roles.has('SAFETY_ADMIN');
  if (FINAL.includes(status)) throw badRequest('已销号、已忽略或已撤销的隐患不能修改');
  if (status === 'DRAFT' || status === 'PENDING_CONFIRM') {
    if (String(existing.reporterId) !== ctx.userId && !isSafetyAdmin) {
      throw forbidden('评估确认前仅上报人或安全管理员可修改隐患');
    }
    if (['title', 'riskPointTypeId', 'checkRiskPointId'].some((k) => k in row && row[k] !== existing[k])) {
      const merged = { ...existing, ...row };
      if (!('riskPointTypeId' in row)) await riskPointOfCheckPoint(db, ctx.tenantId, merged);
      await markRepeat(db, ctx.tenantId, merged, String(existing.id));
      Object.assign(row, {
        riskPointTypeId: merged.riskPointTypeId ?? null,
        isRepeat: merged.isRepeat,
        repeatOfId: merged.repeatOfId,
      });
    }
    return;
  }
  if (!isSafetyAdmin) throw forbidden('隐患确认后仅安全管理员可修改描述信息');
  // `version` is the optimistic lock the layer checks, not a change
  const changed = Object.keys(row).filter(
    (k) => k !== 'version' && JSON.stringify(row[k]) !== JSON.stringify(existing[k]),
  );
  const locked = changed.filter((k) => !DESCRIPTIVE.has(k));
  if (locked.length) {
    const names = locked.map((k) => def.fields[k as keyof typeof def.fields]?.label.zh ?? k);
    throw badRequest(`隐患确认后只能修改描述信息，不能修改：${names.join('、')}`);
  }
  for (const k of Object.keys(row)) if (k !== 'version' && !changed.includes(k)) delete row[k];
  if (!changed.length) return;
  await db.insert(flowLog).values({
    id: nextId(),
    tenantId: ctx.tenantId,
    resource: def.name,
    recordId: String(existing.id),
    action: 'UPDATE',
    fromStatus: status,
    toStatus: status,
    operatorId: ctx.userId,
    operatorName: ctx.userName || ctx.account,
    payload: Object.fromEntries(
      changed.map((k) => [k, row[k] instanceof Date ? (row[k] as Date).toISOString() : row[k]]),
    ),
  });
}

async function beforeRemove({ ctx, ids, db }: { ctx: RequestContext; ids: string[]; db: Db }) {
  const blocked = await db
    .select({ dangerNo: dangerRecord.dangerNo, title: dangerRecord.title })
    .from(dangerRecord)
    .where(
      and(
        scoped(ctx, dangerRecord, { live: true }),
        anyId(dangerRecord.id, ids),
        notInArray(dangerRecord.status, ['DRAFT', 'REVOKED', 'IGNORED']),
      ),
    );
  if (blocked.length) {
    throw badRequest(`已进入治理流程的隐患不能删除：${blocked.map((b) => b.dangerNo ?? b.title).join('、')}`);
  }
}

/** An edit that moves a registered danger to another risk point changes both points' state. */
async function afterWrite({
  ctx,
  db,
  action,
  rows,
  existing,
}: Parameters<NonNullable<ResourceHooks['afterWrite']>>[0]) {
  if (action === 'insert') return;
  const ids = [...rows, ...(existing ?? [])].map((r) => r.riskPointTypeId as string | null);
  await refreshRiskControl(db, ctx.tenantId, ids);
}

export const dangerHooks = workflowHooks(dangerFlow, {
  beforeWrite,
  beforeRemove,
  afterWrite,
  exportLayout: dangerLedgerExport,
  decorate: async ({ rows }) => {
    const t = today();
    return rows.map((r) => ({ ...r, ...overdueOf(r, t) }));
  },
});

export const dangerService = resourceService(def, dangerRecord, dangerHooks);
export const dangerWorkflow = createWorkflow(dangerService, dangerFlow);

/** The open ledger (`pageWithoutPass`): dangers not closed, ignored or revoked. */
export const openDangerService = resourceService(def, dangerRecord, {
  ...dangerHooks,
  rowFilter: () => inArray(dangerRecord.status, OPEN_STATES),
});
