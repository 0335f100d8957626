import { DEFAULT_TENANT_ID } from '@dp/domain';
import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RequestError } from '@/http/errors';
import { useThrottledClick } from '@/http/throttle';
import { CaptchaButton, useCaptcha } from '@/pages/login/Captcha';
import { registerGuestCall } from '@/shell/api/auth';
import { usePublicSettings } from '@/shell/api/usePublicSettings';
import { localLogout } from '@/shell/session/actions';
import { feedback } from '@/stores/feedback';
import { useSession } from '@/stores/session';
import { type RegistrationForm, registrationProblem } from './registration';

/** Forced registration for third-party users without an account (spec §2, §4, §5). */
export function RegisterDialog() {
  const { t } = useTranslation();
  const userInfo = useSession((s) => s.userInfo);
  const detectedTenant = userInfo?.tenant_id ?? '';
  const [form] = Form.useForm<RegistrationForm>();
  const [isSaving, setSaving] = useState(false);
  // With the captcha on, registration asks for one as the sign-in does (issue #38).
  const settings = usePublicSettings();
  const withCaptcha = settings.captchaEnabled && !settings.isLoading;
  const captcha = useCaptcha(withCaptcha);

  const submit = useThrottledClick(async () => {
    const raw: Partial<RegistrationForm> = form.getFieldsValue();
    const values: RegistrationForm = {
      tenantId: detectedTenant || (raw.tenantId ?? ''),
      name: raw.name ?? '',
      account: raw.account ?? '',
      password: raw.password ?? '',
      password2: raw.password2 ?? '',
    };
    const code = String(raw.code ?? '').trim();
    const problem =
      registrationProblem(values) ?? (withCaptcha && !code ? 'shell.register.codeRequired' : null);
    if (problem) {
      feedback.message.warning(t(problem));
      return;
    }
    setSaving(true);
    try {
      await registerGuestCall(
        {
          tenantId: values.tenantId || DEFAULT_TENANT_ID,
          name: values.name,
          account: values.account,
          password: values.password,
          oauthId: userInfo?.oauth_id ?? '',
        },
        withCaptcha ? { key: captcha.key ?? '', code } : undefined,
      );
      feedback.modal.success({
        title: t('shell.register.title'),
        content: t('shell.register.submitted'),
        onOk: localLogout,
      });
    } catch (error) {
      feedback.message.error((error as RequestError).message || t('shell.register.failed'));
      // a captcha is good for one try, right or wrong
      form.setFieldValue('code', '');
      captcha.refresh();
    } finally {
      setSaving(false);
    }
  });

  return (
    <Modal
      open
      title={t('shell.register.title')}
      width="20%"
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      cancelButtonProps={{ style: { display: 'none' } }}
      okText={t('common.submit')}
      confirmLoading={isSaving}
      onOk={submit}
      className="dp-register-dialog"
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ name: userInfo?.nick_name, account: userInfo?.account }}
      >
        {!detectedTenant && (
          <Form.Item name="tenantId" label={t('shell.register.tenantId')}>
            <Input placeholder={t('shell.register.tenantRequired')} />
          </Form.Item>
        )}
        <Form.Item name="name" label={t('shell.register.name')}>
          <Input />
        </Form.Item>
        <Form.Item name="account" label={t('shell.register.account')}>
          <Input />
        </Form.Item>
        <Form.Item name="password" label={t('shell.register.password')}>
          <Input.Password />
        </Form.Item>
        <Form.Item name="password2" label={t('shell.register.password2')}>
          <Input.Password />
        </Form.Item>
        {withCaptcha && (
          <Form.Item label={t('shell.register.code')} required>
            <div className="login-field-row">
              <Form.Item name="code" noStyle>
                <Input maxLength={8} autoComplete="off" aria-label={t('shell.register.code')} />
              </Form.Item>
              <CaptchaButton captcha={captcha} />
            </div>
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
