import { useQuery } from '@tanstack/react-query';
import { Card, Empty, List } from 'antd';
import { useTranslation } from 'react-i18next';
import { LevelTag } from '../../risk/shared/LevelTag';
import { loadOverview } from './mapApi';

/** What a click on a place shows: its risk points, check points, open hazards and latest checks. */
export function PlaceOverviewCard({ placeId }: { placeId: string }) {
  const { t } = useTranslation();
  const { data } = useQuery({
    queryKey: ['layoutMap', 'overview', placeId],
    queryFn: () => loadOverview(placeId),
  });
  if (!data) return <Card size="small" loading />;
  const levelTag = (level: string | null) => <LevelTag level={level} fallback={t('layoutMap.grey')} />;
  const none = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('layoutMap.none')} />;
  return (
    <Card
      size="small"
      title={data.place.name}
      extra={levelTag(data.place.riskLevel)}
      data-testid="place-overview"
    >
      <List
        size="small"
        header={<b>{t('layoutMap.riskPoints')}</b>}
        dataSource={data.riskPoints ?? []}
        locale={{ emptyText: none }}
        renderItem={(p) => (
          <List.Item extra={levelTag(p.riskLevel)}>
            {p.code} {p.name}
          </List.Item>
        )}
      />
      <List
        size="small"
        header={<b>{t('layoutMap.points')}</b>}
        dataSource={data.points}
        locale={{ emptyText: none }}
        renderItem={(p) => (
          <List.Item extra={levelTag(p.riskLevel)}>
            {p.number} {p.name}
          </List.Item>
        )}
      />
      <List
        size="small"
        header={<b>{t('layoutMap.openDangers')}</b>}
        dataSource={data.openDangers}
        locale={{ emptyText: none }}
        renderItem={(d) => (
          <List.Item>
            {d.dangerNo} {d.title}
          </List.Item>
        )}
      />
      <List
        size="small"
        header={<b>{t('layoutMap.latestChecks')}</b>}
        dataSource={data.latestChecks}
        locale={{ emptyText: none }}
        renderItem={(c) => (
          <List.Item>
            {c.recordNo} · {c.submitTime ?? ''}
          </List.Item>
        )}
      />
    </Card>
  );
}
