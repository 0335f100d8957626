import { Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * Colours of the states of the ledgers (danger, notice, report, delay; plans, records, boards,
 * certificates, enabled or not): one state, one colour on every page.
 */
const COLOURS: Record<string, string> = {
  DRAFT: 'default',
  PENDING_CONFIRM: 'gold',
  PENDING_PLAN: 'purple',
  PENDING_RECTIFY: 'orange',
  PENDING_ACCEPT: 'blue',
  CLOSED: 'green',
  IGNORED: 'default',
  REVOKED: 'default',
  ISSUED: 'blue',
  SIGNED: 'cyan',
  COMPLETED: 'green',
  SUBMITTED: 'blue',
  CONFIRMED: 'green',
  RETURNED: 'red',
  PENDING: 'gold',
  APPROVED: 'green',
  REJECTED: 'red',
  WITHDRAWN: 'default',
  PUBLISHED: 'green',
  IN_PROGRESS: 'blue',
  CANCELLED: 'default',
  OBSOLETE: 'default',
  ENABLED: 'green',
  DISABLED: 'default',
  VALID: 'green',
  EXPIRING: 'orange',
  EXPIRED: 'red',
  PENDING_APPROVAL: 'gold',
  REPORTED: 'blue',
  SUPERVISED: 'volcano',
  REMOVAL_PENDING: 'gold',
  REMOVED: 'green',
};

/** A state as a coloured tag; the label is the dictionary's (`statusName`), the key when missing. */
export function StatusTag({ status, label }: { status: unknown; label?: unknown }) {
  if (status === undefined || status === null || status === '') return null;
  const key = String(status);
  return <Tag color={COLOURS[key] ?? 'default'}>{String(label || key)}</Tag>;
}

/** A list column showing a state field as its tag, labelled by the server's `<field>Name`. */
export const statusColumn = (field: string) => ({
  render: (value: unknown, row: Record<string, unknown>) => (
    <StatusTag status={value} label={row[`${field}Name`]} />
  ),
});

export function LevelTag({ level, label }: { level: unknown; label?: unknown }) {
  if (!level) return null;
  return <Tag color={level === 'MAJOR' ? 'red' : 'orange'}>{String(label || level)}</Tag>;
}

/** "overdue N days" in red for an open danger past its current deadline (computed by the server). */
export function OverdueText({ overdue, days }: { overdue: unknown; days: unknown }) {
  const { t } = useTranslation();
  if (overdue !== true) return null;
  return (
    <Typography.Text type="danger" strong data-testid="overdue">
      {t('dangerUi.overdueDays', { count: Number(days ?? 0) })}
    </Typography.Text>
  );
}

/** "Repeat" for a danger found again within 90 days (issue #32 item 4), naming the earlier one. */
export function RepeatTag({ row }: { row: Record<string, unknown> }) {
  const { t } = useTranslation();
  if (row.isRepeat !== true) return null;
  const no = String(row.repeatOfIdName ?? '');
  return (
    <Tooltip title={t('dangerUi.repeatOf', { no })}>
      <Tag color="magenta" data-testid="repeat-tag">
        {t('dangerUi.repeat')}
      </Tag>
    </Tooltip>
  );
}
