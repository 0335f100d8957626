import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Empty } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/crud/FormDialog';
import { fieldSpecs, formSpecs } from '@/crud/fields';
import { buttonCodes, rowOperations, toolbarOperations } from '@/crud/operations';
import { ResourceTable } from '@/crud/ResourceTable';
import { Toolbar } from '@/crud/Toolbar';
import type { Row } from '@/crud/types';
import { DICT_DIALOG_WIDTH } from './DictParentPanel';
import { dictApi, toTreeOptions } from './dictApi';
import { childFields, type DictVariant } from './dictFields';
import { useDictCrud, useSealedOptions } from './useDictCrud';

type Props = { variant: DictVariant; parent?: Row; isFilling?: boolean };

/** Items of one dictionary as a tree table (operation column 300); code and parent fixed when editing. */
export function DictChildPanel({ variant, parent, isFilling }: Props) {
  const { t } = useTranslation();
  const sealed = useSealedOptions();
  const api = useMemo(() => dictApi(variant.isBiz), [variant.isBiz]);
  const baseFilters = useMemo(() => (parent ? { parentId: parent.id } : undefined), [parent]);
  const crud = useDictCrud(variant, 'child', api.children, baseFilters);
  const tree = useQuery({
    queryKey: ['dictAdmin', variant.isBiz ? 'biz' : 'system', 'tree'],
    queryFn: api.tree,
    enabled: crud.dialog.open,
  });
  const specs = useMemo(
    () =>
      fieldSpecs(childFields(variant), {
        code: { disabled: true },
        parentId: { disabled: true, treeData: toTreeOptions(tree.data) },
        isSealed: { options: sealed },
      }),
    [variant, sealed, tree.data],
  );
  const codes = buttonCodes(variant.isBiz ? 'dictBiz' : 'dict');

  if (!parent) return <Empty style={{ margin: 'auto' }} description={t('systemPages.pickParent')} />;

  const addUnder = (parentId: string) => crud.openAdd({ code: parent.code, parentId, isSealed: 0 });
  const mode = crud.dialog.mode;
  const toolbar = toolbarOperations(crud, t, codes).map((op) =>
    op.key === 'add' ? { ...op, onClick: () => addUnder(parent.id) } : op,
  );

  return (
    <div
      style={
        isFilling === false
          ? {}
          : { display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0, minWidth: 0 }
      }
    >
      <ResourceTable
        list={crud.list}
        isFilling={isFilling}
        fields={specs}
        paged={false}
        actionsWidth={300}
        rowActions={(row) => {
          const [view, edit, remove] = rowOperations(crud, t, codes, row);
          const addChild = {
            key: 'addChild',
            label: t('systemPages.addChild'),
            icon: <PlusOutlined />,
            code: codes.add,
            onClick: () => addUnder(row.id),
          };
          return [addChild, view, edit, remove];
        }}
        toolbar={<Toolbar operations={toolbar} onRefresh={() => void crud.list.refresh()} />}
      />
      <FormDialog
        open={crud.dialog.open}
        mode={mode}
        title={`${parent.dictValue ?? ''} · ${t(`crud.${mode}`)}`}
        fields={formSpecs(specs)}
        initialValues={crud.dialog.row}
        isLoading={crud.dialog.isLoading}
        width={DICT_DIALOG_WIDTH}
        maskClosable={false}
        onSubmit={crud.submit}
        onClose={crud.closeDialog}
      />
    </div>
  );
}
