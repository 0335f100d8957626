import type { TableColumnType } from 'antd';
import type { ReactNode } from 'react';
import type { ColumnSettings } from './columnSettings';
import { EditableCell } from './EditableCell';
import { FieldDisplay } from './FieldDisplay';
import type { FieldSpec, Row, Sort } from './types';

export type ColumnOptions = {
  fields: FieldSpec[];
  titleOf: (spec: FieldSpec) => string;
  sort?: Sort;
  settings?: ColumnSettings;
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

/** Table columns of the listed fields: sortable, editable, hidden/frozen per the column settings. */
export function buildColumns(options: ColumnOptions): TableColumnType<Row>[] {
  const { fields, titleOf, sort, settings = {}, editable = [], renderers = {} } = options;
  return fields
    .filter((spec) => spec.def.list !== false && !settings[spec.name]?.hidden)
    .map((spec) => ({
      key: spec.name,
      dataIndex: spec.name,
      title: titleOf(spec),
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
