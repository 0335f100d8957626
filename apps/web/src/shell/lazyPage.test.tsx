import { render, screen } from '@testing-library/react';
import { Button } from 'antd';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { isLazyPage, lazyPage } from './lazyPage';

const fetchFailed = () => new TypeError('Failed to fetch dynamically imported module: /assets/Page-x.js');

function Page({ label }: { label: string }) {
  return <Button type="primary">{label}</Button>;
}

describe('lazyPage', () => {
  it('renders the page inside the page root: antd themed by the preferences', async () => {
    const Lazy = lazyPage(() => Promise.resolve({ default: Page }));
    expect(isLazyPage(Lazy)).toBe(true);
    expect(isLazyPage(Page)).toBe(false);
    render(
      <Suspense fallback="loading">
        <Lazy label="go" />
      </Suspense>,
    );
    const button = await screen.findByRole('button', { name: 'go' });
    // ThemeRoot's ConfigProvider uses CSS variables under the key 'dp'
    expect(button.closest('.dp')).not.toBeNull();
  });

  it('tries a chunk that failed to load once more (spec §8), then shows the page', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Page }>>()
      .mockRejectedValueOnce(fetchFailed())
      .mockResolvedValueOnce({ default: Page });
    const Lazy = lazyPage(load);
    render(
      <Suspense fallback="loading">
        <Lazy label="again" />
      </Suspense>,
    );
    expect(await screen.findByRole('button', { name: 'again' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
