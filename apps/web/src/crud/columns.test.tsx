import type { FieldDef } from '@dp/domain';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { buildColumns } from './columns';

const spec = (name: string, def: Partial<FieldDef>) => ({
  name,
  def: { type: 'string', label: { zh: name, en: name }, ...def } as FieldDef,
});

describe('buildColumns', () => {
  it('shows a long string in a box cut with an ellipsis, its whole value in the title; a short one plainly', () => {
    const columns = buildColumns({
      fields: [spec('link', { max: 1000 }), spec('name', { max: 100 })],
      titleOf: (s) => s.name,
      tableId: 't',
    });
    const cell = (i: number, value: string) =>
      render(columns[i].render!(value, { id: '1' }, 0) as ReactElement).container;
    const long = `/api/file/1?sign=${'x'.repeat(300)}`;
    const box = cell(0, long).querySelector('.dp-cell-long');
    expect(box?.getAttribute('title')).toBe(long);
    expect(box?.textContent).toBe(long);
    expect(cell(1, 'short').querySelector('.dp-cell-long')).toBeNull();
  });

  it('gives date and time columns room for yyyy-MM-dd HH:mm:ss, never wrapped', () => {
    const columns = buildColumns({
      fields: [spec('foundTime', { type: 'datetime' }), spec('deadline', { type: 'date' }), spec('name', {})],
      titleOf: (s) => s.name,
      tableId: 't',
    });
    expect(columns.map((c) => [c.key, c.width, c.className])).toEqual([
      ['foundTime', 176, 'dp-col-date'],
      ['deadline', 124, 'dp-col-date'],
      ['name', undefined, undefined],
    ]);
  });
});
