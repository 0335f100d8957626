import { SearchOutlined } from '@ant-design/icons';
import { Empty, Input, type InputRef } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { openMenuItem } from '@/layout/SideMenu';
import { MenuIcon } from '@/shell/icons';
import { useMenu } from '@/stores/menu';
import { searchMenus } from '@/stores/menuTree';
import { useUi } from '@/stores/ui';

/** Menu search overlay: prefix match on menu names, case-insensitive; Esc closes (spec §2, §5). */
export function MenuSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const menus = useMenu((s) => s.menus);
  const close = useUi((s) => s.close);
  const [query, setQuery] = useState('');
  const inputRef = useRef<InputRef>(null);
  const results = useMemo(
    () => searchMenus(menus, query, (item) => t(item.meta.i18n, { defaultValue: item.name })),
    [menus, query, t],
  );

  useEffect(() => {
    inputRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [close]);

  return (
    <div className="dp-search-overlay" data-testid="menu-search">
      <div className="dp-search-backdrop" onClick={close} aria-hidden />
      <div className="dp-search-panel">
        <Input
          ref={inputRef}
          size="large"
          allowClear
          prefix={<SearchOutlined />}
          placeholder={t('shell.search.placeholder')}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          onPressEnter={() => {
            if (results[0]) {
              openMenuItem(results[0], navigate);
              close();
            }
          }}
        />
        <div className="dp-search-results">
          {query.trim() && !results.length && (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('shell.search.empty')} />
          )}
          {results.map((item) => (
            <button
              type="button"
              key={item.id}
              className="dp-search-item"
              onClick={() => {
                openMenuItem(item, navigate);
                close();
              }}
            >
              <MenuIcon source={item.icon} />
              <span>{t(item.meta.i18n, { defaultValue: item.name })}</span>
              <small>{item.href ?? item.path}</small>
            </button>
          ))}
        </div>
        <div className="dp-search-hint">{t('shell.search.hint')}</div>
      </div>
    </div>
  );
}
