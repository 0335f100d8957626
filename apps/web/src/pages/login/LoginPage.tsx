import { Suspense, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPage, preloadPageRoot } from '@/shell/lazyPage';
import { applyLogin } from '@/shell/session/actions';
import { useDocumentTitle } from '@/shell/useDocumentTitle';
import type { TokenInfo } from '@/stores/session';
import { LoginIcon } from './icons';
import { LoginForm } from './LoginForm';
import { LoginLang } from './LoginLang';

// Only needed when the token says must_change_password: kept out of the sign-in bundle, and an
// antd dialog, so it comes with the page root (theme, locale) like any page beyond this one.
const ForcePasswordModal = lazyPage(() => import('./ForcePasswordModal'));

/**
 * Fetches what comes after signing in (antd's page root, the main layout, the themed toast) once the
 * user starts signing in — the first focus or input in the form — so that the sign-in page itself
 * downloads only what signing in needs, and signing in, or the first error message, does not wait
 * for the network. Returns the handler for the form's focus and input events.
 */
export function usePreloadOnSignInStart(): () => void {
  const started = useRef(false);
  return useCallback(() => {
    if (started.current) return;
    started.current = true;
    preloadPageRoot();
    void import('@/layout/MainLayout').catch(() => undefined);
    void import('@/theme/staticMessage').catch(() => undefined);
  }, []);
}

export default function LoginPage() {
  const { t } = useTranslation();
  const [pending, setPending] = useState<TokenInfo | null>(null);
  useDocumentTitle(t('route.login'));
  const startSignIn = usePreloadOnSignInStart();

  // Storing the session re-renders the /login guard, which sends the user on (to ?redirect= or /).
  const complete = (info: TokenInfo) => applyLogin(info);

  return (
    <div className="login-page">
      <div className="login-lang">
        <LoginLang />
      </div>
      <section className="login-brand">
        <div className="login-brand-inner">
          <div className="login-brand-logo">
            <LoginIcon name="safetyCertificateFilled" />
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
        <div className="login-card" onFocusCapture={startSignIn} onInputCapture={startSignIn}>
          <h2>{t('login.welcome')}</h2>
          <p className="login-card-sub">{t('login.hint')}</p>
          <LoginForm onSuccess={(info) => (info.must_change_password ? setPending(info) : complete(info))} />
        </div>
      </section>
      {pending && (
        <Suspense fallback={null}>
          <ForcePasswordModal
            info={pending}
            onContinue={(info) => {
              setPending(null);
              complete(info);
            }}
            onRelogin={() => setPending(null)}
          />
        </Suspense>
      )}
    </div>
  );
}
