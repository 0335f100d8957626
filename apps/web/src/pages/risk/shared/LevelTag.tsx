import { isRiskLevel, RISK_LEVEL_HEX } from '@dp/domain';
import { Tag } from 'antd';
import { optionLabel, useDictOptions } from '@/crud/dict';

const LEVEL_DICT = { dict: 'RISK_LEVEL', dictBiz: true } as const;

/** A four-colour level tag (red / orange / yellow / blue) with the tenant's label. */
export function LevelTag({ level }: { level: unknown }) {
  const options = useDictOptions(LEVEL_DICT);
  if (!isRiskLevel(level)) return null;
  return (
    <Tag
      color={RISK_LEVEL_HEX[level]}
      style={{ color: level === 'GENERAL' ? '#333' : '#fff' }}
      data-level={level}
    >
      {optionLabel(options, level)}
    </Tag>
  );
}
