import type { ResourceDef } from '@dp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Form, Input, Modal, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourceCrud } from '@/crud/ResourceCrud';
import type { Row } from '@/crud/types';
import { api } from '@/http/request';

/** A review list (point / activity / device) with the approve-or-reject dialog. */
export function ReviewPage({ def }: { def: ResourceDef }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [form] = Form.useForm();
  const [reviewing, setReviewing] = useState<Row | null>(null);
  const result = Form.useWatch('result', form) as string | undefined;
  return (
    <>
      <ResourceCrud
        def={def}
        extraRowActions={(row) =>
          row.reviewStatus === 'PENDING'
            ? [
                {
                  key: 'review',
                  label: t('risk.review'),
                  code: `${def.permission}_review`,
                  onClick: () => setReviewing(row),
                },
              ]
            : []
        }
      />
      <Modal
        open={Boolean(reviewing)}
        title={`${t('risk.review')} · ${String(reviewing?.targetIdName ?? '')}`}
        onCancel={() => setReviewing(null)}
        destroyOnHidden
        onOk={async () => {
          const v = await form.validateFields();
          await api({ url: `/api${def.path}/review`, method: 'post', data: { ...v, id: reviewing?.id } });
          setReviewing(null);
          await client.invalidateQueries({ queryKey: ['crud', def.name] });
        }}
      >
        <Form form={form} layout="vertical" preserve={false} initialValues={{ result: 'APPROVED' }}>
          <Form.Item name="result">
            <Radio.Group
              options={[
                { label: t('risk.approve'), value: 'APPROVED' },
                { label: t('risk.reject'), value: 'REJECTED' },
              ]}
            />
          </Form.Item>
          <Form.Item
            name="opinion"
            label={t('risk.opinion')}
            rules={[
              { required: result === 'REJECTED', whitespace: true, message: t('risk.opinionRequired') },
            ]}
          >
            <Input.TextArea maxLength={2000} autoSize={{ minRows: 3 }} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
