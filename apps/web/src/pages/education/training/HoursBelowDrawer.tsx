import { useQuery } from '@tanstack/react-query';
import { Drawer, InputNumber, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '@/http/request';

type Person = { userId: string; account: string; realName: string; deptName: string; hours: number };

/** People whose signed-in training hours of a year are below the tenant's required hours. */
export function HoursBelowDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [year, setYear] = useState(new Date().getFullYear());
  const { data, isLoading } = useQuery({
    queryKey: ['education', 'hoursBelow', year],
    queryFn: () =>
      api<{ required: number; people: Person[] }>({
        url: '/api/shtmp-education/trainingRecord/hoursBelow',
        params: { year },
      }),
    enabled: open,
  });
  return (
    <Drawer
      open={open}
      onClose={onClose}
      width="min(720px, 96vw)"
      title={t('education.hoursBelowTitle', { year, required: data?.required ?? '' })}
      extra={
        <InputNumber
          aria-label={t('education.year')}
          min={2000}
          max={2100}
          value={year}
          onChange={(v) => v && setYear(v)}
        />
      }
    >
      <Table<Person>
        rowKey="userId"
        size="small"
        loading={isLoading}
        dataSource={data?.people ?? []}
        pagination={{ pageSize: 20 }}
        columns={[
          {
            key: 'name',
            title: t('education.name'),
            render: (_, p) => `${p.realName || p.account} (${p.account})`,
          },
          { key: 'dept', title: t('education.dept'), dataIndex: 'deptName' },
          { key: 'hours', title: t('education.hours'), dataIndex: 'hours', align: 'right' },
        ]}
      />
    </Drawer>
  );
}
