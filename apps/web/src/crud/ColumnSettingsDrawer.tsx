import { Button, Checkbox, Drawer, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ColumnSettingsApi } from './columnSettings';

/** A listed column; `defaultHidden` when off the first screen (hidden until the user shows it). */
export type ColumnChoice = { key: string; title: string; defaultHidden?: boolean };

type Props = {
  open: boolean;
  onClose: () => void;
  columns: ColumnChoice[];
  columnSettings: ColumnSettingsApi;
};

/**
 * The column settings drawer (30% wide): hide and freeze per column, reset to the first screen
 * (spec §2). Every listed column is here, the ones off the first screen ticked hidden.
 */
export function ColumnSettingsDrawer({ open, onClose, columns, columnSettings }: Props) {
  const { t } = useTranslation();
  const { settings, setHidden, setFixed, reset } = columnSettings;
  return (
    <Drawer
      open={open}
      onClose={onClose}
      size="30%"
      title={t('crud.columns')}
      extra={<Button onClick={reset}>{t('crud.columnReset')}</Button>}
    >
      <Table<ColumnChoice>
        rowKey="key"
        size="small"
        pagination={false}
        dataSource={columns}
        columns={[
          { key: 'title', dataIndex: 'title', title: t('crud.columnTitle') },
          {
            key: 'hidden',
            title: t('crud.columnHide'),
            width: 80,
            align: 'center',
            render: (_, col) => (
              <Checkbox
                aria-label={`${t('crud.columnHide')} ${col.title}`}
                checked={settings[col.key]?.hidden ?? Boolean(col.defaultHidden)}
                onChange={(e) => setHidden(col.key, e.target.checked)}
              />
            ),
          },
          {
            key: 'fixed',
            title: t('crud.columnFreeze'),
            width: 80,
            align: 'center',
            render: (_, col) => (
              <Checkbox
                aria-label={`${t('crud.columnFreeze')} ${col.title}`}
                checked={Boolean(settings[col.key]?.fixed)}
                onChange={(e) => setFixed(col.key, e.target.checked)}
              />
            ),
          },
        ]}
      />
    </Drawer>
  );
}
