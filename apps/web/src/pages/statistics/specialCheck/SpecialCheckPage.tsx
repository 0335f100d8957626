import { useTranslation } from 'react-i18next';
import type { Ratio } from '../shared/api';
import { ChartCard } from '../shared/ChartCard';
import { KpiCards } from '../shared/KpiCards';
import { barOption } from '../shared/options';
import { StatsScreen } from '../shared/StatsScreen';

type Progress = {
  pointsPlanned: number;
  pointsChecked: number;
  progress: Ratio;
  dangersFound: number;
  dangersClosed: number;
  majorFound: number;
};
type Plan = Progress & {
  planId: string;
  name: string;
  checkTypeLabel: string;
  startDate: string;
  endDate: string;
};
type ByType = Progress & { checkType: string; label: string; plans: number };
type SpecialData = { plans: Plan[]; byType: ByType[] };

const sum = (rows: Progress[], k: keyof Omit<Progress, 'progress'>) => rows.reduce((s, r) => s + r[k], 0);

/** 专项检查统计: each special campaign's progress over its points and the dangers it found. */
export default function SpecialCheckPage() {
  const { t } = useTranslation();
  const progressColumns = [
    { key: 'pointsPlanned', title: t('statistics.col.pointsPlanned') },
    { key: 'pointsChecked', title: t('statistics.col.pointsChecked') },
    { key: 'progress', title: t('statistics.col.progress') },
    { key: 'dangersFound', title: t('statistics.col.found') },
    { key: 'dangersClosed', title: t('statistics.col.closed') },
    { key: 'majorFound', title: t('statistics.col.majorFound') },
  ];
  return (
    <StatsScreen<SpecialData> screen="specialCheck" fields={['checkType']}>
      {(d, filters) => {
        const card = { screen: 'specialCheck' as const, filters };
        const planned = sum(d.plans, 'pointsPlanned');
        const checked = sum(d.plans, 'pointsChecked');
        return (
          <>
            <KpiCards
              items={[
                { key: 'plans', title: t('statistics.special.plans'), value: d.plans.length },
                {
                  key: 'progress',
                  title: t('statistics.col.progress'),
                  ratio: {
                    value: planned ? Math.round((checked / planned) * 10000) / 10000 : null,
                    numerator: checked,
                    denominator: planned,
                  },
                },
                { key: 'found', title: t('statistics.col.found'), value: sum(d.plans, 'dangersFound') },
                { key: 'major', title: t('statistics.col.majorFound'), value: sum(d.plans, 'majorFound') },
              ]}
            />
            <ChartCard
              {...card}
              title={t('statistics.special.byPlan')}
              table="plans"
              rows={d.plans}
              rowKey={(r) => r.planId}
              columns={[
                { key: 'name', title: t('statistics.col.plan') },
                { key: 'checkTypeLabel', title: t('statistics.col.checkType') },
                { key: 'startDate', title: t('statistics.col.start') },
                { key: 'endDate', title: t('statistics.col.end') },
                ...progressColumns,
              ]}
              option={barOption(
                d.plans.map((p) => p.name),
                [
                  { name: t('statistics.col.pointsPlanned'), data: d.plans.map((p) => p.pointsPlanned) },
                  {
                    name: t('statistics.col.pointsChecked'),
                    data: d.plans.map((p) => p.pointsChecked),
                    color: '#52c41a',
                  },
                  {
                    name: t('statistics.col.found'),
                    data: d.plans.map((p) => p.dangersFound),
                    color: '#fa8c16',
                  },
                ],
                { horizontal: true },
              )}
            />
            <ChartCard
              {...card}
              title={t('statistics.special.byType')}
              table="byType"
              rows={d.byType}
              rowKey={(r) => r.checkType}
              columns={[
                { key: 'label', title: t('statistics.col.checkType') },
                { key: 'plans', title: t('statistics.special.plans') },
                ...progressColumns,
              ]}
            />
          </>
        );
      }}
    </StatsScreen>
  );
}
