import type { ResourceDef } from '@dp/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourceCrud } from '@/crud/ResourceCrud';
import type { FieldSpec, Operation, Row } from '@/crud/types';
import { docsApi } from './docsApi';
import { ExpiryCell } from './ExpiryTag';

/**
 * A document register on the generic CRUD screen: its due date shows the expiry flags and, when
 * the row has a file, a download through the platform file service.
 */
export function DocRegisterPage({
  def,
  dueField,
  fileField,
  downloadCode,
}: {
  def: ResourceDef;
  dueField?: string;
  fileField?: string;
  downloadCode?: string;
}) {
  const { t } = useTranslation();
  const overrides = useMemo<Record<string, Partial<FieldSpec>>>(
    () => (dueField ? { [dueField]: { render: (v, row) => <ExpiryCell value={v} row={row} /> } } : {}),
    [dueField],
  );
  const rowActions = (row: Row): Operation[] =>
    fileField && row[fileField]
      ? [
          {
            key: 'download',
            label: t('riskDocs.download'),
            code: downloadCode,
            onClick: () =>
              void docsApi.downloadFile(String(row[fileField]), String(row.title ?? row.name ?? 'file')),
          },
        ]
      : [];
  return <ResourceCrud def={def} overrides={overrides} extraRowActions={rowActions} />;
}
