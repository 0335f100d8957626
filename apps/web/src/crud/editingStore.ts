import { create } from 'zustand';

/** Only one inline editor is open at a time across every table (spec §4). */
export const useEditingCell = create<{ active: string | null; setActive: (key: string | null) => void }>(
  (set) => ({ active: null, setActive: (active) => set({ active }) }),
);
