import { useTranslation } from 'react-i18next';
import { ChartCard } from '../shared/ChartCard';
import { KpiCards } from '../shared/KpiCards';
import { barOption } from '../shared/options';
import { StatsScreen } from '../shared/StatsScreen';

type Kpi = {
  key: string;
  label: string;
  value: number | null;
  numerator: number | null;
  denominator: number | null;
  previous: number | null;
  trend: number | null;
};
type IndexData = { kpis: Kpi[] };

const RATES = ['rectificationRate', 'onTimeRate', 'completionRate', 'safetyIndex', 'investmentExecution'];

/** 统计首页: the KPI cards with last year's figures. */
export default function StatsIndexPage() {
  const { t } = useTranslation();
  return (
    <StatsScreen<IndexData> screen="index" fields={['checkType', 'level']}>
      {(data, filters) => {
        const name = (k: Kpi) => t(`statistics.kpi.${k.key}`, { defaultValue: k.label });
        const rates = data.kpis.filter((k) => RATES.includes(k.key));
        return (
          <>
            <KpiCards
              items={data.kpis.map((k) => ({
                key: k.key,
                title: name(k),
                trend: k.trend,
                ...(k.denominator !== null || RATES.includes(k.key)
                  ? k.denominator !== null
                    ? { ratio: { value: k.value, numerator: k.numerator ?? 0, denominator: k.denominator } }
                    : { value: k.value === null ? null : Math.round(k.value * 1000) / 10, suffix: '%' }
                  : { value: k.value }),
              }))}
            />
            <ChartCard
              title={t('statistics.index.compare')}
              screen="index"
              filters={filters}
              table="kpis"
              rows={data.kpis.map((k) => ({ ...k, label: name(k) }))}
              rowKey={(r) => r.key}
              columns={[
                { key: 'label', title: t('statistics.col.kpi') },
                { key: 'value', title: t('statistics.col.value') },
                { key: 'numerator', title: t('statistics.col.numerator') },
                { key: 'denominator', title: t('statistics.col.denominator') },
                { key: 'previous', title: t('statistics.col.previous') },
                { key: 'trend', title: t('statistics.col.trend') },
              ]}
              option={barOption(rates.map(name), [
                { name: t('statistics.col.value'), data: rates.map((k) => pct(k.value)) },
                {
                  name: t('statistics.col.previous'),
                  data: rates.map((k) => pct(k.previous)),
                  color: '#bfbfbf',
                },
              ])}
            />
          </>
        );
      }}
    </StatsScreen>
  );
}

const pct = (v: number | null) => (v === null ? null : Math.round(v * 1000) / 10);
