import { RISK_LEVELS } from '@dp/domain';
import { Space, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { SolidTag } from '@/components/SolidTag';
import { useDictOptions } from '@/crud/dict';
import { GREY, type LegendEntry, levelColor, type MapRiskPoint } from './mapApi';

const LEVEL_DICT = { dict: 'RISK_LEVEL', dictBiz: true } as const;

/**
 * The map's legend: each level's colour with the risk points and check points of the plan at that
 * level, grey for places without points, and the out-of-control risk points by name.
 */
export function MapLegend({ legend, outOfControl }: { legend: LegendEntry[]; outOfControl: MapRiskPoint[] }) {
  const { t } = useTranslation();
  const levels = useDictOptions(LEVEL_DICT);
  const counts = (level: string | null) => {
    const e = legend.find((x) => x.level === level);
    return { risk: e?.riskPoints ?? 0, check: e?.checkPoints ?? 0 };
  };
  return (
    <Space wrap size={4} aria-label={t('layoutMap.legend')} data-testid="map-legend">
      {RISK_LEVELS.map((l) => (
        <SolidTag key={l} color={levelColor(l)} data-testid={`legend-${l}`}>
          {levels?.find((o) => o.value === l)?.label ?? l} · {t('layoutMap.legendCount', counts(l))}
        </SolidTag>
      ))}
      <SolidTag color={GREY}>{t('layoutMap.grey')}</SolidTag>
      {outOfControl.length > 0 && (
        <Tooltip title={[...new Set(outOfControl.map((p) => p.name))].join('、')}>
          <Tag color="error" data-testid="legend-out-of-control">
            {t('layoutMap.outOfControlCount', { count: new Set(outOfControl.map((p) => p.id)).size })}
          </Tag>
        </Tooltip>
      )}
    </Space>
  );
}
