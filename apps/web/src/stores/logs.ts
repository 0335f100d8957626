import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export type LogEntry = {
  type: string;
  message: string;
  stack: string;
  info: string;
  url: string;
  time: string;
};

const MAX_LOGS = 200;

type LogState = {
  logs: LogEntry[];
  add: (entry: LogEntry) => void;
  clear: () => void;
};

export const useLogs = create<LogState>()(
  persist(
    (set) => ({
      logs: [],
      add: (entry) => set((s) => ({ logs: [entry, ...s.logs].slice(0, MAX_LOGS) })),
      clear: () => set({ logs: [] }),
    }),
    { name: 'dp-logs', storage: createJSONStorage(() => localStorage) },
  ),
);
