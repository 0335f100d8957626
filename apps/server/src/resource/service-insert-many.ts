import type { FieldDef, ResourceDef } from '@dp/domain';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { RequestContext } from '../core/context';
import { badRequest } from '../core/envelope';
import { writeTransaction } from '../core/together';
import type { Db } from '../db/client';
import { writeIds } from './relations';
import type { ResourceHooks, Row } from './service-hooks';
import type { TreeKeys } from './tree';

/** Rows of one INSERT statement in insertMany (an import's batches). */
export const INSERT_BATCH = 500;

/** What a resource service lends its many-row insert: its table, keys and its one-row steps. */
export type InsertManyParts = {
  def: ResourceDef;
  table: PgTable;
  keys: TreeKeys;
  uniques: [string, FieldDef][];
  columnCount: number;
  hooks: ResourceHooks;
  /** A new row checked and filled (rules, hooks, numbers, uniqueness against the table). */
  prepareInsert: (tx: Db, ctx: RequestContext, input: unknown) => Promise<{ row: Row; values: Row }>;
  output: (row: Row) => Row;
  enrich: (db: Db, ctx: RequestContext, rows: Row[]) => Promise<Row[]>;
};

/**
 * Many rows in multi-row INSERTs (an import): each row prepared as `insert` prepares it, a batch's
 * unique values checked against each other, the batch written in one statement, its join tables
 * and labels after, the hooks' afterInsert per row and afterWrite once; all in one transaction.
 * `onRow` tells the caller which row is being handled (an import names it in a refusal).
 */
export function insertManyOf(parts: InsertManyParts) {
  const { def, table, keys, uniques, columnCount, hooks, prepareInsert, output, enrich } = parts;
  return async function insertMany(
    db: Db,
    ctx: RequestContext,
    rows: unknown[],
    onRow?: (index: number) => void,
  ): Promise<Row[]> {
    // within PostgreSQL's 65,535 bind parameters whatever the table's width
    const size = def.tree ? 1 : Math.min(INSERT_BATCH, Math.floor(60_000 / columnCount));
    return writeTransaction(db, async (tx) => {
      const saved: Row[] = [];
      const out: Row[] = [];
      for (let start = 0; start < rows.length; start += size) {
        const prepared: { row: Row; values: Row }[] = [];
        const seen = new Map<string, Set<string>>();
        for (let i = start; i < Math.min(rows.length, start + size); i++) {
          onRow?.(i);
          const p = await prepareInsert(tx, ctx, rows[i]);
          for (const [name, f] of uniques) {
            const v = p.row[name];
            if (v === undefined || v === null) continue;
            const values = seen.get(name) ?? new Set<string>();
            if (values.has(String(v))) throw badRequest(`当前${f.label.zh} [${String(v)}] 已存在!`);
            seen.set(name, values.add(String(v)));
          }
          prepared.push(p);
        }
        const written = await tx
          .insert(table)
          .values(prepared.map((p) => p.values))
          .returning();
        // matched by key where the values carry it, else in the order of VALUES
        const byKey = new Map(written.map((w) => [String(w[keys.id]), w]));
        const rowsOut: Row[] = [];
        for (const [k, p] of prepared.entries()) {
          onRow?.(start + k);
          const key = p.values[keys.id];
          const one = (key !== undefined && byKey.get(String(key))) || written[k];
          await writeIds(tx, ctx, def, String(one[keys.id]), p.row);
          rowsOut.push(output(one));
        }
        // the answer's labels once for the batch (join-table ids read back in one query)
        for (const [k, done] of (await enrich(tx, ctx, rowsOut)).entries()) {
          onRow?.(start + k);
          saved.push(done);
          const row = prepared[k].row;
          out.push(hooks.afterInsert ? await hooks.afterInsert({ ctx, row, saved: done, db: tx }) : done);
        }
      }
      if (saved.length) await hooks.afterWrite?.({ ctx, db: tx, action: 'insert', rows: saved });
      return out;
    });
  };
}
