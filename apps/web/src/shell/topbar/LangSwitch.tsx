import { TranslationOutlined } from '@ant-design/icons';
import { Button, Dropdown, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@/i18n';
import { usePreferences } from '@/stores/preferences';

/** zh (default) / en; the current language is disabled (spec §2). */
export function LangSwitch() {
  const { t } = useTranslation();
  const language = usePreferences((s) => s.language);
  return (
    <Dropdown
      menu={{
        selectedKeys: [language],
        items: LANGUAGES.map((lang) => ({
          key: lang,
          label: <span data-testid={`lang-${lang}`}>{t(`lang.${lang}`)}</span>,
          disabled: lang === language,
        })),
        onClick: ({ key }) =>
          usePreferences.getState().update({ language: key as (typeof LANGUAGES)[number] }),
      }}
    >
      <Tooltip title={t('lang.title')} placement="left">
        <Button
          type="text"
          className="dp-topbar-btn"
          aria-label={t('lang.title')}
          data-testid="topbar-language"
          icon={<TranslationOutlined />}
        />
      </Tooltip>
    </Dropdown>
  );
}
