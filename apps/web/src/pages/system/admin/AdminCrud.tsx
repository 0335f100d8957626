import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import '@/crud/crud.css';
import { FormDialog } from '@/crud/FormDialog';
import { formSpecs, searchSpecs } from '@/crud/fields';
import { buttonCodes, rowOperations, toolbarOperations } from '@/crud/operations';
import { ResourceTable } from '@/crud/ResourceTable';
import { SearchBar } from '@/crud/SearchBar';
import { Toolbar } from '@/crud/Toolbar';
import type { FieldSpec, Filters, FormMode, Operation, Row } from '@/crud/types';
import { type CrudCalls, type CrudController, useCrudController } from '@/crud/useCrudController';

export type AdminCrudProps = {
  /** Permission prefix of the page's buttons (`user` → user_add, user_edit …). */
  permission: string;
  /** Shown in the dialog title. */
  label: string;
  queryKey: readonly unknown[];
  calls: CrudCalls;
  fields: FieldSpec[];
  /** The form's fields per mode (e.g. a password only when adding); default every form field. */
  formFields?: (mode: FormMode, fields: FieldSpec[]) => FieldSpec[];
  baseFilters?: Filters;
  /** Standard row/toolbar actions to leave out (e.g. view). */
  without?: ('view' | 'edit' | 'delete')[];
  extraToolbar?: (crud: CrudController) => Operation[];
  extraRowActions?: (row: Row, crud: CrudController) => Operation[];
  onSaved?: (saved: unknown, values: Record<string, unknown>) => void;
  /** Replaces the standard submit (custom messages). */
  submit?: (crud: CrudController, values: Record<string, unknown>) => Promise<unknown>;
  /** Extra dialogs of the screen, given the controller. */
  children?: (crud: CrudController) => ReactNode;
  actionsWidth?: number;
};

/** Search bar, paged table, toolbar, row actions and form dialog of one admin screen. */
export function AdminCrud(props: AdminCrudProps) {
  const { t } = useTranslation();
  const { fields, without = [] } = props;
  const crud = useCrudController({
    queryKey: props.queryKey,
    calls: props.calls,
    baseFilters: props.baseFilters,
  });
  const codes = buttonCodes(props.permission);
  const mode = crud.dialog.mode;
  const form = (props.formFields ?? ((_m, f) => f))(mode, formSpecs(fields));

  const toolbar = [
    ...toolbarOperations(crud, t, codes)
      .filter((op) => !without.includes(op.key as 'edit'))
      .map((op) =>
        op.key === 'add' && props.baseFilters
          ? { ...op, onClick: () => crud.openAdd(props.baseFilters) }
          : op,
      ),
    ...(props.extraToolbar?.(crud) ?? []),
  ];
  const rowActions = (row: Row): Operation[] => {
    const standard = rowOperations(crud, t, codes, row).filter((op) => !without.includes(op.key as 'view'));
    // The screen's own actions come first so that they stay visible before 'more'.
    return [...(props.extraRowActions?.(row, crud) ?? []), ...standard];
  };

  return (
    <div className="crud-page crud-fill" style={{ minWidth: 0 }}>
      <SearchBar fields={searchSpecs(fields)} onSearch={crud.list.search} onReset={crud.list.reset} />
      <ResourceTable
        list={crud.list}
        fields={fields}
        actionsWidth={props.actionsWidth}
        rowActions={rowActions}
        toolbar={<Toolbar operations={toolbar} onRefresh={() => void crud.list.refresh()} />}
      />
      <FormDialog
        open={crud.dialog.open}
        mode={mode}
        title={`${props.label} · ${t(`crud.${mode}`)}`}
        fields={form}
        initialValues={crud.dialog.row}
        isLoading={crud.dialog.isLoading}
        onSubmit={async (values) => {
          if (props.submit) return props.submit(crud, values);
          const saved = await crud.submit(values);
          props.onSaved?.(saved, values);
        }}
        onClose={crud.closeDialog}
      />
      {props.children?.(crud)}
    </div>
  );
}
