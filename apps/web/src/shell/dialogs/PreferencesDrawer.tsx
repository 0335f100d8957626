import { UndoOutlined } from '@ant-design/icons';
import { Button, Divider, Drawer, Radio, Space, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@/i18n';
import { confirm, feedback } from '@/stores/feedback';
import { TOP_BAR_ICONS, usePreferences } from '@/stores/preferences';
import { useUi } from '@/stores/ui';
import { THEME_KEYS, type ThemeKey } from '@/theme/themes';
import { ThemeSwatch } from './ThemeDialog';

/** One place for every preference (theme, language, layout, top-bar icons) with a real reset. */
export function PreferencesDrawer({ isOpen }: { isOpen: boolean }) {
  const { t } = useTranslation();
  const prefs = usePreferences();
  const close = useUi((s) => s.close);

  const reset = async () => {
    if (!(await confirm(t('shell.preferences.resetConfirm'), t('common.tip')))) return;
    usePreferences.getState().reset();
    feedback.message.success(t('shell.preferences.resetDone'));
  };

  return (
    <Drawer
      open={isOpen}
      onClose={close}
      title={t('shell.preferences.title')}
      size={360}
      extra={
        <Button icon={<UndoOutlined />} onClick={() => void reset()} data-testid="preferences-reset">
          {t('common.reset')}
        </Button>
      }
    >
      <div data-testid="preferences-drawer">
        <Typography.Title level={5}>{t('shell.preferences.theme')}</Typography.Title>
        <Radio.Group
          className="dp-pref-themes"
          value={prefs.theme}
          onChange={(e) => prefs.update({ theme: e.target.value as ThemeKey, colorPrimary: null })}
        >
          {THEME_KEYS.map((key) => (
            <Radio.Button key={key} value={key} data-testid={`pref-theme-${key}`}>
              <ThemeSwatch themeKey={key} />
              <span>{t(`shell.theme.names.${key}`)}</span>
            </Radio.Button>
          ))}
        </Radio.Group>
        <Divider />
        <Typography.Title level={5}>{t('lang.title')}</Typography.Title>
        <Radio.Group
          value={prefs.language}
          onChange={(e) => prefs.update({ language: e.target.value as Language })}
          optionType="button"
          options={LANGUAGES.map((lang) => ({ value: lang, label: t(`lang.${lang}`) }))}
        />
        <Divider />
        <Typography.Title level={5}>{t('shell.preferences.layout')}</Typography.Title>
        <Space className="dp-pref-row">
          <span>{t('shell.preferences.collapse')}</span>
          <Switch checked={prefs.isCollapsed} onChange={(isCollapsed) => prefs.update({ isCollapsed })} />
        </Space>
        <Divider />
        <Typography.Title level={5}>{t('shell.preferences.topBar')}</Typography.Title>
        <Typography.Paragraph type="secondary">{t('shell.preferences.topBarHint')}</Typography.Paragraph>
        {TOP_BAR_ICONS.map((icon) => (
          <div className="dp-pref-row" key={icon}>
            <span>{t(`shell.preferences.icons.${icon}`)}</span>
            <Switch
              size="small"
              checked={prefs.topBar[icon]}
              data-testid={`pref-icon-${icon}`}
              onChange={(isVisible) => prefs.setTopBarIcon(icon, isVisible)}
            />
          </div>
        ))}
      </div>
    </Drawer>
  );
}
