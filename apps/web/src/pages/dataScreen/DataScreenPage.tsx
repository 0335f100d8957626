import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { homeApi } from '@/pages/home/homeApi';
import { percent } from '@/pages/home/widgets/KpiRow';
import { reasonsText } from '@/pages/risk/shared/ControlState';
import { useDocumentTitle } from '@/shell/useDocumentTitle';
import { checkWeek, newDangers, screenMap } from './screenApi';
import { useLiveRefresh } from './useLiveRefresh';
import { STAGE_H, STAGE_W, useScreenScale } from './useScreenScale';
import './dataScreen.css';

const RiskMap = lazy(() => import('@/pages/layout/tenantLayout/RiskMap'));
const EChart = lazy(() => import('@/pages/home/EChart'));

const SCREEN_KEY = ['screen'] as const;
const POLL_MS = 60_000;
const MAP_W = 1000;

function usePolled<T>(name: string, fn: () => Promise<T>) {
  return useQuery({ queryKey: [...SCREEN_KEY, name], queryFn: fn, refetchInterval: POLL_MS, retry: false });
}

function Panel({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <section className="ds-panel" data-testid={testId}>
      <h2>{title}</h2>
      <div className="ds-panel-body">{children}</div>
    </section>
  );
}

function Clock() {
  const [now, setNow] = useState(() => dayjs());
  useEffect(() => {
    const timer = setInterval(() => setNow(dayjs()), 1000);
    return () => clearInterval(timer);
  }, []);
  return <span className="ds-clock">{now.format('YYYY-MM-DD HH:mm:ss')}</span>;
}

/**
 * The large screen (数据大屏, /dataScreen/index.html, opened from the top bar in its own window): a
 * 1920×1080 dark stage scaled to the window with the four-colour map, live danger counters, this
 * week's check completion and the newest dangers; reloaded on the server's `homeChanged` push,
 * polled every minute otherwise.
 */
