import { useTranslation } from 'react-i18next';
import type { Ratio } from '../shared/api';
import { ChartCard } from '../shared/ChartCard';
import { KpiCards } from '../shared/KpiCards';
import { barOption } from '../shared/options';
import { StatsScreen } from '../shared/StatsScreen';

type Tasks = {
  planned: number;
  done: number;
  doneLate: number;
  missed: number;
  completionRate: Ratio;
  onTimeCheckRate: Ratio;
};
type Group = Tasks & { key: string | null; label: string };
type CheckData = {
  summary: Tasks & { records: number; adHocRecords: number; dangerFindRate: Ratio };
  byType: Group[];
  byDept: Group[];
  byRiskLevel: Group[];
  byChecker: { label: string; records: number; abnormal: number; dangers: number; dangerFindRate: Ratio }[];
  monthly: (Tasks & { month: string })[];
};

/** 排查统计: plan-task completion, on-time checks and the dangers found by checks. */
export default function CheckStatsPage() {
  const { t } = useTranslation();
  const taskColumns = (first: string, key = 'label') => [
    { key, title: first },
    { key: 'planned', title: t('statistics.col.planned') },
    { key: 'done', title: t('statistics.col.done') },
    { key: 'doneLate', title: t('statistics.col.doneLate') },
    { key: 'missed', title: t('statistics.col.missed') },
    { key: 'completionRate', title: t('statistics.kpi.completionRate') },
    { key: 'onTimeCheckRate', title: t('statistics.kpi.onTimeCheckRate') },
  ];
  const bars = (rows: Group[]) =>
    barOption(
      rows.map((r) => r.label || t('statistics.none')),
      [
        { name: t('statistics.col.planned'), data: rows.map((r) => r.planned) },
        { name: t('statistics.col.done'), data: rows.map((r) => r.done + r.doneLate), color: '#52c41a' },
      ],
    );
  return (
    <StatsScreen<CheckData> screen="check" fields={['checkType', 'riskLevel']}>
      {(d, filters) => {
        const card = { screen: 'check' as const, filters };
        const s = d.summary;
        return (
          <>
            <KpiCards
              items={[
                { key: 'planned', title: t('statistics.col.planned'), value: s.planned },
                { key: 'completionRate', title: t('statistics.kpi.completionRate'), ratio: s.completionRate },
                {
                  key: 'onTimeCheckRate',
                  title: t('statistics.kpi.onTimeCheckRate'),
                  ratio: s.onTimeCheckRate,
                },
                { key: 'missed', title: t('statistics.col.missed'), value: s.missed },
                { key: 'dangerFindRate', title: t('statistics.kpi.dangerFindRate'), ratio: s.dangerFindRate },
                { key: 'adHoc', title: t('statistics.col.adHoc'), value: s.adHocRecords },
              ]}
            />
            <ChartCard
              {...card}
              title={t('statistics.check.monthly')}
              table="monthly"
              rows={d.monthly}
              rowKey={(r) => r.month}
              columns={taskColumns(t('statistics.col.month'), 'month')}
              option={barOption(
                d.monthly.map((m) => m.month),
                [
                  { name: t('statistics.col.planned'), data: d.monthly.map((m) => m.planned) },
                  {
                    name: t('statistics.col.done'),
                    data: d.monthly.map((m) => m.done + m.doneLate),
                    color: '#52c41a',
                  },
                  {
                    name: t('statistics.col.missed'),
                    data: d.monthly.map((m) => m.missed),
                    type: 'line',
                    color: '#f5222d',
                  },
                ],
              )}
            />
            <div className="stats-grid">
              <ChartCard
                {...card}
                title={t('statistics.check.byType')}
                table="byType"
                rows={d.byType}
                columns={taskColumns(t('statistics.col.checkType'))}
                option={bars(d.byType)}
              />
              <ChartCard
                {...card}
                title={t('statistics.check.byDept')}
                table="byDept"
                rows={d.byDept}
                columns={taskColumns(t('statistics.col.dept'))}
                option={bars(d.byDept)}
              />
              <ChartCard
                {...card}
                title={t('statistics.check.byRiskLevel')}
                table="byRiskLevel"
                rows={d.byRiskLevel}
                columns={taskColumns(t('statistics.col.riskLevel'))}
                option={bars(d.byRiskLevel)}
              />
              <ChartCard
                {...card}
                title={t('statistics.check.byChecker')}
                table="byChecker"
                rows={d.byChecker}
                columns={[
                  { key: 'label', title: t('statistics.col.checker') },
                  { key: 'records', title: t('statistics.col.records') },
                  { key: 'abnormal', title: t('statistics.col.abnormal') },
                  { key: 'dangers', title: t('statistics.col.dangers') },
                  { key: 'dangerFindRate', title: t('statistics.kpi.dangerFindRate') },
                ]}
              />
            </div>
          </>
        );
      }}
    </StatsScreen>
  );
}
