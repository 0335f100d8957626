import type { Page } from '@dp/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, List, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Row } from '@/crud/types';
import { api } from '@/http/request';
import { LevelTag } from '../shared/LevelTag';

/**
 * The risk points the hazards put on the review list (issue #32 item 4: a repeat, a closed major
 * hazard), each with its reason; an approved review takes a point off the list.
 */
export function ReviewNeededList() {
  const { t } = useTranslation();
  const { data } = useQuery({
    queryKey: ['crud', 'riskPointType', 'reviewNeeded'],
    queryFn: () =>
      api<Page<Row>>({
        url: '/api/shtmp-risk/riskPointType/page',
        method: 'post',
        data: { reviewNeeded: true, current: 1, size: 50 },
        silent: true,
      }),
  });
  const rows = data?.records ?? [];
  return (
    <Card
      size="small"
      title={t('risk.controlState.reviewList')}
      data-testid="review-needed"
      style={{ marginBottom: 12 }}
    >
      <Alert
        type="info"
        showIcon
        message={t('risk.controlState.reviewListHint')}
        style={{ marginBottom: 8 }}
      />
      <List
        size="small"
        dataSource={rows}
        locale={{ emptyText: t('risk.controlState.reviewListEmpty') }}
        renderItem={(row) => (
          <List.Item key={String(row.id)}>
            <Space direction="vertical" size={0}>
              <Space>
                <Typography.Text strong>{String(row.name ?? '')}</Typography.Text>
                <LevelTag level={row.riskLevel} />
              </Space>
              <Typography.Text type="secondary">
                {t('risk.controlState.reason')}: {String(row.reviewReason ?? '')}
              </Typography.Text>
            </Space>
          </List.Item>
        )}
      />
    </Card>
  );
}
