import { Form, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDictOptions } from '@/crud/dict';
import { useFeedback } from '@/crud/feedback';
import type { Row } from '@/crud/types';
import { api } from '@/http/request';
import { usePeople } from './usePeople';

/** Submits a risk point / analysis for review: the server freezes its snapshot. */
export function SubmitReviewDialog(props: { target: Row | null; reviewPath: string; onDone: () => void }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [form] = Form.useForm();
  const people = usePeople();
  const types = useDictOptions({ dict: 'REVIEW_TYPE', dictBiz: true });
  return (
    <Modal
      open={Boolean(props.target)}
      title={`${t('risk.submitReview')} · ${String(props.target?.name ?? '')}`}
      onCancel={props.onDone}
      destroyOnHidden
      onOk={async () => {
        const v = await form.validateFields();
        await api({
          url: `/api/shtmp-risk/${props.reviewPath}/save`,
          method: 'post',
          data: { ...v, targetId: props.target?.id },
        });
        message.success(t('risk.submitted'));
        props.onDone();
      }}
    >
      <Form form={form} layout="vertical" preserve={false} initialValues={{ reviewType: 'INITIAL' }}>
        <Form.Item name="reviewType" label={t('risk.reviewType')} rules={[{ required: true }]}>
          <Select options={types} />
        </Form.Item>
        <Form.Item
          name="reviewerIds"
          label={t('risk.reviewers')}
          rules={[{ required: true, message: t('risk.reviewersRequired') }]}
        >
          <Select mode="multiple" options={people} optionFilterProp="label" data-testid="risk-reviewers" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
