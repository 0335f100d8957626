import { type FieldDef, resources } from '@dp/domain';
import { getTableConfig, type IndexedColumn } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { checkRecord, checkRecordCompanions } from '../../db/schema';
import { snake } from '../../resource/table';

/**
 * The record ledger is the largest check table (1M rows in the bench): every column its list
 * filters or sorts by leads an index after (tenant_id, is_deleted), derived from the definition.
 */
describe('check record list indexes', () => {
  const indexed = (table: Parameters<typeof getTableConfig>[0]) =>
    getTableConfig(table).indexes.map((i) =>
      i.config.columns.map((c) => snake(String((c as IndexedColumn).name))),
    );

  it('covers every filter and sort column of the record list', () => {
    const leads = indexed(checkRecord);
    const wanted = Object.entries(resources.checkRecord.fields as Record<string, FieldDef>)
      .filter(([, f]) => f.type !== 'ids' && (f.search || f.sortable || f.type === 'id'))
      .map(([name]) => snake(name));
    expect(wanted).toEqual(expect.arrayContaining(['submit_time', 'year', 'check_risk_point_id', 'result']));
    // the default order's index ends in id (deep pages walk it without a sort)
    for (const column of wanted)
      expect(
        leads.map((cols) => cols.slice(0, 3)),
        column,
      ).toContainEqual(['tenant_id', 'is_deleted', column]);
  });

  it('looks companions up by person through the join table', () => {
    expect(indexed(checkRecordCompanions)).toContainEqual(['ref_id']);
  });
});
