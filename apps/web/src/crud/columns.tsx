import type { TableColumnType } from 'antd';
import type { ReactNode } from 'react';
import { isColumnHidden, listedSpecs } from './columnLayout';
import type { ColumnSettings } from './columnSettings';
import { EditableCell } from './EditableCell';
import { FieldDisplay } from './FieldDisplay';
import type { FieldSpec, Row, Sort } from './types';

export type ColumnOptions = {
  fields: FieldSpec[];
  titleOf: (spec: FieldSpec) => string;
  sort?: Sort;
  settings?: ColumnSettings;
  /** The definition's first-screen columns (`ResourceDef.firstScreen`): shown first, the rest hidden. */
  firstScreen?: readonly string[];
  /** Prefix making editable-cell keys unique per mounted table. */
  tableId: string;
  /** Fields edited in place; onSave receives the row and the new value. */
  editable?: string[];
  onCellSave?: (row: Row, field: string, value: unknown) => Promise<unknown>;
  /** Per-field cell renderers overriding the default display. */
  renderers?: Record<string, (value: unknown, row: Row) => ReactNode>;
};

/**
 * Long text and long strings (links, paths, URIs: over 255 characters allowed) are shown in a box
 * of limited width cut with an ellipsis, the whole value in its title (`dp-cell-long`, crud.css):
 * the table is `max-content` wide, so antd's column ellipsis and width alone never cut, and one
 * long value pushed the other columns out of sight.
 */
const isLong = (spec: FieldSpec) =>
  spec.def.type === 'text' || (spec.def.type === 'string' && (spec.def.max ?? 0) > 255);

/**
 * Date and time columns are as wide as `yyyy-MM-dd` / `yyyy-MM-dd HH:mm:ss` (and their sort icon)
 * and never wrap (`dp-col-date`, crud.css): a found time is read whole, not cut in two.
 */
const DATE_WIDTH: Partial<Record<FieldSpec['def']['type'], number>> = { date: 124, datetime: 176 };

/**
 * Table columns of the listed fields, the first screen's first: sortable, editable, hidden/frozen
 * per the column settings (a user's saved choice wins over the first screen's default).
 */
export function buildColumns(options: ColumnOptions): TableColumnType<Row>[] {
  const { fields, titleOf, sort, settings = {}, firstScreen, editable = [], renderers = {} } = options;
  return listedSpecs(fields, firstScreen)
    .filter((spec) => !isColumnHidden(spec.name, settings, firstScreen))
    .map((spec) => ({
      key: spec.name,
      dataIndex: spec.name,
      title: titleOf(spec),
      width: DATE_WIDTH[spec.def.type],
      className: DATE_WIDTH[spec.def.type] ? 'dp-col-date' : undefined,
      ellipsis: spec.def.type === 'text',
      fixed: settings[spec.name]?.fixed ? ('left' as const) : undefined,
      sorter: spec.def.sortable ? true : undefined,
      sortOrder: spec.def.sortable ? (sort?.field === spec.name ? sort.order : null) : undefined,
      render: (value: unknown, row: Row) => {
        const custom = renderers[spec.name] ?? spec.render;
        if (custom) return custom(value, row);
        if (editable.includes(spec.name)) {
          return (
            <EditableCell
              cellKey={`${options.tableId}:${row.id}:${spec.name}`}
              spec={spec}
              value={value}
              onSave={options.onCellSave ? (next) => options.onCellSave!(row, spec.name, next) : undefined}
            />
          );
        }
        const shown = <FieldDisplay spec={spec} value={value} row={row} />;
        return isLong(spec) ? (
          <span className="dp-cell-long" title={typeof value === 'string' ? value : undefined}>
            {shown}
          </span>
        ) : (
          shown
        );
      },
    }));
}
