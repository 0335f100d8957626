import { resources } from '@dp/domain';
import type { RequestContext } from '../../core/context';
import type { Db } from '../../db/client';
import { dangerRecord } from '../../db/schema';
import { type Row, resourceService } from '../../resource/service';
import { dangerHooks, dangerService, dangerWorkflow } from './danger-service';
import { dangerSettings } from './settings';

export type FailedCheckItem = {
  checkRecordId: string;
  checkRecordItemId: string;
  /** The check item and the control measure it came from (`checkItem.measureId`). */
  checkItemId?: string | null;
  measureId?: string | null;
  /** The finding (the checker's note, or "<item>: 不符合 — <standard>"). */
  title: string;
  /** What was found. */
  description: string;
  photoIds: string[];
  placeId: string | null;
  checkRiskPointId?: string | null;
  riskPointTypeId?: string | null;
  location?: string | null;
  checkType?: string | null;
  foundTime?: Date;
  /** DANGER_SOURCE key; a planned check by default, `DAILY_PATROL` for a patrol. */
  source?: string;
};

/**
 * The danger a FAIL check item raises (§1, §6.6): the pre-filled form values, for the check
 * screen's "register danger" button.
 */
export function dangerDraftFromCheck(item: FailedCheckItem): Row {
  return {
    title: item.title.slice(0, 200),
    description: item.description,
    source: item.source ?? 'PLAN_CHECK',
    checkType: item.checkType ?? null,
    checkRecordId: item.checkRecordId,
    checkRecordItemId: item.checkRecordItemId,
    checkItemId: item.checkItemId ?? null,
    measureId: item.measureId ?? null,
    checkRiskPointId: item.checkRiskPointId ?? null,
    riskPointTypeId: item.riskPointTypeId ?? null,
    placeId: item.placeId,
    location: item.location ?? null,
    foundTime: item.foundTime ?? new Date(),
    photoIds: item.photoIds,
    rectifyMode: 'DEADLINE',
  };
}

/**
 * Registers the danger of a FAIL check item as a DRAFT of the checker (`db` may be the check
 * module's transaction); the checker then submits it like any other danger.
 */
export async function raiseDangerFromCheck(db: Db, ctx: RequestContext, item: FailedCheckItem): Promise<Row> {
  return dangerService.insert(db, ctx, dangerDraftFromCheck(item));
}

/**
 * The danger service of check registrations: the same hooks, but photos and place are not
 * required — the check record (and its point) is the evidence when the checker took no photo, and
 * a point may have no place.
 */
const checkDangerService = resourceService(
  {
    ...resources.dangerRecord,
    fields: {
      ...resources.dangerRecord.fields,
      photoIds: { ...resources.dangerRecord.fields.photoIds, required: false },
      placeId: { ...resources.dangerRecord.fields.placeId, required: false },
    },
  },
  dangerRecord,
  dangerHooks,
);

/**
 * Registers the danger of a FAIL line of a submitted check (issue #32 item 3) in the caller's
 * transaction, in the state the tenant's `danger.checkFailStatus` says: PENDING_CONFIRM by default
 * (the confirmers are notified through the workflow), or DRAFT for the checker to complete.
 */
export async function registerDangerFromCheck(
  db: Db,
  ctx: RequestContext,
  item: FailedCheckItem,
): Promise<Row> {
  const draft = await checkDangerService.insert(db, ctx, dangerDraftFromCheck(item));
  const { checkFailStatus } = await dangerSettings(db, ctx.tenantId);
  if (checkFailStatus === 'DRAFT') return draft;
  return dangerWorkflow.run(
    db,
    ctx,
    { id: String(draft.id), action: 'REGISTER', version: Number(draft.version), payload: {} },
    { internal: true },
  );
}
