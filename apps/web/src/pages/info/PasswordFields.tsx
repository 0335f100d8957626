import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { passwordRules } from './passwordRules';

/** Old, new and confirm password fields with the spec's rules (profile page and forced change). */
export function PasswordFields() {
  const { t } = useTranslation();
  const rules = passwordRules(t);
  return (
    <>
      <Form.Item name="oldPassword" label={t('password.old')} rules={rules.oldPassword}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item name="newPassword" label={t('password.new')} rules={rules.newPassword}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="newPassword1"
        label={t('password.confirm')}
        dependencies={['newPassword']}
        rules={rules.newPassword1}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
