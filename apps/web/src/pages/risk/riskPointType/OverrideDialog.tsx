import { Form, Input, Modal, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDictOptions } from '@/crud/dict';
import type { Row } from '@/crud/types';
import { api } from '@/http/request';
import { LevelTag } from '../shared/LevelTag';

/** Manual judgement of a point's level: needs a reason; who/when/why are recorded by the server. */
export function OverrideDialog({ point, onDone }: { point: Row | null; onDone: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const isOn = Form.useWatch('riskLevelOverride', form) as boolean | undefined;
  const levels = useDictOptions({ dict: 'RISK_LEVEL', dictBiz: true });
  const reasons = useDictOptions({ dict: 'DIRECT_MAJOR_REASON', dictBiz: true });
  return (
    <Modal
      open={Boolean(point)}
      title={t('risk.overrideTitle')}
      onCancel={onDone}
      destroyOnHidden
      onOk={async () => {
        const v = await form.validateFields();
        await api({
          url: '/api/shtmp-risk/riskPointType/override',
          method: 'post',
          data: { ...v, id: point?.id },
        });
        onDone();
      }}
    >
      <p>
        {t('risk.rolledUp')}: <LevelTag level={point?.rolledUpLevel} />
      </p>
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{
          riskLevelOverride: Boolean(point?.riskLevelOverride),
          overrideLevel: point?.overrideLevel ?? undefined,
          overrideReason: point?.overrideReason ?? '',
        }}
      >
        <Form.Item name="riskLevelOverride" label={t('risk.overrideOn')} valuePropName="checked">
          <Switch />
        </Form.Item>
        {isOn && (
          <>
            <Form.Item name="overrideLevel" label={t('risk.overrideLevel')} rules={[{ required: true }]}>
              <Select options={levels} />
            </Form.Item>
            <Form.Item
              name="overrideReason"
              label={t('risk.overrideReason')}
              rules={[{ required: true, whitespace: true, message: t('risk.overrideReasonRequired') }]}
            >
              <Input.TextArea maxLength={500} autoSize={{ minRows: 2 }} />
            </Form.Item>
            <Select
              placeholder={t('risk.directMajor')}
              options={reasons}
              style={{ width: '100%' }}
              onChange={(key: string) =>
                form.setFieldsValue({
                  overrideLevel: 'MAJOR',
                  overrideReason: reasons?.find((r) => r.value === key)?.label,
                })
              }
            />
          </>
        )}
      </Form>
    </Modal>
  );
}
