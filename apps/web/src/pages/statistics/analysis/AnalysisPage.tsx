import { useTranslation } from 'react-i18next';
import type { Ratio } from '../shared/api';
import { ChartCard } from '../shared/ChartCard';
import { KpiCards } from '../shared/KpiCards';
import { barOption, paretoOption } from '../shared/options';
import { StatsScreen } from '../shared/StatsScreen';

type ParetoRow = {
  key: string | null;
  label: string;
  count: number;
  share: number | null;
  cumulativeShare: number | null;
};
type AnalysisData = {
  trend: {
    found: number;
    foundLastYear: number;
    yoy: number | null;
    monthly: {
      month: string;
      found: number;
      closed: number;
      foundLastYear: number;
      closedLastYear: number;
      yoy: number | null;
    }[];
  };
  paretoCategory: ParetoRow[];
  paretoAccident: ParetoRow[];
  topRiskPoints: {
    riskPointTypeId: string;
    name: string;
    riskLevel: string | null;
    dangers: number;
    open: number;
  }[];
  repeatDangers: {
    pointId: string;
    itemId: string;
    pointName: string;
    content: string;
    count: number;
    lastFoundTime: string;
  }[];
  levelMatrix: {
    key: string | null;
    label: string;
    points: number;
    dangers: number;
    dangersPerPoint: Ratio;
  }[];
  lowLevelSuspects: { id: string; name: string; dangers: number }[];
  measureRate: Ratio;
};

/** 综合分析: YoY trend, Pareto of categories and accident types, repeats and level checks. */
export default function AnalysisPage() {
  const { t } = useTranslation();
  const paretoColumns = [
    { key: 'label', title: t('statistics.col.item') },
    { key: 'count', title: t('statistics.col.dangers') },
    { key: 'share', title: t('statistics.col.share') },
    { key: 'cumulativeShare', title: t('statistics.col.cumulative') },
  ];
  const pareto = (rows: ParetoRow[]) =>
    paretoOption(
      rows.map((r) => r.label || t('statistics.none')),
      rows.map((r) => r.count),
      rows.map((r) => r.cumulativeShare),
      [t('statistics.col.dangers'), t('statistics.col.cumulative')],
    );
  return (
    <StatsScreen<AnalysisData> screen="analysis" fields={['checkType', 'level']}>
      {(d, filters) => {
        const card = { screen: 'analysis' as const, filters };
        const m = d.trend.monthly;
        return (
          <>
            <KpiCards
              items={[
                {
                  key: 'found',
                  title: t('statistics.kpi.dangersFound'),
                  value: d.trend.found,
                  trend: d.trend.yoy,
                },
                {
                  key: 'foundLastYear',
                  title: t('statistics.analysis.lastYear'),
                  value: d.trend.foundLastYear,
                },
                { key: 'repeats', title: t('statistics.analysis.repeats'), value: d.repeatDangers.length },
                { key: 'measureRate', title: t('statistics.kpi.measureRate'), ratio: d.measureRate },
              ]}
            />
            <ChartCard
              {...card}
              title={t('statistics.analysis.trend')}
              table="trend.monthly"
              rows={m}
              rowKey={(r) => r.month}
              columns={[
                { key: 'month', title: t('statistics.col.month') },
                { key: 'found', title: t('statistics.col.found') },
                { key: 'closed', title: t('statistics.col.closed') },
                { key: 'foundLastYear', title: t('statistics.analysis.lastYear') },
                { key: 'yoy', title: t('statistics.col.trend') },
              ]}
              option={barOption(
                m.map((x) => x.month),
                [
                  { name: t('statistics.col.found'), data: m.map((x) => x.found) },
                  { name: t('statistics.col.closed'), data: m.map((x) => x.closed), color: '#52c41a' },
                  {
                    name: t('statistics.analysis.lastYear'),
                    data: m.map((x) => x.foundLastYear),
                    type: 'line',
                    color: '#8c8c8c',
                  },
                ],
              )}
            />
            <div className="stats-grid">
              <ChartCard
                {...card}
                title={t('statistics.analysis.paretoCategory')}
                table="paretoCategory"
                rows={d.paretoCategory}
                columns={paretoColumns}
                option={pareto(d.paretoCategory)}
              />
              <ChartCard
                {...card}
                title={t('statistics.analysis.paretoAccident')}
                table="paretoAccident"
                rows={d.paretoAccident}
                columns={paretoColumns}
                option={pareto(d.paretoAccident)}
              />
              <ChartCard
                {...card}
                title={t('statistics.analysis.topRiskPoints')}
                table="topRiskPoints"
                rows={d.topRiskPoints}
                rowKey={(r) => r.riskPointTypeId}
                columns={[
                  { key: 'name', title: t('statistics.col.riskPoint') },
                  { key: 'dangers', title: t('statistics.col.dangers') },
                  { key: 'open', title: t('statistics.col.open') },
                ]}
                option={barOption(
                  d.topRiskPoints.map((p) => p.name),
                  [
                    { name: t('statistics.col.dangers'), data: d.topRiskPoints.map((p) => p.dangers) },
                    {
                      name: t('statistics.col.open'),
                      data: d.topRiskPoints.map((p) => p.open),
                      color: '#fa8c16',
                    },
                  ],
                  { horizontal: true },
                )}
              />
              <ChartCard
                {...card}
                title={t('statistics.analysis.levelMatrix')}
                table="levelMatrix"
                rows={d.levelMatrix}
                columns={[
                  { key: 'label', title: t('statistics.col.riskLevel') },
                  { key: 'points', title: t('statistics.col.riskPoints') },
                  { key: 'dangers', title: t('statistics.col.dangers') },
                  { key: 'dangersPerPoint', title: t('statistics.col.perPoint') },
                ]}
                option={barOption(
                  d.levelMatrix.map((l) => l.label || t('statistics.none')),
                  [
                    {
                      name: t('statistics.col.perPoint'),
                      data: d.levelMatrix.map((l) => l.dangersPerPoint.value),
                    },
                  ],
                )}
              />
              <ChartCard
                {...card}
                title={t('statistics.analysis.repeats')}
                table="repeatDangers"
                rows={d.repeatDangers}
                rowKey={(r) => `${r.pointId}-${r.itemId}`}
                columns={[
                  { key: 'pointName', title: t('statistics.col.point') },
                  { key: 'content', title: t('statistics.col.checkItem') },
                  { key: 'count', title: t('statistics.col.times') },
                  { key: 'lastFoundTime', title: t('statistics.col.lastFound') },
                ]}
              />
              <ChartCard
                {...card}
                title={t('statistics.analysis.suspects')}
                table="lowLevelSuspects"
                rows={d.lowLevelSuspects}
                rowKey={(r) => r.id}
                columns={[
                  { key: 'name', title: t('statistics.col.riskPoint') },
                  { key: 'dangers', title: t('statistics.col.dangers') },
                ]}
              />
            </div>
          </>
        );
      }}
    </StatsScreen>
  );
}
