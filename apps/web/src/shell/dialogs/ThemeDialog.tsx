import { CheckCircleFilled } from '@ant-design/icons';
import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '@/stores/preferences';
import { useUi } from '@/stores/ui';
import { THEME_KEYS, THEMES, type ThemeKey } from '@/theme/themes';

/** A miniature of the layout in the theme's colours. */
export function ThemeSwatch({ themeKey }: { themeKey: ThemeKey }) {
  const def = THEMES[themeKey];
  return (
    <div className="dp-swatch" style={{ background: def.isDark ? '#141414' : def.layoutBg }}>
      <div className="dp-swatch-sider" style={{ background: def.sider.bg }}>
        <i style={{ background: def.sider.logoBg }} />
        <b style={{ background: def.sider.itemSelectedBg }} />
      </div>
      <div className="dp-swatch-main">
        <div
          className="dp-swatch-header"
          style={{ background: def.header.bg, borderColor: def.header.border }}
        />
        <div className="dp-swatch-body">
          <span style={{ background: def.primary }} />
        </div>
      </div>
    </div>
  );
}

export function ThemeDialog() {
  const { t } = useTranslation();
  const current = usePreferences((s) => s.theme);
  const close = useUi((s) => s.close);
  return (
    <Modal open title={t('shell.theme.title')} width={760} footer={null} onCancel={close}>
      <div className="dp-theme-grid" data-testid="theme-dialog">
        {THEME_KEYS.map((key) => (
          <button
            type="button"
            key={key}
            data-testid={`theme-${key}`}
            className={key === current ? 'dp-theme-card is-active' : 'dp-theme-card'}
            onClick={() => usePreferences.getState().update({ theme: key, colorPrimary: null })}
          >
            <ThemeSwatch themeKey={key} />
            <span className="dp-theme-name">
              {key === current && <CheckCircleFilled />} {t(`shell.theme.names.${key}`)}
            </span>
          </button>
        ))}
      </div>
    </Modal>
  );
}
