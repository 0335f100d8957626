import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@/i18n';
import { usePreferences } from '@/stores/preferences';

/** Light language switch for the sign-in page (the current language is disabled). */
export function LoginLang() {
  const { t } = useTranslation();
  const language = usePreferences((s) => s.language);
  return (
    <div className="login-lang-switch" title={t('lang.title')}>
      {LANGUAGES.map((lang) => (
        <Button
          key={lang}
          size="small"
          type={lang === language ? 'primary' : 'text'}
          disabled={lang === language}
          data-testid={`login-lang-${lang}`}
          onClick={() => usePreferences.getState().update({ language: lang })}
        >
          {t(`lang.${lang}`)}
        </Button>
      ))}
    </div>
  );
}
