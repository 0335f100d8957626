import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { firstScreenChunks } from './firstScreenChunks.ts';
import { layoutPreload } from './layoutPreload.ts';

// antd and the libraries it is built from as one chunk, loaded with the first page after sign-in
// (the sign-in page renders without antd). Split by component it came as ~100 small chunks per
// page load, each a request and a module to link: one chunk loaded the danger ledger ~13 %
// sooner (warm and cold cache) although it carries components the first screen does not use.
// (A split by what the first screen's modules import cannot tell: they import antd's index,
// which imports every component.)
const ANTD =
  /node_modules[\\/](antd|@ant-design|@rc-component|@babel[\\/]runtime|clsx|dayjs|scroll-into-view-if-needed|compute-scroll-into-view|throttle-debounce|json2mq|@emotion|stylis)[\\/]/;
// Chunk groups. The entry's libraries (React, the router, the data layer) load before the sign-in
// page can render; antd and the pages' strings load with the first page after it.
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
  { name: 'vendor-antd', test: ANTD, priority: 12 },
  {
    name: 'vendor-data',
    test: /node_modules[\\/](@tanstack|zustand|axios|i18next|react-i18next)[\\/]/,
    priority: 15,
  },
];

const firstScreen = firstScreenChunks({
  entry: /[\\/]src[\\/]main\.tsx$/,
  parts: [
    { name: 'boot', roots: [/[\\/]src[\\/]main\.tsx$/] },
    // before the layout: the sign-in page must not load the layout's code (signInGraph.test.ts)
    { name: 'sign-in', roots: [/[\\/]src[\\/]pages[\\/]login[\\/]LoginPage\.tsx$/] },
    {
      name: 'layout',
      roots: [/[\\/]src[\\/]layout[\\/]MainLayout\.tsx$/, /[\\/]src[\\/]shell[\\/]PageRoot\.tsx$/],
    },
    { name: 'crud', roots: [/[\\/]src[\\/]crud[\\/]ResourceCrud\.tsx$/] },
  ],
});

export default defineConfig({
  plugins: [react(), layoutPreload(), firstScreen.plugin],
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
    // antd is one chunk on purpose (vendor-antd, 1.3 MB minified, ~330 kB brotli: see
    // docs/performance.md); the limit sits above it so that a start prints no warning about it
    chunkSizeWarningLimit: 1400,
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: [...vendorGroups, ...firstScreen.groups] },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // antd's first render of a file takes 1–2 s on a quiet 2-core machine; the default 5 s left no
    // room when the server files share the cores (web tests timed out under load, never failed)
    testTimeout: 20_000,
    root: fileURLToPath(new URL('.', import.meta.url)),
  },
});
