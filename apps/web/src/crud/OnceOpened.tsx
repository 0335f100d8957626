import { type ReactNode, useState } from 'react';

/**
 * Renders its children from the first time `open` is true, and keeps them then (a dialog closes
 * with its animation and keeps its state). A page's dialogs cost nothing on its first render:
 * a closed form dialog still built its validation rules for every field.
 */
export function OnceOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [wasOpen, setWasOpen] = useState(open);
  if (open && !wasOpen) setWasOpen(true);
  return wasOpen || open ? children : null;
}
