import { Table, type TableProps } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ColumnSettingsApi } from './columnSettings';
import { buildColumns, type ColumnOptions } from './columns';
import { useText } from './i18n';
import { Pager } from './Pager';
import { usePermission } from './permission';
import { actionsWidthOf, RowActions } from './RowActions';
import type { Operation, Row } from './types';
import type { ResourceList } from './useResourceList';

export type ResourceTableProps = Pick<
  ColumnOptions,
  'fields' | 'firstScreen' | 'editable' | 'onCellSave' | 'renderers'
> & {
  list: ResourceList;
  titleOf?: ColumnOptions['titleOf'];
  rowActions?: (row: Row) => Operation[];
  /** Width of the operation column (dictionary pages: 250 parent, 300 child). */
  actionsWidth?: number;
  showIndex?: boolean;
  selectable?: boolean;
  /** Paged lists show the pager; tree lists (forests) do not. */
  paged?: boolean;
  columnSettings?: ColumnSettingsApi;
  toolbar?: ReactNode;
  onRowClick?: (row: Row) => void;
  highlightedKey?: string;
  /** Fill the container with a scrolling body (default); false lets the table grow with its rows. */
  isFilling?: boolean;
  /** Rows shown for the list's rows (a lazy tree attaches the children loaded so far). */
  mapRows?: (rows: Row[]) => Row[];
  /** Controlled expansion of tree rows (a lazy tree loads children on expand). */
  expandable?: TableProps<Row>['expandable'];
};

/**
 * `scroll.y` of a filling table: any value gives the fixed header; this one is the body's CSS
 * max-height, and `none` leaves its height to `.crud-table-fill` (crud.css).
 */
const FILL_BODY = 'none';

/** The list table: fills its container, pager pinned below, selection, sort, index and operations. */
export function ResourceTable(props: ResourceTableProps) {
  const { list, rowActions, showIndex = true, selectable = true, paged = true, isFilling = true } = props;
  const { t } = useTranslation();
  const text = useText();
  const tableId = useId();
  const titleOf = props.titleOf ?? ((spec) => text(spec.def.label));
  const settings = props.columnSettings?.settings;
  const can = usePermission();

  const columns = (() => {
    const own = buildColumns({ ...props, titleOf, sort: list.state.sort, settings, tableId });
    const index = showIndex
      ? [
          {
            key: '__index',
            title: t('crud.index'),
            // a tree's expander sits in this column too: room for it and a two-digit number
            width: paged ? 56 : 88,
            align: 'center' as const,
            fixed: 'left' as const,
            render: (_: unknown, __: Row, i: number) =>
              (paged ? (list.state.current - 1) * list.state.size : 0) + i + 1,
          },
        ]
      : [];
    const actions = rowActions
      ? [
          {
            key: '__actions',
            title: t('crud.actions'),
            width:
              props.actionsWidth ??
              actionsWidthOf(
                list.rows.map((row) => rowActions(row).filter((op) => can(op.code))),
                t('crud.more'),
              ),
            fixed: 'right' as const,
            render: (_: unknown, row: Row) => <RowActions operations={rowActions(row)} />,
          },
        ]
      : [];
    return [...index, ...own, ...actions];
  })();

  return (
    <div
      className="crud-table"
      style={isFilling ? { display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 } : {}}
    >
      {props.toolbar}
      <div className={isFilling ? 'crud-table-fill' : undefined}>
        {list.isFirstLoad ? (
          // while the first rows are on their way: a plain box where the table will be, so that the
          // table is built once, with its rows, rather than empty first (with its column measuring
          // and layout work) and again for the rows — on a page load ~200 ms of the main thread
          <div className="crud-table-waiting" role="status" aria-busy="true" aria-label={t('common.loading')}>
            <span className="dp-spinner" />
          </div>
        ) : (
          <Table<Row>
            rowKey="id"
            size="middle"
            bordered
            loading={list.isLoading}
            dataSource={props.mapRows ? props.mapRows(list.rows) : list.rows}
            expandable={props.expandable}
            columns={columns}
            pagination={false}
            // a filling table has a fixed header from its first render; its body's height comes
            // from the stylesheet (crud.css), not from a measurement and a second render
            scroll={{ x: 'max-content', y: isFilling ? FILL_BODY : undefined }}
            rowClassName={(row) => (row.id === props.highlightedKey ? 'ant-table-row-selected' : '')}
            onRow={props.onRowClick ? (row) => ({ onClick: () => props.onRowClick!(row) }) : undefined}
            rowSelection={
              selectable
                ? {
                    selectedRowKeys: list.selectedKeys,
                    onChange: (keys, rows) => list.select(keys.map(String), rows),
                    checkStrictly: false,
                  }
                : undefined
            }
            onChange={(_p, _f, sorter) => {
              const s = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<Row> | undefined;
              list.setSort(s?.order ? String(s.columnKey) : undefined, s?.order ?? null);
            }}
          />
        )}
      </div>
      {paged && !list.isFirstLoad && (
        <Pager
          current={list.state.current}
          size={list.state.size}
          total={list.total}
          estimated={list.totalEstimated}
          sizes={list.paging.sizes}
          onChange={list.setPage}
        />
      )}
    </div>
  );
}
