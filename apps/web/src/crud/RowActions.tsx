import { DownOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LazyDropdown } from '@/components/LazyDropdown';
import { LinkButton } from '@/components/LinkButton';
import { useAllowed } from './permission';
import type { Operation } from './types';

/** Operations shown as text buttons before the rest collapse into 'more actions' (spec §9). */
export const VISIBLE_ROW_ACTIONS = 3;

export function splitOperations(operations: Operation[], visible = VISIBLE_ROW_ACTIONS) {
  return operations.length <= visible
    ? { shown: operations, more: [] }
    : { shown: operations.slice(0, visible), more: operations.slice(visible) };
}

/** A row's operations: light link buttons (one row of a page renders several) and 更多. */
export function RowActions({ operations }: { operations: Operation[] }) {
  const { t } = useTranslation();
  const { shown, more } = splitOperations(useAllowed(operations));
  return (
    <div className="crud-row-actions">
      {shown.map((op) => (
        <LinkButton
          key={op.key}
          danger={op.danger}
          icon={op.icon}
          onClick={(e) => {
            e.stopPropagation();
            op.onClick();
          }}
        >
          {op.label}
        </LinkButton>
      ))}
      {more.length > 0 && (
        <LazyDropdown
          menu={{
            items: more.map((op) => ({ key: op.key, label: op.label, icon: op.icon, danger: op.danger })),
            onClick: ({ key, domEvent }) => {
              domEvent.stopPropagation();
              more.find((op) => op.key === key)?.onClick();
            },
          }}
        >
          <LinkButton onClick={(e) => e.stopPropagation()}>
            {t('crud.more')} <DownOutlined />
          </LinkButton>
        </LazyDropdown>
      )}
    </div>
  );
}
