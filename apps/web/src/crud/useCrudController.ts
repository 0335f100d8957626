import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from './feedback';
import type { FetchList, FormMode, Row } from './types';
import { type UseResourceListOptions, useResourceList } from './useResourceList';

export type CrudCalls = {
  fetchList: FetchList;
  /** Insert when the row has no id, update otherwise (the `submit` call). */
  submit: (row: Record<string, unknown>) => Promise<unknown>;
  remove: (ids: string[]) => Promise<unknown>;
  /** Loads the full row before edit/view; the list row is used when absent. */
  detail?: (id: string) => Promise<Row>;
};

export type DialogState = {
  open: boolean;
  mode: FormMode;
  row?: Record<string, unknown>;
  isLoading?: boolean;
};

/** The message key for edit with the current selection, or null when exactly one row is selected. */
export function editSelectionError(rows: unknown[]): 'crud.selectOne' | 'crud.onlyOne' | null {
  if (rows.length === 0) return 'crud.selectOne';
  if (rows.length > 1) return 'crud.onlyOne';
  return null;
}

/** List state plus add / edit / view / delete with the spec's confirmations and messages. */
export function useCrudController({
  calls,
  ...listOptions
}: Omit<UseResourceListOptions, 'fetchList'> & {
  calls: CrudCalls;
}) {
  const { t } = useTranslation();
  const { message, modal } = useFeedback();
  const list = useResourceList({ ...listOptions, fetchList: calls.fetchList });
  const [dialog, setDialog] = useState<DialogState>({ open: false, mode: 'add' });

  const openRow = useCallback(
    async (mode: FormMode, row: Row) => {
      setDialog({ open: true, mode, row, isLoading: Boolean(calls.detail) });
      if (!calls.detail) return;
      try {
        const full = await calls.detail(row.id);
        setDialog((d) => (d.open && d.row?.id === row.id ? { ...d, row: full, isLoading: false } : d));
      } catch {
        setDialog((d) => ({ ...d, isLoading: false }));
      }
    },
    [calls],
  );

  const confirmRemove = (ids: string[], successKey: 'crud.deleted' | 'crud.batchDeleted') =>
    modal.confirm({
      title: t('crud.confirmTitle'),
      content: t('crud.confirmDelete'),
      okText: t('crud.ok'),
      cancelText: t('crud.cancel'),
      onOk: async () => {
        await calls.remove(ids);
        message.success(t(successKey));
        await list.refresh();
      },
    });

  return {
    list,
    dialog,
    openAdd: (initial?: Record<string, unknown>) => setDialog({ open: true, mode: 'add', row: initial }),
    openEdit: (row: Row) => void openRow('edit', row),
    openView: (row: Row) => void openRow('view', row),
    closeDialog: () => setDialog((d) => ({ ...d, open: false })),
    /** Toolbar edit: exactly one selected row. */
    editSelected: () => {
      const error = editSelectionError(list.selectedRows);
      if (error) message.warning(t(error));
      else void openRow('edit', list.selectedRows[0]);
    },
    removeRow: (row: Row) => confirmRemove([row.id], 'crud.deleted'),
    /** Toolbar delete: at least one selected row. */
    removeSelected: () => {
      if (list.selectedKeys.length === 0) message.warning(t('crud.selectAtLeastOne'));
      else confirmRemove(list.selectedKeys, 'crud.batchDeleted');
    },
    submit: async (values: Record<string, unknown>) => {
      const isUpdate = Boolean(values.id);
      const saved = await calls.submit(isUpdate ? values : { ...values, id: undefined });
      message.success(t(isUpdate ? 'crud.updated' : 'crud.added'));
      setDialog((d) => ({ ...d, open: false }));
      await list.refresh();
      return saved;
    },
  };
}

export type CrudController = ReturnType<typeof useCrudController>;
