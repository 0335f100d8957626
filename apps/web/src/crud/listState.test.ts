import { describe, expect, it } from 'vitest';
import { exportQuery, initialListState, listReducer, toPageQuery } from './listState';
import { ADMIN_PAGING } from './paging';

describe('list state', () => {
  const start = initialListState(ADMIN_PAGING.size);

  it('starts on page 1 with the admin default size 10', () => {
    expect(start).toEqual({ current: 1, size: 10, filters: {} });
  });

  it('changes page without touching the size', () => {
    expect(listReducer(start, { type: 'page', current: 3, size: 10 })).toMatchObject({
      current: 3,
      size: 10,
    });
  });

  it('resets to page 1 when the page size changes', () => {
    const onPage3 = listReducer(start, { type: 'page', current: 3, size: 10 });
    expect(listReducer(onPage3, { type: 'page', current: 3, size: 50 })).toMatchObject({
      current: 1,
      size: 50,
    });
  });

  it('a search goes back to page 1 and drops empty values', () => {
    const onPage3 = listReducer(start, { type: 'page', current: 3, size: 10 });
    const searched = listReducer(onPage3, { type: 'search', filters: { paramName: 'acc', paramKey: '' } });
    expect(searched).toMatchObject({ current: 1, filters: { paramName: 'acc' } });
    expect(listReducer(searched, { type: 'reset' }).filters).toEqual({});
  });

  it('sends ascending sort as ascs and descending as descs', () => {
    const asc = listReducer(start, { type: 'sort', field: 'paramKey', order: 'ascend' });
    expect(toPageQuery(asc)).toEqual({ current: 1, size: 10, ascs: 'paramKey' });
    const desc = listReducer(asc, { type: 'sort', field: 'paramName', order: 'descend' });
    expect(toPageQuery(desc)).toEqual({ current: 1, size: 10, descs: 'paramName' });
    const cleared = listReducer(desc, { type: 'sort', order: null });
    expect(toPageQuery(cleared)).toEqual({ current: 1, size: 10 });
  });

  it('puts filters beside the paging fields', () => {
    const searched = listReducer(start, { type: 'search', filters: { paramName: 'a' } });
    expect(toPageQuery(searched)).toEqual({ paramName: 'a', current: 1, size: 10 });
  });

  it('exports the list shown: its fixed filters, search and order, without the paging', () => {
    const searched = listReducer(start, { type: 'search', filters: { name: '罐' } });
    const sorted = {
      ...listReducer(searched, { type: 'page', current: 4, size: 10 }),
      sort: { field: 'code', order: 'descend' as const },
    };
    expect(exportQuery({ deptId_equal: '7', ...toPageQuery(sorted) })).toEqual({
      deptId_equal: '7',
      name: '罐',
      descs: 'code',
    });
  });
});
