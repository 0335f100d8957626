import { formatDateTime } from '../../core/dates';
import type { Answer } from './judge';

const num = (v: unknown) => (v === null || v === undefined || v === '' ? null : Number(v));

/** The limits of a NUMBER item as text, e.g. "0.07–1 MPa", "≥ 0.07 MPa"; '' without limits. */
function limitsOf(item: Record<string, unknown>): string {
  const min = num(item.minValue);
  const max = num(item.maxValue);
  const unit = item.unit ? ` ${String(item.unit)}` : '';
  if (min !== null && max !== null) return `${min}–${max}${unit}`;
  if (min !== null) return `≥ ${min}${unit}`;
  if (max !== null) return `≤ ${max}${unit}`;
  return '';
}

/**
 * What a FAIL answer found (issue #32 item 3): the title is the finding — the checker's note, or
 * "<item>: 不符合 — <standard>" (a value outside its limits names the value and the limits) — never
 * the check standard alone; the description adds the item, the value and the standard.
 */
export function findingOf(
  item: Record<string, unknown>,
  answer: Answer,
): { title: string; description: string } {
  const content = String(item.content ?? '');
  const standard = String(item.standard ?? '').trim() || limitsOf(item);
  const unit = item.unit ? ` ${String(item.unit)}` : '';
  const value = answer.value ? `${answer.value}${item.resultType === 'NUMBER' ? unit : ''}` : '';
  const note = answer.description?.trim();
  const title = note || `${content}: 不符合${value ? `（${value}）` : ''}${standard ? ` — ${standard}` : ''}`;
  const description = [
    `检查项: ${content}`,
    value ? `检查值: ${value}` : '',
    standard ? `标准: ${standard}` : '',
    note ? `问题: ${note}` : '',
  ]
    .filter(Boolean)
    .join('；');
  return { title: title.slice(0, 200), description };
}

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
  const finding = findingOf(item, answer);
  return {
    title: finding.title,
    description: finding.description,
    source: plan ? 'PLAN_CHECK' : 'DAILY_PATROL',
    checkType: plan?.checkType ?? null,
    checkRecordId: recordId,
    checkItemId: String(item.id),
    measureId: item.measureId ?? null,
    checkRiskPointId: String(point.id),
    riskPointTypeId: point.riskPointTypeId ?? null,
    placeId: point.placeId ?? null,
    foundTime: formatDateTime(now),
    reporterId: checkerId,
    photoIds: answer.photoIds ?? [],
    rectifyMode: 'DEADLINE',
  };
}
