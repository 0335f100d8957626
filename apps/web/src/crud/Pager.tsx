import { Pagination, Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

type Props = {
  current: number;
  size: number;
  total: number;
  /** The server estimated `total` (too many matches to count exactly). */
  estimated?: boolean;
  sizes: readonly number[];
  onChange: (current: number, size: number) => void;
};

/** Pager laid out as the spec orders it: total, sizes, prev, pager, next, jumper. */
export function Pager({ current, size, total, estimated, sizes, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <Space className="crud-pager" wrap style={{ justifyContent: 'flex-end', width: '100%', paddingTop: 12 }}>
      <Typography.Text>{t(estimated ? 'crud.totalEstimated' : 'crud.total', { total })}</Typography.Text>
      <Select
        aria-label="page size"
        value={size}
        style={{ minWidth: 100 }}
        options={sizes.map((n) => ({ value: n, label: t('crud.perPage', { size: n }) }))}
        onChange={(next) => onChange(current, next)}
      />
      <Pagination
        current={current}
        pageSize={size}
        total={total}
        showSizeChanger={false}
        showQuickJumper
        onChange={(page) => onChange(page, size)}
      />
    </Space>
  );
}
