import { SafetyCertificateFilled } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { applyLogin } from '@/shell/session/actions';
import { LoginLang } from './LoginLang';
import { useDocumentTitle } from '@/shell/useDocumentTitle';
import type { TokenInfo } from '@/stores/session';
import { ForcePasswordModal } from './ForcePasswordModal';
import { LoginForm } from './LoginForm';

/** A safe in-app redirect target (never an external address). */
export function redirectTarget(value: string | null): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/login')) return '/';
  return value;
}

export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [pending, setPending] = useState<TokenInfo | null>(null);
  useDocumentTitle(t('route.login'));

  const complete = (info: TokenInfo) => {
    applyLogin(info);
    navigate(redirectTarget(params.get('redirect')), { replace: true });
  };

  return (
    <div className="login-page">
      <div className="login-lang">
        <LoginLang />
      </div>
      <section className="login-brand">
        <div className="login-brand-inner">
          <div className="login-brand-logo">
            <SafetyCertificateFilled />
            <span>{t('app.shortTitle')}</span>
          </div>
          <h1>{t('app.title')}</h1>
          <p className="login-brand-sub">{t('app.subtitle')}</p>
          <ul className="login-brand-points">
            <li>{t('login.points.risk')}</li>
            <li>{t('login.points.danger')}</li>
            <li>{t('login.points.training')}</li>
          </ul>
        </div>
        <div className="login-brand-foot">{t('app.copyright', { year: new Date().getFullYear() })}</div>
      </section>
      <section className="login-panel">
        <div className="login-card">
          <h2>{t('login.welcome')}</h2>
          <p className="login-card-sub">{t('login.hint')}</p>
          <LoginForm onSuccess={(info) => (info.must_change_password ? setPending(info) : complete(info))} />
        </div>
      </section>
      {pending && (
        <ForcePasswordModal
          info={pending}
          onContinue={(info) => {
            setPending(null);
            complete(info);
          }}
          onRelogin={() => setPending(null)}
        />
      )}
    </div>
  );
}
