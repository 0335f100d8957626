import type { RiskLevel } from './grading';

/**
 * What the four-colour site plan answers for its risk points (GET tenantLayout/map): a risk point
 * drawn inside the outlined place it is placed in (x, y relative to the plan), with its stored
 * out-of-control flag, and the legend's counts per level.
 */
export type MapRiskPoint = {
  id: string;
  name: string;
  code: string;
  riskLevel: RiskLevel | null;
  /** As the home risk list computes it (open major danger, overdue danger or task). */
  outOfControl: boolean;
  placeId: string;
  x: number;
  y: number;
};

/** Risk points and check points of the plan per level (null = not graded). */
export type LegendEntry = { level: RiskLevel | null; riskPoints: number; checkPoints: number };
