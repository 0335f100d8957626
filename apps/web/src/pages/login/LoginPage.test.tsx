import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadPageRoot } from '@/shell/lazyPage';
import LoginPage from './LoginPage';

vi.mock('@/shell/lazyPage', async (original) => ({
  ...(await original<typeof import('@/shell/lazyPage')>()),
  preloadPageRoot: vi.fn(),
}));
vi.mock('@/layout/MainLayout', () => ({ default: () => null }));

const renderPage = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <LoginPage />
    </QueryClientProvider>,
  );

describe('sign-in page downloads (issue #36)', () => {
  afterEach(() => {
    cleanup();
    vi.mocked(preloadPageRoot).mockClear();
    vi.useRealTimers();
  });

  it('fetch nothing beyond the form while the user has not started signing in, however long it idles', async () => {
    vi.useFakeTimers();
    renderPage();
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(preloadPageRoot).not.toHaveBeenCalled();
  });

  it('fetch the layout and antd once, at the first focus or input in the form', () => {
    renderPage();
    fireEvent.focus(screen.getByLabelText('账号'));
    expect(preloadPageRoot).toHaveBeenCalledTimes(1);
    fireEvent.input(screen.getByLabelText('密码'), { target: { value: 'x' } });
    expect(preloadPageRoot).toHaveBeenCalledTimes(1);
  });
});
