import { useTranslation } from 'react-i18next';
import type { Ratio } from '../shared/api';
import { ChartCard } from '../shared/ChartCard';
import { barOption } from '../shared/options';
import { StatsScreen } from '../shared/StatsScreen';

type AverageData = {
  byDept: {
    deptId: string | null;
    label: string;
    records: number;
    activePoints: number;
    checkers: number;
    avgChecksPerPoint: Ratio;
    avgChecksPerChecker: Ratio;
    avgDurationMin: number | null;
  }[];
  byChecker: {
    checkerId: string | null;
    label: string;
    records: number;
    pointsChecked: number;
    avgDurationMin: number | null;
  }[];
  byPoint: {
    pointId: string;
    name: string;
    deptName: string;
    records: number;
    avgIntervalDays: number | null;
    requiredDays: number | null;
    intervalRatio: number | null;
  }[];
};

/** 平均检查指标: checks per point and per checker, duration, and intervals against the cycle. */
export default function CheckAveragePage() {
  const { t } = useTranslation();
  return (
    <StatsScreen<AverageData> screen="checkAverage" fields={['checkType', 'riskLevel']}>
      {(d, filters) => {
        const card = { screen: 'checkAverage' as const, filters };
        return (
          <>
            <ChartCard
              {...card}
              title={t('statistics.average.byDept')}
              table="byDept"
              rows={d.byDept}
              rowKey={(r) => String(r.deptId)}
              columns={[
                { key: 'label', title: t('statistics.col.dept') },
                { key: 'records', title: t('statistics.col.records') },
                { key: 'activePoints', title: t('statistics.col.activePoints') },
                { key: 'checkers', title: t('statistics.col.checkers') },
                { key: 'avgChecksPerPoint', title: t('statistics.col.perPoint') },
                { key: 'avgChecksPerChecker', title: t('statistics.col.perChecker') },
                { key: 'avgDurationMin', title: t('statistics.col.durationMin') },
              ]}
              option={barOption(
                d.byDept.map((r) => r.label || t('statistics.none')),
                [
                  {
                    name: t('statistics.col.perPoint'),
                    data: d.byDept.map((r) => r.avgChecksPerPoint.value),
                  },
                  {
                    name: t('statistics.col.perChecker'),
                    data: d.byDept.map((r) => r.avgChecksPerChecker.value),
                    color: '#13c2c2',
                  },
                ],
              )}
            />
            <div className="stats-grid">
              <ChartCard
                {...card}
                title={t('statistics.average.byChecker')}
                table="byChecker"
                rows={d.byChecker}
                rowKey={(r) => String(r.checkerId)}
                columns={[
                  { key: 'label', title: t('statistics.col.checker') },
                  { key: 'records', title: t('statistics.col.records') },
                  { key: 'pointsChecked', title: t('statistics.col.pointsChecked') },
                  { key: 'avgDurationMin', title: t('statistics.col.durationMin') },
                ]}
                option={barOption(
                  d.byChecker.map((r) => r.label || t('statistics.none')),
                  [{ name: t('statistics.col.records'), data: d.byChecker.map((r) => r.records) }],
                  { horizontal: true },
                )}
              />
              <ChartCard
                {...card}
                title={t('statistics.average.byPoint')}
                table="byPoint"
                rows={d.byPoint}
                rowKey={(r) => r.pointId}
                columns={[
                  { key: 'name', title: t('statistics.col.point') },
                  { key: 'deptName', title: t('statistics.col.dept') },
                  { key: 'records', title: t('statistics.col.records') },
                  { key: 'avgIntervalDays', title: t('statistics.col.intervalDays') },
                  { key: 'requiredDays', title: t('statistics.col.requiredDays') },
                  { key: 'intervalRatio', title: t('statistics.col.intervalRatio') },
                ]}
              />
            </div>
          </>
        );
      }}
    </StatsScreen>
  );
}
