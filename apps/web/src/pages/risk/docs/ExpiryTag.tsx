import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Row } from '@/crud/types';

/** The date with the server's `expiring` / `expired` flag (domain-model §2.6) beside it. */
export function ExpiryCell({ value, row }: { value: unknown; row: Row }) {
  const { t } = useTranslation();
  return (
    <>
      {value ? String(value) : ''}
      {row.expired ? (
        <Tag color="error" style={{ marginLeft: 6 }} data-testid="expired-tag">
          {t('riskDocs.expired')}
        </Tag>
      ) : row.expiring ? (
        <Tag color="warning" style={{ marginLeft: 6 }} data-testid="expiring-tag">
          {t('riskDocs.expiring')}
        </Tag>
      ) : null}
    </>
  );
}
