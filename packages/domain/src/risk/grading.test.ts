import { describe, expect, it } from 'vitest';
import { evaluationDicts } from '../seed/dicts-evaluation';
import {
  DEFAULT_LEC_BANDS,
  DEFAULT_LS_BANDS,
  evaluate,
  gradeLec,
  gradeLs,
  LEC_C_VALUES,
  LEC_E_VALUES,
  LEC_L_VALUES,
  LS_VALUES,
  lecBand,
  type RiskLevel,
  worstLevel,
} from './grading';

/** Reference grading written straight from the §2.2 table, independent of the implementation. */
function expectedLec(d: number): [string, RiskLevel] {
  if (d >= 320) return ['EXTREME', 'MAJOR'];
  if (d >= 160) return ['HIGH', 'SIGNIFICANT'];
  if (d >= 70) return ['NOTABLE', 'GENERAL'];
  if (d >= 20) return ['MODERATE', 'LOW'];
  return ['SLIGHT', 'LOW'];
}

function expectedLs(r: number): [string, RiskLevel] {
  if (r >= 20) return ['A', 'MAJOR'];
  if (r >= 15) return ['B', 'SIGNIFICANT'];
  if (r >= 9) return ['C', 'GENERAL'];
  return ['D', 'LOW'];
}

const lecCases = LEC_L_VALUES.flatMap((l) =>
  LEC_E_VALUES.flatMap((e) => LEC_C_VALUES.map((c) => ({ l, e, c }))),
);

describe('LEC grading (D = L × E × C)', () => {
  it('covers all 252 reachable combinations', () => expect(lecCases).toHaveLength(252));

  it.each(lecCases)('L=$l E=$e C=$c', ({ l, e, c }) => {
    const r = gradeLec({ l, e, c });
    const d = Math.round(l * e * c * 100) / 100;
    expect(r.d).toBe(d);
    expect([r.degree, r.level]).toEqual(expectedLec(d));
  });

  it.each([
    [19.99, 'SLIGHT'],
    [20, 'MODERATE'],
    [69.99, 'MODERATE'],
    [70, 'NOTABLE'],
    [159.99, 'NOTABLE'],
    [160, 'HIGH'],
    [319.99, 'HIGH'],
    [320, 'EXTREME'],
    [0, 'SLIGHT'],
    [100000, 'EXTREME'],
  ])('a D of %d on or around a boundary goes to %s (boundary goes higher)', (d, band) => {
    expect(lecBand(d).key).toBe(band);
  });

  it('the reachable boundary 70 (L=1 E=10 C=7) is GENERAL', () => {
    expect(gradeLec({ l: 1, e: 10, c: 7 })).toEqual({ d: 70, degree: 'NOTABLE', level: 'GENERAL' });
  });

  it('products are free of float noise (0.1 × 3 × 7 = 2.1)', () => {
    expect(gradeLec({ l: 0.1, e: 3, c: 7 }).d).toBe(2.1);
  });

  it('uses tenant thresholds when configured', () => {
    const bands = DEFAULT_LEC_BANDS.map((b) => (b.key === 'NOTABLE' ? { ...b, min: 60 } : b)).map((b) =>
      b.key === 'MODERATE' ? { ...b, max: 60 } : b,
    );
    expect(gradeLec({ l: 1, e: 6, c: 10 }, bands).level).toBe('GENERAL');
    expect(gradeLec({ l: 1, e: 6, c: 10 }).level).toBe('LOW');
  });
});

const lsCases = LS_VALUES.flatMap((l) => LS_VALUES.map((s) => ({ l, s })));

describe('LS grading (R = L × S)', () => {
  it.each(lsCases)('L=$l S=$s', ({ l, s }) => {
    const r = gradeLs({ l, s });
    expect(r.r).toBe(l * s);
    expect([r.grade, r.level]).toEqual(expectedLs(l * s));
  });

  it.each([
    [8, 'D'],
    [9, 'C'],
    [12, 'C'],
    [15, 'B'],
    [16, 'B'],
    [20, 'A'],
    [25, 'A'],
  ])('R=%d is grade %s', (r, grade) => {
    const l = [1, 2, 3, 4, 5].find((x) => r % x === 0 && r / x <= 5)!;
    expect(gradeLs({ l, s: r / l }).grade).toBe(grade);
  });
});

describe('seeded grade dictionaries match the defaults', () => {
  const extras = (code: string) =>
    evaluationDicts
      .find((d) => d.code === code)!
      .items.map((i) => ({ key: i.key, ...(i.extra as object) }) as Record<string, unknown>);
  it('LEC_GRADE', () =>
    expect(extras('LEC_GRADE')).toEqual(DEFAULT_LEC_BANDS.map((b) => ({ ...b, max: b.max }))));
  it('LS_GRADE', () => expect(extras('LS_GRADE')).toEqual(DEFAULT_LS_BANDS));
});

describe('direct judgement and roll-up', () => {
  it('a direct-MAJOR reason forces MAJOR but keeps the score', () => {
    const r = evaluate({ method: 'LS', l: 1, s: 1 }, { directMajorReason: 'MAJOR_HAZARD_SOURCE' });
    expect(r).toMatchObject({ lsR: 1, lsGrade: 'D', scoredLevel: 'LOW', riskLevel: 'MAJOR' });
  });
  it('LEC evaluation fills only LEC columns', () => {
    expect(evaluate({ method: 'LEC', l: 3, e: 6, c: 15 })).toEqual({
      lecD: 270,
      lecDegree: 'HIGH',
      lsR: null,
      lsGrade: null,
      scoredLevel: 'SIGNIFICANT',
      riskLevel: 'SIGNIFICANT',
    });
  });
  it.each([
    [[], null],
    [['LOW'], 'LOW'],
    [['LOW', 'GENERAL', null], 'GENERAL'],
    [['GENERAL', 'MAJOR', 'SIGNIFICANT'], 'MAJOR'],
    [[undefined, 'SIGNIFICANT', 'LOW'], 'SIGNIFICANT'],
  ] as [(RiskLevel | null | undefined)[], RiskLevel | null][])('worst of %j is %s', (levels, worst) => {
    expect(worstLevel(levels)).toBe(worst);
  });
});