export default function DataScreenPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('route.dataScreen'));
  const scale = useScreenScale();
  const isLive = useLiveRefresh(SCREEN_KEY);
  const base = usePolled('base', homeApi.baseInfo);
  const levels = usePolled('levels', homeApi.riskLevels);
  const week = usePolled('week', checkWeek);
  const dangers = usePolled('dangers', newDangers);
  const map = usePolled('map', screenMap);
  // the home risk list's values (issue #32 item 4): the points out of control, and why
  const risks = usePolled('risks', homeApi.riskList);
  const outOfControl = (risks.data ?? []).filter((r) => r.outOfControl).slice(0, 5);
  const [placeId, setPlaceId] = useState<string>();
  const b = base.data;
  const counters = [
    { key: 'dangerOpen', value: b?.dangerOpen, color: '#4fc3ff' },
    { key: 'dangerOverdue', value: b?.dangerOverdue, color: '#FF8C00' },
    { key: 'majorDangerOpen', value: b?.majorDangerOpen, color: '#ff4d5a' },
    { key: 'yearRectificationRate', value: percent(b?.yearRectificationRate), color: '#52e5a0' },
  ];
  const rows = dangers.data?.records ?? [];

  return (
    <div className="data-screen-root" data-testid="data-screen">
      <div
        className="ds-stage"
        style={{ width: STAGE_W, height: STAGE_H, transform: `translate(-50%, -50%) scale(${scale})` }}
      >
        <header className="ds-header">
          <h1>{t('dataScreen.title')}</h1>
          <span className={isLive ? 'ds-live is-live' : 'ds-live'} data-testid="ds-live">
            {isLive ? t('dataScreen.live') : t('dataScreen.polling')}
          </span>
          <Clock />
        </header>
        <div className="ds-body">
          <div className="ds-col">
            <Panel title={t('dataScreen.counters')} testId="ds-counters">
              <div className="ds-counters">
                {counters.map((c) => (
                  <div key={c.key} className="ds-counter">
                    <strong style={{ color: c.color }} data-testid={`ds-${c.key}`}>
                      {c.value ?? '—'}
                    </strong>
                    <span>{t(`homeDash.kpi.${c.key}`)}</span>
                  </div>
                ))}
              </div>
            </Panel>
            <Panel title={t('dataScreen.levels')} testId="ds-levels">
              <div className="ds-levels">
                {(levels.data ?? []).map((l) => (
                  <div key={l.level} className="ds-level" style={{ borderColor: l.color }}>
                    <strong style={{ color: l.color }}>{l.count}</strong>
                    <span>{t(`homeDash.levels.${l.level}`, { defaultValue: l.label })}</span>
                  </div>
                ))}
              </div>
            </Panel>
            <Panel title={t('dataScreen.outOfControl')} testId="ds-out-of-control">
              <ul className="ds-ticker">
                {outOfControl.length === 0 ? <li>{t('dataScreen.allInControl')}</li> : null}
                {outOfControl.map((r) => (
                  <li key={r.id}>
                    <span className="ds-tag is-major">
                      {t(`homeDash.levels.${r.level}`, { defaultValue: '' })}
                    </span>
                    <span className="ds-title">
                      {r.name} · {reasonsText(t, r.outOfControlReasons)}
                    </span>
                    <span className="ds-time">{r.openDangerCount}</span>
                  </li>
                ))}
              </ul>
            </Panel>
          </div>
          <div className="ds-center">
            <Panel title={t('dataScreen.map')} testId="ds-map">
              {map.data?.layout ? (
                <Suspense fallback={null}>
                  <RiskMap
                    data={map.data}
                    width={MAP_W}
                    mode={{ kind: 'view' }}
                    selectedPlaceId={placeId}
                    onSelectPlace={setPlaceId}
                    onVertices={() => undefined}
                    onPlacePoint={() => undefined}
                  />
                </Suspense>
              ) : (
                <div className="ds-empty">
                  {map.isError ? t('dataScreen.noMapAccess') : t('dataScreen.noMap')}
                </div>
              )}
            </Panel>
          </div>
          <div className="ds-col">
            <Panel title={t('dataScreen.week')} testId="ds-week">
              {week.data && (
                <>
                  <div className="ds-week-rate">
                    <strong>{percent(week.data.completionRate)}</strong>
                    <span>
                      {t('dataScreen.weekDone', {
                        done: week.data.done + week.data.doneLate,
                        planned: week.data.planned,
                        overdue: week.data.overdue,
                      })}
                    </span>
                  </div>
                  <Suspense fallback={null}>
                    <EChart
                      height={220}
                      option={{
                        textStyle: { color: '#9fc3e7' },
                        grid: { left: 8, right: 8, top: 24, bottom: 8, containLabel: true },
                        legend: { top: 0, textStyle: { color: '#9fc3e7' } },
                        tooltip: { trigger: 'axis' },
                        xAxis: { type: 'category', data: week.data.days.map((d) => d.date.slice(5)) },
                        yAxis: {
                          type: 'value',
                          minInterval: 1,
                          splitLine: { lineStyle: { color: '#1d3a5c' } },
                        },
                        series: [
                          {
                            name: t('dataScreen.planned'),
                            type: 'bar',
                            data: week.data.days.map((d) => d.planned),
                            itemStyle: { color: '#2a6fdb' },
                          },
                          {
                            name: t('dataScreen.done'),
                            type: 'bar',
                            data: week.data.days.map((d) => d.done),
                            itemStyle: { color: '#52e5a0' },
                          },
                        ],
                      }}
                    />
                  </Suspense>
                </>
              )}
            </Panel>
            <Panel title={t('dataScreen.newDangers')} testId="ds-dangers">
              <div className="ds-scroll">
                <ul className={rows.length > 6 ? 'ds-ticker is-moving' : 'ds-ticker'}>
                  {[
                    ...rows.map((r) => ({ r, key: r.id })),
                    // the second copy makes the ticker loop seamlessly
                    ...(rows.length > 6 ? rows.map((r) => ({ r, key: `${r.id}-again` })) : []),
                  ].map(({ r, key }) => (
                    <li key={key}>
                      <span className={r.level === 'MAJOR' ? 'ds-tag is-major' : 'ds-tag'}>
                        {String(r.levelName || r.statusName || '')}
                      </span>
                      <span className="ds-title">{String(r.title ?? '')}</span>
                      <span className="ds-time">{String(r.foundTime ?? '').slice(5, 16)}</span>
                    </li>
                  ))}
                </ul>
              </div>
            </Panel>
          </div>
        </div>
      </div>
    </div>
  );
}
