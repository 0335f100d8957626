import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Libraries of the entry (the sign-in page's chunk graph) only: what is grouped here loads before
// the sign-in page can render. dayjs, antd and the rest follow the pages that import them.
const vendorGroups: { name: string; test: RegExp; priority: number }[] = [
  { name: 'vendor-react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 },
  { name: 'vendor-router', test: /node_modules[\\/](react-router|react-router-dom)[\\/]/, priority: 25 },
  // The pages' strings (loadPageLocales: every page beyond sign-in waits for them) as one chunk
  // rather than a request per feature folder and language (~70). The sign-in page's own strings
  // and the pages' common ones stay in the entry.
  {
    name: 'page-locales',
    test: /src[\\/](crud[\\/]locales|pages[\\/](?!login[\\/]|locales[\\/]).+[\\/]locales)[\\/][^\\/]+\.ts$/,
    priority: 20,
  },
  {
    name: 'vendor-data',
    test: /node_modules[\\/](@tanstack|zustand|axios|i18next|react-i18next)[\\/]/,
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
    proxy: {
      '/api': { target: process.env.API_TARGET ?? 'http://localhost:8080', changeOrigin: true },
      '/socket.io': { target: process.env.API_TARGET ?? 'http://localhost:8080', ws: true },
    },
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
