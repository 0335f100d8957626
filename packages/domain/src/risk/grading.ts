/**
 * Risk grading shared by server and web (domain-model §2.1–§2.5): the server stores what these
 * functions compute, the evaluation form shows the same values live while the user types.
 */

export const RISK_LEVELS = ['MAJOR', 'SIGNIFICANT', 'GENERAL', 'LOW'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];

/** Rank 1 = worst (MAJOR) … 4 = LOW; roll-ups take the minimum rank. */
export const riskLevelRank = (level: RiskLevel): number => RISK_LEVELS.indexOf(level) + 1;

/** Suggested colours of the four levels (RISK_LEVEL `extra.hex`). */
export const RISK_LEVEL_HEX: Record<RiskLevel, string> = {
  MAJOR: '#E60012',
  SIGNIFICANT: '#FF8C00',
  GENERAL: '#FFD200',
  LOW: '#1E78FF',
};

export const isRiskLevel = (value: unknown): value is RiskLevel =>
  typeof value === 'string' && (RISK_LEVELS as readonly string[]).includes(value);

/** The standard value tables (dicts LEC_L / LEC_E / LEC_C / LS_L / LS_S); tenants reword labels only. */
export const LEC_L_VALUES = [10, 6, 3, 1, 0.5, 0.2, 0.1] as const;
export const LEC_E_VALUES = [10, 6, 3, 2, 1, 0.5] as const;
export const LEC_C_VALUES = [100, 40, 15, 7, 3, 1] as const;
export const LS_VALUES = [1, 2, 3, 4, 5] as const;

/** One band of a grade table: `min ≤ value < max` (max null = open); `level` its RISK_LEVEL. */
export type GradeBand = { key: string; min: number; max: number | null; level: RiskLevel };

/** LEC_GRADE defaults (§2.2); a tenant may move the thresholds in its dictionary's `extra`. */
export const DEFAULT_LEC_BANDS: GradeBand[] = [
  { key: 'EXTREME', min: 320, max: null, level: 'MAJOR' },
  { key: 'HIGH', min: 160, max: 320, level: 'SIGNIFICANT' },
  { key: 'NOTABLE', min: 70, max: 160, level: 'GENERAL' },
  { key: 'MODERATE', min: 20, max: 70, level: 'LOW' },
  { key: 'SLIGHT', min: 0, max: 20, level: 'LOW' },
];

/** LS_GRADE defaults (§2.3), inclusive on both ends; stored with the same shape (max = upper bound). */
export const DEFAULT_LS_BANDS: GradeBand[] = [
  { key: 'A', min: 20, max: 25, level: 'MAJOR' },
  { key: 'B', min: 15, max: 16, level: 'SIGNIFICANT' },
  { key: 'C', min: 9, max: 12, level: 'GENERAL' },
  { key: 'D', min: 1, max: 8, level: 'LOW' },
];

/** Products of the value tables, rounded to cents (the stored dec(10,2)), free of float noise. */
const product = (...values: number[]) => Math.round(values.reduce((a, b) => a * b, 1) * 100) / 100;

/**
 * The band a D value falls in. Bands are tried from the highest threshold down, so a value that sits
 * exactly on a boundary goes to the higher band (§2.2 boundary rule).
 */
export function lecBand(d: number, bands: GradeBand[] = DEFAULT_LEC_BANDS): GradeBand {
  const ordered = [...bands].sort((a, b) => b.min - a.min);
  return ordered.find((b) => d >= b.min) ?? ordered[ordered.length - 1];
}

export type LecResult = { d: number; degree: string; level: RiskLevel };

export function gradeLec(
  input: { l: number; e: number; c: number },
  bands: GradeBand[] = DEFAULT_LEC_BANDS,
): LecResult {
  const d = product(input.l, input.e, input.c);
  const band = lecBand(d, bands);
  return { d, degree: band.key, level: band.level };
}

export type LsResult = { r: number; grade: string; level: RiskLevel };

/** R = L × S; the band with the largest lower bound not above R (inclusive bands leave no gaps). */
export function gradeLs(input: { l: number; s: number }, bands: GradeBand[] = DEFAULT_LS_BANDS): LsResult {
  const r = input.l * input.s;
  const ordered = [...bands].sort((a, b) => b.min - a.min);
  const band = ordered.find((b) => r >= b.min) ?? ordered[ordered.length - 1];
  return { r, grade: band.key, level: band.level };
}

export const isLecValue = (table: readonly number[], value: unknown): value is number =>
  typeof value === 'number' && table.includes(value);

/** The worst level of a list (lowest rank), or null when the list is empty. */
export function worstLevel(levels: readonly (RiskLevel | null | undefined)[]): RiskLevel | null {
  let worst: RiskLevel | null = null;
  for (const l of levels) {
    if (l && (worst === null || riskLevelRank(l) < riskLevelRank(worst))) worst = l;
  }
  return worst;
}

export type Evaluation =
  | { method: 'LEC'; l: number; e: number; c: number }
  | { method: 'LS'; l: number; s: number };

export type EvaluationResult = {
  lecD: number | null;
  lecDegree: string | null;
  lsR: number | null;
  lsGrade: string | null;
  /** Level from the scores alone. */
  scoredLevel: RiskLevel;
  /** Level after direct MAJOR judgement (§2.4). */
  riskLevel: RiskLevel;
};

/** Score and level of one analysed item; a direct-MAJOR reason forces MAJOR whatever the scores. */
export function evaluate(
  input: Evaluation,
  opts: { directMajorReason?: string | null; lecBands?: GradeBand[]; lsBands?: GradeBand[] } = {},
): EvaluationResult {
  const forced = Boolean(opts.directMajorReason);
  if (input.method === 'LEC') {
    const r = gradeLec(input, opts.lecBands);
    return {
      lecD: r.d,
      lecDegree: r.degree,
      lsR: null,
      lsGrade: null,
      scoredLevel: r.level,
      riskLevel: forced ? 'MAJOR' : r.level,
    };
  }
  const r = gradeLs(input, opts.lsBands);
  return {
    lecD: null,
    lecDegree: null,
    lsR: r.r,
    lsGrade: r.grade,
    scoredLevel: r.level,
    riskLevel: forced ? 'MAJOR' : r.level,
  };
}
