import { PlusOutlined } from '@ant-design/icons';
import { hasCall, permissionCode, type ResourceDef, type Text } from '@dp/domain';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageSearchParams } from '@/layout/PageLocation';
import { ColumnSettingsDrawer } from './ColumnSettingsDrawer';
import { columnChoices } from './columnLayout';
import { useColumnSettings } from './columnSettings';
import { ExportConfirm } from './ExportConfirm';
import { FormDialog } from './FormDialog';
import { useFeedback } from './feedback';
import { fieldSpecs, formSpecs, searchSpecs } from './fields';
import { ImportDialog } from './ImportDialog';
import { useText } from './i18n';
import { exportQuery } from './listState';
import { OnceOpened } from './OnceOpened';
import { type ButtonCodes, rowOperations, toolbarOperations } from './operations';
import { ResourceTable, type ResourceTableProps } from './ResourceTable';
import { resourceApi } from './resourceApi';
import { type DateRangeSearch, SearchBar } from './SearchBar';
import { searchValuesFromUrl, toFilters } from './searchFilters';
import { Toolbar } from './Toolbar';
import { useTreeParentSpec } from './treeParent';
import type { FetchList, FieldSpec, Filters, Operation, Row } from './types';
import { useCrudController } from './useCrudController';

export type ResourceCrudProps = {
  def: ResourceDef;
  /** Per-screen field overrides (options, components, hidden), never mutating the shared definition. */
  overrides?: Record<string, Partial<FieldSpec>>;
  dateRanges?: DateRangeSearch[];
  /** Fields edited in place in the table. */
  editable?: string[];
  extraRowActions?: (row: Row) => Operation[];
  /** Row operations shown before the standard ones (a workflow's next steps). */
  leadingRowActions?: (row: Row) => Operation[];
  /** Toolbar buttons after the standard ones, given the selected rows. */
  extraToolbarActions?: (selected: Row[]) => Operation[];
  /** Fixed filters of the list (e.g. the menu picked beside it); also the defaults of a new row. */
  baseFilters?: Filters;
  /** Called with the server's answer after a successful add or update. */
  onSaved?: (saved: unknown, values: Record<string, unknown>) => void;
  /** Replaces the form dialog's read-only view (e.g. a detail drawer). */
  onView?: (row: Row) => void;
  /** Screen-specific dialogs rendered beside the standard ones. */
  children?: ReactNode;
  /** Another list call of the resource (e.g. an open-items list); default its `page`. */
  fetchList?: FetchList;
  /** Cache key of the list when `fetchList` is given (each list keeps its own). */
  listKey?: string;
  /**
   * No export: the list is not the resource's search (e.g. an open-items or to-do list), so the
   * layer's export, which writes the resource's search, would hold other rows than it shows.
   */
  noExport?: boolean;
  /** A list without pager (a tree's forest). */
  paged?: boolean;
  /** Label of a tree's parent picker (default '上级节点'). */
  parentLabel?: Text;
  /** Offers 'add child' on each row, opening the form with these values. */
  childOf?: (row: Row) => Record<string, unknown>;
  /** Expansion and row mapping of a lazily loaded tree (see `TreeCrud`'s lazy mode). */
  tree?: Pick<ResourceTableProps, 'expandable' | 'mapRows'>;
};

