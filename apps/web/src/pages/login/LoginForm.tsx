import { DEFAULT_TENANT_ID, MSG } from '@dp/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loginByUsername } from '@/shell/api/auth';
import { usePublicSettings } from '@/shell/api/usePublicSettings';
import { feedback } from '@/stores/feedback';
import { type TokenInfo, useSession } from '@/stores/session';
import { CaptchaButton, useCaptcha } from './Captcha';
import { LoginField } from './LoginField';

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

// Plain HTML (no antd Form, Input or Button) keeps the sign-in page's JavaScript small.
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
  const captcha = useCaptcha(withCaptcha && !settings.isLoading);

  const field = (name: Field) => ({
    value: values[name],
    error: errors[name] ? t(errors[name]) : undefined,
    onChange: (event: { target: { value: string } }) => {
      setValues((v) => ({ ...v, [name]: event.target.value }));
      setErrors((e) => ({ ...e, [name]: undefined }));
    },
  });
  const refreshCaptcha = () => {
    setValues((v) => ({ ...v, code: '' }));
    captcha.refresh();
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
        captchaKey: withCaptcha ? captcha.key : undefined,
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

  return (
    <form className="login-form" onSubmit={(e) => void submit(e)} noValidate data-testid="login-form">
      {settings.tenantMode && <LoginField icon="team" label={t('login.tenantId')} {...field('tenantId')} />}
      <LoginField icon="user" label={t('login.username')} autoComplete="username" {...field('username')} />
      <LoginField
        icon="lock"
        type="password"
        label={t('login.password')}
        autoComplete="current-password"
        {...field('password')}
      />
      {withCaptcha && (
        <LoginField
          icon="safety"
          label={t('login.code')}
          maxLength={8}
          autoComplete="off"
          {...field('code')}
          after={<CaptchaButton captcha={captcha} />}
        />
      )}
      <button
        type="submit"
        className="dp-button is-primary is-large is-block login-submit"
        aria-busy={isSubmitting}
        data-testid="login-submit"
      >
        {isSubmitting && <span className="dp-spinner is-small is-inverse" aria-hidden="true" />}
        {t('login.submit')}
      </button>
    </form>
  );
}
