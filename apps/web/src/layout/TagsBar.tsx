import { ClearOutlined, CloseCircleOutlined, CloseOutlined, DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { clearCacheCall } from '@/shell/api/auth';
import { confirm, feedback } from '@/stores/feedback';
import { type Tab, tabKey, useTabs } from '@/stores/tabs';
import { useUi } from '@/stores/ui';
import { titleText } from './useTitleText';

export function useTabActions() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const close = (key: string) => {
    const next = useTabs.getState().close(key);
    if (next) navigate(next.key);
  };
  const closeOthers = (key: string) => {
    useTabs.getState().closeOthers(key);
    navigate(useTabs.getState().activeKey);
  };
  const clearCache = async () => {
    if (!(await confirm(t('shell.tabs.clearCacheConfirm'), t('common.tip')))) return;
    await clearCacheCall();
    useUi.getState().bumpCache();
    feedback.message.success(t('shell.tabs.clearDone'));
  };
  return { close, closeOthers, clearCache };
}

export function TagsBar() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const tabs = useTabs((s) => s.tabs);
  const canClose = useTabs((s) => s.canClose);
  const { close, closeOthers, clearCache } = useTabActions();
  const activeKey = tabKey(location.pathname, location.search);

  const contextItems = (tab: Tab): MenuProps['items'] => [
    { key: 'close', icon: <CloseOutlined />, label: t('shell.tabs.close'), disabled: !canClose(tab.key) },
    { key: 'others', icon: <CloseCircleOutlined />, label: t('shell.tabs.closeOthers') },
  ];
  const onContext = (tab: Tab, key: string) => (key === 'close' ? close(tab.key) : closeOthers(tab.key));

  const menu: MenuProps = {
    items: [
      { key: 'close', icon: <CloseOutlined />, label: t('shell.tabs.close'), disabled: !canClose(activeKey) },
      { key: 'others', icon: <CloseCircleOutlined />, label: t('shell.tabs.closeOthers') },
      { type: 'divider' },
      { key: 'cache', icon: <ClearOutlined />, label: t('shell.tabs.clearCache') },
    ],
    onClick: ({ key }) => {
      if (key === 'close') close(activeKey);
      else if (key === 'others') closeOthers(activeKey);
      else void clearCache();
    },
  };

  return (
    <div className="dp-tags" data-testid="tags-bar">
      <Tabs
        type="editable-card"
        size="small"
        hideAdd
        activeKey={activeKey}
        onChange={(key) => navigate(key)}
        onEdit={(key, action) => {
          if (action === 'remove' && typeof key === 'string') close(key);
        }}
        items={tabs.map((tab) => ({
          key: tab.key,
          closable: canClose(tab.key),
          label: (
            <Dropdown
              trigger={['contextMenu']}
              menu={{ items: contextItems(tab), onClick: ({ key }) => onContext(tab, key) }}
            >
              <span data-testid="tab-label">{titleText(t, tab.title)}</span>
            </Dropdown>
          ),
        }))}
      />
      <Dropdown menu={menu} placement="bottomRight">
        <Button size="small" type="text" className="dp-tags-menu" data-testid="tabs-menu">
          {t('shell.tabs.actions')} <DownOutlined />
        </Button>
      </Dropdown>
    </div>
  );
}
