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

/** Text width in the list's 14 px font: ~14 px a CJK character, ~7.5 px a Latin one. */
const textWidth = (text: string) =>
  [...text].reduce((w, c) => w + ((c.codePointAt(0) ?? 0) >= 0x2e80 ? 14 : 7.5), 0);
const labelWidth = (label: Operation['label']) => textWidth(typeof label === 'string' ? label : '四个字符');

/**
 * The operations column's width for these rows' operations (each row's as the user may run them):
 * the widest row's shown buttons (label, icon, padding) and 更多, plus the cell's padding — so two
 * operations leave room for the data columns and four are not cut. Between 80 and 360 px.
 */
export function actionsWidthOf(rows: Operation[][], moreLabel: string): number {
  let widest = 0;
  for (const ops of rows) {
    const { shown, more } = splitOperations(ops);
    const buttons = shown.reduce((w, op) => w + labelWidth(op.label) + (op.icon ? 22 : 0) + 16, 0);
    widest = Math.max(widest, buttons + (more.length ? textWidth(moreLabel) + 38 : 0));
  }
  return Math.min(360, Math.max(80, Math.ceil(widest + 24)));
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
