import { DeleteOutlined, EditOutlined, EyeOutlined, PlusOutlined, SubnodeOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Table } from 'antd';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buildColumns } from '@/crud/columns';
import { DetailDrawer } from '@/crud/DetailDrawer';
import { FormDialog } from '@/crud/FormDialog';
import { useFeedback } from '@/crud/feedback';
import { useText } from '@/crud/i18n';
import { RowActions } from '@/crud/RowActions';
import { SearchBar } from '@/crud/SearchBar';
import { Toolbar } from '@/crud/Toolbar';
import type { FormMode, Operation, Row } from '@/crud/types';
import { useFillHeight } from '@/crud/useFillHeight';
import { regionSpecs } from './regionFields';
import { childLevel, type RegionRow } from './regionTree';
import { ROOT_PARENT, useRegionTree } from './useRegionTree';

type Dialog = { mode: FormMode; row: Record<string, unknown> } | null;

/** /system/region — regions as a lazily loaded tree: add child, edit, delete, detail drawer. */
export default function RegionPage() {
  const { t } = useTranslation();
  const text = useText();
  const { message, modal } = useFeedback();
  const tableId = useId();
  const tree = useRegionTree();
  const { ref, bodyHeight } = useFillHeight<HTMLDivElement>();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [viewing, setViewing] = useState<RegionRow | null>(null);
  const specs = useMemo(
    () =>
      regionSpecs([0, 1, 2, 3, 4, 5].map((value) => ({ value, label: t(`adminRegion.levels.l${value}`) }))),
    [t],
  );
  const detail = useQuery({
    queryKey: ['region', 'detail', viewing?.code],
    queryFn: () => tree.detail(viewing!.code),
    enabled: Boolean(viewing),
  });

  const addChild = (parent: RegionRow) =>
    setDialog({
      mode: 'add',
      row: {
        parentCode: parent.code,
        code: parent.code === '00' ? '' : parent.code,
        sort: 0,
        regionLevel: childLevel(parent),
      },
    });
  const remove = (row: RegionRow) =>
    modal.confirm({
      title: t('crud.confirmTitle'),
      content: t('crud.confirmDelete'),
      okText: t('crud.ok'),
      cancelText: t('crud.cancel'),
      onOk: async () => {
        await tree.remove(row.code);
        message.success(t('crud.deleted'));
        await tree.refreshBranch(row.parentCode);
      },
    });
  const rowActions = (row: RegionRow): Operation[] => [
    { key: 'view', label: t('crud.view'), icon: <EyeOutlined />, onClick: () => setViewing(row) },
    {
      key: 'addChild',
      label: t('adminRegion.addChild'),
      icon: <SubnodeOutlined />,
      code: 'region_add',
      onClick: () => addChild(row),
    },
    {
      key: 'edit',
      label: t('crud.edit'),
      icon: <EditOutlined />,
      code: 'region_edit',
      onClick: () => setDialog({ mode: 'edit', row: { ...row, id: undefined } }),
    },
    {
      key: 'delete',
      label: t('crud.delete'),
      icon: <DeleteOutlined />,
      code: 'region_delete',
      danger: true,
      onClick: () => remove(row),
    },
  ];
  const columns = [
    ...buildColumns({ fields: specs, titleOf: (s) => text(s.def.label), tableId }),
    {
      key: '__actions',
      title: t('crud.actions'),
      width: 300,
      fixed: 'right' as const,
      render: (_: unknown, row: Row) => <RowActions operations={rowActions(row as RegionRow)} />,
    },
  ];

  const submit = async (values: Record<string, unknown>) => {
    const isUpdate = dialog?.mode === 'edit';
    await tree.submit({ ...values, id: undefined });
    message.success(t(isUpdate ? 'crud.updated' : 'crud.added'));
    setDialog(null);
    await tree.refreshBranch(String(values.parentCode ?? ROOT_PARENT));
  };

  return (
    <div className="crud-page crud-fill">
      <SearchBar
        fields={specs.filter((s) => s.def.search)}
        onSearch={(filters) => tree.search(filters as Record<string, string>)}
        onReset={tree.reset}
      />
      <div className="crud-table" style={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 }}>
        <Toolbar
          operations={[
            {
              key: 'add',
              label: t('crud.add'),
              icon: <PlusOutlined />,
              code: 'region_add',
              onClick: () => setDialog({ mode: 'add', row: { parentCode: '00', sort: 0, regionLevel: 1 } }),
            },
          ]}
          onRefresh={() => void tree.refreshBranch(ROOT_PARENT)}
        />
        <div ref={ref} style={{ flex: 1, minHeight: 0 }}>
          <Table<Row>
            rowKey="code"
            size="middle"
            bordered
            loading={tree.isLoading}
            dataSource={tree.forest}
            columns={columns}
            pagination={false}
            scroll={{ x: 'max-content', y: bodyHeight }}
            expandable={{
              expandedRowKeys: tree.expanded,
              onExpand: (isOpen, row) => tree.onExpand(isOpen, row as RegionRow),
            }}
          />
        </div>
      </div>
      <FormDialog
        open={Boolean(dialog)}
        mode={dialog?.mode ?? 'add'}
        title={`${t('menu.region')} · ${t(`crud.${dialog?.mode ?? 'add'}`)}`}
        fields={specs.filter((s) => s.def.form !== false)}
        initialValues={dialog?.row}
        onSubmit={submit}
        onClose={() => setDialog(null)}
      />
      <DetailDrawer
        open={Boolean(viewing)}
        title={String(viewing?.name ?? '')}
        fields={specs}
        row={detail.data ?? viewing}
        isLoading={detail.isFetching}
        onClose={() => setViewing(null)}
      />
    </div>
  );
}
