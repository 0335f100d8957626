import type { AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import { and, count, eq, like } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, multipartFile, unlockAdmin } from '../../test/fixtures';
import { createTestApp } from '../../test/helpers';
import { riskLawRegulation, riskPointType, user } from '../db/schema';
import { LEDGER_IMPORT_MAX_ROWS } from '../modules/risk/ledger';
import { USER_IMPORT_MAX_ROWS } from '../modules/user/user-io';
import type { ImportProgressEvent } from './import-progress';
import { IMPORT_MAX_ROWS } from './sheet-reader';

/**
 * Issue #38 item 8: an import is bounded (a row limit per file, refused before anything is
 * written), read as a stream with bounded memory, written in batches in bounded time, and all or
 * nothing with every bad row named.
 */
const URL = '/api/shtmp-risk/riskLawRegulation';
let t: Awaited<ReturnType<typeof createTestApp>>;
let tok: string;

beforeAll(async () => {
  t = await createTestApp();
  await unlockAdmin(t.db);
  tok = await t.login();
});
afterAll(() => t.close());

/** An .xlsx of the law register's import layout with `n` rows (`row(i)` may replace one). */
async function lawBook(
  n: number,
  prefix: string,
  row?: (i: number) => unknown[] | undefined,
  header = ['名称', '文号/标准号', '法规层级', '发布机关', '适用条款'],
): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise((resolve) => out.on('end', resolve));
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: true });
  const ws = wb.addWorksheet('法律法规标准');
  ws.addRow(header).commit();
  for (let i = 1; i <= n; i++)
    ws.addRow(row?.(i) ?? [`${prefix}${i}`, `GB ${i}-2026`, '法律', '全国人大常委会', `第${i}条`]).commit();
  ws.commit();
  await wb.commit();
  await ended;
  return Buffer.concat(chunks);
}

const upload = (data: Buffer, url = `${URL}/import`) => {
  const { payload, headers } = multipartFile('laws.xlsx', data);
  return t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { ...headers, 'calf-auth': `bearer ${tok}` },
  });
};

const rowsLike = async (prefix: string) =>
  (
    await t.db
      .select({ n: count() })
      .from(riskLawRegulation)
      .where(and(like(riskLawRegulation.title, `${prefix}%`), eq(riskLawRegulation.isDeleted, 0)))
  )[0].n;

/** Runs `work` while sampling the process's resident memory; the peak above the start, in MB. */
async function peakMb<T>(work: () => Promise<T>): Promise<{ result: T; mb: number }> {
  global.gc?.();
  const start = process.memoryUsage().rss;
  let peak = start;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  try {
    const result = await work();
    peak = Math.max(peak, process.memoryUsage().rss);
    return { result, mb: (peak - start) / 2 ** 20 };
  } finally {
    clearInterval(timer);
  }
}

