import { useQuery } from '@tanstack/react-query';
import { Badge, Card, Empty, List, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { usePermission } from '@/crud/permission';
import type { Row } from '@/crud/types';
import { useSession } from '@/stores/session';
import { myTasks, pointNames } from '../homeApi';
import { LINKS } from './links';

/** My check tasks open by today (pending, soonest deadline first), with the names of their points. */
export function MyTasksCard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const can = usePermission();
  const userId = useSession((s) => s.userInfo?.user_id ?? '');
  const isAllowed = Boolean(userId) && (can('checkPlan') || can('checkPlan_view'));
  const tomorrow = dayjs().add(1, 'day').format('YYYY-MM-DD');
  const tasks = useQuery({
    queryKey: ['home-my-tasks', userId, tomorrow],
    queryFn: async () => {
      const page = await myTasks(userId, tomorrow);
      const ids = [...new Set(page.records.map((r) => String(r.checkRiskPointId)))];
      const names = ids.length ? await pointNames(ids) : [];
      const nameOf = new Map(names.map((n) => [n.id, n.label]));
      return {
        ...page,
        records: page.records.map(
          (r) => ({ ...r, pointName: nameOf.get(String(r.checkRiskPointId)) }) as Row,
        ),
      };
    },
    enabled: isAllowed,
  });
  if (!isAllowed) return null;
  return (
    <Card
      className="dp-card-flat"
      size="small"
      data-testid="home-my-tasks"
      title={
        <Space>
          {t('homeDash.myTasks')}
          <Badge count={tasks.data?.total ?? 0} overflowCount={99} />
        </Space>
      }
      extra={<Typography.Link onClick={() => navigate(LINKS.plans)}>{t('homeDash.more')}</Typography.Link>}
    >
      {tasks.data?.records.length ? (
        <List
          size="small"
          dataSource={tasks.data.records}
          renderItem={(r) => (
            <List.Item>
              <Space wrap>
                <span>{String(r.pointName ?? r.checkRiskPointId)}</span>
                <Typography.Text type={dayjs(String(r.dueEnd)).isBefore(dayjs()) ? 'danger' : 'secondary'}>
                  {t('homeDash.dueBy', { time: String(r.dueEnd ?? '') })}
                </Typography.Text>
              </Space>
            </List.Item>
          )}
        />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('homeDash.noTasks')} />
      )}
    </Card>
  );
}
