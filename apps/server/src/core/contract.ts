import { MAX_PAGE_SIZE } from '@dp/domain';
import type { FastifyInstance, FastifySchema, FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Route contracts: the zod schemas each /api route declares for its input and its answer, the
 * envelope and page shapes they are built from (api-contract §1.3, §1.6), and the compilers that
 * validate input, serialise answers (plain JSON.stringify) and, in tests, check every answer
 * against its declared schema.
 */

/** The envelope `{code, success, data, msg}` around a payload. */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number().int(), success: z.boolean(), data, msg: z.string() });

/** An answer without payload (`done(msg)`, `fail(code, msg)`): `data` is `{}`. */
export const doneEnvelope = envelope(z.object({}));

/** A page of rows (api-contract §1.6). */
export const pageOf = <T extends z.ZodType>(row: T) =>
  z.object({
    records: z.array(row),
    total: z.number().int(),
    size: z.number().int(),
    current: z.number().int(),
    pages: z.number().int(),
    totalEstimated: z.boolean().optional(),
  });

/** A forest of `node`s, each with optional `children` (omitted when empty) and `hasChildren`. */
export function treeOf<T extends z.ZodObject>(node: T) {
  type Node = z.infer<T> & { children?: Node[]; hasChildren?: boolean };
  const tree: z.ZodType<Node> = node.extend({
    children: z.array(z.lazy(() => tree)).optional(),
    hasChildren: z.boolean().optional(),
  }) as unknown as z.ZodType<Node>;
  return z.array(tree);
}

/** A 64-bit id as the wire carries it: a string (numbers accepted on input). */
export const idIn = z.union([z.string(), z.number()]);
export const id = z.string();
/** A date-time as answered: `yyyy-MM-dd HH:mm:ss`. */
export const dateTime = z.string().meta({ description: 'yyyy-MM-dd HH:mm:ss' });
/** A number as a query string or a JSON body sends it. */
export const numeric = z.union([z.number(), z.string()]);
/** A flag as forms and query strings send it. */
export const flag = z.union([z.boolean(), z.string(), z.number()]);

/** `ids`: a comma string (query or form), a JSON array, or `{ids}`. */
export const idsBody = z.union([
  z.looseObject({ ids: z.union([z.string(), z.array(idIn)]).optional() }),
  z.array(idIn),
]);
export const idsQuery = z.looseObject({ ids: z.string().optional() });
export const idQuery = z.looseObject({ id: z.string().optional() });
export const idParams = z.object({ id: z.string() });

/**
 * The paging and ordering of a page query; filters are open (any further key, see
 * `FILTER_SUFFIXES` of `@dp/domain`). Lenient as the server's clamping is.
 */
export const pageQuery = z.looseObject({
  current: numeric.optional().meta({ description: 'page number, from 1' }),
  size: numeric.optional().meta({ description: `rows per page (default 10, at most ${MAX_PAGE_SIZE})` }),
  ascs: z.string().optional().meta({ description: 'ascending sort fields, comma-separated' }),
  descs: z.string().optional().meta({ description: 'descending sort fields, comma-separated' }),
});

/** Any JSON object (an open row of a hand-written answer, filters). */
export const anyObject = z.looseObject({});

/** A file download (Excel, images): documented as binary, never serialised as JSON. */
export const binary = () => docOnly(z.string().meta({ format: 'binary', description: 'file download' }));

const DOC_ONLY = new WeakSet<object>();

/**
 * A schema that documents without being enforced: its input is handed to the handler as sent
 * (the handler validates with the spec's own messages) and answers are not checked against it.
 * For the few calls whose shape zod cannot state precisely.
 */
export function docOnly<T extends z.ZodType>(schema: T): T {
  DOC_ONLY.add(schema);
  return schema;
}

export const isDocOnly = (schema: unknown) =>
  typeof schema === 'object' && schema !== null && DOC_ONLY.has(schema);

