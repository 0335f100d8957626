import { riskPointTypeResource } from '@dp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Space, Tag, Tooltip } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDictOptions } from '@/crud/dict';
import { ResourceCrud } from '@/crud/ResourceCrud';
import type { FieldSpec, Row } from '@/crud/types';
import { statusColumn } from '../../danger/shared/StatusTag';
import { PlaceTreeInput } from '../../layout/place/PlaceTreeInput';
import { controlStateColumns } from '../shared/ControlState';
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
  const reasons = useDictOptions({ dict: 'DIRECT_MAJOR_REASON', dictBiz: true });
  const extra = useMemo<Record<string, Partial<FieldSpec>>>(() => {
    const reasonText = (row: Row) =>
      ((row.directMajorReasons as string[] | null) ?? [])
        .map((k) => reasons?.find((o) => o.value === k)?.label ?? k)
        .join('；');
    return {
      ...controlStateColumns(t),
      riskLevel: {
        // the level and its marks wrap in a narrow cell, leaving the first screen room for the place
        render: (v, row) => (
          <Space size={4} wrap style={{ maxWidth: 168 }}>
            <LevelTag level={v} />
            {row.riskLevelOverride ? <Tag>{t('risk.override')}</Tag> : null}
            {reasonText(row) ? (
              <Tooltip title={reasonText(row)}>
                <Tag color="red" data-testid="direct-major">
                  {t('risk.directMajorTag')}
                </Tag>
              </Tooltip>
            ) : null}
          </Space>
        ),
      },
      placeIds: { input: PlaceTreeInput },
      enableStatus: statusColumn('enableStatus'),
      // §2.5: the control levels a re-grading calls for that the point's control set lacks
      missingControlLevels: {
        render: (v, row) =>
          Array.isArray(v) && v.length ? (
            <Tag color="red" data-testid="missing-control">
              {String(row.missingControlLevelsName ?? v.join('、'))}
            </Tag>
          ) : null,
      },
      reviewStatus: {
        render: (v, row) => (
          <>
            {String(row.reviewStatusName ?? v ?? '')}
            {row.changedSinceReview ? <Tag color="warning">{t('risk.changed')}</Tag> : null}
          </>
        ),
      },
    };
  }, [t, reasons]);
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
