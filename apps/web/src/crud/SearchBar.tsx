import { ClearOutlined, DownOutlined, SearchOutlined, UpOutlined } from '@ant-design/icons';
import { Badge, Button, Col, DatePicker, Form, Row, Space } from 'antd';
import { memo, useEffect, useState } from 'react';
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

/**
 * Searches shown while the bar is folded: one row on a wide screen, beside the buttons (as avue's
 * `searchIndex`). The others render only when unfolded — a list with ten searches rendered all
 * their selects and pickers on every first opening, the largest part of the page's render.
 */
export const FOLDED_SEARCHES = 3;

const hasValue = (v: unknown) =>
  v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0);

const NO_RANGES: DateRangeSearch[] = [];

/**
 * Search form above a table: search and clear buttons, Enter submits (spans 8/6, ranges 16/8).
 * More than FOLDED_SEARCHES searches fold behind a 展开/收起 toggle; a folded search keeps its
 * value (the form keeps it) and the toggle shows how many such conditions are hidden. Memoised:
 * the list's rows, page and selection change far more often than its search fields.
 */
export const SearchBar = memo(function SearchBar({
  fields,
  dateRanges = NO_RANGES,
  onSearch,
  onReset,
  initialValues,
}: Props) {
  const { t } = useTranslation();
  const text = useText();
  const [form] = Form.useForm();
  const formName = useFormName('search');
  // set once rather than as the form's initialValues, so that clear really empties the form
  const [initial] = useState(initialValues);
  useEffect(() => {
    if (initial) form.setFieldsValue(initial);
  }, [form, initial]);
  const [expanded, setExpanded] = useState<boolean | null>(null);
  if (fields.length === 0 && dateRanges.length === 0) return null;
  const ranges = [
    ...fields
      .filter((f) => f.def.search === 'daterange')
      .map((f) => ({ name: f.name, label: text(f.def.label) })),
    ...dateRanges,
  ];
  const plain = fields.filter((f) => f.def.search !== 'daterange');
  const names = [...plain.map((f) => f.name), ...ranges.map((r) => r.name)];
  const folded = names.slice(FOLDED_SEARCHES);
  // a list opened with a condition on a folded search (a link's filter) shows it unfolded
  const isOpen = expanded ?? folded.some((name) => hasValue(initial?.[name]));
  const shown = new Set(isOpen ? names : names.slice(0, FOLDED_SEARCHES));
  // only a search folded again can hold a value (the form is connected by then)
  const hiddenCount =
    expanded === false ? folded.filter((name) => hasValue(form.getFieldValue(name))).length : 0;
  return (
    <Form
      form={form}
      name={formName}
      className="crud-search"
      // every value the form holds, folded searches too (onFinish passes the mounted fields' only)
      onFinish={() => onSearch(toFilters(fields, form.getFieldsValue(true), dateRanges))}
      style={{ marginBottom: 12 }}
    >
      <Row gutter={[12, 12]} style={{ width: '100%' }}>
        {plain
          .filter((spec) => shown.has(spec.name))
          .map((spec) => (
            <Col key={spec.name} xs={24} md={8} xl={6} style={{ minWidth: 240 }}>
              <Form.Item name={spec.name} label={text(spec.def.label)}>
                <FieldInput spec={searchSpec(spec)} />
              </Form.Item>
            </Col>
          ))}
        {ranges
          .filter((range) => shown.has(range.name))
          .map((range) => (
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
            {folded.length > 0 && (
              <Button
                type="link"
                data-testid="search-toggle"
                aria-expanded={isOpen}
                title={hiddenCount ? t('crud.searchHidden', { count: hiddenCount }) : undefined}
                onClick={() => setExpanded(!isOpen)}
              >
                {isOpen ? t('crud.searchCollapse') : t('crud.searchExpand')}
                {isOpen ? <UpOutlined /> : <DownOutlined />}
                {hiddenCount > 0 && <Badge count={hiddenCount} size="small" />}
              </Button>
            )}
          </Space>
        </Col>
      </Row>
    </Form>
  );
});
