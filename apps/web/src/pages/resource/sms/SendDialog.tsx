import { Form, Input, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '@/crud/feedback';
import { api } from '@/http/request';
import { normalizeParams, phonesProblem, splitPhones } from './phones';

type Props = {
  /** The configuration's code (`smsCode`) the message is sent with; null closes the dialog. */
  code: string | null;
  onClose: () => void;
  onSent: () => void;
};

type Values = { phones: string; params?: string };

/** Sends a test message through `sms/endpoint/send-message` with the chosen configuration. */
export function SendDialog({ code, onClose, onSent }: Props) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [form] = Form.useForm<Values>();
  const [isSending, setSending] = useState(false);
  useEffect(() => {
    if (code) form.resetFields();
  }, [code, form]);

  const send = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values || !code) return;
    setSending(true);
    try {
      await api({
        url: '/api/calf-resource/sms/endpoint/send-message',
        method: 'post',
        params: {
          code,
          phones: splitPhones(values.phones).join(','),
          params: normalizeParams(values.params),
        },
      });
      message.success(t('adminResource.sent'));
      onSent();
      onClose();
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      open={Boolean(code)}
      title={`${t('adminResource.sendTitle')} · ${code ?? ''}`}
      okText={t('adminResource.send')}
      cancelText={t('crud.cancel')}
      confirmLoading={isSending}
      onOk={() => void send()}
      onCancel={onClose}
      forceRender
    >
      <Form form={form} layout="vertical" name="sms-send">
        <Form.Item
          name="phones"
          label={t('adminResource.phones')}
          extra={t('adminResource.phonesHint')}
          validateTrigger="onBlur"
          rules={[
            {
              validator: async (_r, value?: string) => {
                const problem = phonesProblem(value ?? '');
                if (problem) throw new Error(`${t(problem.key)}${problem.phone ? `: ${problem.phone}` : ''}`);
              },
            },
          ]}
        >
          <Input placeholder="13800138000" />
        </Form.Item>
        <Form.Item
          name="params"
          label={t('adminResource.params')}
          extra={t('adminResource.paramsHint')}
          validateTrigger="onBlur"
          rules={[
            {
              validator: async (_r, value?: string) => {
                if (normalizeParams(value) === null) throw new Error(t('adminResource.paramsInvalid'));
              },
            },
          ]}
        >
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} placeholder='{"code":"1234"}' />
        </Form.Item>
      </Form>
    </Modal>
  );
}
