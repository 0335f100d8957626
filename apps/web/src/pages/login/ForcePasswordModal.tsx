import { Alert, Form, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordFields } from '@/pages/info/PasswordFields';
import { refreshTokenCall } from '@/shell/api/auth';
import { updatePassword } from '@/shell/api/system';
import { validated } from '@/shell/validated';
import { feedback } from '@/stores/feedback';
import type { TokenInfo } from '@/stores/session';

type Values = { oldPassword: string; newPassword: string; newPassword1: string };

/**
 * Shown when the token says must_change_password: cannot be dismissed. After the change the
 * session continues with a refreshed token, or the user signs in again if that is refused.
 */
export default function ForcePasswordModal(props: {
  info: TokenInfo;
  onContinue: (info: TokenInfo) => void;
  onRelogin: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [isSaving, setSaving] = useState(false);

  const submit = async () => {
    const values = await validated(form);
    if (!values) return;
    setSaving(true);
    try {
      await updatePassword(values, props.info.access_token);
    } catch {
      setSaving(false);
      return;
    }
    try {
      const next = await refreshTokenCall({
        refreshToken: props.info.refresh_token,
        tenantId: props.info.tenant_id,
      });
      if (!next.access_token || next.must_change_password) throw new Error('relogin');
      feedback.message.success(t('password.changed'));
      props.onContinue(next);
    } catch {
      feedback.message.success(t('password.changedRelogin'));
      props.onRelogin();
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={t('password.forceTitle')}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      cancelButtonProps={{ style: { display: 'none' } }}
      okText={t('password.submit')}
      confirmLoading={isSaving}
      onOk={() => void submit()}
      data-testid="force-password"
    >
      <Alert type="warning" showIcon title={t('password.forceHint')} style={{ marginBottom: 16 }} />
      <Form form={form} layout="vertical">
        <PasswordFields />
      </Form>
    </Modal>
  );
}
