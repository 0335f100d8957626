import { type ResourceDef, resources } from '@dp/domain';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
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
