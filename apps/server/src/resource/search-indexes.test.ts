import { type ResourceDef, resources } from '@dp/domain';
import { getTableName, is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../db/schema';
import { tableNamed } from './relations';
import { resourceTable, snake } from './table';

const built = (Object.values(resources) as ResourceDef[]).filter(
  (d) => tableNamed(d.table) === resourceTable(d),
);

describe.each(built.map((d) => [d.name, d] as const))('indexes of %s', (_name, def) => {
  const names = new Set(getTableConfig(resourceTable(def) as PgTable).indexes.map((i) => i.config.name));
  it('has a trigram index for each like search and a B-tree for each equality, range and default sort', () => {
    for (const [name, f] of Object.entries(def.fields)) {
      if (f.type === 'ids') continue; // indexed in its join table (on ref_id)
      if (f.search === 'like' && !f.multiple) expect(names).toContain(`${def.table}_${snake(name)}_trgm`);
      if (f.search === 'equal' || f.search === 'daterange' || f.sortable)
        expect(names).toContain(
          f.multiple ? `${def.table}_${snake(name)}_gin` : `${def.table}_${snake(name)}_idx`,
        );
    }
    // a natural key without base columns is the primary key, indexed as such
    const pk = def.baseColumns === false ? def.key : undefined;
    for (const s of def.defaultSort ?? [])
      if (s.column !== 'createTime' && s.column !== pk)
        expect(names).toContain(`${def.table}_${snake(s.column)}_idx`);
  });
});

// Tables written by hand (system administration and logs) carry their definitions' indexes too
// (`definitionIndexes`): every like search a trigram index, every equality, range or sort a B-tree.
// (from the schema itself: resourceTable(def) of such a definition is a table of its own that
// tableNamed answers once built, which the schema and its migrations never see)
const schemaTables = new Map(
  (Object.values(schema) as unknown[])
    .filter((v): v is PgTable => is(v, PgTable))
    .map((t) => [getTableName(t), t]),
);
const handWritten = (Object.values(resources) as ResourceDef[]).flatMap((d) => {
  const table = schemaTables.get(d.table);
  return table && table !== resourceTable(d) ? [[d.name, d, table] as const] : [];
});

describe.each(handWritten)('indexes of the hand-written %s table', (_name, def, table) => {
  // drizzle names a table's columns by their keys here (snake_case comes with the migration)
  const config = getTableConfig(table);
  const columns = new Set(config.columns.map((c) => c.name));
  const indexed = config.indexes.map((i) => ({
    method: i.config.method,
    columns: i.config.columns.map((c) => ('name' in c ? c.name : '')),
  }));
  it('has a trigram index for each like search and a B-tree for each equality, range and sort', () => {
    for (const [name, f] of Object.entries(def.fields)) {
      if (!columns.has(name) || f.multiple) continue;
      if (f.search === 'like')
        expect(indexed, `${name}: trigram`).toContainEqual({ method: 'gin', columns: [name] });
      if (f.search === 'equal' || f.search === 'daterange' || f.sortable)
        expect(
          indexed.some((i) => i.method !== 'gin' && i.columns.includes(name)),
          `${name}: B-tree`,
        ).toBe(true);
    }
    for (const s of def.defaultSort ?? [])
      expect(
        indexed.some((i) => i.columns.includes(s.column)),
        `sort ${s.column}`,
      ).toBe(true);
  });
});

it('finds the hand-written tables among the definitions', () => {
  expect(handWritten.map(([n]) => n)).toEqual(expect.arrayContaining(['user', 'tenant', 'logApi']));
});
