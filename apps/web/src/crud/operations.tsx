import {
  DeleteOutlined,
  DownloadOutlined,
  EditOutlined,
  EyeOutlined,
  PlusOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import type { TFunction } from 'i18next';
import type { Operation, Row } from './types';
import type { CrudController } from './useCrudController';

/** Permission codes of the standard buttons (`${prefix}_add` …). Absent → always shown. */
export type ButtonCodes = Partial<Record<'add' | 'edit' | 'delete' | 'view' | 'export' | 'import', string>>;

export function buttonCodes(prefix: string): Required<ButtonCodes> {
  return {
    add: `${prefix}_add`,
    edit: `${prefix}_edit`,
    delete: `${prefix}_delete`,
    view: `${prefix}_view`,
    export: `${prefix}_export`,
    import: `${prefix}_import`,
  };
}

/** Toolbar add / edit / delete (plus export and import when handlers are given). */
export function toolbarOperations(
  crud: CrudController,
  t: TFunction,
  codes: ButtonCodes,
  extra: { onExport?: () => void; onImport?: () => void } = {},
): Operation[] {
  const ops: Operation[] = [
    {
      key: 'add',
      label: t('crud.add'),
      icon: <PlusOutlined />,
      code: codes.add,
      onClick: () => crud.openAdd(),
    },
    {
      key: 'edit',
      label: t('crud.edit'),
      icon: <EditOutlined />,
      code: codes.edit,
      onClick: crud.editSelected,
    },
    {
      key: 'delete',
      label: t('crud.delete'),
      icon: <DeleteOutlined />,
      code: codes.delete,
      danger: true,
      onClick: crud.removeSelected,
    },
  ];
  if (extra.onImport)
    ops.push({
      key: 'import',
      label: t('crud.import'),
      icon: <UploadOutlined />,
      code: codes.import,
      onClick: extra.onImport,
    });
  if (extra.onExport)
    ops.push({
      key: 'export',
      label: t('crud.export'),
      icon: <DownloadOutlined />,
      code: codes.export,
      onClick: extra.onExport,
    });
  return ops;
}

/** Row view / edit / delete. */
export function rowOperations(crud: CrudController, t: TFunction, codes: ButtonCodes, row: Row): Operation[] {
  return [
    {
      key: 'view',
      label: t('crud.view'),
      icon: <EyeOutlined />,
      code: codes.view,
      onClick: () => crud.openView(row),
    },
    {
      key: 'edit',
      label: t('crud.edit'),
      icon: <EditOutlined />,
      code: codes.edit,
      onClick: () => crud.openEdit(row),
    },
    {
      key: 'delete',
      label: t('crud.delete'),
      icon: <DeleteOutlined />,
      code: codes.delete,
      danger: true,
      onClick: () => crud.removeRow(row),
    },
  ];
}
