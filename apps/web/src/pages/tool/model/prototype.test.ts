import { describe, expect, it } from 'vitest';
import { componentFor, fromServer, toSubmitPayload } from './prototype';

describe('model prototype grid', () => {
  it('reads saved prototypes with yes_no flags', () => {
    const row = fromServer({
      id: '7',
      modelId: '3',
      jdbcName: 'title',
      jdbcType: 'varchar',
      isList: 2,
      isForm: 1,
      isQuery: 2,
      isRequired: 2,
      isRow: 1,
      componentType: 'select',
      dictCode: 'notice',
      queryType: 'like',
    });
    expect(row).toMatchObject({ id: '7', isList: true, isForm: false, isQuery: true, isRequired: true });
    expect(row.componentType).toBe('select');
  });

  it('suggests defaults for live columns', () => {
    expect(fromServer({ jdbcName: 'create_time', jdbcType: 'timestamp' })).toMatchObject({
      id: undefined,
      isList: false,
      isForm: false,
      componentType: 'datetime',
    });
    expect(fromServer({ jdbcName: 'amount', jdbcType: 'numeric' })).toMatchObject({
      isList: true,
      isForm: true,
      componentType: 'number',
    });
    expect(componentFor('text')).toBe('textarea');
    expect(componentFor('bool')).toBe('switch');
  });

  it('builds the submit-list payload', () => {
    const rows = [
      fromServer({ jdbcName: 'title', jdbcType: 'varchar', comment: '标题' }),
      {
        ...fromServer({ id: '9', jdbcName: 'category', jdbcType: 'int4', isList: 2, isForm: 2 }),
        isQuery: true,
        dictCode: 'notice',
      },
    ];
    rows[0].isRequired = true;
    rows[0].queryType = 'like';
    expect(toSubmitPayload('5', rows)).toEqual([
      {
        modelId: '5',
        jdbcName: 'title',
        jdbcType: 'varchar',
        comment: '标题',
        isList: 2,
        isForm: 2,
        isRow: 1,
        isQuery: 1,
        isRequired: 2,
        componentType: 'input',
      },
      {
        modelId: '5',
        id: '9',
        jdbcName: 'category',
        jdbcType: 'int4',
        isList: 2,
        isForm: 2,
        isRow: 1,
        isQuery: 2,
        isRequired: 1,
        componentType: 'number',
        dictCode: 'notice',
        queryType: 'equal',
      },
    ]);
  });
});
