/** A ratio as the statistics screens show it: "numerator / denominator" and the value. */
export type Ratio = { value: number | null; numerator: number; denominator: number };

/** numerator / denominator to 4 decimals; null when the denominator is zero (shown as "—"). */
export function rate(numerator: number, denominator: number): number | null {
  return denominator > 0 ? Math.round((numerator / denominator) * 10000) / 10000 : null;
}

export function ratio(numerator: number, denominator: number): Ratio {
  return { value: rate(numerator, denominator), numerator, denominator };
}

/**
 * The rates an auditor reads, defined once (issue #33): home, statistics, the large screen and the
 * exports compute each through these functions from counts of the same sets, and show the
 * definition below as the figure's tooltip.
 */
export const RATE_DEFINITIONS = {
  rectificationRate: {
    zh: '整改率 = 已销号隐患 ÷ 已确认隐患（不含待提交、待确认、已忽略、已撤销）',
    en: 'Rectification rate = closed hazards ÷ confirmed hazards (drafts, unconfirmed, ignored and revoked left out)',
  },
  onTimeRate: {
    zh: '按期整改率 = 在现行整改期限内完成整改的已销号隐患 ÷ 已销号隐患',
    en: 'On-time rectification rate = closed hazards rectified by the deadline in force ÷ closed hazards',
  },
  completionRate: {
    zh: '检查完成率 = 在时间窗内完成的任务 ÷ 已有结果的任务（时间窗已结束，或已提前完成；未到期任务不计为未检，逾期补检单独统计）',
    en: 'Check completion rate = tasks done within their window ÷ tasks with an outcome (window ended, or done early; tasks not yet due are not missed, late checks counted apart)',
  },
  onTimeCheckRate: {
    zh: '按时率 = 按时完成的任务 ÷ 已完成的任务（含逾期补检）',
    en: 'On-time check rate = tasks done within their window ÷ tasks done (late checks included)',
  },
} as const;
export type RateName = keyof typeof RATE_DEFINITIONS;

/** Danger counts of one set: confirmed = reached rectification (plan, rectify, accept or closed). */
export type DangerCounts = { confirmed: number; closed: number; closedOnTime: number };
/**
 * Task counts of one set (skipped ones left out): `settled` = window ended, or done within a window
 * still open; `done` = done within the window; `doneLate` = done after it.
 */
export type TaskCounts = { settled: number; done: number; doneLate: number };

export const rectificationRate = (c: DangerCounts): Ratio => ratio(c.closed, c.confirmed);
export const onTimeRate = (c: DangerCounts): Ratio => ratio(c.closedOnTime, c.closed);
export const completionRate = (c: TaskCounts): Ratio => ratio(c.done, c.settled);
export const onTimeCheckRate = (c: TaskCounts): Ratio => ratio(c.done, c.done + c.doneLate);

/** Danger statuses past confirmation: the denominator of the rectification rate. */
export const CONFIRMED_DANGER_STATUSES = [
  'PENDING_PLAN',
  'PENDING_RECTIFY',
  'PENDING_ACCEPT',
  'CLOSED',
] as const;
