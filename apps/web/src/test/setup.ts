import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { initI18n, loadPageLocales } from '@/i18n';

// antd's responsive helpers need matchMedia, which jsdom lacks (stack-notes trap 7).
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

if (!window.ResizeObserver) {
  window.ResizeObserver = class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
}

initI18n('zh-CN');
await loadPageLocales();

// Unmount rendered trees between tests (vitest globals are off, so testing-library cannot do it itself).
afterEach(cleanup);
