import { Button, Form, Input, InputNumber, Modal, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput } from '@/components/DateInput';
import { useDictOptions } from '@/crud/dict';
import { PhotoUpload } from './PhotoUpload';
import { DeptSelect, PersonSelect, PlaceSelect } from './pickers';
import { RiskPointSelect } from './RiskPointSelect';

/** One input of an action dialog; labels come from the caller (definition or locale). */
export type ActionField = {
  name: string;
  label: string;
  kind:
    | 'text'
    | 'textarea'
    | 'number'
    | 'date'
    | 'datetime'
    | 'dict'
    | 'dept'
    | 'person'
    | 'place'
    | 'riskPoint'
    | 'photos'
    | 'files';
  dict?: string;
  required?: boolean;
  /** For `person`: only people of the department chosen in this field. */
  deptField?: string;
  /** For `riskPoint`: suggested from the place chosen in this field. */
  placeField?: string;
};

function DictSelect({
  code,
  ...rest
}: {
  code: string;
  value?: string;
  onChange?: (v: string) => void;
  id?: string;
}) {
  const options = useDictOptions({ dict: code, dictBiz: true }) ?? [];
  return (
    <Select allowClear options={options.map((o) => ({ label: o.label, value: String(o.value) }))} {...rest} />
  );
}

/** Props Form.Item injects into its child: the control's value, change handler and id (for the label). */
type Injected = { value?: never; onChange?: (value: unknown) => void; id?: string };

function FieldControl({
  field,
  form,
  ...control
}: { field: ActionField; form: ReturnType<typeof Form.useForm>[0] } & Injected) {
  const dept = Form.useWatch(field.deptField ?? '__none', form) as string | undefined;
  const place = Form.useWatch(field.placeField ?? '__none', form) as string | undefined;
  switch (field.kind) {
    case 'textarea':
      return <Input.TextArea rows={3} maxLength={4000} {...control} />;
    case 'number':
      return <InputNumber min={0} style={{ width: '100%' }} {...control} />;
    case 'date':
      return <DateInput kind="date" {...control} />;
    case 'datetime':
      return <DateInput kind="datetime" {...control} />;
    case 'dict':
      return <DictSelect code={field.dict ?? ''} {...control} />;
    case 'dept':
      return <DeptSelect {...control} />;
    case 'person':
      return <PersonSelect deptId={field.deptField ? dept : undefined} {...control} />;
    case 'place':
      return <PlaceSelect {...control} />;
    case 'riskPoint':
      return <RiskPointSelect placeId={place} {...control} />;
    case 'photos':
      return <PhotoUpload accept="image" {...control} />;
    case 'files':
      return <PhotoUpload accept="any" {...control} />;
    default:
      return <Input maxLength={200} {...control} />;
  }
}

export type ActionDialogProps = {
  open: boolean;
  title: string;
  fields: ActionField[];
  /** Opinion box: hidden, optional or required. */
  opinion?: 'none' | 'optional' | 'required';
  initialValues?: Record<string, unknown>;
  /** A second button saving without moving on (plan and rectification drafts). */
  onSaveDraft?: (values: Record<string, unknown>) => Promise<unknown>;
  onSubmit: (values: Record<string, unknown>) => Promise<unknown>;
  onClose: () => void;
};

/** The dialog of one workflow action: its required fields, an opinion, submit (and save draft). */
export function ActionDialog(props: ActionDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (props.open) {
      form.resetFields();
      form.setFieldsValue(props.initialValues ?? {});
    }
  }, [props.open, props.initialValues, form]);
  const run = async (fn: (v: Record<string, unknown>) => Promise<unknown>, validate: boolean) => {
    const values = validate ? await form.validateFields() : form.getFieldsValue();
    setBusy(true);
    try {
      await fn(values);
      props.onClose();
    } finally {
      setBusy(false);
    }
  };
  const opinion = props.opinion ?? 'optional';
  return (
    <Modal
      open={props.open}
      title={props.title}
      width={720}
      destroyOnHidden
      onCancel={props.onClose}
      confirmLoading={busy}
      okText={t('dangerUi.confirm')}
      onOk={() => void run(props.onSubmit, true)}
      footer={(_, { OkBtn, CancelBtn }) => (
        <>
          <CancelBtn />
          {props.onSaveDraft ? (
            <Button disabled={busy} onClick={() => void run(props.onSaveDraft!, false)}>
              {t('dangerUi.saveDraft')}
            </Button>
          ) : null}
          <OkBtn />
        </>
      )}
    >
      <Form form={form} layout="vertical" data-testid="action-form">
        {props.fields.map((f) => (
          <Form.Item
            key={f.name}
            name={f.name}
            label={f.label}
            rules={
              f.required ? [{ required: true, message: t('dangerUi.required', { field: f.label }) }] : []
            }
          >
            <FieldControl field={f} form={form} />
          </Form.Item>
        ))}
        {opinion !== 'none' ? (
          <Form.Item
            name="opinion"
            label={t('dangerUi.opinion')}
            rules={opinion === 'required' ? [{ required: true, message: t('dangerUi.opinionRequired') }] : []}
          >
            <Input.TextArea rows={3} maxLength={1000} />
          </Form.Item>
        ) : null}
      </Form>
    </Modal>
  );
}
