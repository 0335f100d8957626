import type { UseQueryResult } from '@tanstack/react-query';
import { Card, Empty, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Props<T> = {
  name: string;
  title: ReactNode;
  query: UseQueryResult<T>;
  extra?: ReactNode;
  children: (data: T) => ReactNode;
};

/** A home widget: its title, a skeleton while loading, a short notice when its call failed. */
export function WidgetCard<T>({ name, title, query, extra, children }: Props<T>) {
  const { t } = useTranslation();
  return (
    <Card
      className="dp-card-flat home-widget"
      data-testid={`home-widget-${name}`}
      title={title}
      extra={extra}
      size="small"
    >
      {query.data !== undefined ? (
        children(query.data)
      ) : query.isError ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('homeDash.loadFailed')} />
      ) : (
        <Skeleton active paragraph={{ rows: 3 }} />
      )}
    </Card>
  );
}
