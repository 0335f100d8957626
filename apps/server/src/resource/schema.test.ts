import type { ResourceDef } from '@dp/domain';
import { describe, expect, it } from 'vitest';
import { validateInput } from './schema';

const def = {
  name: 'defaults',
  table: 'test_defaults',
  tenantScoped: true,
  fields: {
    title: { type: 'string', label: { zh: '名称', en: 'Title' }, required: true },
    mode: { type: 'string', label: { zh: '方式', en: 'Mode' }, required: true, defaultValue: 'DEADLINE' },
    sort: { type: 'int', label: { zh: '排序', en: 'Sort' }, defaultValue: 1 },
  },
} as unknown as ResourceDef;

describe('defaults of a definition', () => {
  it('fill the fields a new row leaves out, required ones included', () => {
    expect(validateInput(def, { title: 'a' }, false)).toEqual({ title: 'a', mode: 'DEADLINE', sort: 1 });
  });

  it('never replace a value sent, and an explicit empty required value is still refused', () => {
    expect(validateInput(def, { title: 'a', mode: 'IMMEDIATE', sort: 3 }, false)).toMatchObject({
      mode: 'IMMEDIATE',
      sort: 3,
    });
    expect(() => validateInput(def, { title: 'a', mode: '' }, false)).toThrow('mode');
  });

  it('leave an update alone: a partial row gets no defaults', () => {
    expect(validateInput(def, { title: 'b' }, true)).toEqual({ title: 'b' });
  });
});
