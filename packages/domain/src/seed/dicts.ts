import { checkDangerDicts } from './dicts-check-danger';
import { evaluationDicts } from './dicts-evaluation';
import { factorDicts } from './dicts-factors';
import { otherDicts } from './dicts-other';
import { riskDicts } from './dicts-risk';
import { statusDicts } from './dicts-status';
import type { DictSeed } from './types';

export { systemDicts } from './dicts-system';
export type { DictItemSeed, DictSeed } from './types';

/**
 * Business dictionaries (table dict_biz, copied to every new tenant): every dictionary of
 * domain-model §4 (grouped by module), then the inline enumerations of §5–§10.
 */
export const bizDicts: DictSeed[] = [
  ...evaluationDicts,
  ...riskDicts,
  ...factorDicts,
  ...checkDangerDicts,
  ...otherDicts,
  ...statusDicts,
];
