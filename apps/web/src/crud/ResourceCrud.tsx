import { permissionCode, type ResourceDef } from '@dp/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ColumnSettingsDrawer } from './ColumnSettingsDrawer';
import { useColumnSettings } from './columnSettings';
import { FormDialog } from './FormDialog';
import { useFeedback } from './feedback';
import { fieldSpecs, formSpecs, searchSpecs } from './fields';
import { ImportDialog } from './ImportDialog';
import { type ButtonCodes, rowOperations, toolbarOperations } from './operations';
import { ResourceTable } from './ResourceTable';
import { resourceApi } from './resourceApi';
import { type DateRangeSearch, SearchBar } from './SearchBar';
import { Toolbar } from './Toolbar';
import type { FieldSpec, Operation, Row } from './types';
import { useCrudController } from './useCrudController';

export type ResourceCrudProps = {
  def: ResourceDef;
  /** Per-screen field overrides (options, components, hidden), never mutating the shared definition. */
  overrides?: Record<string, Partial<FieldSpec>>;
  dateRanges?: DateRangeSearch[];
  /** Fields edited in place in the table. */
  editable?: string[];
  extraRowActions?: (row: Row) => Operation[];
};

/** The whole generic CRUD screen of one resource definition. */
export function ResourceCrud({ def, overrides, dateRanges, editable, extraRowActions }: ResourceCrudProps) {
  const { t } = useTranslation();
  const { modal } = useFeedback();
  const calls = useMemo(() => resourceApi(def), [def]);
  const queryKey = useMemo(() => ['crud', def.name], [def.name]);
  const crud = useCrudController({
    queryKey,
    calls: { fetchList: calls.page, submit: calls.submit, remove: calls.remove, detail: calls.detail },
  });
  const specs = useMemo(() => fieldSpecs(def.fields, overrides), [def.fields, overrides]);
  const form = useMemo(() => formSpecs(specs), [specs]);
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
  const label = t(`resource.${def.name}.label`, { defaultValue: def.label.zh });
  const titleOf = (spec: FieldSpec) =>
    t(`resource.${def.name}.fields.${spec.name}`, { defaultValue: spec.def.label.zh });

  const onExport = () =>
    modal.confirm({
      title: t('crud.confirmTitle'),
      content: t('crud.exportConfirm'),
      onOk: () => calls.exportExcel(crud.list.state.filters, label),
    });

  return (
    <div className="crud-page crud-fill">
      <SearchBar
        fields={searchSpecs(specs)}
        dateRanges={dateRanges}
        onSearch={crud.list.search}
        onReset={crud.list.reset}
      />
      <ResourceTable
        list={crud.list}
        fields={specs}
        titleOf={titleOf}
        editable={editable}
        onCellSave={async (row, field, value) => {
          await calls.submit({ ...row, [field]: value });
          await crud.list.refresh();
        }}
        columnSettings={columnSettings}
        rowActions={(row) => [...rowOperations(crud, t, codes, row), ...(extraRowActions?.(row) ?? [])]}
        toolbar={
          <Toolbar
            operations={toolbarOperations(crud, t, codes, {
              onExport: def.calls && !def.calls.includes('exportExcel') ? undefined : onExport,
              onImport: def.calls && !def.calls.includes('import') ? undefined : () => setImportOpen(true),
            })}
            onRefresh={() => void crud.list.refresh()}
            onColumns={() => setColumnsOpen(true)}
          />
        }
      />
      <FormDialog
        open={crud.dialog.open}
        mode={crud.dialog.mode}
        title={`${label} · ${t(`crud.${crud.dialog.mode}`)}`}
        fields={form}
        initialValues={crud.dialog.row}
        isLoading={crud.dialog.isLoading}
        onSubmit={crud.submit}
        onClose={crud.closeDialog}
      />
      <ColumnSettingsDrawer
        open={isColumnsOpen}
        onClose={() => setColumnsOpen(false)}
        columns={specs.filter((s) => s.def.list !== false).map((s) => ({ key: s.name, title: titleOf(s) }))}
        columnSettings={columnSettings}
      />
      <ImportDialog
        open={isImportOpen}
        onClose={() => setImportOpen(false)}
        onImport={calls.importFile}
        onTemplate={calls.template}
        onDone={() => void crud.list.refresh()}
      />
    </div>
  );
}
