import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/helpers';

/**
 * Issue #8, contracts at the edge: every /api route declares what it takes and what it answers,
 * and the generated OpenAPI document (/api/docs) shows both. The test app checks every answer of
 * the whole suite against these declarations (`checkResponses`).
 */

/** Routes still without a contract, as `METHOD /api/path`: must stay empty. */
const NOT_YET_DOCUMENTED: string[] = [];

type Operation = {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
};

const routes: RouteOptions[] = [];
let t: Awaited<ReturnType<typeof createTestApp>>;
let paths: Record<string, Record<string, Operation>>;

beforeAll(async () => {
  t = await createTestApp({}, { onRoute: (r) => routes.push(r) });
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  paths = (res.json() as { paths: typeof paths }).paths;
});
afterAll(() => t?.close());

const api = () =>
  routes
    .filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'))
    .flatMap((r) => [r.method].flat().map((method) => ({ method: String(method), url: r.url, route: r })));

/** `/a/:id` as OpenAPI writes it: `/a/{id}`. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/** What a route lacks: an answer, its input (a POST's body or query, a path's parameters). */
function gaps(method: string, url: string, op: Operation | undefined): string[] {
  if (!op) return ['not in the document'];
  const out: string[] = [];
  const ok = op.responses?.['200'];
  if (!ok?.content || !Object.values(ok.content).some((c) => c.schema)) out.push('no answer schema');
  const params = op.parameters ?? [];
  if (url.includes(':') && !params.some((p) => p.in === 'path')) out.push('no path parameters');
  const multipart = Object.keys(op.requestBody?.content ?? {}).some((c) => c.startsWith('multipart/'));
  if (method === 'POST' && !op.requestBody && !params.some((p) => p.in === 'query') && !multipart)
    out.push('no body or query schema');
  return out;
}

describe('contracts at the edge', () => {
  it('documents every /api call with its input and its answer', () => {
    const missing: string[] = [];
    for (const { method, url } of api()) {
      const op = paths[openApiPath(url)]?.[method.toLowerCase()];
      const lacks = gaps(method, url, op);
      if (lacks.length) missing.push(`${method} ${url}: ${lacks.join(', ')}`);
    }
    const undocumented = missing.filter((m) => !NOT_YET_DOCUMENTED.includes(m.slice(0, m.indexOf(': '))));
    expect(undocumented).toEqual([]);
    expect(api().length).toBeGreaterThan(500);
  });

  it('keeps the exemption list honest: each entry is a route still without a contract', () => {
    const all = new Set(api().map((r) => `${r.method} ${r.url}`));
    for (const entry of NOT_YET_DOCUMENTED) {
      expect(all.has(entry)).toBe(true);
      const [method, url] = entry.split(' ');
      expect(gaps(method, url, paths[openApiPath(url)]?.[method.toLowerCase()]).length).toBeGreaterThan(0);
    }
  });

  it('documents a generic page call with its filters, the page shape and the envelope', () => {
    const op = paths['/api/calf-system/param/page']?.post;
    expect(op).toBeDefined();
    const answer = JSON.stringify(op?.responses?.['200']);
    for (const key of ['code', 'success', 'data', 'msg', 'records', 'total', 'size', 'current', 'pages'])
      expect(answer).toContain(`"${key}"`);
    const query = (op?.parameters ?? []).map((p) => p.name);
    expect(query).toEqual(expect.arrayContaining(['current', 'size', 'ascs', 'descs']));
  });

  it('refuses an unauthorized caller before validating what it sent', async () => {
    const res = await t.call('POST', '/api/calf-user/grant', null, [1, 2, 3]);
    expect(res.status).toBe(401);
    expect(res.body.msg).toBe('缺失令牌,鉴权失败');
  });

  it('answers bad input with the envelope and the field named, never the raw validation error', async () => {
    const tok = await t.login();
    const res = await t.call('POST', '/api/calf-system/param/page', tok, { current: { deep: true } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 400, success: false, data: {} });
    expect(res.body.msg).toMatch(/^参数错误: current /);
    expect(Object.keys(res.body).sort()).toEqual(['code', 'data', 'msg', 'success']);
  });
});
