import { RISK_LEVEL_HEX } from '@dp/domain';
import { Badge, Tag, Tooltip } from 'antd';
import type { TFunction } from 'i18next';
import type { FieldSpec, Row } from '@/crud/types';
import { textOn } from '@/theme/contrast';

/** The reasons of an out-of-control risk point (keys from the server), translated and joined. */
export function reasonsText(t: TFunction, reasons: unknown): string {
  const keys = Array.isArray(reasons) ? reasons : String(reasons ?? '').split(',');
  return keys
    .filter(Boolean)
    .map((k) => t(`risk.controlState.reasons.${String(k)}`))
    .join('；');
}

/**
 * The risk ledger's columns of issue #32 item 4: the out-of-control flag with its reasons, the open
 * hazards, and the review the hazards call for with its reason.
 */
export function controlStateColumns(t: TFunction): Record<string, Partial<FieldSpec>> {
  return {
    outOfControl: {
      render: (v, row: Row) =>
        v ? (
          <Tooltip title={reasonsText(t, row.outOfControlReason)}>
            <Tag color="red" data-testid="out-of-control">
              {t('risk.controlState.outOfControl')}
            </Tag>
          </Tooltip>
        ) : null,
    },
    openDangerCount: {
      render: (v) => <OpenDangerBadge count={Number(v ?? 0)} />,
    },
    reviewNeeded: {
      render: (v, row: Row) =>
        v ? (
          <Tooltip title={String(row.reviewReason ?? '')}>
            <Tag color="orange">{t('risk.controlState.reviewNeeded')}</Tag>
          </Tooltip>
        ) : null,
    },
  };
}

/** A risk point's open dangers: orange with dark text when any (readable at 4.5:1), grey at zero. */
export function OpenDangerBadge({ count }: { count: number }) {
  const colour = count ? RISK_LEVEL_HEX.SIGNIFICANT : '#d9d9d9';
  return <Badge count={count} showZero color={colour} styles={{ indicator: { color: textOn(colour) } }} />;
}
