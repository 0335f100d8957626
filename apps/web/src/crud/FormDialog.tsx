import { Button, Col, Form, Row as GridRow, Modal, Spin } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { componentOf, validateTriggerOf } from './component';
import { FieldInput } from './FieldInput';
import { langOf, useText } from './i18n';
import { fieldChecks, toFormRules } from './rules';
import type { FieldSpec, FormMode } from './types';
import { useFormName } from './useFormName';

export type FormDialogProps = {
  open: boolean;
  mode: FormMode;
  title: string;
  fields: FieldSpec[];
  /** The row being edited or viewed (its id decides add vs update on submit). */
  initialValues?: Record<string, unknown>;
  isLoading?: boolean;
  /** Default 50% (spec §9); the dictionary dialog passes 880. */
  width?: number | string;
  maskClosable?: boolean;
  onSubmit: (values: Record<string, unknown>) => Promise<unknown>;
  onClose: () => void;
};

export const defaultSpan = (spec: FieldSpec) =>
  spec.def.span ?? (componentOf(spec) === 'textarea' || componentOf(spec) === 'image' ? 24 : 12);

/** The add / edit / view dialog, fields and rules from the definition. */
export function FormDialog(props: FormDialogProps) {
  const { open, mode, title, fields, initialValues, isLoading, onSubmit, onClose } = props;
  const { t, i18n } = useTranslation();
  const text = useText();
  const [form] = Form.useForm();
  const formName = useFormName('form');
  const [isSubmitting, setSubmitting] = useState(false);
  const isView = mode === 'view';
  const lang = langOf(i18n.language);
  const rulesOf = useMemo(
    () =>
      Object.fromEntries(
        fields.map((f) => [f.name, toFormRules(fieldChecks(f, lang, t), Boolean(f.def.required))]),
      ),
    [fields, lang, t],
  );

  // Fill the form when it opens or its row arrives, not whenever the caller rebuilds the field list.
  const fieldsRef = useRef(fields);
  fieldsRef.current = fields;
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    const defaults = Object.fromEntries(
      fieldsRef.current
        .filter((f) => f.def.defaultValue !== undefined)
        .map((f) => [f.name, f.def.defaultValue]),
    );
    form.setFieldsValue(mode === 'add' ? { ...defaults, ...initialValues } : (initialValues ?? {}));
  }, [open, mode, initialValues, form]);

  const submit = async () => {
    // Invalid fields show their messages under the inputs; nothing more to do here.
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setSubmitting(true);
    try {
      // A versioned row goes back with the version it was read at (optimistic locking).
      const version = initialValues?.version;
      await onSubmit({
        ...values,
        id: initialValues?.id ?? values.id,
        ...(version !== undefined && mode === 'edit' ? { version } : {}),
      });
    } finally {
      setSubmitting(false);
    }
  };

  const footer = isView
    ? [
        <Button key="close" onClick={onClose}>
          {t('crud.close')}
        </Button>,
      ]
    : [
        <Button key="cancel" onClick={onClose}>
          {t('crud.cancel')}
        </Button>,
        <Button key="submit" type="primary" loading={isSubmitting} onClick={() => void submit()}>
          {mode === 'add' ? t('crud.save') : t('crud.update')}
        </Button>,
      ];

  return (
    <Modal
      open={open}
      title={title}
      // English labels and placeholders are longer: a wider dialog keeps the two columns readable
      width={props.width ?? (lang === 'en' ? '60%' : '50%')}
      mask={{ closable: props.maskClosable ?? true }}
      onCancel={onClose}
      footer={footer}
    >
      <Spin spinning={Boolean(isLoading)}>
        <Form
          form={form}
          name={formName}
          labelCol={{ flex: lang === 'en' ? '160px' : '110px' }}
          labelWrap
          // the input takes the rest of the row whatever its content: with `flex: 1` (basis auto) a
          // long placeholder pushed the input below its label, in English most of the form's fields
          wrapperCol={{ flex: '1 1 0', style: { minWidth: 0 } }}
          disabled={isView}
        >
          <Form.Item name="id" hidden>
            <input type="hidden" />
          </Form.Item>
          <GridRow gutter={16}>
            {fields.map((spec) => (
              <Col key={spec.name} span={defaultSpan(spec)} hidden={spec.hidden}>
                <Form.Item
                  name={spec.name}
                  label={text(spec.def.label)}
                  extra={spec.def.help ? text(spec.def.help) : undefined}
                  rules={isView ? [] : rulesOf[spec.name]}
                  validateTrigger={validateTriggerOf(componentOf(spec))}
                  valuePropName="value"
                >
                  <FieldInput
                    spec={spec}
                    row={initialValues}
                    disabled={isView || spec.disabled || (mode === 'edit' && spec.def.immutable)}
                  />
                </Form.Item>
              </Col>
            ))}
          </GridRow>
        </Form>
      </Spin>
    </Modal>
  );
}
