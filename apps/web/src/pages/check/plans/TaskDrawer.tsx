import { useQuery } from '@tanstack/react-query';
import { Drawer, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Row } from '@/crud/types';
import { api } from '@/http/request';
import { useCheckOptions } from '../options';

const COLORS: Record<string, string> = {
  PENDING: 'blue',
  DONE: 'green',
  DONE_LATE: 'gold',
  OVERDUE: 'red',
  SKIPPED: 'default',
};

/** The tasks of one plan, newest window first (read from checkPlanItem/page). */
export function TaskDrawer(props: { plan: Row | null; onClose: () => void }) {
  const { plan, onClose } = props;
  const { t } = useTranslation();
  const options = useCheckOptions();
  const pointName = new Map(
    (options.data?.points ?? []).map((p) => [String(p.id), `${p.number ?? ''} ${p.name}`]),
  );
  const tasks = useQuery({
    queryKey: ['check-tasks', plan?.id],
    enabled: Boolean(plan),
    queryFn: () =>
      api<{ records: Row[]; total: number }>({
        url: '/api/shtmp-check/checkPlanItem/page',
        method: 'post',
        data: { planId: plan!.id, current: 1, size: 200 },
      }),
  });
  return (
    <Drawer
      open={Boolean(plan)}
      onClose={onClose}
      size="large"
      title={`${t('checkPage.tasks')} · ${String(plan?.name ?? '')}`}
    >
      <Table<Row>
        rowKey="id"
        size="small"
        loading={tasks.isLoading}
        dataSource={tasks.data?.records ?? []}
        pagination={false}
        columns={[
          {
            title: t('checkPage.point'),
            dataIndex: 'checkRiskPointId',
            render: (v) => pointName.get(String(v)) ?? v,
          },
          { title: t('checkPage.dueStart'), dataIndex: 'dueStart' },
          { title: t('checkPage.dueEnd'), dataIndex: 'dueEnd' },
          {
            title: t('checkPage.taskStatus'),
            dataIndex: 'taskStatus',
            render: (v: string, row) => (
              <Tag color={COLORS[v]} data-testid="task-status">
                {String(row.taskStatusName ?? v)}
              </Tag>
            ),
          },
        ]}
      />
    </Drawer>
  );
}
