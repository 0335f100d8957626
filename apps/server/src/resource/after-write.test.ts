import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLayerApp, widget, widgetDef } from '../../test/layer-fixture';
import { countStatements } from '../../test/statements';
import type { RequestContext } from '../core/context';
import { type Row, resourceService } from './service';

let t: Awaited<ReturnType<typeof createLayerApp>>;
beforeAll(async () => {
  t = await createLayerApp();
});
afterAll(() => t.close());

const ctx: RequestContext = {
  tenantId: '000000',
  userId: '1123598821738675201',
  account: 'admin',
  userName: 'admin',
  deptIds: [],
  roleIds: [],
  roleAliases: ['admin'],
  postIds: [],
  clientId: 'web',
  sessionId: 's',
  isAdministrator: false,
  isAdmin: true,
  permissions: new Set(),
  mustChangePassword: false,
};

/** A service whose after-write hook records what it saw, and throws for the title 'boom'. */
const seen: { action: string; titles: unknown[]; before?: unknown[] }[] = [];
const service = resourceService(widgetDef, widget, {
  afterWrite: async ({ db, action, rows, existing }) => {
    // Reads inside the write's transaction see the row it just wrote.
    const [inTx] = await db
      .select()
      .from(widget)
      .where(eq(widget.id, String(rows[0].id)));
    seen.push({ action, titles: [inTx?.title], before: existing?.map((r) => r.title) });
    if (rows.some((r: Row) => r.title === 'boom')) throw new Error('after-write failed');
  },
});
const titleOf = async (id: string) =>
  (
    await t.db
      .select({ title: widget.title, isDeleted: widget.isDeleted })
      .from(widget)
      .where(eq(widget.id, id))
  )[0];

describe('afterWrite hook', () => {
  it('runs inside the write transaction for insert, update and remove', async () => {
    seen.length = 0;
    const saved = await service.insert(t.db, ctx, { title: 'kept' });
    await service.update(t.db, ctx, { id: saved.id, version: 0, title: 'kept2' });
    await service.remove(t.db, ctx, [String(saved.id)]);
    expect(seen).toEqual([
      { action: 'insert', titles: ['kept'], before: undefined },
      { action: 'update', titles: ['kept2'], before: ['kept'] },
      { action: 'remove', titles: ['kept2'], before: undefined },
    ]);
  });

  it('a throwing hook rolls back the inserted, updated or removed row', async () => {
    await expect(service.insert(t.db, ctx, { title: 'boom' })).rejects.toThrow('after-write failed');
    expect(await t.db.select().from(widget).where(eq(widget.title, 'boom'))).toEqual([]);

    const saved = await service.insert(t.db, ctx, { title: 'stays' });
    const id = String(saved.id);
    await expect(service.update(t.db, ctx, { id, version: 0, title: 'boom' })).rejects.toThrow();
    expect(await titleOf(id)).toEqual({ title: 'stays', isDeleted: 0 });

    const doomed = await service.insert(t.db, ctx, { title: 'x' });
    await service.update(t.db, ctx, { id: doomed.id, version: 0, title: 'boom-later' });
    const throwing = resourceService(widgetDef, widget, {
      afterWrite: () => {
        throw new Error('no');
      },
    });
    await expect(throwing.remove(t.db, ctx, [String(doomed.id)])).rejects.toThrow('no');
    expect(await titleOf(String(doomed.id))).toEqual({ title: 'boom-later', isDeleted: 0 });
  });
});

describe('afterCommit hook', () => {
  it('runs once a write committed, never for a failed one, and only when the outer transaction ends', async () => {
    const log: string[] = [];
    const committed = resourceService(widgetDef, widget, {
      afterWrite: ({ rows }) => {
        if (rows.some((r: Row) => r.title === 'boom')) throw new Error('after-write failed');
      },
      afterCommit: () => log.push('commit'),
    });
    const saved = await committed.insert(t.db, ctx, { title: 'c1' });
    await committed.update(t.db, ctx, { id: saved.id, version: 0, title: 'c2' });
    await committed.remove(t.db, ctx, [String(saved.id)]);
    expect(log).toEqual(['commit', 'commit', 'commit']);
    await expect(committed.insert(t.db, ctx, { title: 'boom' })).rejects.toThrow('after-write failed');
    expect(log).toHaveLength(3);
    // inside a caller's transaction: nothing yet (the caller's commit is still to come)
    await t.db.transaction(async (tx) => {
      await committed.insert(tx as unknown as typeof t.db, ctx, { title: 'c3' });
      expect(log).toHaveLength(3);
    });
    expect(await committed.insertMany(t.db, ctx, [{ title: 'c4' }, { title: 'c5' }])).toHaveLength(2);
    expect(log).toHaveLength(4);
  });
});

describe('insertMany', () => {
  it('does the after-write work once for all the rows, all or nothing, naming the row it is at', async () => {
    const batches: string[][] = [];
    const batched = resourceService(widgetDef, widget, {
      afterWrite: ({ rows }) => {
        batches.push(rows.map((r: Row) => String(r.title)));
      },
    });
    const saved = await batched.insertMany(t.db, ctx, [{ title: 'm1' }, { title: 'm2' }, { title: 'm3' }]);
    expect(saved.map((r) => r.title)).toEqual(['m1', 'm2', 'm3']);
    expect(batches).toEqual([['m1', 'm2', 'm3']]);

    const at: number[] = [];
    await expect(
      batched.insertMany(t.db, ctx, [{ title: 'm4' }, { title: 'm5', flag: 7 }], (i) => at.push(i)),
    ).rejects.toThrow('flag');
    expect(at).toEqual([0, 1]);
    expect(batches).toHaveLength(1);
    const m4 = await t.db.select().from(widget).where(eq(widget.title, 'm4'));
    expect(m4).toEqual([]);
  });
});

describe('a write inside a caller transaction', () => {
  it('joins it without a savepoint and rolls back with it', async () => {
    const plain = resourceService(widgetDef, widget);
    const { statements } = await countStatements(() =>
      t.db.transaction(async (tx) => {
        const db = tx as unknown as typeof t.db;
        const saved = await plain.insert(db, ctx, { title: 'j1' });
        await plain.update(db, ctx, { id: saved.id, version: 0, title: 'j2' });
        await plain.insertMany(db, ctx, [{ title: 'j3' }]);
        await plain.remove(db, ctx, [String(saved.id)]);
      }),
    );
    expect(statements.filter((s) => /savepoint/i.test(s))).toEqual([]);
    expect(statements.filter((s) => /^(begin|commit)$/i.test(s.trim()))).toHaveLength(2);
    // on its own, a write still has its own transaction
    const own = await countStatements(() => plain.insert(t.db, ctx, { title: 'j4' }));
    expect(own.statements[0]).toMatch(/^begin$/i);
    // the caller's failure takes the nested writes with it
    await expect(
      t.db.transaction(async (tx) => {
        await plain.insert(tx as unknown as typeof t.db, ctx, { title: 'j5' });
        throw new Error('caller failed');
      }),
    ).rejects.toThrow('caller failed');
    expect(await t.db.select().from(widget).where(eq(widget.title, 'j5'))).toEqual([]);
    expect(await t.db.select().from(widget).where(eq(widget.title, 'j3'))).toHaveLength(1);
  });
});
