import { Alert, Space, Spin } from 'antd';
import { type ReactNode, useState } from 'react';
import { type Screen, type StatFilters, useStats } from './api';
import { currentYear, type FilterField, StatsFilterBar } from './StatsFilterBar';
import './statistics.css';

/** A statistics screen: the filter bar, then the body drawn from the screen's data. */
export function StatsScreen<T>({
  screen,
  fields,
  children,
}: {
  screen: Screen;
  fields?: FilterField[];
  children: (data: T, filters: StatFilters) => ReactNode;
}) {
  const [filters, setFilters] = useState<StatFilters>(currentYear);
  const query = useStats<T>(screen, filters);
  return (
    <Space
      direction="vertical"
      size={12}
      className={`stats-screen stats-${screen}`}
      style={{ width: '100%' }}
    >
      <StatsFilterBar value={filters} onChange={setFilters} fields={fields} />
      {query.error ? <Alert type="error" message={(query.error as Error).message} /> : null}
      {query.isLoading || !query.data ? <Spin /> : children(query.data, filters)}
    </Space>
  );
}
