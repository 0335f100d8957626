import { SendOutlined, StopOutlined, SyncOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { checkPlanResource } from '@dp/domain';
import { useQueryClient } from '@tanstack/react-query';

import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '@/crud/feedback';
import { ResourceCrud } from '@/crud/ResourceCrud';
import type { FieldSpec, Operation, Row } from '@/crud/types';
import { statusColumn } from '../../danger/shared/StatusTag';
import { planAction, runGenerator } from '../api';
import { DeptInput, optionInput, refLabel } from '../options';
import { TaskDrawer } from './TaskDrawer';

const UsersInput = optionInput('users', true);
const UserInput = optionInput('users');
const PointsInput = optionInput('points', true);
const RiskPointsInput = optionInput('riskPoints', true);

/** /check/checkPlan — plans with their flow (publish, cancel) and their tasks. */
export default function CheckPlanPage() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const [tasksOf, setTasksOf] = useState<Row | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['crud', checkPlanResource.name] });
  const overrides = useMemo<Record<string, Partial<FieldSpec>>>(
    () => ({
      organizerDeptId: { input: DeptInput, render: refLabel('organizerDeptId') },
      planStatus: statusColumn('planStatus'),
      leaderId: { input: UserInput },
      memberIds: { input: UsersInput },
      checkRiskPointIds: { input: PointsInput },
      riskPointTypeIds: { input: RiskPointsInput },
      targetDeptIds: { hidden: true },
    }),
    [],
  );
  const run = async (action: 'publish' | 'cancel', row: Row) => {
    await planAction(action, row);
    message.success(t(action === 'publish' ? 'checkPage.published' : 'checkPage.cancelled'));
    await refresh();
  };
  const actions = (row: Row): Operation[] => {
    const allowed = (row.allowedActions as string[] | undefined) ?? [];
    return [
      ...(allowed.includes('publish')
        ? [
            {
              key: 'publish',
              label: t('checkPage.publish'),
              icon: <SendOutlined />,
              code: 'checkPlan_publish',
              onClick: () => void run('publish', row),
            },
          ]
        : []),
      ...(allowed.includes('cancel')
        ? [
            {
              key: 'cancel',
              label: t('checkPage.cancel'),
              icon: <StopOutlined />,
              code: 'checkPlan_cancel',
              danger: true,
              onClick: () => void run('cancel', row),
            },
          ]
        : []),
      {
        key: 'tasks',
        label: t('checkPage.tasks'),
        icon: <UnorderedListOutlined />,
        code: 'checkPlan_item',
        onClick: () => setTasksOf(row),
      },
    ];
  };
  return (
    <ResourceCrud
      def={checkPlanResource}
      overrides={overrides}
      extraRowActions={actions}
      extraToolbarActions={() => [
        {
          key: 'generate',
          label: t('checkPage.generate'),
          icon: <SyncOutlined />,
          code: 'checkPlan_publish',
          onClick: async () => {
            const res = await runGenerator();
            message.success(t('checkPage.generated', res));
            await refresh();
          },
        },
      ]}
    >
      <TaskDrawer plan={tasksOf} onClose={() => setTasksOf(null)} />
    </ResourceCrud>
  );
}
