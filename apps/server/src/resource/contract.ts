import { FILTER_SUFFIXES, type FieldDef, type ResourceDef } from '@dp/domain';
import { z } from 'zod';
import {
  binary,
  contract,
  dateTime,
  docOnly,
  doneEnvelope,
  envelope,
  fileUpload,
  idParams,
  idQuery,
  idsBody,
  idsQuery,
  pageOf,
  pageQuery,
  treeNode,
  treeOf,
} from '../core/contract';
import { writable } from './schema';

/**
 * The contracts of a resource's generic routes, derived from its definition: what each call
 * takes (querystring, body, params) and the envelope it answers (rows, pages, trees).
 */

const nullable = <T extends z.ZodType>(t: T) => t.nullable().optional();

/** One field's value in an answer (dates already written as `yyyy-MM-dd[ HH:mm:ss]`). */
function fieldOut(f: FieldDef): z.ZodType {
  const described = <T extends z.ZodType>(t: T) => t.meta({ description: f.label.zh });
  switch (f.type) {
    case 'string':
    case 'text':
      return described(f.multiple ? z.array(z.string()) : z.string());
    case 'int':
      return described(z.number());
    case 'decimal':
      // numeric(18, 4) comes back from PostgreSQL as its decimal text
      return described(z.union([z.number(), z.string()]));
    case 'bool':
      return described(z.boolean());
    case 'date':
      return described(z.string().meta({ description: `${f.label.zh} (yyyy-MM-dd)` }));
    case 'datetime':
      return described(dateTime);
    case 'id':
    case 'file':
      return described(z.string());
    case 'ids':
    case 'files':
      return described(z.array(z.string()));
    case 'json':
      return described(z.unknown());
  }
}

/** One field's value in a write body, as the client may send it (validated by `validateInput`). */
function fieldIn(f: FieldDef): z.ZodType {
  switch (f.type) {
    case 'string':
    case 'text':
      return f.multiple ? z.union([z.array(z.string()), z.string()]) : z.string().max(f.max ?? 100000);
    case 'int':
    case 'decimal':
      return z.union([z.number(), z.string()]);
    case 'bool':
      return z.union([z.boolean(), z.number(), z.string()]);
    case 'date':
      return z.string().meta({ description: 'yyyy-MM-dd' });
    case 'datetime':
      return dateTime;
    case 'id':
    case 'file':
      return z.union([z.string(), z.number()]);
    case 'ids':
    case 'files':
      return z.union([z.array(z.union([z.string(), z.number()])), z.string()]);
    case 'json':
      return z.unknown();
  }
}

const cache = new WeakMap<ResourceDef, ResourceContracts>();

export type ResourceContracts = ReturnType<typeof build>;

/** The schemas of a resource, built once per definition. */
export function resourceContracts(def: ResourceDef): ResourceContracts {
  let c = cache.get(def);
  if (!c) {
    c = build(def);
    cache.set(def, c);
  }
  return c;
}

const once = <T>(make: () => T): (() => T) => {
  let made: { v: T } | undefined;
  return () => {
    made ??= { v: make() };
    return made.v;
  };
};

/**
 * An object whose properties are built on first read: a resource's routes use a few of its
 * contracts (tree answers only for trees, imports only where allowed), and building zod schemas is
 * most of the server's route set-up time at every start.
 */
function lazily<T extends Record<string, () => unknown>>(
  makers: T,
): { readonly [K in keyof T]: ReturnType<T[K]> } {
  const out = {} as { [K in keyof T]: ReturnType<T[K]> };
  for (const [key, make] of Object.entries(makers)) {
    const get = once(make);
    Object.defineProperty(out, key, { enumerable: true, get });
  }
  return out;
}

