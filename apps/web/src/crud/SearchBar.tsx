import { ClearOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Col, DatePicker, Form, Row, Space } from 'antd';
import { useEffect, useState } from 'react';
import './crud.css';
import { useTranslation } from 'react-i18next';
import { FieldInput } from './FieldInput';
import { useText } from './i18n';
import { RANGE_FORMAT, toFilters } from './searchFilters';
import type { FieldSpec, Filters } from './types';
import { useFormName } from './useFormName';

/** A date range on any column; `inclusive` sends `_datege` instead of `_dategt` for the start. */
export type DateRangeSearch = { name: string; label: string; inclusive?: boolean };

type Props = {
  fields: FieldSpec[];
  /** Extra date-range searches on base columns (e.g. createTime). */
  dateRanges?: DateRangeSearch[];
  onSearch: (filters: Filters) => void;
  onReset: () => void;
  /** Values shown at first (the filters the list was opened with); clear empties them. */
  initialValues?: Record<string, unknown>;
};

/** A field as a search input: one value (`_equal` on a list means "contains it"), always editable. */
const searchSpec = (spec: FieldSpec): FieldSpec => ({
  ...spec,
  def: { ...spec.def, calc: undefined, numbering: undefined },
  component: spec.def.type === 'text' ? 'input' : spec.component,
  multiple: spec.def.multiple || spec.def.type === 'ids' ? false : spec.multiple,
});

/** Search form above a table: search and clear buttons, Enter submits (spans 8/6, ranges 16/8). */
export function SearchBar({ fields, dateRanges = [], onSearch, onReset, initialValues }: Props) {
  const { t } = useTranslation();
  const text = useText();
  const [form] = Form.useForm();
  const formName = useFormName('search');
  // set once rather than as the form's initialValues, so that clear really empties the form
  const [initial] = useState(initialValues);
  useEffect(() => {
    if (initial) form.setFieldsValue(initial);
  }, [form, initial]);
  if (fields.length === 0 && dateRanges.length === 0) return null;
  const ranges = [
    ...fields
      .filter((f) => f.def.search === 'daterange')
      .map((f) => ({ name: f.name, label: text(f.def.label) })),
    ...dateRanges,
  ];
  const plain = fields.filter((f) => f.def.search !== 'daterange');
  return (
    <Form
      form={form}
      name={formName}
      className="crud-search"
      onFinish={(values) => onSearch(toFilters(fields, values, dateRanges))}
      style={{ marginBottom: 12 }}
    >
      <Row gutter={[12, 12]} style={{ width: '100%' }}>
        {plain.map((spec) => (
          <Col key={spec.name} xs={24} md={8} xl={6} style={{ minWidth: 240 }}>
            <Form.Item name={spec.name} label={text(spec.def.label)}>
              <FieldInput spec={searchSpec(spec)} />
            </Form.Item>
          </Col>
        ))}
        {ranges.map((range) => (
          <Col key={range.name} xs={24} md={16} xl={8} style={{ minWidth: 360 }}>
            <Form.Item name={range.name} label={range.label}>
              <DatePicker.RangePicker
                showTime
                format={RANGE_FORMAT}
                style={{ width: '100%' }}
                placeholder={[t('crud.startDate'), t('crud.endDate')]}
              />
            </Form.Item>
          </Col>
        ))}
        <Col flex="auto">
          <Space>
            <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
              {t('crud.search')}
            </Button>
            <Button
              icon={<ClearOutlined />}
              onClick={() => {
                form.resetFields();
                onReset();
              }}
            >
              {t('crud.clear')}
            </Button>
          </Space>
        </Col>
      </Row>
    </Form>
  );
}
