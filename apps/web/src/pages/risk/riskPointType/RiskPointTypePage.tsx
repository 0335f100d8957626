import { riskPointTypeResource } from '@dp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourceCrud } from '@/crud/ResourceCrud';
import type { FieldSpec, Row } from '@/crud/types';
import { LevelTag } from '../shared/LevelTag';
import { SubmitReviewDialog } from '../shared/SubmitReviewDialog';
import { OverrideDialog } from './OverrideDialog';
import { QrDialog } from './QrDialog';

/** /risk/riskPointType — risk points with four-colour level, QR card, manual judgement and review. */
export default function RiskPointTypePage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [qr, setQr] = useState<Row | null>(null);
  const [override, setOverride] = useState<Row | null>(null);
  const [submitting, setSubmitting] = useState<Row | null>(null);
  const extra = useMemo<Record<string, Partial<FieldSpec>>>(
    () => ({
      riskLevel: {
        render: (v, row) => (
          <>
            <LevelTag level={v} />
            {row.riskLevelOverride ? <Tag>{t('risk.override')}</Tag> : null}
          </>
        ),
      },
      reviewStatus: {
        render: (v, row) => (
          <>
            {String(row.reviewStatusName ?? v ?? '')}
            {row.changedSinceReview ? <Tag color="warning">{t('risk.changed')}</Tag> : null}
          </>
        ),
      },
    }),
    [t],
  );
  const refresh = () => client.invalidateQueries({ queryKey: ['crud', riskPointTypeResource.name] });
  return (
    <>
      <ResourceCrud
        def={riskPointTypeResource}
        overrides={extra}
        extraRowActions={(row) => [
          { key: 'qrcode', label: t('risk.qrcode'), code: 'riskPointType_qrcode', onClick: () => setQr(row) },
          {
            key: 'override',
            label: t('risk.override'),
            code: 'riskPointType_edit',
            onClick: () => setOverride(row),
          },
          {
            key: 'submitReview',
            label: t('risk.submitReview'),
            code: 'riskPointType_submit',
            onClick: () => setSubmitting(row),
          },
        ]}
      />
      <QrDialog point={qr} onClose={() => setQr(null)} />
      <OverrideDialog
        point={override}
        onDone={() => {
          setOverride(null);
          void refresh();
        }}
      />
      <SubmitReviewDialog
        target={submitting}
        reviewPath="riskPointTypeReview"
        onDone={() => {
          setSubmitting(null);
          void refresh();
        }}
      />
    </>
  );
}
