import type { ResourceDef } from '@dp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '@/crud/feedback';
import { ResourceCrud } from '@/crud/ResourceCrud';
import type { FieldSpec, Row } from '@/crud/types';
import { api } from '@/http/request';
import { statusColumn } from '../../danger/shared/StatusTag';
import { AnalysisItems } from './AnalysisItems';
import { AnalysisView } from './AnalysisView';
import type { AnalysisKindConfig } from './ItemEditor';
import { LevelTag } from './LevelTag';
import { SubmitReviewDialog } from './SubmitReviewDialog';

/** JHA / SCL header list with the line editor, merge of measures and submission for review. */
export function AnalysisPage(props: {
  def: ResourceDef;
  itemPath: string;
  reviewPath: string;
  config: AnalysisKindConfig;
  itemsLabel: string;
}) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const client = useQueryClient();
  const [open, setOpen] = useState<Row | null>(null);
  const [submitting, setSubmitting] = useState<Row | null>(null);
  const [viewing, setViewing] = useState<Row | null>(null);
  const extra = useMemo<Record<string, Partial<FieldSpec>>>(
    () => ({
      riskLevel: { render: (v) => <LevelTag level={v} /> },
      enableStatus: statusColumn('enableStatus'),
    }),
    [],
  );
  const refresh = () => client.invalidateQueries({ queryKey: ['crud', props.def.name] });
  return (
    <>
      <ResourceCrud
        def={props.def}
        overrides={extra}
        onView={setViewing}
        extraRowActions={(row) => [
          {
            key: 'items',
            label: props.itemsLabel,
            code: `${props.def.permission}_item`,
            onClick: () => setOpen(row),
          },
          {
            key: 'submitReview',
            label: t('risk.submitReview'),
            code: `${props.def.permission}_submit`,
            onClick: () => setSubmitting(row),
          },
        ]}
        extraToolbarActions={(selected) => [
          {
            key: 'merge',
            label: t('risk.merge'),
            code: `${props.def.permission}_merge`,
            onClick: async () => {
              if (selected.length === 0) return void message.warning(t('crud.selectAtLeastOne'));
              const r = await api<{ added: number; skippedDuplicates: number }>({
                url: `/api${props.def.path}/merge`,
                method: 'post',
                data: { ids: selected.map((s) => s.id) },
              });
              message.success(t('risk.mergeDone', { added: r.added, skipped: r.skippedDuplicates }));
              await refresh();
            },
          },
        ]}
      />
      <AnalysisView
        def={props.def}
        row={viewing}
        overrides={extra}
        itemPath={props.itemPath}
        itemsLabel={props.itemsLabel}
        config={props.config}
        onClose={() => setViewing(null)}
      />
      <AnalysisItems
        header={open}
        itemPath={props.itemPath}
        permission={props.def.permission}
        config={props.config}
        onClose={() => {
          setOpen(null);
          void refresh();
        }}
      />
      <SubmitReviewDialog
        target={submitting}
        reviewPath={props.reviewPath}
        onDone={() => {
          setSubmitting(null);
          void refresh();
        }}
      />
    </>
  );
}
