import { CopyOutlined } from '@ant-design/icons';
import { clientResource } from '@dp/domain';
import { Alert, Button, Input, Modal, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '@/crud/feedback';
import { ResourceCrud } from '@/crud/ResourceCrud';

/** /system/client — OAuth clients; the secret generated on creation is shown once. */
export default function ClientPage() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [secret, setSecret] = useState<string>();
  const copy = async () => {
    await navigator.clipboard?.writeText(secret ?? '').catch(() => undefined);
    message.success(t('admin.client.copied'));
  };
  return (
    <>
      <ResourceCrud
        def={clientResource}
        onSaved={(saved, values) => {
          const plain = (saved as { clientSecret?: string } | undefined)?.clientSecret;
          if (!values.id && plain) setSecret(plain);
        }}
      />
      <Modal
        open={Boolean(secret)}
        title={t('admin.client.secretTitle')}
        onCancel={() => setSecret(undefined)}
        footer={<Button onClick={() => setSecret(undefined)}>{t('crud.close')}</Button>}
        mask={{ closable: false }}
      >
        <Space direction="vertical" style={{ width: '100%' }}>
          <Alert type="warning" showIcon message={t('admin.client.secretWarning')} />
          <Space.Compact style={{ width: '100%' }}>
            <Input readOnly value={secret} data-testid="client-secret" />
            <Button icon={<CopyOutlined />} onClick={() => void copy()}>
              {t('admin.client.copy')}
            </Button>
          </Space.Compact>
        </Space>
      </Modal>
    </>
  );
}