/** A route's schema: its input parts and the answer (200) it promises. */
export function contract(parts: {
  body?: z.ZodType;
  querystring?: z.ZodType;
  params?: z.ZodType;
  response: z.ZodType;
  summary?: string;
  tags?: string[];
  consumes?: string[];
}): FastifySchema {
  const { response, ...rest } = parts;
  return { ...rest, response: { 200: response } };
}

/** Validates input with zod, except docOnly schemas (passed through unchanged). */
export const contractValidator: FastifySchemaCompiler<z.ZodType> = (route) => {
  if (isDocOnly(route.schema)) return (data) => ({ value: data });
  return validatorCompiler(route);
};

export class ContractError extends Error {}

/**
 * Serialises answers with JSON.stringify (no per-route parsing: the list call's throughput is
 * measured). With `check` (the test app), every answer is first checked against its declared
 * schema and a mismatch fails the request with the route and the differences.
 */
export function contractSerializer(check: boolean) {
  return ({ schema, method, url }: { schema: unknown; method: string; url: string }) => {
    if (!check || isDocOnly(schema) || !(schema instanceof z.ZodType)) return stringify;
    const s = schema;
    return (data: unknown) => {
      const result = s.safeParse(data);
      if (!result.success) {
        const error = new ContractError(
          `answer of ${method} ${url} breaks its contract:\n${z.prettifyError(result.error)}`,
        );
        // printed too: a test that only reads the status still shows why it failed
        console.error(error.message);
        throw error;
      }
      return JSON.stringify(data);
    };
  };
}

const stringify = (data: unknown) => JSON.stringify(data);

/** A text parameter as a query string or a JSON body sends it (numbers accepted). */
export const text = z.union([z.string(), z.number()]);
/** A list parameter: a comma string or an array. */
export const list = z.union([z.string(), z.array(z.union([z.string(), z.number()]))]);

type Shape = Record<string, z.ZodType>;

/** Optional parameters, other keys passed through. */
const open = (shape: Shape) =>
  z.looseObject(Object.fromEntries(Object.entries(shape).map(([k, v]) => [k, v.optional()])));

/**
 * A GET call's contract: its query parameters (all optional; the handler names what it needs
 * with the spec's message) and its answer.
 */
export const getContract = (
  query: Shape,
  response: z.ZodType,
  extra: { params?: z.ZodType; summary?: string } = {},
) => contract({ querystring: open(query), response, ...extra });

/**
 * A POST call's contract: its parameters in the JSON / form body (documented and checked there);
 * the query string may carry them too (the body wins) and is taken as sent.
 */
export const postContract = (
  input: Shape,
  response: z.ZodType,
  extra: { params?: z.ZodType; summary?: string } = {},
) => contract({ querystring: anyObject, body: open(input).nullish(), response, ...extra });

/**
 * A module's contracts as one table, `'<METHOD> <path under /api>'` → schema, attached to its
 * routes as they are registered (a route that declares its own schema keeps it).
 */
export function declareContracts(app: FastifyInstance, table: Record<string, FastifySchema>): void {
  app.addHook('onRoute', (route) => {
    if (route.schema?.response) return;
    const path = route.url.replace(/^\/api(?=\/)/, '');
    for (const method of [route.method].flat()) {
      const schema = table[`${method} ${path}`];
      if (schema) route.schema = { ...route.schema, ...schema };
    }
  });
}

/** A node of a picker tree (`tree`, `lazy-tree`; api-contract §1.7). */
export const treeNode = z.looseObject({
  id: z.string(),
  parentId: z.string(),
  title: z.string(),
  key: z.string(),
  value: z.string(),
});

/** An upload: a multipart form with one file (read by the handler with `req.file()`). */
export const fileUpload = () => ({
  consumes: ['multipart/form-data'],
  body: docOnly(z.object({ file: z.string().meta({ format: 'binary', description: 'the file' }) })),
});
