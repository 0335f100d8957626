import type { Page } from '@dp/domain';
import { useQuery } from '@tanstack/react-query';
import { Badge, Card, Empty, List, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { usePermission } from '@/crud/permission';
import type { Row } from '@/crud/types';
import { api } from '@/http/request';
import { LevelTag, OverdueText, StatusTag } from '../shared/StatusTag';
import '../danger.css';

/** Home-page card: the first dangers waiting for the signed-in user, with a link to the whole list. */
export function DangerTodoCard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const can = usePermission();
  const isAllowed = can('dangerRecord') || can('dangerRecord_view');
  const { data } = useQuery({
    queryKey: ['danger-todo'],
    queryFn: () =>
      api<Page<Row>>({
        url: '/api/shtmp-danger/dangerRecord/todo',
        method: 'post',
        data: { current: 1, size: 5 },
        silent: true,
      }),
    enabled: isAllowed,
  });
  if (!isAllowed) return null;
  return (
    <Card
      data-testid="danger-todo-card"
      className="dp-card-flat danger-todo-list"
      title={
        <Space>
          {t('dangerUi.todoCard')}
          <Badge count={data?.total ?? 0} overflowCount={99} />
        </Space>
      }
      extra={
        <Typography.Link onClick={() => navigate('/danger/dangerRecord?tab=todo')}>
          {t('dangerUi.todoMore')}
        </Typography.Link>
      }
    >
      {data?.records.length ? (
        <List
          size="small"
          dataSource={data.records}
          renderItem={(d) => (
            <List.Item onClick={() => navigate(`/danger/detail?id=${d.id}`)}>
              <Space wrap>
                <StatusTag status={d.status} label={d.statusName} />
                <LevelTag level={d.level} label={d.levelName} />
                <span>{String(d.title ?? '')}</span>
                <Typography.Text type="secondary">
                  {t('dangerUi.deadline')} {String(d.currentDeadline ?? '—')}
                </Typography.Text>
                <OverdueText overdue={d.overdue} days={d.overdueDays} />
              </Space>
            </List.Item>
          )}
        />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dangerUi.todoEmpty')} />
      )}
    </Card>
  );
}
