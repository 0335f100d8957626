import { Button, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useThrottledClick } from '@/http/throttle';
import { updatePassword } from '@/shell/api/system';
import { validated } from '@/shell/validated';
import { feedback } from '@/stores/feedback';
import { PasswordFields } from './PasswordFields';

type Values = { oldPassword: string; newPassword: string; newPassword1: string };

export function PasswordForm() {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [isSaving, setSaving] = useState(false);

  const save = useThrottledClick(async () => {
    const values = await validated(form);
    if (!values) return;
    setSaving(true);
    try {
      await updatePassword(values);
      feedback.message.success(t('common.success'));
      form.resetFields();
    } finally {
      setSaving(false);
    }
  });

  return (
    <Form form={form} layout="vertical" className="info-form" data-testid="password-form">
      <PasswordFields />
      <Button type="primary" loading={isSaving} onClick={save} data-testid="password-submit">
        {t('common.submit')}
      </Button>
    </Form>
  );
}
