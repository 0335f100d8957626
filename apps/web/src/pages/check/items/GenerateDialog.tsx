import { Form, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '@/crud/feedback';
import { generateFromMeasures } from '../api';
import { useCheckOptions } from '../options';

/** Picks a risk point and turns its checkable control measures into check items (server merge). */
export function GenerateDialog(props: { open: boolean; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [form] = Form.useForm<{ riskPointTypeId?: string }>();
  const [busy, setBusy] = useState(false);
  const options = useCheckOptions();
  const riskPoints = (options.data?.riskPoints ?? []).map((r) => ({ value: String(r.id), label: r.name }));
  const submit = async () => {
    const { riskPointTypeId } = await form.validateFields();
    setBusy(true);
    try {
      const items = await generateFromMeasures(String(riskPointTypeId));
      message.success(t('checkPage.fromMeasuresDone', { total: items.length }));
      props.onDone();
      props.onClose();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={props.open}
      title={t('checkPage.fromMeasuresTitle')}
      destroyOnHidden
      confirmLoading={busy}
      onOk={() => void submit()}
      onCancel={props.onClose}
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item name="riskPointTypeId" label={t('checkPage.riskPoint')} rules={[{ required: true }]}>
          <Select showSearch={{ optionFilterProp: 'label' }} options={riskPoints} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