/** The whole generic CRUD screen of one resource definition. */
export function ResourceCrud(props: ResourceCrudProps) {
  const { def, overrides, dateRanges, editable, extraRowActions, extraToolbarActions, baseFilters, onView } =
    props;
  const { t } = useTranslation();
  const text = useText();
  const { modal } = useFeedback();
  const calls = useMemo(() => resourceApi(def), [def]);
  const queryKey = useMemo(() => ['crud', def.name, props.listKey ?? 'page'], [def.name, props.listKey]);
  const specs = useMemo(() => fieldSpecs(def.fields, overrides), [def.fields, overrides]);
  // the page's address may carry search values (a figure on the home page links here): its own
  // tab's, not the browser's, which belongs to whichever tab is active
  const pageParams = usePageSearchParams();
  const searchFields = useMemo(() => searchSpecs(specs), [specs]);
  const [urlSearch] = useState(() => searchValuesFromUrl(searchFields, pageParams));
  const crud = useCrudController({
    queryKey,
    baseFilters,
    initialFilters: toFilters(searchFields, urlSearch),
    calls: {
      fetchList: props.fetchList ?? calls.page,
      submit: calls.submit,
      remove: calls.remove,
      detail: calls.detail,
    },
  });
  const parent = useTreeParentSpec(def, props.parentLabel);
  const form = useMemo(() => (parent ? [parent, ...formSpecs(specs)] : formSpecs(specs)), [parent, specs]);
  const columnSettings = useColumnSettings(def.name);
  const [isColumnsOpen, setColumnsOpen] = useState(false);
  const [isImportOpen, setImportOpen] = useState(false);
  const codes: ButtonCodes = useMemo(
    () => ({
      add: permissionCode(def, 'add'),
      edit: permissionCode(def, 'edit'),
      delete: permissionCode(def, 'delete'),
      export: permissionCode(def, 'export'),
      import: permissionCode(def, 'import'),
    }),
    [def],
  );
  const label = t(`resource.${def.name}.label`, { defaultValue: text(def.label) });
  const titleOf = (spec: FieldSpec) =>
    t(`resource.${def.name}.fields.${spec.name}`, { defaultValue: text(spec.def.label) });
  // Read-only resources (logs, sent messages) get no add/edit/delete buttons, whatever the codes say.
  const isCallable = ({ key }: { key: string }) =>
    key === 'add' || key === 'edit' ? hasCall(def, 'submit') : key !== 'delete' || hasCall(def, 'remove');
  const addChild = (row: Row): Operation[] =>
    props.childOf && hasCall(def, 'submit')
      ? [
          {
            key: 'addChild',
            label: t('crud.addChild'),
            icon: <PlusOutlined />,
            code: codes.add,
            onClick: () => crud.openAdd(props.childOf?.(row)),
          },
        ]
      : [];
  const standardRow = (row: Row) =>
    rowOperations(crud, t, codes, row)
      .filter(isCallable)
      .map((op) => (op.key === 'view' && onView ? { ...op, onClick: () => onView(row) } : op));

  const onExport = () =>
    modal.confirm({
      title: t('crud.confirmTitle'),
      content: <ExportConfirm />,
      onOk: () => calls.exportExcel(exportQuery(crud.list.query), label),
    });

  return (
    <div className="crud-page crud-fill">
      <SearchBar
        fields={searchFields}
        dateRanges={dateRanges}
        onSearch={crud.list.search}
        onReset={crud.list.reset}
        initialValues={urlSearch}
      />
      <ResourceTable
        list={crud.list}
        fields={specs}
        firstScreen={def.firstScreen}
        titleOf={titleOf}
        editable={editable}
        paged={props.paged}
        expandable={props.tree?.expandable}
        mapRows={props.tree?.mapRows}
        onCellSave={async (row, field, value) => {
          await calls.submit({ ...row, [field]: value });
          await crud.list.refresh();
        }}
        columnSettings={columnSettings}
        rowActions={(row) => [
          ...addChild(row),
          ...(props.leadingRowActions?.(row) ?? []),
          ...standardRow(row),
          ...(extraRowActions?.(row) ?? []),
        ]}
        toolbar={
          <Toolbar
            operations={[
              ...toolbarOperations(crud, t, codes, {
                onExport:
                  props.noExport || (def.calls && !def.calls.includes('exportExcel')) ? undefined : onExport,
                onImport: def.calls && !def.calls.includes('import') ? undefined : () => setImportOpen(true),
              })
                .filter(isCallable)
                .map((op) =>
                  op.key === 'add' && baseFilters ? { ...op, onClick: () => crud.openAdd(baseFilters) } : op,
                ),
              ...(extraToolbarActions?.(crud.list.selectedRows) ?? []),
            ]}
            onRefresh={() => void crud.list.refresh()}
            onColumns={() => setColumnsOpen(true)}
          />
        }
      />
      <OnceOpened open={crud.dialog.open}>
        <FormDialog
          open={crud.dialog.open}
          mode={crud.dialog.mode}
          title={`${label} · ${t(`crud.${crud.dialog.mode}`)}`}
          fields={form}
          initialValues={crud.dialog.row}
          isLoading={crud.dialog.isLoading}
          onSubmit={async (values) => {
            const saved = await crud.submit(values);
            props.onSaved?.(saved, values);
          }}
          onClose={crud.closeDialog}
        />
      </OnceOpened>
      <OnceOpened open={isColumnsOpen}>
        <ColumnSettingsDrawer
          open={isColumnsOpen}
          onClose={() => setColumnsOpen(false)}
          columns={columnChoices(specs, def.firstScreen, titleOf)}
          columnSettings={columnSettings}
        />
      </OnceOpened>
      <OnceOpened open={isImportOpen}>
        <ImportDialog
          open={isImportOpen}
          onClose={() => setImportOpen(false)}
          onImport={calls.importFile}
          onTemplate={calls.template}
          onDone={() => void crud.list.refresh()}
        />
      </OnceOpened>
      {props.children}
    </div>
  );
}
