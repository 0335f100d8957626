import { useQuery } from '@tanstack/react-query';
import { Button, Drawer, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Row } from '@/crud/types';
import { api } from '@/http/request';
import { useCan } from '@/stores/session';
import { RaiseDangerDialog } from './RaiseDangerDialog';

/** The answered items of one check record; a FAIL item registers its danger from here. */
export function ItemsDrawer(props: { record: Row | null; onClose: () => void }) {
  const { record, onClose } = props;
  const { t } = useTranslation();
  const canRaise = useCan('dangerRecord_add');
  const [raising, setRaising] = useState<Row | null>(null);
  const items = useQuery({
    queryKey: ['check-record-items', record?.id],
    enabled: Boolean(record),
    queryFn: () =>
      api<{ records: Row[] }>({
        url: '/api/shtmp-check/checkRecordItem/list',
        method: 'post',
        data: { recordId: record!.id, size: 500 },
      }),
  });
  return (
    <Drawer
      open={Boolean(record)}
      onClose={onClose}
      size="large"
      title={`${t('checkPage.items')} · ${String(record?.recordNo ?? '')}`}
    >
      <Table<Row>
        rowKey="id"
        size="small"
        pagination={false}
        loading={items.isLoading}
        dataSource={items.data?.records ?? []}
        columns={[
          { title: t('checkPage.content'), dataIndex: 'contentSnapshot' },
          {
            title: t('checkPage.result'),
            dataIndex: 'result',
            render: (v: string, row) => (
              <Tag color={v === 'FAIL' ? 'red' : v === 'PASS' ? 'green' : 'default'}>
                {String(row.resultName ?? v)}
              </Tag>
            ),
          },
          { title: t('checkPage.value'), dataIndex: 'value' },
          { title: t('checkPage.problem'), dataIndex: 'description' },
          {
            title: t('checkPage.actions'),
            key: 'danger',
            render: (_: unknown, row: Row) =>
              row.dangerRecordId ? (
                <Link to={`/danger/detail?id=${String(row.dangerRecordId)}`} onClick={onClose}>
                  <Tag color="orange" data-testid="danger-linked">
                    {t('checkPage.dangerLinked')}
                  </Tag>
                </Link>
              ) : canRaise && row.result === 'FAIL' && row.dangerDraft ? (
                <Button size="small" type="link" danger onClick={() => setRaising(row)}>
                  {t('checkPage.raiseDanger')}
                </Button>
              ) : null,
          },
        ]}
      />
      <RaiseDangerDialog
        item={raising}
        onClose={() => setRaising(null)}
        onDone={() => void items.refetch()}
      />
    </Drawer>
  );
}
