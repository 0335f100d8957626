import type { RiskLevel } from './grading';

/** Control levels from the top (COMPANY, rank 1) down to POST (rank 5), domain-model §2.5. */
export const CONTROL_LEVELS = ['COMPANY', 'DEPARTMENT', 'WORKSHOP', 'TEAM', 'POST'] as const;
export type ControlLevel = (typeof CONTROL_LEVELS)[number];

export const controlLevelRank = (level: ControlLevel): number => CONTROL_LEVELS.indexOf(level) + 1;

export const isControlLevel = (value: unknown): value is ControlLevel =>
  typeof value === 'string' && (CONTROL_LEVELS as readonly string[]).includes(value);

/** Default top control level of a risk level (CONTROL_LEVEL `extra.defaultForLevel`). */
export const DEFAULT_CONTROL_FOR_LEVEL: Record<RiskLevel, ControlLevel> = {
  MAJOR: 'COMPANY',
  SIGNIFICANT: 'DEPARTMENT',
  GENERAL: 'WORKSHOP',
  LOW: 'TEAM',
};

/** Default check cycle of a control row at each level (§5.2). */
export const DEFAULT_CHECK_CYCLE: Record<ControlLevel, string> = {
  COMPANY: 'MONTH',
  DEPARTMENT: 'HALF_MONTH',
  WORKSHOP: 'WEEK',
  TEAM: 'DAY',
  POST: 'SHIFT',
};

/**
 * The default top control level of a risk level. When the default level is disabled by the tenant
 * (e.g. no workshop layer), the next higher enabled level controls it: higher risk never moves down.
 */
export function defaultControlLevel(
  level: RiskLevel,
  enabled: readonly ControlLevel[] = CONTROL_LEVELS,
): ControlLevel {
  const target = controlLevelRank(DEFAULT_CONTROL_FOR_LEVEL[level]);
  const candidates = CONTROL_LEVELS.filter((c) => enabled.includes(c) && controlLevelRank(c) <= target);
  return candidates[candidates.length - 1] ?? 'COMPANY';
}

/** The levels that must all have controllers when the top is `top`: top down to POST (enabled only). */
export function requiredControlLevels(
  top: ControlLevel,
  enabled: readonly ControlLevel[] = CONTROL_LEVELS,
): ControlLevel[] {
  return CONTROL_LEVELS.filter(
    (c) => controlLevelRank(c) >= controlLevelRank(top) && (enabled.includes(c) || c === 'POST'),
  );
}

/**
 * Cascade-down check (§2.5): with controllers present at `present`, every level from the highest one
 * present down to POST must be covered, and the highest must reach the level the risk requires.
 * Returns the missing levels (empty = valid).
 */
export function missingControlLevels(args: {
  present: readonly ControlLevel[];
  required?: ControlLevel | null;
  enabled?: readonly ControlLevel[];
}): ControlLevel[] {
  const enabled = args.enabled ?? CONTROL_LEVELS;
  const ranks = args.present.map(controlLevelRank);
  if (args.required) ranks.push(controlLevelRank(args.required));
  if (ranks.length === 0) return [];
  const top = CONTROL_LEVELS[Math.min(...ranks) - 1];
  return requiredControlLevels(top, enabled).filter((c) => !args.present.includes(c));
}

/** An item's control level may only be raised above the default of its risk level (§5.4). */
export function isControlLevelAllowed(level: ControlLevel, risk: RiskLevel): boolean {
  return controlLevelRank(level) <= controlLevelRank(DEFAULT_CONTROL_FOR_LEVEL[risk]);
}
