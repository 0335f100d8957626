import { Form, Input, Modal, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '@/crud/feedback';
import type { Row } from '@/crud/types';
import { docsApi } from '../docs/docsApi';

type Values = { result: 'APPROVED' | 'REJECTED'; opinion?: string };

/** The approver's decision on a submitted manual: approve publishes it, reject needs an opinion. */
export function ManualReviewDialog({
  manual,
  onDone,
}: {
  manual: Row | null;
  onDone: (changed: boolean) => void;
}) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const result = Form.useWatch('result', form) ?? 'APPROVED';
  const submit = async () => {
    const values = await form.validateFields();
    setBusy(true);
    try {
      await docsApi.reviewManual({ manualId: String(manual?.id), ...values });
      message.success(values.result === 'APPROVED' ? t('riskDocs.approved') : t('riskDocs.rejected'));
      form.resetFields();
      onDone(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={manual !== null}
      title={`${t('riskDocs.review')}：${String(manual?.name ?? '')}`}
      onCancel={() => onDone(false)}
      onOk={() => void submit()}
      confirmLoading={busy}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ result: 'APPROVED' }}>
        <Form.Item name="result">
          <Radio.Group
            options={[
              { value: 'APPROVED', label: t('riskDocs.approve') },
              { value: 'REJECTED', label: t('riskDocs.reject') },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="opinion"
          label={t('riskDocs.opinion')}
          rules={[{ required: result === 'REJECTED', message: t('riskDocs.opinionRequired') }]}
        >
          <Input.TextArea rows={4} maxLength={2000} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
