import { Form, Modal, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '@/crud/feedback';
import { RefSelect } from '@/crud/RefSelect';
import type { Row } from '@/crud/types';
import { docsApi } from '../docs/docsApi';

type Values = { boardType: 'POINT_BOARD' | 'POST_CARD'; riskPointTypeId?: string; postId?: string };

/** Picks a risk point (board) or a post (card); the server composes the draft from the risk lists. */
export function ComposeDialog({ open, onDone }: { open: boolean; onDone: (saved: Row | null) => void }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const type = Form.useWatch('boardType', form) ?? 'POINT_BOARD';
  const submit = async () => {
    const values = await form.validateFields();
    setBusy(true);
    try {
      const saved = await docsApi.composeBoard(values);
      message.success(t('riskDocs.composed'));
      form.resetFields();
      onDone(saved);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={open}
      title={t('riskDocs.composeTitle')}
      onCancel={() => onDone(null)}
      onOk={() => void submit()}
      confirmLoading={busy}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ boardType: 'POINT_BOARD' }}>
        <Form.Item name="boardType" label={t('riskDocs.boardType')}>
          <Radio.Group
            options={[
              { value: 'POINT_BOARD', label: t('riskDocs.riskPoint') },
              { value: 'POST_CARD', label: t('riskDocs.post') },
            ]}
          />
        </Form.Item>
        {type === 'POINT_BOARD' ? (
          <Form.Item
            name="riskPointTypeId"
            label={t('riskDocs.riskPoint')}
            rules={[{ required: true, message: t('riskDocs.pickPoint') }]}
          >
            <RefSelect target={{ table: 'risk_point_type', label: 'name' }} multiple={false} />
          </Form.Item>
        ) : (
          <Form.Item
            name="postId"
            label={t('riskDocs.post')}
            rules={[{ required: true, message: t('riskDocs.pickPost') }]}
          >
            <RefSelect target={{ table: 'calf_post', label: 'postName' }} multiple={false} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
