import { RATE_DEFINITIONS, type RateName } from '@dp/domain/stats/rates';
import type { UseQueryResult } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { HomeBaseInfo } from '../homeApi';
import { LINKS, q } from './links';
import { WidgetCard } from './WidgetCard';

const RED = '#E60012';
const ORANGE = '#FF8C00';

export const percent = (v: number | null | undefined) =>
  v === null || v === undefined ? '—' : `${(v * 100).toFixed(1)}%`;

type Figure = {
  key: keyof HomeBaseInfo;
  to: string;
  color?: string;
  value?: string;
  sub?: string;
  /** A rate of @dp/domain/stats/rates: its definition is the figure's tooltip. */
  rate?: RateName;
};

/** The KPI row (homeBaseInfo): every figure opens the list it counts; figures the caller may not read are left out. */
export function KpiRow({ query }: { query: UseQueryResult<HomeBaseInfo> }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const definition = (rate?: RateName) =>
    rate ? RATE_DEFINITIONS[rate][i18n.language.startsWith('en') ? 'en' : 'zh'] : undefined;
  const today = dayjs().format('YYYY-MM-DD');
  const figures = (d: HomeBaseInfo): Figure[] => [
    { key: 'riskPointCount', to: LINKS.riskPoints() },
    { key: 'majorRiskCount', to: LINKS.riskPoints(q({ riskLevel: 'MAJOR' })), color: RED },
    { key: 'checkPointCount', to: LINKS.checkPoints },
    { key: 'dangerOpen', to: LINKS.dangers(q({ tab: 'open' })) },
    {
      key: 'dangerOverdue',
      to: LINKS.dangers(q({ tab: 'open', currentDeadline_datelt: `${today} 00:00:00` })),
      color: ORANGE,
    },
    { key: 'majorDangerOpen', to: LINKS.dangers(q({ tab: 'open', level: 'MAJOR' })), color: RED },
    {
      key: 'todayTaskTotal',
      to: LINKS.plans,
      value: `${d.todayTaskDone ?? 0} / ${d.todayTaskTotal ?? 0}`,
      sub: percent(d.todayCompletionRate),
    },
    {
      key: 'yearRectificationRate',
      to: LINKS.dangers(q({ tab: 'all', status: 'CLOSED' })),
      value: percent(d.yearRectificationRate),
      rate: 'rectificationRate',
    },
  ];
  return (
    <WidgetCard name="homeBaseInfo" title={t('homeDash.kpi.title')} query={query}>
      {(d) => (
        <div className="home-kpis">
          {figures(d)
            .filter((f) => d[f.key] !== null)
            .map((f) => (
              <button
                type="button"
                key={f.key}
                className="home-kpi"
                data-testid={`home-kpi-${f.key}`}
                title={definition(f.rate)}
                onClick={() => navigate(f.to)}
              >
                <span className="home-kpi-value" style={f.color ? { color: f.color } : undefined}>
                  {f.value ?? String(d[f.key])}
                </span>
                <span className="home-kpi-label">{t(`homeDash.kpi.${f.key}`)}</span>
                {f.sub && <span className="home-kpi-sub">{f.sub}</span>}
              </button>
            ))}
        </div>
      )}
    </WidgetCard>
  );
}
