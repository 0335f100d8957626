import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Drawer, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Row } from '@/crud/types';
import { api } from '@/http/request';
import { useCan } from '@/stores/session';
import { useCheckOptions } from '../options';
import { SkipDialog } from './SkipDialog';
import { TaskBatchDialog } from './TaskBatchDialog';

/** Plan states that still take tasks (the server refuses the others). */
const OPEN_PLAN = ['DRAFT', 'PUBLISHED', 'IN_PROGRESS'];
const SKIPPABLE = ['PENDING', 'OVERDUE'];

const COLORS: Record<string, string> = {
  PENDING: 'blue',
  DONE: 'green',
  DONE_LATE: 'gold',
  OVERDUE: 'red',
  SKIPPED: 'default',
};

/** The tasks of one plan, newest window first (read from checkPlanItem/page), with add and skip. */
export function TaskDrawer(props: { plan: Row | null; onClose: () => void }) {
  const { plan, onClose } = props;
  const { t } = useTranslation();
  const options = useCheckOptions();
  const canAdd = useCan('checkPlan_add');
  const canSkip = useCan('checkPlan_skip');
  const [isAdding, setAdding] = useState(false);
  const [skipping, setSkipping] = useState<Row | null>(null);
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
      extra={
        canAdd && OPEN_PLAN.includes(String(plan?.planStatus)) ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
            {t('checkPage.addTasks')}
          </Button>
        ) : null
      }
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
          ...(canSkip
            ? [
                {
                  title: t('checkPage.actions'),
                  key: 'actions',
                  render: (_: unknown, row: Row) =>
                    SKIPPABLE.includes(String(row.taskStatus)) ? (
                      <Button size="small" type="link" onClick={() => setSkipping(row)}>
                        {t('checkPage.skip')}
                      </Button>
                    ) : null,
                },
              ]
            : []),
        ]}
      />
      <TaskBatchDialog
        plan={isAdding ? plan : null}
        onClose={() => setAdding(false)}
        onDone={() => void tasks.refetch()}
      />
      <SkipDialog task={skipping} onClose={() => setSkipping(null)} onDone={() => void tasks.refetch()} />
    </Drawer>
  );
}
