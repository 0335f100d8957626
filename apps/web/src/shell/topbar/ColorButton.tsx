import { ColorPicker, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '@/stores/preferences';
import { getTheme } from '@/theme/themes';

const PRESET_COLORS = [
  '#1f5fd6',
  '#409eff',
  '#13a8a8',
  '#52c41a',
  '#faad14',
  '#f5503c',
  '#7b61ff',
  '#c9a227',
];

/** The top bar's primary-colour picker (overrides the theme's colour). */
export function ColorButton() {
  const { t } = useTranslation();
  const colorPrimary = usePreferences((s) => s.colorPrimary);
  const themeKey = usePreferences((s) => s.theme);
  return (
    <Tooltip title={t('shell.topbar.color')}>
      <span className="dp-topbar-color" data-testid="topbar-color">
        <ColorPicker
          size="small"
          value={colorPrimary ?? getTheme(themeKey).primary}
          presets={[{ label: t('shell.topbar.presetColors'), colors: PRESET_COLORS }]}
          onChangeComplete={(color) =>
            usePreferences.getState().update({ colorPrimary: color.toHexString() })
          }
        />
      </span>
    </Tooltip>
  );
}
