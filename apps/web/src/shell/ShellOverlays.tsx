import { useUi } from '@/stores/ui';
import { LockDialog } from './dialogs/LockDialog';
import { LogDialog } from './dialogs/LogDialog';
import { MenuSearch } from './dialogs/MenuSearch';
import { PreferencesDrawer } from './dialogs/PreferencesDrawer';
import { RegisterDialog } from './dialogs/RegisterDialog';
import { SwitchDialog } from './dialogs/SwitchDialog';
import { ThemeDialog } from './dialogs/ThemeDialog';

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
  const dialog = useUi((s) => s.dialog);
  return (
    <>
      {dialog === 'log' && <LogDialog />}
      {dialog === 'lock' && <LockDialog />}
      {dialog === 'theme' && <ThemeDialog />}
      {dialog === 'switch' && <SwitchDialog />}
      {dialog === 'register' && <RegisterDialog />}
      <PreferencesDrawer isOpen={dialog === 'preferences'} />
      {dialog === 'search' && <MenuSearch />}
      <ImageOverlay />
    </>
  );
}
