import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  ContractError,
  contract,
  contractSerializer,
  contractValidator,
  docOnly,
  doneEnvelope,
  envelope,
  getContract,
  isDocOnly,
  pageOf,
  postContract,
  treeOf,
} from './contract';

const route = (schema: z.ZodType) => ({ schema, method: 'POST', url: '/x', httpPart: 'body' as const });

describe('envelope and shapes', () => {
  it('wraps a payload in {code, success, data, msg}', () => {
    const s = envelope(z.object({ n: z.number() }));
    expect(s.safeParse({ code: 200, success: true, data: { n: 1 }, msg: '操作成功' }).success).toBe(true);
    expect(s.safeParse({ code: 200, success: true, data: { n: '1' }, msg: '操作成功' }).success).toBe(false);
    expect(s.safeParse({ code: 200, data: { n: 1 }, msg: '' }).success).toBe(false);
    expect(doneEnvelope.safeParse({ code: 200, success: true, data: {}, msg: '删除成功' }).success).toBe(
      true,
    );
  });

  it('describes a page and a forest', () => {
    const page = pageOf(z.object({ id: z.string() }));
    expect(page.safeParse({ records: [{ id: '1' }], total: 1, size: 10, current: 1, pages: 1 }).success).toBe(
      true,
    );
    expect(page.safeParse({ records: [{ id: 1 }], total: 1, size: 10, current: 1, pages: 1 }).success).toBe(
      false,
    );
    const forest = treeOf(z.object({ id: z.string() }));
    const nested = [{ id: '1', hasChildren: true, children: [{ id: '2', children: [{ id: '3' }] }] }];
    expect(forest.safeParse(nested).success).toBe(true);
    expect(forest.safeParse([{ id: '1', children: [{ id: 2 }] }]).success).toBe(false);
  });

  it('puts the answer under 200 and keeps the input parts', () => {
    const body = z.object({ a: z.string() });
    expect(contract({ body, response: doneEnvelope })).toEqual({ body, response: { 200: doneEnvelope } });
    const get = getContract({ id: z.string() }, doneEnvelope) as { querystring: z.ZodType };
    // query parameters are optional, other keys pass through
    expect(get.querystring.parse({ other: 'x' })).toEqual({ other: 'x' });
    const post = postContract({ ids: z.string() }, doneEnvelope) as { body: z.ZodType };
    expect(post.body.parse(null)).toBeNull();
    expect(post.body.safeParse({ ids: 1 }).success).toBe(false);
  });
});

describe('docOnly', () => {
  it('marks a schema without changing it', () => {
    const s = z.object({ a: z.string() });
    expect(isDocOnly(s)).toBe(false);
    expect(docOnly(s)).toBe(s);
    expect(isDocOnly(s)).toBe(true);
  });

  it('hands docOnly input to the handler as sent; other input is validated', () => {
    const checked = contractValidator(route(z.object({ a: z.string() })));
    expect(checked({ a: 1 })).toHaveProperty('error');
    expect(checked({ a: 'x' })).toEqual({ value: { a: 'x' } });
    const documented = contractValidator(route(docOnly(z.object({ a: z.string() }))));
    expect(documented({ a: 1 })).toEqual({ value: { a: 1 } });
  });
});

describe('contractSerializer', () => {
  const schema = envelope(z.object({ n: z.number() }));
  const good = { code: 200, success: true, data: { n: 1 }, msg: 'ok' };
  const bad = { code: 200, success: true, data: { n: 'one' }, msg: 'ok' };

  it('writes answers with JSON.stringify, unchecked in production', () => {
    const serialize = contractSerializer(false)({ schema, method: 'GET', url: '/x' });
    expect(serialize(good)).toBe(JSON.stringify(good));
    // no parsing: a mismatch goes out as it is (checked by the test suite, not per request)
    expect(serialize(bad)).toBe(JSON.stringify(bad));
  });

  it('fails an answer that breaks its contract when checking, naming the route and the field', () => {
    const serialize = contractSerializer(true)({ schema, method: 'GET', url: '/x' });
    expect(serialize(good)).toBe(JSON.stringify(good));
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      expect(() => serialize(bad)).toThrow(ContractError);
      expect(() => serialize(bad)).toThrow(/GET \/x[\s\S]*data\.n/);
    } finally {
      console.error = original;
    }
    expect(errors.length).toBe(2);
  });

  it('does not check docOnly answers', () => {
    const serialize = contractSerializer(true)({
      schema: docOnly(envelope(z.number())),
      method: 'GET',
      url: '/x',
    });
    expect(serialize(good)).toBe(JSON.stringify(good));
  });
});
