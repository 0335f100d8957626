import { Suspense, useEffect, useState } from 'react';
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
 * Once the sign-in page is idle, fetches what comes next (antd's page root, the main layout, the
 * themed toast) so that signing in, or the first error message, does not wait for the network.
 */
function usePreloadAfterSignIn(): void {
  useEffect(() => {
    const preload = () => {
      preloadPageRoot();
      void import('@/layout/MainLayout').catch(() => undefined);
      void import('@/theme/staticMessage').catch(() => undefined);
    };
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(preload, 1500);
      return () => window.clearTimeout(timer);
    }
    const id = window.requestIdleCallback(preload, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }, []);
}

export default function LoginPage() {
  const { t } = useTranslation();
  const [pending, setPending] = useState<TokenInfo | null>(null);
  useDocumentTitle(t('route.login'));
  usePreloadAfterSignIn();

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
        <div className="login-card">
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
