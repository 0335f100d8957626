import { riskManualResource } from '@dp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '@/crud/feedback';
import { ResourceCrud } from '@/crud/ResourceCrud';
import type { Filters, Operation, Row } from '@/crud/types';
import { docsApi } from '../docs/docsApi';
import { ManualReviewDialog } from './ManualReviewDialog';

const def = riskManualResource;

/**
 * /risk/riskManual — manuals compiled from the risk lists (download the Word file, submit for
 * review); with `reviewing`, the approver's list of manuals awaiting a decision (/risk/riskManualReview).
 */
export default function RiskManualPage({ reviewing = false }: { reviewing?: boolean }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const client = useQueryClient();
  const [deciding, setDeciding] = useState<Row | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: ['crud', def.name] });
  const rowActions = (row: Row): Operation[] => {
    const actions: Operation[] = [
      {
        key: 'download',
        label: t('riskDocs.download'),
        code: reviewing ? 'riskManualReview_review' : 'riskManual_download',
        onClick: () => void docsApi.downloadManual(row),
      },
    ];
    const allowed = (row.allowedActions as string[] | undefined) ?? [];
    if (!reviewing && allowed.includes('SUBMIT'))
      actions.push({
        key: 'submit',
        label: t('riskDocs.submit'),
        code: 'riskManual_submit',
        onClick: () =>
          void docsApi.process(def.name, row, 'SUBMIT').then(() => {
            message.success(t('riskDocs.submitted'));
            void refresh();
          }),
      });
    if (reviewing && row.status === 'PENDING_REVIEW')
      actions.push({
        key: 'review',
        label: t('riskDocs.review'),
        code: 'riskManualReview_review',
        onClick: () => setDeciding(row),
      });
    return actions;
  };
  const baseFilters: Filters | undefined = reviewing ? { status_equal: 'PENDING_REVIEW' } : undefined;
  return (
    <ResourceCrud
      def={def}
      baseFilters={baseFilters}
      listKey={reviewing ? 'review' : undefined}
      leadingRowActions={rowActions}
    >
      <ManualReviewDialog
        manual={deciding}
        onDone={(changed) => {
          setDeciding(null);
          if (changed) void refresh();
        }}
      />
    </ResourceCrud>
  );
}
