import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const vendorGroups: { name: string; test: RegExp; priority: number }[] = [
  { name: 'vendor-react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 },
  { name: 'vendor-router', test: /node_modules[\\/](react-router|react-router-dom)[\\/]/, priority: 25 },
  // antd and its icons are left to per-route splitting so a page only loads the components it uses.
  { name: 'vendor-antd-core', test: /node_modules[\\/](@ant-design[\\/](cssinjs|colors|fast-color)|@rc-component[\\/]util)[\\/]/, priority: 20 },
  {
    name: 'vendor-data',
    test: /node_modules[\\/](@tanstack|zustand|axios|i18next|react-i18next|dayjs|js-md5)[\\/]/,
    priority: 15,
  },
];

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:8080', changeOrigin: true } },
  },
  build: {
    chunkSizeWarningLimit: 1200,
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: vendorGroups },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    root: fileURLToPath(new URL('.', import.meta.url)),
  },
});