describe('bounded imports', () => {
  it(`refuses a file over ${IMPORT_MAX_ROWS} rows with the limit in the message and writes nothing`, async () => {
    const data = await lawBook(IMPORT_MAX_ROWS + 1, 'over-');
    const started = Date.now();
    const { result: res, mb } = await peakMb(() => upload(data));
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(`导入文件最多${IMPORT_MAX_ROWS}行数据,请拆分后分批导入`);
    expect(Date.now() - started).toBeLessThan(30_000);
    expect(mb).toBeLessThan(300);
    expect(await rowsLike('over-')).toBe(0);
  }, 120_000);

  it('imports 20,000 rows in bounded time and memory, answering the count', async () => {
    const data = await lawBook(20_000, 'many-');
    const started = Date.now();
    const { result: res, mb } = await peakMb(() => upload(data));
    const seconds = (Date.now() - started) / 1000;
    console.log(`import of 20,000 rows: ${seconds.toFixed(1)} s, peak +${mb.toFixed(0)} MB`);
    expect(res.json()).toMatchObject({ code: 200, data: { count: 20_000 } });
    expect(seconds).toBeLessThan(90);
    expect(mb).toBeLessThan(300);
    expect(await rowsLike('many-')).toBe(20_000);
  }, 180_000);

  it('a file with bad rows lists every bad row and writes nothing', async () => {
    const bad = new Set([2, 500, 1500, 2999]);
    const data = await lawBook(3000, 'bad-', (i) =>
      bad.has(i) ? ['', `GB ${i}`, '法律'] : i === 1200 ? [`bad-${i}`, 'x', '没有这个层级'] : undefined,
    );
    const res = await upload(data);
    expect(res.statusCode).toBe(400);
    const msg = res.json().msg as string;
    expect(msg).toContain('导入失败,数据未做任何修改');
    // sheet rows: the header is row 1
    for (const i of [...bad, 1200]) expect(msg).toContain(`第${i + 1}行`);
    expect(await rowsLike('bad-')).toBe(0);
  }, 120_000);

  it(`refuses a user import over ${USER_IMPORT_MAX_ROWS} rows up front and creates no account`, async () => {
    const data = await lawBook(USER_IMPORT_MAX_ROWS + 1, '', (i) => [`bulk${i}`, `批量${i}`], [
      '登录账号',
      '用户姓名',
    ]);
    const res = await upload(data, '/api/calf-user/import-user');
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(`导入文件最多${USER_IMPORT_MAX_ROWS}行数据,请拆分后分批导入`);
    const made = await t.db.select({ n: count() }).from(user).where(like(user.account, 'bulk%'));
    expect(made[0].n).toBe(0);
  }, 120_000);

  it(`refuses a risk ledger over ${LEDGER_IMPORT_MAX_ROWS} rows up front and writes nothing`, async () => {
    const data = await lawBook(
      LEDGER_IMPORT_MAX_ROWS + 1,
      '',
      (i) => [`超限风险点${i}`, '作业活动', `步骤${i}`],
      ['风险点名称', '作业活动/设备设施', '作业步骤/检查项目'],
    );
    const res = await upload(data, '/api/shtmp-risk/riskPointType/importLedger');
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(`导入文件最多${LEDGER_IMPORT_MAX_ROWS}行数据,请拆分后分批导入`);
    const points = await t.db
      .select({ n: count() })
      .from(riskPointType)
      .where(like(riskPointType.name, '超限风险点%'));
    expect(points[0].n).toBe(0);
  }, 120_000);

  it('tells the importing user how far it has got, on their sockets only, through every phase', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as AddressInfo).port;
    const socketOf = (token: string) =>
      new Promise<Socket>((resolve, reject) => {
        const s = io(`http://127.0.0.1:${port}`, {
          path: '/socket.io',
          auth: { token: `bearer ${token}` },
          transports: ['websocket'],
          reconnection: false,
          forceNew: true,
        });
        s.on('connect', () => resolve(s));
        s.on('connect_error', reject);
      });
    const mine = await socketOf(tok);
    const other = await createUser(t.db, { tenantId: '000000' });
    const theirs = await socketOf(await t.login({ account: other.account, password: other.password }));
    const seen: ImportProgressEvent[] = [];
    const leaked: unknown[] = [];
    mine.on('importProgress', (e: ImportProgressEvent) => seen.push(e));
    theirs.on('importProgress', (e: unknown) => leaked.push(e));
    try {
      const n = 6_000;
      const res = await upload(await lawBook(n, '进度法规'));
      expect(res.json().code).toBe(200);
      await expect.poll(() => seen.at(-1), { timeout: 5_000 }).toEqual({ phase: 'write', done: n, total: n });
      const phases = seen.map((e) => e.phase).filter((p, i, all) => p !== all[i - 1]);
      expect(phases).toEqual(['read', 'check', 'write']);
      expect(seen.find((e) => e.phase === 'read' && e.total === n)).toBeTruthy();
      for (const [i, e] of seen.entries())
        if (i && seen[i - 1].phase === e.phase) expect(e.done).toBeGreaterThanOrEqual(seen[i - 1].done);
      expect(leaked).toEqual([]);
    } finally {
      mine.close();
      theirs.close();
    }
  }, 120_000);
});
