import { type ComponentType, Suspense, useEffect, useState } from 'react';
import { loadChunk } from '@/router/chunks';
import { type ShellDialog, useUi } from '@/stores/ui';
import { lazyComponent } from './lazyComponent';

// The shell's dialogs load when first opened (they bring antd's table, form, select, drawer…,
// which the main layout's first screen does not need).
// A few seconds after the layout opened, when idle, they are fetched ahead, so the first opening does not wait.
const dialogs: { load: () => Promise<unknown> }[] = [];
const dialog = <K extends string, P extends object = object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
) => {
  const component = lazyComponent<P>(
    () => loadChunk(load)().then((m): { default: ComponentType<P> } => ({ default: m[name] })),
    name,
  );
  dialogs.push(component);
  return component;
};
const DIALOGS: Record<Exclude<ShellDialog, 'preferences'>, ComponentType> = {
  log: dialog(() => import('./dialogs/LogDialog'), 'LogDialog'),
  lock: dialog(() => import('./dialogs/LockDialog'), 'LockDialog'),
  theme: dialog<'ThemeDialog'>(() => import('./dialogs/ThemeDialog'), 'ThemeDialog'),
  switch: dialog(() => import('./dialogs/SwitchDialog'), 'SwitchDialog'),
  register: dialog(() => import('./dialogs/RegisterDialog'), 'RegisterDialog'),
  search: dialog(() => import('./dialogs/MenuSearch'), 'MenuSearch'),
};
const PreferencesDrawer = dialog(() => import('./dialogs/PreferencesDrawer'), 'PreferencesDrawer');

function usePreloadWhenIdle(): void {
  useEffect(() => {
    const preload = () => {
      for (const d of dialogs) void d.load().catch(() => undefined);
    };
    // Not before the first page has had its code and data: the dialogs must not compete with it.
    let idle = 0;
    const timer = window.setTimeout(() => {
      if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(preload);
      else preload();
    }, 5000);
    return () => {
      window.clearTimeout(timer);
      if (idle) window.cancelIdleCallback(idle);
    };
  }, []);
}

/** Full-screen image overlay: closes on click (spec §2). */
function ImageOverlay() {
  const src = useUi((s) => s.imageSrc);
  if (!src) return null;
  return (
    <button
      type="button"
      className="dp-image-overlay"
      data-testid="image-overlay"
      onClick={() => useUi.getState().showImage(null)}
    >
      <img src={src} alt="" />
    </button>
  );
}

export function ShellOverlays() {
  usePreloadWhenIdle();
  const open = useUi((s) => s.dialog);
  // The drawer stays mounted once opened, so that it animates closed.
  const [hasDrawer, setHasDrawer] = useState(false);
  if (open === 'preferences' && !hasDrawer) setHasDrawer(true);
  const Dialog = open && open !== 'preferences' ? DIALOGS[open] : null;
  return (
    <>
      <Suspense fallback={null}>{Dialog && <Dialog />}</Suspense>
      <Suspense fallback={null}>
        {hasDrawer && <PreferencesDrawer isOpen={open === 'preferences'} />}
      </Suspense>
      <ImageOverlay />
    </>
  );
}
