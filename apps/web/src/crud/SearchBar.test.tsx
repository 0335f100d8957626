import type { FieldDef } from '@dp/domain';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FOLDED_SEARCHES, SearchBar } from './SearchBar';
import { renderWithProviders } from './test/render';
import type { FieldSpec } from './types';

const text = (zh: string): FieldDef =>
  ({ type: 'string', label: { zh, en: zh }, search: 'like' }) as FieldDef;
const fields: FieldSpec[] = ['甲', '乙', '丙', '丁', '戊'].map((zh, i) => ({ name: `f${i}`, def: text(zh) }));

const inputs = () => document.querySelectorAll('.crud-search input');
const toggle = () => screen.getByTestId('search-toggle');

describe('search bar folding', () => {
  afterEach(cleanup);

  it('shows the first searches folded, all of them unfolded, and folds them again', () => {
    renderWithProviders(<SearchBar fields={fields} onSearch={() => {}} onReset={() => {}} />);
    expect(inputs()).toHaveLength(FOLDED_SEARCHES);
    expect(toggle().textContent).toContain('展开');
    fireEvent.click(toggle());
    expect(inputs()).toHaveLength(fields.length);
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(toggle());
    expect(inputs()).toHaveLength(FOLDED_SEARCHES);
  });

  it('has no toggle when every search fits', () => {
    renderWithProviders(
      <SearchBar fields={fields.slice(0, FOLDED_SEARCHES)} onSearch={() => {}} onReset={() => {}} />,
    );
    expect(inputs()).toHaveLength(FOLDED_SEARCHES);
    expect(screen.queryByTestId('search-toggle')).toBeNull();
  });

  it('opens unfolded when the list starts with a condition on a folded search', () => {
    renderWithProviders(
      <SearchBar fields={fields} initialValues={{ f4: '泄漏' }} onSearch={() => {}} onReset={() => {}} />,
    );
    expect(inputs()).toHaveLength(fields.length);
    expect((inputs()[4] as HTMLInputElement).value).toBe('泄漏');
  });

  it('keeps a folded search in the filters and counts it on the toggle', async () => {
    const onSearch = vi.fn();
    renderWithProviders(<SearchBar fields={fields} onSearch={onSearch} onReset={() => {}} />);
    fireEvent.click(toggle());
    fireEvent.change(inputs()[4], { target: { value: '阀门' } });
    fireEvent.click(toggle());
    expect(inputs()).toHaveLength(FOLDED_SEARCHES);
    expect(toggle().getAttribute('title')).toBe('1 项条件已隐藏');
    fireEvent.submit(document.querySelector('form.crud-search')!);
    await waitFor(() => expect(onSearch).toHaveBeenCalled());
    expect(onSearch.mock.calls[0][0]).toMatchObject({ f4: '阀门' });
  });
});
