import { SettingOutlined } from '@ant-design/icons';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/crud/FormDialog';
import { fieldSpecs, formSpecs, searchSpecs } from '@/crud/fields';
import { buttonCodes, rowOperations, toolbarOperations } from '@/crud/operations';
import { ResourceTable } from '@/crud/ResourceTable';
import { SearchBar } from '@/crud/SearchBar';
import { Toolbar } from '@/crud/Toolbar';
import type { Row } from '@/crud/types';
import { dictApi } from './dictApi';
import { type DictVariant, parentFields } from './dictFields';
import { useDictCrud, useSealedOptions } from './useDictCrud';

export const DICT_DIALOG_WIDTH = 880;

type Props = {
  variant: DictVariant;
  /** Opens or selects the items of a dictionary. */
  onConfigure: (row: Row) => void;
  selectedId?: string;
  /** false: the table grows with its rows (stacked layout). */
  isFilling?: boolean;
};

/** Dictionary headers: search, index, selection, view/edit/delete and 'items' (operation column 250). */
export function DictParentPanel({ variant, onConfigure, selectedId, isFilling }: Props) {
  const { t } = useTranslation();
  const sealed = useSealedOptions();
  const calls = useMemo(() => dictApi(variant.isBiz).parents, [variant.isBiz]);
  const crud = useDictCrud(variant, 'parent', calls);
  const specs = useMemo(
    () => fieldSpecs(parentFields(variant), { isSealed: { options: sealed } }),
    [variant, sealed],
  );
  const codes = buttonCodes(variant.isBiz ? 'dictBiz' : 'dict');
  const mode = crud.dialog.mode;

  return (
    <div
      style={
        isFilling === false
          ? {}
          : { display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0, minWidth: 0 }
      }
    >
      <SearchBar fields={searchSpecs(specs)} onSearch={crud.list.search} onReset={crud.list.reset} />
      <ResourceTable
        list={crud.list}
        isFilling={isFilling}
        fields={specs}
        actionsWidth={250}
        highlightedKey={selectedId}
        onRowClick={onConfigure}
        rowActions={(row) => {
          const [view, edit, remove] = rowOperations(crud, t, codes, row);
          const configure = {
            key: 'config',
            label: t('systemPages.config'),
            icon: <SettingOutlined />,
            onClick: () => onConfigure(row),
          };
          return [configure, view, edit, remove];
        }}
        toolbar={
          <Toolbar
            operations={toolbarOperations(crud, t, codes)}
            onRefresh={() => void crud.list.refresh()}
          />
        }
      />
      <FormDialog
        open={crud.dialog.open}
        mode={mode}
        title={`${t('systemPages.parentTitle')} · ${t(`crud.${mode}`)}`}
        fields={formSpecs(specs)}
        initialValues={crud.dialog.row}
        isLoading={crud.dialog.isLoading}
        width={DICT_DIALOG_WIDTH}
        maskClosable={false}
        onSubmit={(values) => crud.submit({ ...values, parentId: values.parentId ?? 0 })}
        onClose={crud.closeDialog}
      />
    </div>
  );
}
