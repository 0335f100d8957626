import type { RequestContext } from '../../core/context';
import type { Db } from '../../db/client';
import type { Row } from '../../resource/service';
import { dangerService } from './danger-service';

export type FailedCheckItem = {
  checkRecordId: string;
  checkRecordItemId: string;
  /** What was checked (the check item's content): becomes the danger's title. */
  title: string;
  /** What was found. */
  description: string;
  photoIds: string[];
  placeId: string;
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
