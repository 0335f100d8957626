import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OnceOpened } from './OnceOpened';

describe('OnceOpened', () => {
  it('renders nothing until first opened, then keeps its children (closing animation, state)', () => {
    const view = render(
      <OnceOpened open={false}>
        <p>dialog</p>
      </OnceOpened>,
    );
    expect(screen.queryByText('dialog')).toBeNull();
    view.rerender(
      <OnceOpened open>
        <p>dialog</p>
      </OnceOpened>,
    );
    expect(screen.getByText('dialog')).toBeTruthy();
    view.rerender(
      <OnceOpened open={false}>
        <p>dialog</p>
      </OnceOpened>,
    );
    expect(screen.getByText('dialog')).toBeTruthy();
  });

  it('renders at once when open from the start', () => {
    render(
      <OnceOpened open>
        <p>open</p>
      </OnceOpened>,
    );
    expect(screen.getByText('open')).toBeTruthy();
  });
});
