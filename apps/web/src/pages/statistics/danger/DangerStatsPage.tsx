import { useTranslation } from 'react-i18next';
import type { Ratio } from '../shared/api';
import { ChartCard } from '../shared/ChartCard';
import { KpiCards } from '../shared/KpiCards';
import { barOption, pieOption } from '../shared/options';
import { StatsScreen } from '../shared/StatsScreen';

type Group = {
  key: string | null;
  label: string;
  count: number;
  closed: number;
  overdue: number;
  rectificationRate: Ratio;
};
type DangerData = {
  summary: {
    total: number;
    closed: number;
    open: number;
    overdue: number;
    majorOpen: number;
    rectificationRate: Ratio;
    onTimeRate: Ratio;
    firstDeadlineRate: Ratio;
    overdueShare: Ratio;
    avgRectifyDays: number | null;
    avgAcceptDays: number | null;
  };
  byLevel: Group[];
  byStatus: Group[];
  byCategory: Group[];
  bySource: Group[];
  byDept: (Group & { deptId: string | null })[];
  monthly: { month: string; found: number; closed: number; overdue: number }[];
};

/** 隐患统计: rates, breakdowns and the monthly found / closed / overdue trend. */
export default function DangerStatsPage() {
  const { t } = useTranslation();
  const groupColumns = (first: string) => [
    { key: 'label', title: first },
    { key: 'count', title: t('statistics.col.dangers') },
    { key: 'closed', title: t('statistics.col.closed') },
    { key: 'overdue', title: t('statistics.col.overdue') },
    { key: 'rectificationRate', title: t('statistics.kpi.rectificationRate') },
  ];
  return (
    <StatsScreen<DangerData> screen="danger" fields={['checkType', 'level']}>
      {(d, filters) => {
        const s = d.summary;
        const card = { screen: 'danger' as const, filters };
        const bars = (rows: Group[]) =>
          barOption(
            rows.map((r) => r.label || t('statistics.none')),
            [
              { name: t('statistics.col.dangers'), data: rows.map((r) => r.count) },
              { name: t('statistics.col.closed'), data: rows.map((r) => r.closed), color: '#52c41a' },
            ],
          );
        return (
          <>
            <KpiCards
              items={[
                { key: 'total', title: t('statistics.kpi.dangersFound'), value: s.total },
                {
                  key: 'rectificationRate',
                  title: t('statistics.kpi.rectificationRate'),
                  ratio: s.rectificationRate,
                },
                { key: 'onTimeRate', title: t('statistics.kpi.onTimeRate'), ratio: s.onTimeRate },
                {
                  key: 'firstDeadlineRate',
                  title: t('statistics.kpi.firstDeadlineRate'),
                  ratio: s.firstDeadlineRate,
                },
                { key: 'overdueShare', title: t('statistics.kpi.overdueShare'), ratio: s.overdueShare },
                { key: 'majorOpen', title: t('statistics.kpi.majorOpen'), value: s.majorOpen },
                { key: 'avgRectifyDays', title: t('statistics.kpi.avgRectifyDays'), value: s.avgRectifyDays },
                { key: 'avgAcceptDays', title: t('statistics.kpi.avgAcceptDays'), value: s.avgAcceptDays },
              ]}
            />
            <ChartCard
              {...card}
              title={t('statistics.danger.monthly')}
              table="monthly"
              rows={d.monthly}
              rowKey={(r) => r.month}
              columns={[
                { key: 'month', title: t('statistics.col.month') },
                { key: 'found', title: t('statistics.col.found') },
                { key: 'closed', title: t('statistics.col.closed') },
                { key: 'overdue', title: t('statistics.col.overdue') },
              ]}
              option={barOption(
                d.monthly.map((m) => m.month),
                [
                  { name: t('statistics.col.found'), data: d.monthly.map((m) => m.found) },
                  {
                    name: t('statistics.col.closed'),
                    data: d.monthly.map((m) => m.closed),
                    type: 'line',
                    color: '#52c41a',
                  },
                  {
                    name: t('statistics.col.overdue'),
                    data: d.monthly.map((m) => m.overdue),
                    type: 'line',
                    color: '#f5222d',
                  },
                ],
              )}
            />
            <div className="stats-grid">
              <ChartCard
                {...card}
                title={t('statistics.danger.byLevel')}
                table="byLevel"
                rows={d.byLevel}
                columns={groupColumns(t('statistics.col.level'))}
                option={pieOption(
                  d.byLevel.map((r) => ({ name: r.label || t('statistics.none'), value: r.count })),
                )}
              />
              <ChartCard
                {...card}
                title={t('statistics.danger.byStatus')}
                table="byStatus"
                rows={d.byStatus}
                columns={groupColumns(t('statistics.col.status'))}
                option={pieOption(d.byStatus.map((r) => ({ name: r.label, value: r.count })))}
              />
              <ChartCard
                {...card}
                title={t('statistics.danger.byCategory')}
                table="byCategory"
                rows={d.byCategory}
                columns={groupColumns(t('statistics.col.category'))}
                option={bars(d.byCategory)}
              />
              <ChartCard
                {...card}
                title={t('statistics.danger.byDept')}
                table="byDept"
                rows={d.byDept}
                columns={groupColumns(t('statistics.col.dept'))}
                option={bars(d.byDept)}
              />
              <ChartCard
                {...card}
                title={t('statistics.danger.bySource')}
                table="bySource"
                rows={d.bySource}
                columns={groupColumns(t('statistics.col.source'))}
                option={bars(d.bySource)}
              />
            </div>
          </>
        );
      }}
    </StatsScreen>
  );
}
