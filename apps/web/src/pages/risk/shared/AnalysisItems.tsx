import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Drawer, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '@/crud/feedback';
import type { Row } from '@/crud/types';
import { api } from '@/http/request';
import { useCan } from '@/stores/session';
import { AnalysisTable, analysisRowsKey, useAnalysisRows } from './AnalysisTable';
import { type AnalysisKindConfig, ItemEditor } from './ItemEditor';
import './risk.css';

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
  const { data, isFetching } = useAnalysisRows(props.itemPath, props.config, headerId);
  const { data: factors } = useQuery({
    queryKey: ['risk-factors', props.config.factorUrl],
    queryFn: () => api<{ key: string; label: string }[]>({ url: props.config.factorUrl }),
    staleTime: 60_000,
  });
  const refresh = () => client.invalidateQueries({ queryKey: analysisRowsKey(props.itemPath, headerId) });
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
      <div style={{ marginTop: 12 }}>
        <AnalysisTable
          rows={rows}
          loading={isFetching}
          config={props.config}
          actions={(r) =>
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
            )
          }
        />
      </div>
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
