import { create } from 'zustand';

export type ShellDialog = 'log' | 'lock' | 'theme' | 'switch' | 'register' | 'preferences' | 'search';

/** Screen size class (spec §2): 0 below 768, 1 below 992, 2 below 1200, 3 otherwise. */
export function screenClass(width: number): 0 | 1 | 2 | 3 {
  if (width >= 1200) return 3;
  if (width >= 992) return 2;
  if (width >= 768) return 1;
  return 0;
}

type UiState = {
  dialog: ShellDialog | null;
  screen: 0 | 1 | 2 | 3;
  imageSrc: string | null;
  pendingRequests: number;
  /** Bumped by "clear cache" so cached pages remount. */
  cacheEpoch: number;
  open: (dialog: ShellDialog) => void;
  close: () => void;
  setScreen: (screen: 0 | 1 | 2 | 3) => void;
  showImage: (src: string | null) => void;
  requestStarted: () => void;
  requestEnded: () => void;
  resetRequests: () => void;
  bumpCache: () => void;
};

export const useUi = create<UiState>()((set) => ({
  dialog: null,
  screen: typeof window === 'undefined' ? 3 : screenClass(window.innerWidth),
  imageSrc: null,
  pendingRequests: 0,
  cacheEpoch: 0,
  open: (dialog) => set({ dialog }),
  close: () => set({ dialog: null }),
  setScreen: (screen) => set({ screen }),
  showImage: (imageSrc) => set({ imageSrc }),
  requestStarted: () => set((s) => ({ pendingRequests: s.pendingRequests + 1 })),
  requestEnded: () => set((s) => ({ pendingRequests: Math.max(0, s.pendingRequests - 1) })),
  resetRequests: () => set({ pendingRequests: 0 }),
  bumpCache: () => set((s) => ({ cacheEpoch: s.cacheEpoch + 1 })),
}));
