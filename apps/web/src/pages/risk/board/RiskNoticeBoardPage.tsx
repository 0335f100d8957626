import { riskNoticeBoardResource } from '@dp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Tag, Tooltip } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '@/crud/feedback';
import { ResourceCrud } from '@/crud/ResourceCrud';
import type { FieldSpec, Operation, Row } from '@/crud/types';
import { StatusTag } from '../../danger/shared/StatusTag';
import { docsApi } from '../docs/docsApi';
import { LevelTag } from '../shared/LevelTag';
import { ComposeDialog } from './ComposeDialog';

const def = riskNoticeBoardResource;

/** /risk/riskNoticeBoard — boards and post cards composed from the risk lists, published, printed. */
export default function RiskNoticeBoardPage() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const client = useQueryClient();
  const [composing, setComposing] = useState(false);
  const refresh = () => client.invalidateQueries({ queryKey: ['crud', def.name] });
  const overrides = useMemo<Record<string, Partial<FieldSpec>>>(
    () => ({
      riskLevel: { render: (v) => <LevelTag level={v} /> },
      status: {
        render: (v, row) => (
          <>
            <StatusTag status={v} label={row.statusName} />
            {row.outOfDate ? (
              <Tooltip title={t('riskDocs.outOfDateHint')}>
                <Tag color="warning" data-testid="board-out-of-date">
                  {t('riskDocs.outOfDate')}
                </Tag>
              </Tooltip>
            ) : null}
          </>
        ),
      },
    }),
    [t],
  );
  const run = (work: Promise<unknown>, done: string) =>
    void work.then(() => {
      message.success(done);
      void refresh();
    });
  const rowActions = (row: Row): Operation[] => {
    const actions: Operation[] = [
      {
        key: 'print',
        label: t('riskDocs.printView'),
        onClick: () => window.open(`/print/riskNoticeBoard/${row.id}`, '_blank', 'noopener'),
      },
      {
        key: 'exportOne',
        label: t('riskDocs.exportOne'),
        code: 'riskNoticeBoard_export',
        onClick: () => void docsApi.exportBoard(row),
      },
    ];
    const allowed = (row.allowedActions as string[] | undefined) ?? [];
    if (allowed.includes('PUBLISH'))
      actions.push({
        key: 'publish',
        label: t('riskDocs.publish'),
        code: 'riskNoticeBoard_publish',
        onClick: () => run(docsApi.process(def.name, row, 'PUBLISH'), t('riskDocs.done')),
      });
    if (allowed.includes('OBSOLETE'))
      actions.push({
        key: 'obsolete',
        label: t('riskDocs.obsolete'),
        code: 'riskNoticeBoard_publish',
        danger: true,
        onClick: () => run(docsApi.process(def.name, row, 'OBSOLETE'), t('riskDocs.done')),
      });
    if (row.status === 'DRAFT')
      actions.push({
        key: 'refresh',
        label: t('riskDocs.refresh'),
        code: 'riskNoticeBoard_refresh',
        onClick: () => run(docsApi.refreshBoard(row), t('riskDocs.refreshed')),
      });
    return actions;
  };
  return (
    <ResourceCrud
      def={def}
      overrides={overrides}
      leadingRowActions={rowActions}
      extraToolbarActions={() => [
        {
          key: 'compose',
          label: t('riskDocs.compose'),
          code: 'riskNoticeBoard_add',
          onClick: () => setComposing(true),
        },
      ]}
    >
      <ComposeDialog
        open={composing}
        onDone={(saved) => {
          setComposing(false);
          if (saved) void refresh();
        }}
      />
    </ResourceCrud>
  );
}
