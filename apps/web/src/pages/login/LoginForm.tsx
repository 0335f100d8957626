import { LockOutlined, ReloadOutlined, SafetyOutlined, TeamOutlined, UserOutlined } from '@ant-design/icons';
import { DEFAULT_TENANT_ID, MSG } from '@dp/domain';
import { useQuery } from '@tanstack/react-query';
import { Button, Input } from 'antd';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getCaptcha, loginByUsername } from '@/shell/api/auth';
import { usePublicSettings } from '@/shell/api/usePublicSettings';
import { feedback } from '@/stores/feedback';
import { type TokenInfo, useSession } from '@/stores/session';

type Field = 'tenantId' | 'username' | 'password' | 'code';
type Values = Record<Field, string>;

/** Required-field check of the sign-in form; returns i18n keys by field. */
export function loginProblems(values: Values, opts: { isTenantMode: boolean; isCaptcha: boolean }) {
  const problems: Partial<Record<Field, string>> = {};
  if (opts.isTenantMode && !values.tenantId.trim()) problems.tenantId = 'login.tenantRequired';
  if (!values.username.trim()) problems.username = 'login.usernameRequired';
  if (!values.password) problems.password = 'login.passwordRequired';
  if (opts.isCaptcha && !values.code.trim()) problems.code = 'login.codeRequired';
  return problems;
}

function FieldRow({ error, children }: { error?: string; children: ReactNode }) {
  return (
    <div className={error ? 'login-field has-error' : 'login-field'}>
      {children}
      <div className="login-field-error" role={error ? 'alert' : undefined}>
        {error}
      </div>
    </div>
  );
}

// A light form (no antd Form) keeps the sign-in page's JavaScript small.
export function LoginForm({ onSuccess }: { onSuccess: (info: TokenInfo) => void }) {
  const { t } = useTranslation();
  const settings = usePublicSettings();
  const [values, setValues] = useState<Values>({
    tenantId: useSession.getState().tenantId || DEFAULT_TENANT_ID,
    username: '',
    password: '',
    code: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [isSubmitting, setSubmitting] = useState(false);
  // The server asks for the captcha when an account has failed from many addresses (issue #9).
  const [needsCaptcha, setNeedsCaptcha] = useState(false);
  const withCaptcha = settings.captchaEnabled || needsCaptcha;
  const captcha = useQuery({
    queryKey: ['captcha'],
    queryFn: getCaptcha,
    enabled: withCaptcha && !settings.isLoading,
    staleTime: 0,
    gcTime: 0,
  });

  const set = (field: Field) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const refreshCaptcha = () => {
    setValues((v) => ({ ...v, code: '' }));
    if (withCaptcha) void captcha.refetch();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = loginProblems(values, {
      isTenantMode: settings.tenantMode,
      isCaptcha: withCaptcha,
    });
    setErrors(problems);
    if (Object.keys(problems).length || isSubmitting) return;
    setSubmitting(true);
    try {
      const info = await loginByUsername({
        tenantId: settings.tenantMode ? values.tenantId.trim() : DEFAULT_TENANT_ID,
        username: values.username.trim(),
        password: values.password,
        captchaKey: withCaptcha ? captcha.data?.key : undefined,
        captchaCode: values.code.trim(),
      });
      const failure = (info as TokenInfo & { error_description?: string }).error_description;
      if (failure || !info.access_token) {
        // A token response carrying error_description logs nobody in (spec §4, §8).
        feedback.message.error(failure || t('http.unknownError'));
        refreshCaptcha();
        return;
      }
      onSuccess(info);
    } catch (e) {
      // The HTTP client already showed the server's message.
      const said = (e as { response?: { data?: { error_description?: string } } }).response?.data;
      if (said?.error_description === MSG.captchaRequired) setNeedsCaptcha(true);
      refreshCaptcha();
    } finally {
      setSubmitting(false);
    }
  };

  const err = (field: Field) => (errors[field] ? t(errors[field]) : undefined);
  return (
    <form className="login-form" onSubmit={(e) => void submit(e)} noValidate data-testid="login-form">
      {settings.tenantMode && (
        <FieldRow error={err('tenantId')}>
          <Input
            size="large"
            prefix={<TeamOutlined />}
            placeholder={t('login.tenantId')}
            aria-label={t('login.tenantId')}
            value={values.tenantId}
            onChange={set('tenantId')}
            status={errors.tenantId ? 'error' : undefined}
          />
        </FieldRow>
      )}
      <FieldRow error={err('username')}>
        <Input
          size="large"
          prefix={<UserOutlined />}
          placeholder={t('login.username')}
          aria-label={t('login.username')}
          autoComplete="username"
          value={values.username}
          onChange={set('username')}
          status={errors.username ? 'error' : undefined}
        />
      </FieldRow>
      <FieldRow error={err('password')}>
        <Input.Password
          size="large"
          prefix={<LockOutlined />}
          placeholder={t('login.password')}
          aria-label={t('login.password')}
          autoComplete="current-password"
          value={values.password}
          onChange={set('password')}
          status={errors.password ? 'error' : undefined}
        />
      </FieldRow>
      {withCaptcha && (
        <FieldRow error={err('code')}>
          <div className="login-captcha">
            <Input
              size="large"
              prefix={<SafetyOutlined />}
              placeholder={t('login.code')}
              aria-label={t('login.code')}
              maxLength={8}
              value={values.code}
              onChange={set('code')}
              status={errors.code ? 'error' : undefined}
            />
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
                <span className="dp-spinner is-small" role="progressbar" />
              ) : (
                <ReloadOutlined />
              )}
            </button>
          </div>
        </FieldRow>
      )}
      <Button
        type="primary"
        size="large"
        htmlType="submit"
        block
        loading={isSubmitting}
        data-testid="login-submit"
      >
        {t('login.submit')}
      </Button>
    </form>
  );
}
