import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

type LockState = {
  isLocked: boolean;
  lockPassword: string;
  setLockPassword: (password: string) => void;
  lock: () => void;
  /** Returns true and clears the lock when the password matches. */
  unlock: (password: string) => boolean;
  clear: () => void;
};

export const useLock = create<LockState>()(
  persist(
    (set, get) => ({
      isLocked: false,
      lockPassword: '',
      setLockPassword: (lockPassword) => set({ lockPassword }),
      lock: () => set({ isLocked: true }),
      unlock: (password) => {
        if (!get().isLocked || password !== get().lockPassword) return false;
        set({ isLocked: false, lockPassword: '' });
        return true;
      },
      clear: () => set({ isLocked: false, lockPassword: '' }),
    }),
    { name: 'dp-lock', storage: createJSONStorage(() => sessionStorage) },
  ),
);
