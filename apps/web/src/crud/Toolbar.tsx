import { ReloadOutlined, SettingOutlined } from '@ant-design/icons';
import { Button, Space, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useThrottledClick } from '@/http/throttle';
import { useAllowed } from './permission';
import type { Operation } from './types';

type Props = {
  operations: Operation[];
  onRefresh?: () => void;
  onColumns?: () => void;
};

function ToolbarButton({ op, primary }: { op: Operation; primary: boolean }) {
  const onClick = useThrottledClick(op.onClick, 800);
  return (
    <Button type={primary ? 'primary' : 'default'} danger={op.danger} icon={op.icon} onClick={onClick}>
      {op.label}
    </Button>
  );
}

/** Buttons above a table (shown only when allowed), with refresh and column settings on the right. */
export function Toolbar({ operations, onRefresh, onColumns }: Props) {
  const { t } = useTranslation();
  const allowed = useAllowed(operations);
  return (
    <div
      className="crud-toolbar"
      style={{ display: 'flex', justifyContent: 'space-between', marginBottom: 12 }}
    >
      <Space wrap>
        {allowed.map((op, i) => (
          <ToolbarButton key={op.key} op={op} primary={i === 0} />
        ))}
      </Space>
      <Space>
        {onRefresh && (
          <Tooltip title={t('crud.refresh')}>
            <Button
              shape="circle"
              aria-label={t('crud.refresh')}
              icon={<ReloadOutlined />}
              onClick={onRefresh}
            />
          </Tooltip>
        )}
        {onColumns && (
          <Tooltip title={t('crud.columns')}>
            <Button
              shape="circle"
              aria-label={t('crud.columns')}
              icon={<SettingOutlined />}
              onClick={onColumns}
            />
          </Tooltip>
        )}
      </Space>
    </div>
  );
}
