import type { ResourceDef } from '@dp/domain';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Queryable } from './filters';
import { listOrder } from './search-indexes';

/**
 * Keyset paging behind the `current`/`size` API, for a list in its default order turning pages one
 * after another: the layer remembers the first and last id of the pages it served (per condition
 * and page size), and reads page p as "the `size` rows after the last row of page p − 1" — a walk of
 * `size` index entries wherever page p lies, rather than `offset` entries from the start. A page
 * further on than one it knows (up to MAX_GAP pages) skips only the pages between.
 *
 * Only for an order the row comparison `(c1, …, id) < (…)` reproduces: every column in one
 * direction, and for an ascending order columns that cannot be null (nulls sort last there, and a
 * comparison with null is never true); in a descending order nulls come first, before any row a
 * boundary with values points at. The boundary's values are read by its id in the statement itself
 * (`select c1, id from t where id = $n`), exact to the microsecond. What it does not reproduce is
 * answered by OFFSET as before: an empty keyset page (a boundary row gone, or one without a time)
 * is read again that way, and an edit through the layer forgets the table's boundaries (it may
 * move a row); rows added or deleted since only shift later pages, as a reader turning pages
 * expects (no row shown twice).
 */
export type Keyset = { columns: PgColumn[]; desc: boolean };

/** The keyset of a definition's default order, or undefined when row comparison cannot walk it. */
export function keysetOf(def: ResourceDef, queryable: Queryable): Keyset | undefined {
  const order = listOrder(def).filter((o) => queryable.get(o.column));
  const id = queryable.get('id');
  if (!id || order.length === 0) return undefined;
  if (!order.some((o) => queryable.get(o.column)?.column === id.column))
    order.push({ column: 'id', asc: false });
  const desc = !order[0].asc;
  if (order.some((o) => o.asc === desc)) return undefined;
  const columns = order.map((o) => queryable.get(o.column)!.column as PgColumn);
  if (!desc && columns.some((c) => !c.notNull)) return undefined;
  return { columns, desc };
}

/** How many pages past a known one a page may lie and still be read from its boundary. */
export const MAX_GAP = 20;
/** Conditions remembered per service, and pages per condition (oldest forgotten first). */
const MAX_LISTS = 200;
const MAX_PAGES = 64;

type Bounds = { first: string; last: string };
/** Where to read a page from: after (or from) a known row, skipping `skip` rows. */
export type From = { id: string; inclusive: boolean; skip: number };

export function pageTurns() {
  const lists = new Map<string, Map<number, Bounds>>();
  return {
    /** The known row to read page `current` from, if any. */
    from(list: string, current: number, size: number): From | undefined {
      const pages = lists.get(list);
      if (!pages) return undefined;
      const same = pages.get(current);
      if (same) return { id: same.first, inclusive: true, skip: 0 };
      for (let k = current - 1; k >= Math.max(1, current - MAX_GAP); k--) {
        const b = pages.get(k);
        if (b) return { id: b.last, inclusive: false, skip: (current - 1 - k) * size };
      }
      return undefined;
    },
    /** Remembers the first and last id of page `current`. */
    served(list: string, current: number, first: string, last: string) {
      let pages = lists.get(list);
      if (pages) lists.delete(list);
      else pages = new Map();
      lists.set(list, pages); // most recent last
      if (lists.size > MAX_LISTS) lists.delete(lists.keys().next().value as string);
      pages.delete(current);
      pages.set(current, { first, last });
      if (pages.size > MAX_PAGES) pages.delete(pages.keys().next().value as number);
    },
    forget() {
      lists.clear();
    },
  };
}
