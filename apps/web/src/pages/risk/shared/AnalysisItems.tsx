import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Drawer, Popconfirm, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '@/crud/feedback';
import type { Row } from '@/crud/types';
import { api } from '@/http/request';
import { useCan } from '@/stores/session';
import { type AnalysisKindConfig, ItemEditor } from './ItemEditor';
import { LevelTag } from './LevelTag';
import './risk.css';

type Page = { records: Row[]; total: number };

/** The analysed lines of one JHA/SCL header: table plus the live-scoring editor. */
export function AnalysisItems(props: {
  header: Row | null;
  itemPath: string;
  permission: string;
  config: AnalysisKindConfig;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const client = useQueryClient();
  const canEdit = useCan(`${props.permission}_item`);
  const [editing, setEditing] = useState<Partial<Row> | null>(null);
  const headerId = props.header?.id;
  const key = ['risk-items', props.itemPath, headerId];
  const { data, isFetching } = useQuery({
    queryKey: key,
    enabled: Boolean(headerId),
    queryFn: () =>
      api<Page>({
        url: `/api${props.itemPath}/page`,
        method: 'post',
        data: { [`${props.config.fk}_equal`]: headerId, current: 1, size: 500 },
      }),
  });
  const { data: factors } = useQuery({
    queryKey: ['risk-factors', props.config.factorUrl],
    queryFn: () => api<{ key: string; label: string }[]>({ url: props.config.factorUrl }),
    staleTime: 60_000,
  });
  const refresh = () => client.invalidateQueries({ queryKey: key });
  const rows = data?.records ?? [];
  const nextNo = rows.reduce((n, r) => Math.max(n, Number(r[props.config.noField] ?? 0)), 0) + 1;
  return (
    <Drawer
      open={Boolean(props.header)}
      width={1000}
      title={String(props.header?.name ?? '')}
      onClose={props.onClose}
      destroyOnHidden
    >
      {canEdit && (
        <Button
          type="primary"
          onClick={() =>
            setEditing({
              [props.config.fk]: headerId,
              [props.config.noField]: nextNo,
              evalMethod: props.header?.evalMethod ?? 'LEC',
              enableStatus: 'ENABLED',
            })
          }
        >
          {t('risk.addItem')}
        </Button>
      )}
      <Table<Row>
        rowKey="id"
        size="small"
        loading={isFetching}
        dataSource={rows}
        pagination={false}
        style={{ marginTop: 12 }}
        columns={[
          { title: t('risk.no'), dataIndex: props.config.noField, width: 60 },
          ...props.config.textFields.map((f) => ({ title: f.label, dataIndex: f.name, ellipsis: true })),
          {
            title: t('risk.score'),
            width: 90,
            render: (_: unknown, r: Row) => (r.evalMethod === 'LEC' ? `D=${r.lecD}` : `R=${r.lsR}`),
          },
          {
            title: t('risk.level'),
            width: 110,
            render: (_: unknown, r: Row) => <LevelTag level={r.riskLevel} />,
          },
          {
            title: '',
            width: 140,
            render: (_: unknown, r: Row) =>
              canEdit && (
                <Space>
                  <Button size="small" type="link" onClick={() => setEditing(r)}>
                    {t('crud.edit')}
                  </Button>
                  <Popconfirm
                    title={t('crud.confirmDelete')}
                    onConfirm={async () => {
                      await api({
                        url: `/api${props.itemPath}/remove`,
                        method: 'post',
                        params: { ids: r.id },
                      });
                      await refresh();
                    }}
                  >
                    <Button size="small" type="link" danger>
                      {t('crud.delete')}
                    </Button>
                  </Popconfirm>
                </Space>
              ),
          },
        ]}
      />
      {editing && (
        <ItemEditor
          open
          config={props.config}
          initial={editing}
          factors={factors ?? []}
          onCancel={() => setEditing(null)}
          onSubmit={async (values) => {
            await api({ url: `/api${props.itemPath}/submit`, method: 'post', data: values });
            message.success(t('risk.saved'));
            setEditing(null);
            await refresh();
          }}
        />
      )}
    </Drawer>
  );
}
