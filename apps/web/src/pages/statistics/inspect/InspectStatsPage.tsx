import { useTranslation } from 'react-i18next';
import type { Ratio } from '../shared/api';
import { ChartCard } from '../shared/ChartCard';
import { KpiCards } from '../shared/KpiCards';
import { barOption, heatmapOption } from '../shared/options';
import { StatsScreen } from '../shared/StatsScreen';

type InspectData = {
  summary: {
    enabledPoints: number;
    coverage: Ratio;
    records: number;
    scanCompliance: Ratio;
    outliers: number;
    outlierShare: Ratio;
    abnormal: number;
  };
  byPoint: {
    pointId: string;
    name: string;
    number: string;
    placeName: string;
    records: number;
    scanned: number;
    abnormal: number;
    lastCheckTime: string | null;
  }[];
  byPlace: {
    placeId: string | null;
    label: string;
    points: number;
    covered: number;
    records: number;
    abnormal: number;
    coverage: Ratio;
  }[];
  byPerson: {
    checkerId: string | null;
    label: string;
    records: number;
    scanVerified: number;
    outliers: number;
    scanCompliance: Ratio;
  }[];
  heatmap: {
    months: string[];
    cells: { placeId: string | null; label: string; month: string; records: number }[];
  };
};

/** 巡检统计: QR coverage of the patrol points, scan compliance, GPS outliers and the heat-map by place. */
export default function InspectStatsPage() {
  const { t } = useTranslation();
  return (
    <StatsScreen<InspectData> screen="inspect" fields={['checkType', 'riskLevel']}>
      {(d, filters) => {
        const card = { screen: 'inspect' as const, filters };
        const s = d.summary;
        const places = [...new Set(d.heatmap.cells.map((c) => c.label))];
        const heat = heatmapOption(
          d.heatmap.months,
          places,
          d.heatmap.cells.map((c) => [d.heatmap.months.indexOf(c.month), places.indexOf(c.label), c.records]),
        );
        return (
          <>
            <KpiCards
              items={[
                { key: 'enabledPoints', title: t('statistics.col.activePoints'), value: s.enabledPoints },
                { key: 'coverage', title: t('statistics.kpi.coverage'), ratio: s.coverage },
                { key: 'scanCompliance', title: t('statistics.kpi.scanCompliance'), ratio: s.scanCompliance },
                { key: 'outlierShare', title: t('statistics.kpi.outlierShare'), ratio: s.outlierShare },
                { key: 'abnormal', title: t('statistics.col.abnormal'), value: s.abnormal },
              ]}
            />
            <ChartCard
              {...card}
              title={t('statistics.inspect.heatmap')}
              table="heatmap.cells"
              rows={d.heatmap.cells}
              height={Math.max(220, 80 + places.length * 36)}
              columns={[
                { key: 'label', title: t('statistics.col.place') },
                { key: 'month', title: t('statistics.col.month') },
                { key: 'records', title: t('statistics.col.records') },
              ]}
              option={heat}
            />
            <div className="stats-grid">
              <ChartCard
                {...card}
                title={t('statistics.inspect.byPlace')}
                table="byPlace"
                rows={d.byPlace}
                rowKey={(r) => String(r.placeId)}
                columns={[
                  { key: 'label', title: t('statistics.col.place') },
                  { key: 'points', title: t('statistics.col.activePoints') },
                  { key: 'coverage', title: t('statistics.kpi.coverage') },
                  { key: 'records', title: t('statistics.col.records') },
                  { key: 'abnormal', title: t('statistics.col.abnormal') },
                ]}
                option={barOption(
                  d.byPlace.map((p) => p.label || t('statistics.none')),
                  [
                    { name: t('statistics.col.records'), data: d.byPlace.map((p) => p.records) },
                    {
                      name: t('statistics.col.abnormal'),
                      data: d.byPlace.map((p) => p.abnormal),
                      color: '#f5222d',
                    },
                  ],
                )}
              />
              <ChartCard
                {...card}
                title={t('statistics.inspect.byPerson')}
                table="byPerson"
                rows={d.byPerson}
                rowKey={(r) => String(r.checkerId)}
                columns={[
                  { key: 'label', title: t('statistics.col.checker') },
                  { key: 'records', title: t('statistics.col.records') },
                  { key: 'scanCompliance', title: t('statistics.kpi.scanCompliance') },
                  { key: 'outliers', title: t('statistics.col.outliers') },
                ]}
              />
            </div>
            <ChartCard
              {...card}
              title={t('statistics.inspect.byPoint')}
              table="byPoint"
              rows={d.byPoint}
              rowKey={(r) => r.pointId}
              columns={[
                { key: 'number', title: t('statistics.col.number') },
                { key: 'name', title: t('statistics.col.point') },
                { key: 'placeName', title: t('statistics.col.place') },
                { key: 'records', title: t('statistics.col.records') },
                { key: 'scanned', title: t('statistics.col.scanned') },
                { key: 'abnormal', title: t('statistics.col.abnormal') },
                { key: 'lastCheckTime', title: t('statistics.col.lastCheck') },
              ]}
            />
          </>
        );
      }}
    </StatsScreen>
  );
}
