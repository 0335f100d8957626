import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant } from '../../../test/fixtures';
import { createTestApp } from '../../../test/helpers';
import { nextId } from '../../core/ids';
import { migrationsFolder } from '../../db/client';
import { role } from '../../db/schema';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The hand-written statement of the migration (its data part), run on roles an older release left. */
async function migrate0024() {
  const text = readFileSync(join(migrationsFolder, '0024_role_on_layer.sql'), 'utf8');
  await t.db.execute(sql.raw(text.slice(text.indexOf('-- >>> hand-written'))));
}

describe('migration 0024: roles move onto the layer tree', () => {
  it('gives the roles already under a parent their path, roots keep 0', async () => {
    const { tenantId } = await createTenant(t.db);
    const [top, mid, leaf] = [nextId(), nextId(), nextId()];
    // as the old role module wrote them: a parent, no path
    await t.db.insert(role).values([
      { id: top, tenantId, roleName: 'top', roleAlias: 'top' },
      { id: mid, tenantId, parentId: top, roleName: 'mid', roleAlias: 'mid' },
      { id: leaf, tenantId, parentId: mid, roleName: 'leaf', roleAlias: 'leaf' },
    ]);
    await migrate0024();
    await migrate0024(); // a second run changes nothing more
    const rows = await t.db
      .select({ id: role.id, ancestors: role.ancestors })
      .from(role)
      .where(inArray(role.id, [top, mid, leaf]));
    expect(Object.fromEntries(rows.map((r) => [r.id, r.ancestors]))).toEqual({
      [top]: '0',
      [mid]: `0,${top}`,
      [leaf]: `0,${top},${mid}`,
    });
  });
});
