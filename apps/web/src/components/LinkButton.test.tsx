import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LinkButton } from './LinkButton';

describe('LinkButton', () => {
  afterEach(cleanup);

  it("draws antd's small link button, danger variant included", () => {
    render(
      <>
        <LinkButton>查看</LinkButton>
        <LinkButton danger icon={<i data-testid="icon" />}>
          删除
        </LinkButton>
      </>,
    );
    const [view, remove] = screen.getAllByRole('button');
    expect(view.getAttribute('type')).toBe('button');
    expect(view.className).toContain('ant-btn-link');
    expect(view.className).toContain('ant-btn-sm');
    expect(view.className).toContain('dp');
    expect(remove.className).toContain('ant-btn-dangerous');
    expect(remove.querySelector('.ant-btn-icon [data-testid="icon"]')).toBeTruthy();
  });

  it('hands its ref and other handlers to the button (a popup trigger places its popup by it)', () => {
    const ref = createRef<HTMLButtonElement>();
    const onMouseLeave = vi.fn();
    render(
      <LinkButton ref={ref} onMouseLeave={onMouseLeave} aria-haspopup="menu">
        更多
      </LinkButton>,
    );
    const button = screen.getByRole('button', { name: '更多' });
    expect(ref.current).toBe(button);
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    fireEvent.mouseLeave(button);
    expect(onMouseLeave).toHaveBeenCalledOnce();
  });
});
