import {
  BugOutlined,
  FullscreenExitOutlined,
  FullscreenOutlined,
  FundProjectionScreenOutlined,
  HistoryOutlined,
  LockOutlined,
  SearchOutlined,
  SkinOutlined,
} from '@ant-design/icons';
import { Badge, Button, Tooltip } from 'antd';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { usePublicSettings } from '@/shell/api/usePublicSettings';
import { useLock } from '@/stores/lock';
import { useLogs } from '@/stores/logs';
import { type TopBarIcon, usePreferences } from '@/stores/preferences';
import { useSession } from '@/stores/session';
import { useUi } from '@/stores/ui';
import { LangSwitch } from './LangSwitch';

// The bell (popover list, socket) and the colour picker are off by default: they load when shown.
const NoticeBell = lazy(() => import('./NoticeBell').then((m) => ({ default: m.NoticeBell })));
const ColorButton = lazy(() => import('./ColorButton').then((m) => ({ default: m.ColorButton })));

export function dataScreenHref(base: string, token: string): string {
  const url = base || '/dataScreen/index.html';
  return `${url}${url.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}`;
}

function IconButton(props: { id: TopBarIcon; title: string; icon: ReactNode; onClick: () => void }) {
  return (
    <Tooltip title={props.title}>
      <Button
        type="text"
        className="dp-topbar-btn"
        aria-label={props.title}
        data-testid={`topbar-${props.id}`}
        icon={props.icon}
        onClick={props.onClick}
      />
    </Tooltip>
  );
}

function useFullscreen(): [boolean, () => void] {
  const [isFull, setFull] = useState(Boolean(document.fullscreenElement));
  useEffect(() => {
    const onChange = () => setFull(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);
  const toggle = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void document.documentElement.requestFullscreen?.().catch(() => undefined);
  };
  return [isFull, toggle];
}

/** The configurable icons of the top bar (preferences.topBar decides which are shown). */
export function TopBarActions() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const visible = usePreferences((s) => s.topBar);
  const logCount = useLogs((s) => s.logs.length);
  const open = useUi((s) => s.open);
  const settings = usePublicSettings();
  const [isFull, toggleFull] = useFullscreen();

  const onLock = () => {
    if (!useLock.getState().lockPassword) open('lock');
    else {
      useLock.getState().lock();
      navigate('/lock');
    }
  };

  return (
    <div className="dp-topbar-actions">
      {visible.search && (
        <IconButton
          id="search"
          title={t('shell.topbar.search')}
          icon={<SearchOutlined />}
          onClick={() => open('search')}
        />
      )}
      {visible.color && (
        <Suspense fallback={null}>
          <ColorButton />
        </Suspense>
      )}
      {visible.log && (
        <Badge count={logCount} overflowCount={99} size="small" offset={[-6, 8]}>
          <IconButton
            id="log"
            title={t('shell.topbar.log')}
            icon={<BugOutlined />}
            onClick={() => open('log')}
          />
        </Badge>
      )}
      {visible.lock && (
        <IconButton id="lock" title={t('shell.topbar.lock')} icon={<LockOutlined />} onClick={onLock} />
      )}
      {visible.theme && (
        <IconButton
          id="theme"
          title={t('shell.topbar.theme')}
          icon={<SkinOutlined />}
          onClick={() => open('theme')}
        />
      )}
      {visible.notice && (
        <Suspense fallback={null}>
          <NoticeBell />
        </Suspense>
      )}
      {visible.language && <LangSwitch />}
      {visible.version && (
        <IconButton
          id="version"
          title={t('shell.topbar.version')}
          icon={<HistoryOutlined />}
          onClick={() => navigate('/version/index')}
        />
      )}
      {visible.dataScreen && (
        <IconButton
          id="dataScreen"
          title={t('shell.topbar.dataScreen')}
          icon={<FundProjectionScreenOutlined />}
          onClick={() =>
            window.open(dataScreenHref(settings.dataScreenUrl, useSession.getState().token), '_blank')
          }
        />
      )}
      {visible.fullscreen && (
        <IconButton
          id="fullscreen"
          title={t(isFull ? 'shell.topbar.exitFullscreen' : 'shell.topbar.fullscreen')}
          icon={isFull ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
          onClick={toggleFull}
        />
      )}
    </div>
  );
}
