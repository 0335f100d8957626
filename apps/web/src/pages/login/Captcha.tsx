import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getCaptcha } from '@/shell/api/auth';
import { LoginIcon } from './icons';

/** A fresh captcha while `enabled` (sign-in, registration); `refresh` fetches the next one. */
export function useCaptcha(enabled: boolean) {
  const query = useQuery({
    queryKey: ['captcha'],
    queryFn: getCaptcha,
    enabled,
    staleTime: 0,
    gcTime: 0,
  });
  return {
    key: query.data?.key,
    image: query.data?.image,
    isFetching: query.isFetching,
    refresh: () => {
      if (enabled) void query.refetch();
    },
  };
}

/** The captcha image as a button: a click fetches another (plain HTML, as on the sign-in page). */
export function CaptchaButton({ captcha }: { captcha: ReturnType<typeof useCaptcha> }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="login-captcha-img"
      title={t('login.refreshCode')}
      aria-label={t('login.refreshCode')}
      data-testid="captcha-refresh"
      onClick={captcha.refresh}
    >
      {captcha.image ? (
        <img src={captcha.image} alt={t('login.code')} />
      ) : captcha.isFetching ? (
        <span className="dp-spinner is-small" role="progressbar" />
      ) : (
        <LoginIcon name="reload" />
      )}
    </button>
  );
}
