import type { SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { RequestContext } from '../core/context';
import type { Db } from '../db/client';
import type { ExportLayout } from './export-columns';

export type Row = Record<string, unknown>;

export type ResourceHooks = {
  /**
   * Rewrites a write's JSON body before validation: a legacy encoding the definition cannot
   * describe (a menu's `action` 0, "no placement", outside the button_func dictionary).
   */
  input?: (body: Row) => Row;
  /** Extra row filter (e.g. data scope of a business module). */
  rowFilter?: (ctx: RequestContext, table: PgTable) => SQL | undefined;
  /** Adjust or check a validated row before insert/update. */
  beforeWrite?: (args: { ctx: RequestContext; row: Row; existing?: Row; db: Db }) => Promise<void> | void;
  beforeRemove?: (args: { ctx: RequestContext; ids: string[]; db: Db }) => Promise<void> | void;
  /**
   * Runs after an insert, update or removal inside the write's transaction (roll-ups, notifications),
   * so they commit with the row; a throw undoes the write. `rows` are the rows written (for a
   * removal, as they were), `existing` the rows before an update.
   */
  afterWrite?: (args: {
    ctx: RequestContext;
    db: Db;
    action: 'insert' | 'update' | 'remove';
    rows: Row[];
    existing?: Row[];
  }) => Promise<void> | void;
  /** Adjusts the response of an insert (e.g. a generated secret shown once). */
  afterInsert?: (args: { ctx: RequestContext; row: Row; saved: Row; db: Db }) => Promise<Row> | Row;
  /**
   * Query parameters of the module's own meaning (e.g. a department with its descendants): returns
   * the parameters left for the whitelisted filters and the conditions it adds itself.
   */
  query?: (
    ctx: RequestContext,
    params: Record<string, unknown>,
  ) => { params: Record<string, unknown>; where: (SQL | undefined)[] };
  /**
   * After an insert, update, removal or import has committed: drop the caches the rows feed
   * (dictionaries, department trees, permissions). A write made inside a caller's transaction
   * does not call it — that caller drops the caches after its own commit.
   */
  afterCommit?: () => void;
  /** Adds per-caller fields to rows read (one batched query for the whole page, never one per row). */
  decorate?: (args: { ctx: RequestContext; rows: Row[]; db: Db }) => Promise<Row[]>;
  /** The resource's own export: columns in order and rows enriched batch by batch (export.ts). */
  exportLayout?: ExportLayout;
};

/** The arguments of each hook, for hooks written as named functions. */
export type BeforeWriteArgs = Parameters<NonNullable<ResourceHooks['beforeWrite']>>[0];
export type BeforeRemoveArgs = Parameters<NonNullable<ResourceHooks['beforeRemove']>>[0];
