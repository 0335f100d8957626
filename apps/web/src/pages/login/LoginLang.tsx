import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@/i18n';
import { usePreferences } from '@/stores/preferences';

/** Light language switch for the sign-in page (the current language is pressed and disabled). */
export function LoginLang() {
  const { t } = useTranslation();
  const language = usePreferences((s) => s.language);
  return (
    <div className="login-lang-switch" title={t('lang.title')}>
      {LANGUAGES.map((lang) => (
        <button
          key={lang}
          type="button"
          className={lang === language ? 'dp-button is-primary is-small' : 'dp-button is-text is-small'}
          disabled={lang === language}
          aria-pressed={lang === language}
          data-testid={`login-lang-${lang}`}
          onClick={() => usePreferences.getState().update({ language: lang })}
        >
          {t(`lang.${lang}`)}
        </button>
      ))}
    </div>
  );
}
