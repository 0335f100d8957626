import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '@/crud/feedback';
import type { Row } from '@/crud/types';
import { skipTask } from '../api';

/** Skips a pending or overdue task with a reason (e.g. 停产检修). */
export function SkipDialog(props: { task: Row | null; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [form] = Form.useForm<{ skipReason: string }>();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const { skipReason } = await form.validateFields();
    setBusy(true);
    try {
      await skipTask(String(props.task!.id), skipReason.trim());
      message.success(t('checkPage.skipped'));
      props.onDone();
      props.onClose();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={Boolean(props.task)}
      title={t('checkPage.skipTitle')}
      destroyOnHidden
      confirmLoading={busy}
      onOk={() => void submit()}
      onCancel={props.onClose}
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="skipReason"
          label={t('checkPage.skipReason')}
          rules={[{ required: true, whitespace: true, max: 200 }]}
        >
          <Input maxLength={200} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
