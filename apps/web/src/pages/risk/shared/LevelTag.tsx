import { isRiskLevel, RISK_LEVEL_HEX } from '@dp/domain';
import type { ReactNode } from 'react';
import { SolidTag } from '@/components/SolidTag';
import { optionLabel, useDictOptions } from '@/crud/dict';

const LEVEL_DICT = { dict: 'RISK_LEVEL', dictBiz: true } as const;
/** The map's colour of a place without graded points. */
export const NO_LEVEL_GREY = '#9E9E9E';

/**
 * A four-colour level tag (red / orange / yellow / blue, readable text) with the tenant's label;
 * without a level, `fallback` in grey (or nothing).
 */
export function LevelTag({ level, fallback }: { level: unknown; fallback?: ReactNode }) {
  const options = useDictOptions(LEVEL_DICT);
  if (!isRiskLevel(level))
    return fallback === undefined ? null : <SolidTag color={NO_LEVEL_GREY}>{fallback}</SolidTag>;
  return (
    <SolidTag color={RISK_LEVEL_HEX[level]} data-level={level}>
      {optionLabel(options, level)}
    </SolidTag>
  );
}
