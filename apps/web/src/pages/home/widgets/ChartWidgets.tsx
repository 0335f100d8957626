import type { UseQueryResult } from '@tanstack/react-query';
import { Empty, Space, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { CheckTypeCount, DeptRow, LevelCount, TypeCount } from '../homeApi';
import { LINKS, q } from './links';
import { WidgetCard } from './WidgetCard';

const EChart = lazy(() => import('../EChart'));
const LEVELS = ['MAJOR', 'SIGNIFICANT', 'GENERAL', 'LOW'] as const;
const LEVEL_HEX: Record<string, string> = {
  MAJOR: '#E60012',
  SIGNIFICANT: '#FF8C00',
  GENERAL: '#FFD200',
  LOW: '#1E78FF',
};

function Chart(props: Parameters<typeof EChart>[0]) {
  return (
    <Suspense fallback={<div style={{ height: props.height }} />}>
      <EChart {...props} />
    </Suspense>
  );
}

const isEmpty = (rows: { count?: number; total?: number }[]) => rows.every((r) => !(r.count ?? r.total));

/** Four-colour counts of the risk points and the same as a doughnut; each colour opens the filtered list. */
export function RiskLevelWidget({ query }: { query: UseQueryResult<LevelCount[]> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const open = (level: string) => navigate(LINKS.riskPoints(q({ riskLevel: level })));
  const label = (l: LevelCount) => t(`homeDash.levels.${l.level}`, { defaultValue: l.label });
  return (
    <WidgetCard name="riskLevelDistribute" title={t('homeDash.riskLevel')} query={query}>
      {(rows) => (
        <>
          <div className="home-levels">
            {rows.map((l) => (
              <button
                type="button"
                key={l.level}
                className="home-level"
                style={{ background: l.color, color: l.level === 'GENERAL' ? '#5c4a00' : '#fff' }}
                data-testid={`home-level-${l.level}`}
                onClick={() => open(l.level)}
              >
                <strong>{l.count}</strong>
                <span>{label(l)}</span>
              </button>
            ))}
          </div>
          <Chart
            height={190}
            testId="chart-riskLevel"
            onClick={(e) => open(rows[e.dataIndex].level)}
            option={{
              tooltip: { trigger: 'item' },
              series: [
                {
                  type: 'pie',
                  radius: ['45%', '72%'],
                  label: { formatter: '{b}: {c}' },
                  data: rows.map((l) => ({ name: label(l), value: l.count, itemStyle: { color: l.color } })),
                },
              ],
            }}
          />
        </>
      )}
    </WidgetCard>
  );
}

/** The pie's slices (categories holding points) and the analyses' counts shown apart. */
export function riskTypeSlices(rows: TypeCount[]) {
  return {
    categories: rows.filter((r) => r.group === 'category' && r.count > 0),
    analyses: rows.filter((r) => r.group === 'analysis'),
  };
}

/**
 * Risk points by category (one classification in the pie, categories without points left out), and
 * under it the counts of the JHA / SCL analyses as links (another classification: never in the pie).
 */
export function RiskTypeWidget({ query }: { query: UseQueryResult<TypeCount[]> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const open = (row: TypeCount) =>
    navigate(row.group === 'analysis' ? LINKS.analyses[row.key] : LINKS.riskPoints(q({ category: row.key })));
  const name = (r: TypeCount) => t(`homeDash.types.${r.key}`, { defaultValue: r.label });
  return (
    <WidgetCard name="riskTypeDistribute" title={t('homeDash.riskType')} query={query}>
      {(all) => {
        const { categories, analyses } = riskTypeSlices(all);
        return (
          <>
            {categories.length === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
            ) : (
              <Chart
                height={analyses.length ? 236 : 260}
                testId="chart-riskType"
                onClick={(e) => open(categories[e.dataIndex])}
                option={{
                  tooltip: { trigger: 'item' },
                  legend: { bottom: 0, type: 'scroll' },
                  series: [
                    {
                      type: 'pie',
                      radius: '62%',
                      center: ['50%', '45%'],
                      label: { formatter: '{c}' },
                      data: categories.map((r) => ({ name: name(r), value: r.count })),
                    },
                  ],
                }}
              />
            )}
            {analyses.length > 0 && (
              <Space size="middle" data-testid="risk-analyses">
                {analyses.map((r) => (
                  <Typography.Link key={r.key} onClick={() => open(r)}>
                    {name(r)} {r.count}
                  </Typography.Link>
                ))}
              </Space>
            )}
          </>
        );
      }}
    </WidgetCard>
  );
}

/** Check records submitted this month by check type (types without records left out). */
export function CheckTypeWidget({ query }: { query: UseQueryResult<CheckTypeCount[]> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <WidgetCard name="checkTypeDistribute" title={t('homeDash.checkType')} query={query}>
      {(all) => {
        const rows = all.filter((r) => r.count > 0);
        return rows.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('homeDash.noChecks')} />
        ) : (
          <Chart
            height={260}
            testId="chart-checkType"
            onClick={(e) => navigate(LINKS.records(rows[e.dataIndex].checkType))}
            option={{
              tooltip: { trigger: 'axis' },
              grid: { left: 8, right: 24, top: 8, bottom: 8, containLabel: true },
              xAxis: { type: 'value', minInterval: 1 },
              yAxis: {
                type: 'category',
                inverse: true,
                data: rows.map((r) => r.label),
                axisLabel: { width: 110, overflow: 'truncate' },
              },
              series: [{ type: 'bar', data: rows.map((r) => r.count), itemStyle: { color: '#1f5fd6' } }],
            }}
          />
        );
      }}
    </WidgetCard>
  );
}

/** Risk points per responsible department, stacked by level (top ten). */
export function RiskDeptWidget({ query }: { query: UseQueryResult<DeptRow[]> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <WidgetCard name="riskDeptDistribute" title={t('homeDash.riskDept')} query={query}>
      {(rows) =>
        isEmpty(rows) ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
        ) : (
          <Chart
            height={280}
            testId="chart-riskDept"
            onClick={(e) => navigate(LINKS.riskPoints(q({ deptId: rows[e.dataIndex].deptId })))}
            option={{
              tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
              legend: { top: 0 },
              grid: { left: 8, right: 16, top: 32, bottom: 8, containLabel: true },
              xAxis: {
                type: 'category',
                data: rows.map((r) => r.deptName || t('homeDash.noDept')),
                axisLabel: { interval: 0, width: 72, overflow: 'truncate' },
              },
              yAxis: { type: 'value', minInterval: 1 },
              series: LEVELS.map((level) => ({
                name: t(`homeDash.levels.${level}`),
                type: 'bar',
                stack: 'level',
                itemStyle: { color: LEVEL_HEX[level] },
                data: rows.map((r) => r[level]),
              })),
            }}
          />
        )
      }
    </WidgetCard>
  );
}
