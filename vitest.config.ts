import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default in run mode is one worker per core less one: a single worker on CI's two
    // cores. The server files spend much of their time waiting on PostgreSQL (each file clones its
    // own database), so two workers overlap that wait: the server suite 122 → 80 s on a sample of
    // 17 files (three workers: 91 s).
    maxWorkers: 2,
    projects: [
      { test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 30000,
          hookTimeout: 60000,
          pool: 'forks',
        },
      },
      './apps/web/vite.config.ts',
    ],
  },
});
