import { sql } from 'drizzle-orm';
import { formatDate } from '../core/dates';
import type { Db } from '../db/client';
import { sequence } from '../db/schema/layer';

const TOKEN = /\{(yyyyMMdd|yyyyMM|yyyy|MM|dd|0+)\}/g;

/** The date part of a pattern for `now` in the configured time zone (TZ_NAME). */
function datePart(pattern: string, now: Date): { period: string; render: (n: number) => string } {
  const [yyyy, MM, dd] = formatDate(now).split('-');
  const dates: Record<string, string> = {
    yyyyMMdd: `${yyyy}${MM}${dd}`,
    yyyyMM: `${yyyy}${MM}`,
    yyyy,
    MM,
    dd,
  };
  const period = [...pattern.matchAll(TOKEN)]
    .map((m) => dates[m[1]])
    .filter(Boolean)
    .join('-');
  return {
    period,
    render: (n) => pattern.replace(TOKEN, (_m, t: string) => dates[t] ?? String(n).padStart(t.length, '0')),
  };
}

/**
 * The next number of a per-tenant sequence rendered with `pattern`: `{yyyy}`, `{yyyyMM}`,
 * `{yyyyMMdd}`, `{MM}`, `{dd}` (dates in TZ_NAME) and a run of zeros for the counter, e.g.
 * 'YH-{yyyyMMdd}-{0000}' → 'YH-20261123-0001'. The counter restarts when the date part changes.
 * One atomic upsert per number: concurrent callers never get the same value.
 */
export async function nextNumber(
  db: Db,
  opts: { tenantId: string; key: string; pattern: string; now?: Date },
): Promise<string> {
  const { period, render } = datePart(opts.pattern, opts.now ?? new Date());
  const [{ value }] = await db
    .insert(sequence)
    .values({ tenantId: opts.tenantId, seqKey: opts.key, period, value: 1 })
    .onConflictDoUpdate({
      target: [sequence.tenantId, sequence.seqKey, sequence.period],
      set: { value: sql`${sequence.value} + 1` },
    })
    .returning({ value: sequence.value });
  return render(value);
}
