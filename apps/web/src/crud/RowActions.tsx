import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAllowed } from './permission';
import type { Operation } from './types';

/** Operations shown as text buttons before the rest collapse into 'more actions' (spec §9). */
export const VISIBLE_ROW_ACTIONS = 3;

export function splitOperations(operations: Operation[], visible = VISIBLE_ROW_ACTIONS) {
  return operations.length <= visible
    ? { shown: operations, more: [] }
    : { shown: operations.slice(0, visible), more: operations.slice(visible) };
}

export function RowActions({ operations }: { operations: Operation[] }) {
  const { t } = useTranslation();
  const { shown, more } = splitOperations(useAllowed(operations));
  return (
    <Space size={0} wrap={false}>
      {shown.map((op) => (
        <Button
          key={op.key}
          type="link"
          size="small"
          danger={op.danger}
          icon={op.icon}
          onClick={(e) => {
            e.stopPropagation();
            op.onClick();
          }}
        >
          {op.label}
        </Button>
      ))}
      {more.length > 0 && (
        <Dropdown
          menu={{
            items: more.map((op) => ({ key: op.key, label: op.label, icon: op.icon, danger: op.danger })),
            onClick: ({ key, domEvent }) => {
              domEvent.stopPropagation();
              more.find((op) => op.key === key)?.onClick();
            },
          }}
        >
          <Button type="link" size="small">
            {t('crud.more')} <DownOutlined />
          </Button>
        </Dropdown>
      )}
    </Space>
  );
}
