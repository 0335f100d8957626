import { investmentPlanResource } from '@dp/domain';
import { useQuery } from '@tanstack/react-query';
import { Card, Empty, InputNumber, Space, Statistic } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDictOptions } from '@/crud/dict';
import { ResourceCrud } from '@/crud/ResourceCrud';
import type { FieldSpec } from '@/crud/types';
import { api } from '@/http/request';
import { percent, refOverrides, useDeptTree } from '../shared';

const InvestmentChart = lazy(() => import('./InvestmentChart'));

type Totals = {
  year: number;
  planned: number;
  actual: number;
  executionRate: number | null;
  categories: { category: string; planned: number; actual: number; executionRate: number | null }[];
};

/** /education/investmentPlan — budget lines with their execution rate, and the year's totals by category. */
export default function InvestmentPage() {
  const { t } = useTranslation();
  const depts = useDeptTree();
  const categories = useDictOptions(investmentPlanResource.fields.category);
  const [year, setYear] = useState(new Date().getFullYear());
  const totals = useQuery({
    queryKey: ['education', 'investmentTotals', year],
    queryFn: () => api<Totals>({ url: '/api/shtmp-education/investmentPlan/yearTotals', params: { year } }),
  });
  const overrides = useMemo<Record<string, Partial<FieldSpec>>>(
    () => ({
      ...refOverrides([], ['deptId'], [], depts),
      executionRate: { render: (v) => percent(v) },
    }),
    [depts],
  );
  const data = totals.data;
  const chartData = (data?.categories ?? []).map((c) => ({
    label: categories?.find((o) => o.value === c.category)?.label ?? c.category,
    planned: c.planned,
    actual: c.actual,
  }));
  return (
    <div className="crud-fill" style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <Card
        size="small"
        title={t('education.yearTotals', { year })}
        extra={
          <InputNumber
            aria-label={t('education.year')}
            min={2000}
            max={2100}
            value={year}
            onChange={(v) => v && setYear(v)}
          />
        }
      >
        {data && data.categories.length > 0 ? (
          <Space align="start" size={32} style={{ width: '100%' }} wrap>
            <Space direction="vertical">
              <Statistic title={t('education.planned')} value={data.planned} precision={2} />
              <Statistic title={t('education.actual')} value={data.actual} precision={2} />
              <Statistic title={t('education.executionRate')} value={percent(data.executionRate)} />
            </Space>
            <div style={{ flex: 1, minWidth: 360 }}>
              <Suspense fallback={null}>
                <InvestmentChart data={chartData} />
              </Suspense>
            </div>
          </Space>
        ) : (
          <Empty description={t('education.noInvestment')} image={Empty.PRESENTED_IMAGE_SIMPLE} />
        )}
      </Card>
      <div style={{ flex: 1, minHeight: 0 }}>
        <ResourceCrud
          def={investmentPlanResource}
          overrides={overrides}
          onSaved={() => void totals.refetch()}
        />
      </div>
    </div>
  );
}
