import type { TreeNode } from '@dp/domain';
import { useQuery } from '@tanstack/react-query';
import { Button, DatePicker, Form, Select, Space, TreeSelect } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useDictOptions } from '@/crud/dict';
import type { TreeOption } from '@/crud/types';
import { api } from '@/http/request';
import type { StatFilters } from './api';

export type FilterField = 'checkType' | 'level' | 'riskLevel';

const DICTS: Record<FilterField, string> = {
  checkType: 'CHECK_TYPE',
  level: 'DANGER_LEVEL',
  riskLevel: 'RISK_LEVEL',
};

/** This calendar year, the server's default period. */
export function currentYear(): StatFilters {
  const y = dayjs().year();
  return { startDate: `${y}-01-01`, endDate: `${y}-12-31` };
}

const toTree = (nodes: TreeNode[]): TreeOption[] =>
  nodes.map((n) => ({ title: n.title, value: n.id, children: n.children ? toTree(n.children) : undefined }));

function DictSelect({
  field,
  value,
  onChange,
}: {
  field: FilterField;
  value?: string;
  onChange?: (v?: string) => void;
}) {
  const { t } = useTranslation();
  const options = useDictOptions({ dict: DICTS[field], dictBiz: true });
  return (
    <Select
      allowClear
      style={{ width: 180 }}
      value={value}
      onChange={onChange}
      options={options}
      placeholder={t(`statistics.filter.${field}`)}
    />
  );
}

type FormValues = { period?: [Dayjs, Dayjs]; deptId?: string } & Partial<Record<FilterField, string>>;

/** Period, department subtree and the optional dictionary filters of a statistics screen. */
export function StatsFilterBar({
  value,
  onChange,
  fields = [],
}: {
  value: StatFilters;
  onChange: (f: StatFilters) => void;
  fields?: FilterField[];
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const depts = useQuery({
    queryKey: ['statistics', 'deptTree'],
    queryFn: () => api<TreeNode[]>({ url: '/api/calf-system/dept/tree' }),
    staleTime: 60_000,
  });
  const initial: FormValues = {
    period: value.startDate && value.endDate ? [dayjs(value.startDate), dayjs(value.endDate)] : undefined,
    deptId: value.deptId,
    checkType: value.checkType,
    level: value.level,
    riskLevel: value.riskLevel,
  };
  const submit = (v: FormValues) =>
    onChange({
      startDate: v.period?.[0]?.format('YYYY-MM-DD'),
      endDate: v.period?.[1]?.format('YYYY-MM-DD'),
      deptId: v.deptId,
      checkType: v.checkType,
      level: v.level,
      riskLevel: v.riskLevel,
    });
  return (
    <Form form={form} layout="inline" initialValues={initial} onFinish={submit} className="stats-filter">
      <Form.Item name="period" label={t('statistics.filter.period')}>
        <DatePicker.RangePicker allowClear={false} />
      </Form.Item>
      <Form.Item name="deptId" label={t('statistics.filter.dept')}>
        <TreeSelect
          allowClear
          style={{ width: 200 }}
          treeData={depts.data ? toTree(depts.data) : []}
          treeDefaultExpandAll
          placeholder={t('statistics.filter.allDepts')}
        />
      </Form.Item>
      {fields.map((f) => (
        <Form.Item key={f} name={f}>
          <DictSelect field={f} />
        </Form.Item>
      ))}
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            {t('statistics.filter.search')}
          </Button>
          <Button
            onClick={() => {
              const year = currentYear();
              form.setFieldsValue({
                period: [dayjs(year.startDate), dayjs(year.endDate)],
                deptId: undefined,
                checkType: undefined,
                level: undefined,
                riskLevel: undefined,
              });
              onChange(year);
            }}
          >
            {t('statistics.filter.reset')}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