function build(def: ResourceDef) {
  const own: Record<string, z.ZodType> = {};
  for (const [name, f] of Object.entries(def.fields)) {
    // a secret is answered at most once, to the caller who created it (a client's secret)
    own[name] = f.secret ? z.string().optional() : nullable(fieldOut(f));
  }
  // a keyed resource answers its key as `id` too (and its parent as `parentId`)
  const row = z.looseObject({
    id: z.string(),
    ...(def.tenantScoped ? { tenantId: z.string().optional() } : {}),
    ...(def.baseColumns === false
      ? {}
      : {
          createUser: nullable(z.string()),
          createDept: nullable(z.string()),
          createTime: nullable(dateTime),
          updateUser: nullable(z.string()),
          updateTime: nullable(dateTime),
          status: nullable(z.number()),
          isDeleted: nullable(z.number()),
        }),
    ...(def.tree ? { parentId: z.string(), ancestors: nullable(z.string()) } : {}),
    ...(def.versioned ? { version: z.number() } : {}),
    ...own,
  });

  const inputs: Record<string, z.ZodType> = {};
  for (const [name, f] of Object.entries(def.fields)) {
    if (!writable(f)) continue;
    inputs[name] = fieldIn(f)
      .nullable()
      .optional()
      .meta({ description: `${f.label.zh}${f.required ? ' (required)' : ''}` });
  }
  // validated by `validateInput` with the spec's per-field messages and the dictionary checks
  const writeBody = docOnly(
    z.looseObject({
      id: z.union([z.string(), z.number()]).optional(),
      ...(def.tree ? { parentId: z.union([z.string(), z.number()]).optional() } : {}),
      ...(def.versioned ? { version: z.number().optional() } : {}),
      status: z.union([z.number(), z.string()]).optional(),
      ...inputs,
    }),
  );

  const filters: Record<string, z.ZodType> = {};
  for (const [name, f] of Object.entries(def.fields)) {
    if (!f.search || f.secret) continue;
    filters[name] = z
      .unknown()
      .optional()
      .meta({
        description: `${f.label.zh}: search ${f.search}; ${name} + any of ${FILTER_SUFFIXES.join(' ')}`,
      });
  }
  const query = pageQuery.extend(filters);
  const tag = [def.label.zh];
  // the answers several routes share, each built once
  const pageEnvelope = once(() => envelope(pageOf(row)));
  const oneEnvelope = once(() => envelope(row.nullish()));
  const rowEnvelope = once(() => envelope(row));
  const forestEnvelope = once(() => envelope(treeOf(row)));
  const levelEnvelope = once(() => envelope(z.array(row.extend({ hasChildren: z.boolean() }))));
  return lazily({
    row: () => row,
    query: () => query,
    writeBody: () => writeBody,
    page: () =>
      contract({
        tags: tag,
        summary: `${def.label.zh} page`,
        querystring: query,
        body: query.nullish(),
        response: pageEnvelope(),
      }),
    listGet: () =>
      contract({
        tags: tag,
        summary: `${def.label.zh} list`,
        querystring: query,
        response: pageEnvelope(),
      }),
    listPost: () =>
      contract({
        tags: tag,
        summary: `${def.label.zh} list`,
        querystring: query,
        body: query.nullish(),
        response: pageEnvelope(),
      }),
    get: () =>
      contract({
        tags: tag,
        summary: `${def.label.zh} by id`,
        params: idParams,
        response: oneEnvelope(),
      }),
    detail: () =>
      contract({
        tags: tag,
        summary: `${def.label.zh} by id`,
        querystring: idQuery,
        response: oneEnvelope(),
      }),
    tree: () =>
      contract({
        tags: tag,
        summary: `${def.label.zh} tree`,
        querystring: query,
        response: envelope(treeOf(treeNode)),
      }),
    lazyTree: () =>
      contract({
        tags: tag,
        summary: `${def.label.zh} tree, one level`,
        querystring: query,
        response: envelope(z.array(treeNode.extend({ hasChildren: z.boolean().optional() }))),
      }),
    write: () => (summary: string) =>
      contract({
        tags: tag,
        summary: `${def.label.zh} ${summary}`,
        body: writeBody,
        response: rowEnvelope(),
      }),
    remove: () =>
      contract({
        tags: tag,
        summary: `${def.label.zh} remove`,
        querystring: idsQuery,
        body: idsBody.nullish(),
        response: doneEnvelope,
      }),
    exportGet: () =>
      contract({
        tags: tag,
        summary: `${def.label.zh} Excel export`,
        querystring: query,
        response: binary(),
      }),
    exportPost: () =>
      contract({
        tags: tag,
        summary: `${def.label.zh} Excel export`,
        querystring: query,
        body: query.nullish(),
        response: binary(),
      }),
    template: () => contract({ tags: tag, summary: `${def.label.zh} import template`, response: binary() }),
    import: () =>
      contract({
        tags: tag,
        summary: `${def.label.zh} Excel import`,
        ...fileUpload(),
        response: envelope(z.object({ count: z.number().int() })),
      }),
    // `list` / `lazy-list` of a tree resource: the forest of rows / one level of them
    forestGet: () =>
      contract({
        tags: tag,
        summary: `${def.label.zh} tree rows`,
        querystring: query,
        response: forestEnvelope(),
      }),
    forestPost: () =>
      contract({
        tags: tag,
        summary: `${def.label.zh} tree rows`,
        querystring: query,
        body: query.nullish(),
        response: forestEnvelope(),
      }),
    levelGet: () =>
      contract({
        tags: tag,
        summary: `${def.label.zh} tree rows, one level`,
        querystring: query,
        response: levelEnvelope(),
      }),
    levelPost: () =>
      contract({
        tags: tag,
        summary: `${def.label.zh} tree rows, one level`,
        querystring: query,
        body: query.nullish(),
        response: levelEnvelope(),
      }),
  });
}
