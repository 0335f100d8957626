import { type ResourceDef, resources } from '@dp/domain';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../db/schema';
import { refTarget } from './relations';
import { titleField } from './tree';

const exported = new Set(
  (Object.values(schema) as unknown[]).flatMap((v) => (is(v, PgTable) ? [getTableName(v)] : [])),
);

const treeTables = new Set(
  (Object.values(resources) as ResourceDef[]).filter((d) => d.tree).map((d) => d.table),
);

describe('definitions of the registry against the schema', () => {
  for (const def of Object.values(resources) as ResourceDef[]) {
    it(`${def.name}: refs resolve, join tables are exported (so migrations carry them), trees have a title`, () => {
      for (const [name, f] of Object.entries(def.fields)) {
        if (f.ref) expect(() => refTarget(f.ref!), `${def.name}.${name}`).not.toThrow();
        if (f.type === 'ids')
          expect(exported, `${def.name}.${name}`).toContain(
            `${def.table}__${name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}`,
          );
        if (f.search === 'subtree')
          expect(
            f.type === 'id' && f.ref && treeTables.has(f.ref.table),
            `${def.name}.${name}: subtree needs a ref to a tree`,
          ).toBe(true);
        if (f.multiple) expect(f.dict, `${def.name}.${name}: multiple needs dict`).toBeTruthy();
        if (f.calc || f.numbering)
          expect(f.required, `${def.name}.${name}: server-set fields are not required`).toBeFalsy();
      }
      if (def.tree) expect(() => titleField(def)).not.toThrow();
      if (def.parent) {
        // the parent named, its id held in an indexed `id` field referring to the parent's table
        const parent = (Object.values(resources) as ResourceDef[]).find(
          (d) => d.name === def.parent!.resource,
        );
        const f = def.fields[def.parent.field];
        expect(parent, `${def.name}.parent`).toBeTruthy();
        expect(f?.type, `${def.name}.parent.field`).toBe('id');
        expect(f?.ref?.table, `${def.name}.parent.field`).toBe(parent?.table);
      }
    });
  }
});
