import { LEC_C_VALUES, LEC_E_VALUES, LEC_L_VALUES, LS_VALUES } from '@dp/domain';
import { Col, Form, Input, InputNumber, Modal, Radio, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDictOptions } from '@/crud/dict';
import type { Row as DataRow } from '@/crud/types';
import { EvaluationResult, type EvaluationValues } from './EvaluationResult';
import { MEASURE_COLUMNS, MEASURE_STYLE, useMeasureLabel } from './measureStyle';

export type AnalysisKindConfig = {
  fk: 'activityId' | 'facilityId';
  noField: 'stepNo' | 'itemNo';
  /** Name and description fields of a line: JHA step / hazard, SCL project / standard / deviation. */
  textFields: { name: string; label: string; isLong?: boolean }[];
  factorUrl: string;
};

const biz = (dict: string) => ({ dict, dictBiz: true });
const numberOptions = (values: readonly number[]) => values.map((v) => ({ label: String(v), value: v }));

/** Add/edit one analysed line; the score, degree and colour update as the user picks L/E/C or L/S. */
export function ItemEditor(props: {
  config: AnalysisKindConfig;
  open: boolean;
  initial: Partial<DataRow>;
  factors: {
    key: string;
    label: string;
    category?: string;
    accidentTypes?: string[];
    consequence?: string;
  }[];
  onCancel: () => void;
  onSubmit: (values: Record<string, unknown>) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const values = (Form.useWatch([], form) ?? {}) as EvaluationValues;
  const measureLabel = useMeasureLabel();
  const categories = useDictOptions(biz('HAZARD_FACTOR_CATEGORY'));
  const accidentTypes = useDictOptions(biz('ACCIDENT_TYPE'));
  const reasons = useDictOptions(biz('DIRECT_MAJOR_REASON'));
  const controlLevels = useDictOptions(biz('CONTROL_LEVEL'));
  const dicts = {
    lecL: useDictOptions(biz('LEC_L')),
    lecE: useDictOptions(biz('LEC_E')),
    lecC: useDictOptions(biz('LEC_C')),
    lsL: useDictOptions(biz('LS_L')),
    lsS: useDictOptions(biz('LS_S')),
  };
  const pickFactor = (key: string) => {
    const f = props.factors.find((x) => x.key === key);
    if (!f) return;
    form.setFieldsValue({
      hazardCategory: f.category,
      accidentTypes: f.accidentTypes,
      consequence: f.consequence,
      [props.config.textFields[1].name]: form.getFieldValue(props.config.textFields[1].name) || f.label,
    });
  };
  // Dictionary labels with their fixed numbers; the value tables themselves are never reworded.
  const valueOptions = (name: keyof typeof dicts, table: readonly number[]) =>
    (dicts[name] ?? numberOptions(table)).map((o) => ({
      label: `${o.value} ${o.label}`,
      value: Number(o.value),
    }));
  return (
    <Modal
      open={props.open}
      width={920}
      title={props.initial.id ? t('risk.editItem') : t('risk.addItem')}
      onCancel={props.onCancel}
      onOk={() => form.validateFields().then((v) => props.onSubmit({ ...props.initial, ...v }))}
      destroyOnHidden
      afterOpenChange={(open) => open && form.setFieldsValue(props.initial)}
    >
      <Form form={form} layout="vertical" initialValues={props.initial} preserve={false}>
        <Row gutter={12}>
          <Col span={4}>
            <Form.Item name={props.config.noField} label={t('risk.no')} rules={[{ required: true }]}>
              <InputNumber min={1} max={9999} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={10}>
            <Form.Item name="factorKey" label={t('risk.factor')}>
              <Select
                allowClear
                showSearch
                optionFilterProp="label"
                options={props.factors.map((f) => ({ label: f.label, value: f.key }))}
                onChange={pickFactor}
              />
            </Form.Item>
          </Col>
          <Col span={10}>
            <Form.Item name="hazardCategory" label={t('risk.hazardCategory')} rules={[{ required: true }]}>
              <Select options={categories} showSearch optionFilterProp="label" />
            </Form.Item>
          </Col>
          {props.config.textFields.map((f) => (
            <Col span={f.isLong ? 24 : 12} key={f.name}>
              <Form.Item name={f.name} label={f.label} rules={[{ required: true }]}>
                {f.isLong ? (
                  <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} />
                ) : (
                  <Input maxLength={200} />
                )}
              </Form.Item>
            </Col>
          ))}
          <Col span={12}>
            <Form.Item name="accidentTypes" label={t('risk.accidentTypes')} rules={[{ required: true }]}>
              <Select mode="multiple" options={accidentTypes} optionFilterProp="label" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="consequence" label={t('risk.consequence')}>
              <Input />
            </Form.Item>
          </Col>
        </Row>
        <h4>{t('risk.currentMeasures')}</h4>
        <Row gutter={12}>
          {MEASURE_COLUMNS.map(([suffix, category]) => (
            <Col span={12} key={suffix}>
              <Form.Item
                name={`cur${suffix}`}
                label={
                  <span style={{ color: MEASURE_STYLE[category].color }}>
                    {MEASURE_STYLE[category].icon} {measureLabel(category)}
                  </span>
                }
              >
                <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} />
              </Form.Item>
            </Col>
          ))}
        </Row>
        <h4>{t('risk.evaluation')}</h4>
        <Form.Item name="evalMethod" rules={[{ required: true }]}>
          <Radio.Group
            options={[
              { label: 'LEC', value: 'LEC' },
              { label: 'LS', value: 'LS' },
            ]}
          />
        </Form.Item>
        {values.evalMethod === 'LEC' ? (
          <Row gutter={12}>
            {(
              [
                ['lecL', 'L', LEC_L_VALUES],
                ['lecE', 'E', LEC_E_VALUES],
                ['lecC', 'C', LEC_C_VALUES],
              ] as const
            ).map(([name, label, table]) => (
              <Col span={8} key={name}>
                <Form.Item name={name} label={label} rules={[{ required: true }]}>
                  <Select options={valueOptions(name, table)} data-testid={`risk-${name}`} />
                </Form.Item>
              </Col>
            ))}
          </Row>
        ) : (
          <Row gutter={12}>
            <Col span={12}>
              <Form.Item name="lsL" label={t('risk.likelihood')} rules={[{ required: true }]}>
                <Select options={valueOptions('lsL', LS_VALUES)} data-testid="risk-lsL" />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="lsS" label={t('risk.severity')} rules={[{ required: true }]}>
                <Select options={valueOptions('lsS', LS_VALUES)} data-testid="risk-lsS" />
              </Form.Item>
            </Col>
          </Row>
        )}
        <Row gutter={12}>
          <Col span={12}>
            <Form.Item name="directMajorReason" label={t('risk.directMajor')}>
              <Select allowClear options={reasons} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="controlLevel" label={t('risk.controls')}>
              <Select allowClear options={controlLevels} />
            </Form.Item>
          </Col>
        </Row>
        <EvaluationResult values={values} />
        <h4>{t('risk.newMeasures')}</h4>
        <Row gutter={12}>
          {MEASURE_COLUMNS.map(([suffix, category]) => (
            <Col span={12} key={suffix}>
              <Form.Item name={`new${suffix}`} label={measureLabel(category)}>
                <Input.TextArea autoSize={{ minRows: 1, maxRows: 3 }} />
              </Form.Item>
            </Col>
          ))}
        </Row>
      </Form>
    </Modal>
  );
}
