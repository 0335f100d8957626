import { Readable } from 'node:stream';
import type ExcelJS from 'exceljs';
import { formatDateTime } from '../core/dates';
import { ApiError, badRequest } from '../core/envelope';
import { exceljs } from '../core/lazy-libs';
import { unguarded } from '../core/sheet-cells';
import type { ProgressReport } from './import-progress';

/**
 * The documented bound of one import (issue #38 item 8): at most this many data rows per file.
 * A larger file is refused while it is read, before anything is written; split it and import
 * the parts.
 */
export const IMPORT_MAX_ROWS = 50_000;

/** One data row of the first sheet: its sheet row number and its cell texts by column (1-based). */
export type SheetRow = { rowNumber: number; cells: (string | undefined)[] };

const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0]);

/** The file's name and first bytes checked: an .xlsx workbook, else a clear 400. */
export function checkWorkbook(filename: string, data: Buffer, extensions = /\.(xlsx|xls)$/i): void {
  if (!extensions.test(filename))
    throw badRequest(
      extensions.test('a.xls')
        ? '只能上传 .xls 或 .xlsx 格式的 Excel 文件'
        : '只能上传 .xlsx 格式的 Excel 文件',
    );
  if (data.subarray(0, 4).equals(OLE))
    throw badRequest('暂不支持旧版 .xls 二进制格式,请在 Excel 中另存为 .xlsx 后再导入');
  if (!data.subarray(0, 4).equals(ZIP)) throw badRequest('文件内容不是有效的 Excel 文件');
}

/** A cell as text: dates written `yyyy-MM-dd HH:mm:ss`, an export's formula guard dropped, trimmed. */
function textOf(c: ExcelJS.Cell): string {
  if (c.value instanceof Date) return formatDateTime(c.value);
  return unguarded(String(c.text ?? '').trim());
}

/**
 * Reads the first sheet of a workbook as a stream (exceljs' streaming reader: the sheet is never
 * held as a whole), its header row and its non-empty data rows with the cells of `wanted`
 * columns only. More than `maxRows` data rows: refused as soon as the row past the limit is
 * read, with the limit in the message.
 */
export async function readSheet(
  data: Buffer,
  wanted: (header: string[]) => number[],
  maxRows = IMPORT_MAX_ROWS,
  progress?: ProgressReport,
): Promise<{ header: string[]; rows: SheetRow[] }> {
  const reader = new (await exceljs()).stream.xlsx.WorkbookReader(Readable.from([data]), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  let header: string[] | undefined;
  let columns: number[] = [];
  const rows: SheetRow[] = [];
  try {
    for await (const ws of reader) {
      for await (const row of ws as AsyncIterable<ExcelJS.Row>) {
        if (!header) {
          header = [];
          row.eachCell((c, col) => {
            header![col] = String(c.text ?? '').trim();
          });
          columns = wanted(header);
          continue;
        }
        const cells: (string | undefined)[] = [];
        let any = false;
        for (const col of columns) {
          const v = textOf(row.getCell(col));
          if (v === '') continue;
          cells[col] = v;
          any = true;
        }
        if (!any) continue;
        if (rows.length >= maxRows) throw badRequest(`导入文件最多${maxRows}行数据,请拆分后分批导入`);
        rows.push({ rowNumber: row.number, cells });
        progress?.('read', rows.length, null);
      }
      break; // the first sheet only
    }
  } catch (e) {
    if (e instanceof ApiError) throw e;
    throw badRequest('文件内容不是有效的 Excel 文件');
  }
  if (!header) throw badRequest('Excel 文件中没有工作表');
  progress?.('read', rows.length, rows.length, true);
  return { header, rows };
}
