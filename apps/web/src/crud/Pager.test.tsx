import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Pager } from './Pager';

describe('pager', () => {
  afterEach(cleanup);

  it('shows an exact total as 共 N 条 and an estimated one as 约 N 条', () => {
    const props = { current: 1, size: 10, sizes: [10, 20], onChange: () => {} };
    render(<Pager {...props} total={41} />);
    expect(screen.getByText('共 41 条')).toBeTruthy();
    cleanup();
    render(<Pager {...props} total={123456} estimated />);
    expect(screen.getByText('约 123456 条')).toBeTruthy();
  });
});
