import { cleanup, configure } from '@testing-library/react';
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

// findBy…/waitFor give up after 1 s by default; `npm test` runs these files beside the server suite
// on two cores, where a first render of a tree table took longer than that (a CI run lost
// DictManager's items test so). A wait still fails, after 5 s.
configure({ asyncUtilTimeout: 5000 });

initI18n('zh-CN');
await loadPageLocales();

// Unmount rendered trees between tests (vitest globals are off, so testing-library cannot do it itself).
afterEach(cleanup);
