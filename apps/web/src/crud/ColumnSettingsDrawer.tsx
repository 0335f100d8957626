import { Button, Checkbox, Drawer, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ColumnSettingsApi } from './columnSettings';

export type ColumnChoice = { key: string; title: string };

type Props = {
  open: boolean;
  onClose: () => void;
  columns: ColumnChoice[];
  columnSettings: ColumnSettingsApi;
};

/** The column settings drawer (30% wide): hide and freeze per column, reset (spec §2). */
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
                checked={Boolean(settings[col.key]?.hidden)}
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
