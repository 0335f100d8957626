import { LockOutlined, ReloadOutlined, SafetyOutlined, TeamOutlined, UserOutlined } from '@ant-design/icons';
import { DEFAULT_TENANT_ID } from '@dp/domain';
import { useQuery } from '@tanstack/react-query';
import { Button, Form, Input, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getCaptcha, loginByUsername } from '@/shell/api/auth';
import { usePublicSettings } from '@/shell/api/usePublicSettings';
import { feedback } from '@/shell/feedback';
import { type TokenInfo, useSession } from '@/stores/session';

type Values = { tenantId: string; username: string; password: string; code?: string };

export function LoginForm({ onSuccess }: { onSuccess: (info: TokenInfo) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const settings = usePublicSettings();
  const [isSubmitting, setSubmitting] = useState(false);
  const captcha = useQuery({
    queryKey: ['captcha'],
    queryFn: getCaptcha,
    enabled: settings.captchaEnabled && !settings.isLoading,
    staleTime: 0,
    gcTime: 0,
  });
  const refreshCaptcha = () => {
    form.setFieldValue('code', '');
    if (settings.captchaEnabled) void captcha.refetch();
  };

  const submit = async (values: Values) => {
    setSubmitting(true);
    try {
      const info = await loginByUsername({
        tenantId: settings.tenantMode ? values.tenantId : DEFAULT_TENANT_ID,
        username: values.username.trim(),
        password: values.password,
        captchaKey: settings.captchaEnabled ? captcha.data?.key : undefined,
        captchaCode: values.code,
      });
      const failure = (info as TokenInfo & { error_description?: string }).error_description;
      if (failure || !info.access_token) {
        // A token response carrying error_description logs nobody in (spec §4, §8).
        feedback.message.error(failure || t('http.unknownError'));
        refreshCaptcha();
        return;
      }
      onSuccess(info);
    } catch {
      // The HTTP client already showed the server's message.
      refreshCaptcha();
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form<Values>
      form={form}
      size="large"
      onFinish={(values) => void submit(values)}
      initialValues={{ tenantId: useSession.getState().tenantId || DEFAULT_TENANT_ID }}
      data-testid="login-form"
    >
      {settings.tenantMode && (
        <Form.Item name="tenantId" rules={[{ required: true, message: t('login.tenantRequired') }]}>
          <Input
            prefix={<TeamOutlined />}
            placeholder={t('login.tenantId')}
            aria-label={t('login.tenantId')}
          />
        </Form.Item>
      )}
      <Form.Item
        name="username"
        rules={[{ required: true, whitespace: true, message: t('login.usernameRequired') }]}
      >
        <Input
          prefix={<UserOutlined />}
          placeholder={t('login.username')}
          aria-label={t('login.username')}
          autoComplete="username"
        />
      </Form.Item>
      <Form.Item name="password" rules={[{ required: true, message: t('login.passwordRequired') }]}>
        <Input.Password
          prefix={<LockOutlined />}
          placeholder={t('login.password')}
          aria-label={t('login.password')}
          autoComplete="current-password"
        />
      </Form.Item>
      {settings.captchaEnabled && (
        <Form.Item>
          <div className="login-captcha">
            <Form.Item name="code" noStyle rules={[{ required: true, message: t('login.codeRequired') }]}>
              <Input
                prefix={<SafetyOutlined />}
                placeholder={t('login.code')}
                aria-label={t('login.code')}
                maxLength={8}
              />
            </Form.Item>
            <button
              type="button"
              className="login-captcha-img"
              title={t('login.refreshCode')}
              aria-label={t('login.refreshCode')}
              data-testid="captcha-refresh"
              onClick={refreshCaptcha}
            >
              {captcha.data?.image ? (
                <img src={captcha.data.image} alt={t('login.code')} />
              ) : captcha.isFetching ? (
                <Spin size="small" />
              ) : (
                <ReloadOutlined />
              )}
            </button>
          </div>
        </Form.Item>
      )}
      <Form.Item style={{ marginBottom: 0 }}>
        <Button type="primary" htmlType="submit" block loading={isSubmitting} data-testid="login-submit">
          {t('login.submit')}
        </Button>
      </Form.Item>
    </Form>
  );
}
