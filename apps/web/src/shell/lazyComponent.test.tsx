import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './ErrorBoundary';
import { lazyComponent } from './lazyComponent';

function Hello({ who }: { who: string }) {
  return <p>hello {who}</p>;
}

describe('lazyComponent', () => {
  it('shows its fallback while its code loads, then the component (no Suspense needed)', async () => {
    const Lazy = lazyComponent(() => Promise.resolve({ default: Hello }), 'Hello', <p>loading</p>);
    render(<Lazy who="a" />);
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('hello a')).toBeTruthy();
  });

  it('hands a failed load to the error boundary', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Lazy = lazyComponent<{ who: string }>(() => Promise.reject(new Error('offline')));
    render(
      <ErrorBoundary>
        <Lazy who="d" />
      </ErrorBoundary>,
    );
    expect(await screen.findByTestId('error-boundary')).toBeTruthy();
  });

  it('renders at once, in the first commit, once its code was loaded ahead', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Hello }));
    const Lazy = lazyComponent(load);
    await act(() => Lazy.load());
    const fallback = vi.fn(() => <p>loading</p>);
    function Fallback() {
      return fallback();
    }
    render(
      <Suspense fallback={<Fallback />}>
        <Lazy who="b" />
      </Suspense>,
    );
    // synchronously in the first commit: React.lazy would have shown the fallback here
    expect(screen.getByText('hello b')).toBeTruthy();
    expect(fallback).not.toHaveBeenCalled();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed load: the next attempt loads again', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Hello }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ default: Hello });
    const Lazy = lazyComponent(load);
    await expect(Lazy.load()).rejects.toThrow('offline');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ErrorBoundary>
        <Suspense fallback={<p>loading</p>}>
          <Lazy who="c" />
        </Suspense>
      </ErrorBoundary>,
    );
    expect(await screen.findByText('hello c')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
