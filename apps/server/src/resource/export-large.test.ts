import { Readable } from 'node:stream';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unlockAdmin } from '../../test/fixtures';
import { createTestApp } from '../../test/helpers';
import { MAX_EXPORT_ROWS } from './export';

/** Issue #33 item 5: a large export is streamed in batches with bounded memory, and bounded itself. */
const URL = '/api/calf-system/param/exportExcel';
let t: Awaited<ReturnType<typeof createTestApp>>;
let tok: string;

beforeAll(async () => {
  t = await createTestApp();
  await unlockAdmin(t.db);
  tok = await t.login();
});
afterAll(() => t.close());

/** `n` parameters `big.<i>` of the platform tenant, from `from` on, in one statement. */
const insertParams = (from: number, n: number) =>
  t.db.execute(sql`
    insert into calf_param (id, tenant_id, param_name, param_key, param_value, status, is_deleted, create_time, update_time)
    select 9000000000000000000 - g, '000000', '大批参数' || g, 'big.' || lpad(g::text, 7, '0'), 'v' || g, 1, 0, now(), now()
    from generate_series(${from}::int, ${from + n - 1}::int) g`);

/** A full collection (V8's gc exposed at run time), so the heap measured is what is still held. */
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

/** The rows of a workbook read back with exceljs' streaming reader: the count, the first and last rows. */
async function readBack(data: Buffer) {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([data]), {});
  const out = { count: 0, first: [] as unknown[], second: [] as unknown[], last: [] as unknown[] };
  for await (const sheet of reader) {
    for await (const row of sheet) {
      const values = (row.values as unknown[]).slice(1);
      out.count++;
      if (out.count === 1) out.first = values;
      if (out.count === 2) out.second = values;
      out.last = values;
    }
  }
  return out;
}

/** Rows of the large export (`EXPORT_ROWS` for a quicker local run). */
const N = Number(process.env.EXPORT_ROWS ?? MAX_EXPORT_ROWS);
describe('a large export', () => {
  it(`writes ${N} rows holding a bounded heap, whatever the number of rows`, async () => {
    await insertParams(1, N);
    gc();
    const before = process.memoryUsage().heapUsed;
    let peak = before;
    // the live heap (after a full collection) while the export runs
    const sampler = setInterval(() => {
      gc();
      peak = Math.max(peak, process.memoryUsage().heapUsed);
    }, 3000);
    const started = Date.now();
    const res = await t.app.inject({
      method: 'POST',
      url: URL,
      payload: { paramKey_likeright: 'big.', ascs: 'paramKey' },
      headers: { 'calf-auth': `bearer ${tok}` },
    });
    clearInterval(sampler);
    const seconds = (Date.now() - started) / 1000;
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    const growth = (peak - before) / 2 ** 20;
    console.info(`export of ${N} rows: ${seconds.toFixed(1)} s, live heap peak +${growth.toFixed(1)} MB`);
    // every row in order, none cut by a list limit (the old export stopped at 100,000)
    const book = await readBack(res.rawPayload);
    expect(book.count).toBe(N + 1);
    expect(book.first).toEqual(['参数名称', '参数键名', '参数键值']);
    expect(book.second).toEqual(['大批参数1', 'big.0000001', 'v1']);
    expect(book.last).toEqual([`大批参数${N}`, `big.${String(N).padStart(7, '0')}`, `v${N}`]);
    // the 200,000 rows held at once are well over 100 MB of objects; batches of 1,000 hold a few
    expect(growth).toBeLessThan(40);
  }, 240_000);

  it('refuses an export of more than the maximum with a clear message', async () => {
    await insertParams(N + 1, MAX_EXPORT_ROWS + 1 - N);
    const res = await t.call('POST', URL, tok, { paramKey_likeright: 'big.' });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe(`导出数据超过${MAX_EXPORT_ROWS}条上限，请缩小查询范围后分批导出`);
  });
});
