import { useQuery } from '@tanstack/react-query';
import { Button, Checkbox, Empty, Input, Modal, Select, Space, Table } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '@/crud/feedback';
import type { Row } from '@/crud/types';
import { api } from '@/http/request';
import { datasourceOptions, tableList } from '../common/devApi';
import {
  COMPONENTS,
  FLAGS,
  type Flag,
  fromServer,
  type Prototype,
  QUERY_TYPES,
  toSubmitPayload,
} from './prototype';

const BASE = '/api/calf-develop';

/** Saved prototypes of the model, else the live columns of its table. */
const loadPrototypes = (modelId: string, datasourceId?: string) =>
  api<Record<string, unknown>[]>({
    url: `${BASE}/model/model-prototype`,
    params: { modelId, datasourceId },
  }).then((list) => list.map(fromServer));

/** "Configure fields" of a model: pick the table, then edit list/form/query flags, component, dictionary. */
export function FieldsDialog({ model, onClose }: { model: Row | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [datasourceId, setDatasourceId] = useState<string>();
  const [table, setTable] = useState<string>();
  const [rows, setRows] = useState<Prototype[]>([]);
  const [isSaving, setSaving] = useState(false);
  const datasources = useQuery({
    queryKey: ['develop', 'datasources'],
    queryFn: datasourceOptions,
    enabled: Boolean(model),
  });
  const tables = useQuery({
    queryKey: ['develop', 'tables', datasourceId],
    queryFn: () => tableList(datasourceId),
    enabled: Boolean(model),
  });

  useEffect(() => {
    if (!model) return;
    const ds = model.datasourceId ? String(model.datasourceId) : undefined;
    setDatasourceId(ds);
    setTable(String(model.modelTable ?? ''));
    setRows([]);
    void loadPrototypes(model.id, ds)
      .then(setRows)
      .catch(() => undefined);
  }, [model]);

  const patch = (index: number, change: Partial<Prototype>) =>
    setRows((list) => list.map((r, i) => (i === index ? { ...r, ...change } : r)));

  const save = async () => {
    if (!model) return;
    setSaving(true);
    try {
      await api({
        url: `${BASE}/model-prototype/submit-list`,
        method: 'post',
        data: toSubmitPayload(model.id, rows),
      });
      message.success(t('adminDev.saved'));
      onClose();
    } finally {
      setSaving(false);
    }
  };

  const flagColumn = (flag: Flag) => ({
    key: flag,
    title: t(`resource.modelPrototype.fields.${flag}`),
    width: 80,
    align: 'center' as const,
    render: (_: unknown, row: Prototype, i: number) => (
      <Checkbox
        aria-label={`${row.jdbcName} ${flag}`}
        checked={row[flag]}
        onChange={(e) => patch(i, { [flag]: e.target.checked })}
      />
    ),
  });
  const field = (key: string) => t(`resource.modelPrototype.fields.${key}`);

  return (
    <Modal
      open={Boolean(model)}
      title={t('adminDev.configureTitle', { name: model?.modelName ?? '' })}
      width="90%"
      mask={{ closable: false }}
      okText={t('crud.save')}
      cancelText={t('crud.cancel')}
      confirmLoading={isSaving}
      okButtonProps={{ disabled: rows.length === 0 }}
      onOk={() => void save()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Space wrap style={{ marginBottom: 12 }}>
        <Select
          allowClear
          style={{ width: 220 }}
          placeholder={t('adminDev.datasource')}
          options={datasources.data}
          value={datasourceId}
          onChange={setDatasourceId}
        />
        <Select
          showSearch
          style={{ width: 320 }}
          placeholder={t('adminDev.table')}
          value={table || undefined}
          options={(tables.data ?? []).map((tb) => ({ label: tb.comment || tb.name, value: tb.name }))}
          onChange={setTable}
        />
        <Button
          disabled={!model}
          onClick={async () => {
            if (!model) return;
            if (table && table !== model.modelTable) {
              await api({
                url: `${BASE}/model/submit`,
                method: 'post',
                data: { ...model, modelTable: table },
              });
            }
            setRows(await loadPrototypes(model.id, datasourceId));
          }}
        >
          {t('adminDev.loadFields')}
        </Button>
      </Space>
      {rows.length === 0 ? (
        <Empty description={t('adminDev.noFields')} />
      ) : (
        <Table<Prototype>
          rowKey="jdbcName"
          size="small"
          bordered
          pagination={false}
          scroll={{ x: 'max-content', y: 480 }}
          dataSource={rows}
          columns={[
            { key: 'jdbcName', dataIndex: 'jdbcName', title: field('jdbcName'), fixed: 'left' },
            { key: 'jdbcType', dataIndex: 'jdbcType', title: field('jdbcType') },
            {
              key: 'comment',
              title: field('comment'),
              render: (_, row, i) => (
                <Input
                  size="small"
                  value={row.comment}
                  onChange={(e) => patch(i, { comment: e.target.value })}
                />
              ),
            },
            {
              key: 'propertyName',
              title: field('propertyName'),
              render: (_, row, i) => (
                <Input
                  size="small"
                  value={row.propertyName}
                  onChange={(e) => patch(i, { propertyName: e.target.value })}
                />
              ),
            },
            ...FLAGS.map(flagColumn),
            {
              key: 'componentType',
              title: field('componentType'),
              width: 130,
              render: (_, row, i) => (
                <Select
                  size="small"
                  style={{ width: 120 }}
                  value={row.componentType}
                  options={COMPONENTS.map((c) => ({ value: c, label: t(`adminDev.components.${c}`) }))}
                  onChange={(componentType) => patch(i, { componentType })}
                />
              ),
            },
            {
              key: 'dictCode',
              title: field('dictCode'),
              render: (_, row, i) => (
                <Input
                  size="small"
                  value={row.dictCode}
                  onChange={(e) => patch(i, { dictCode: e.target.value })}
                />
              ),
            },
            {
              key: 'queryType',
              title: field('queryType'),
              width: 110,
              render: (_, row, i) => (
                <Select
                  size="small"
                  style={{ width: 100 }}
                  disabled={!row.isQuery}
                  value={row.queryType}
                  options={QUERY_TYPES.map((q) => ({ value: q, label: t(`adminDev.queryTypes.${q}`) }))}
                  onChange={(queryType) => patch(i, { queryType })}
                />
              ),
            },
          ]}
        />
      )}
    </Modal>
  );
}
