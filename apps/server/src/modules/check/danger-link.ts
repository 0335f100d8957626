import { formatDateTime } from '../../core/dates';
import type { Answer } from './judge';

/**
 * The pre-filled danger registration of a FAIL answer (domain-model §6.6 → §7.1 field names),
 * stored on the record item as `dangerDraft` until the danger module registers it and sets
 * `dangerRecordId`. Source PLAN_CHECK for planned checks, DAILY_PATROL for ad-hoc ones.
 */
export function dangerDraftOf(args: {
  point: Record<string, unknown>;
  item: Record<string, unknown>;
  answer: Answer & { checkItemId: string; photoIds?: string[] };
  recordId: string;
  plan?: Record<string, unknown>;
  checkerId: string;
  now: Date;
}): Record<string, unknown> {
  const { point, item, answer, recordId, plan, checkerId, now } = args;
  const content = String(item.content);
  const detail = answer.description || (answer.value ? `${content}: ${answer.value}` : content);
  return {
    title: `${String(point.name)}: ${content}`.slice(0, 200),
    description: detail,
    source: plan ? 'PLAN_CHECK' : 'DAILY_PATROL',
    checkType: plan?.checkType ?? null,
    checkRecordId: recordId,
    checkItemId: String(item.id),
    checkRiskPointId: String(point.id),
    riskPointTypeId: point.riskPointTypeId ?? null,
    placeId: point.placeId ?? null,
    foundTime: formatDateTime(now),
    reporterId: checkerId,
    photoIds: answer.photoIds ?? [],
    rectifyMode: 'DEADLINE',
  };
}
