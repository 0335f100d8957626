import type { Readable } from 'node:stream';
import type { FieldDef, ResourceDef } from '@dp/domain';
import { stamp } from '../core/dates';
import { badRequest } from '../core/envelope';
import { exceljs } from '../core/lazy-libs';
import { type DictLookup, listColumns } from './export-columns';
import { sheetWriter } from './export-workbook';
import type { ProgressReport } from './import-progress';
import type { Row } from './service';
import { checkWorkbook, readSheet } from './sheet-reader';

export type { DictLookup };

export function excelFields(def: ResourceDef, forImport: boolean): [string, FieldDef][] {
  return Object.entries(def.fields).filter(
    ([, f]) =>
      !f.secret &&
      (f.excel ?? (forImport ? f.form !== false : f.list !== false)) &&
      f.type !== 'json' &&
      // Server-computed values are exported but never imported.
      !(forImport && (f.calc || (f.numbering && !f.numbering.editable))),
  );
}

export function attachmentName(label: string, suffix = stamp()): string {
  const name = `${label}${suffix}.xlsx`;
  return `attachment; filename="export.xlsx"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Writes the rows (a module's own list) as an .xlsx of the definition's list columns, each cell as
 * the screen shows it (export-columns.ts). The generic export streams batches (export.ts).
 */
export async function writeRows(def: ResourceDef, rows: Row[], dicts: DictLookup): Promise<Readable> {
  const sheet = await sheetWriter(def.label.zh, listColumns(def), dicts);
  await sheet.add(rows);
  sheet.end();
  return sheet.stream;
}

export async function templateBuffer(def: ResourceDef): Promise<Buffer> {
  const wb = new (await exceljs()).Workbook();
  const ws = wb.addWorksheet(def.label.zh);
  const fields = excelFields(def, true);
  ws.columns = fields.map(([name, f]) => ({ header: f.label.zh, key: name, width: 20 }));
  ws.getRow(1).font = { bold: true };
  fields.forEach(([, f], i) => {
    if (f.required) ws.getRow(1).getCell(i + 1).note = '必填';
  });
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** Reads an uploaded workbook into rows keyed by field name, with their sheet row numbers (streamed, bounded). */
export async function readRows(
  def: ResourceDef,
  filename: string,
  data: Buffer,
  dicts: DictLookup,
  progress?: ProgressReport,
): Promise<{ rowNumber: number; values: Row }[]> {
  checkWorkbook(filename, data);
  const fields = excelFields(def, true);
  const byHeader = new Map<string, [string, FieldDef]>();
  for (const [name, f] of fields) {
    for (const h of [name, f.label.zh, f.label.en]) byHeader.set(h.trim().toLowerCase(), [name, f]);
  }
  const columns: ([string, FieldDef] | undefined)[] = [];
  const sheet = await readSheet(
    data,
    (header) => {
      header.forEach((h, col) => {
        columns[col] = byHeader.get(h.toLowerCase());
      });
      return columns.flatMap((c, col) => (c ? [col] : []));
    },
    undefined,
    progress,
  );
  if (!columns.some(Boolean)) throw badRequest('Excel 表头与导入模板不一致,请下载模板后填写');
  const reverse = new Map<string, Map<string, string>>();
  for (const [name, f] of fields) {
    if (f.dict) {
      const m = new Map<string, string>();
      for (const i of await dicts(f)) {
        m.set(i.label, i.key);
        m.set(i.key, i.key);
      }
      reverse.set(name, m);
    }
  }
  const rows = sheet.rows.map(({ rowNumber, cells }) => {
    const values: Row = {};
    cells.forEach((text, col) => {
      const target = columns[col];
      if (!target || text === undefined) return;
      const [name, f] = target;
      let v: unknown = text;
      const m = reverse.get(name);
      if (f.multiple) v = text.split(/[,，]/).map((x) => m?.get(x.trim()) ?? x.trim());
      else if (m) v = m.get(text) ?? text;
      if (f.type === 'bool') v = text === '是' || text.toLowerCase() === 'true' || text === '1';
      values[name] = v;
    });
    return { rowNumber, values };
  });
  if (rows.length === 0) throw badRequest('Excel 文件中没有数据');
  return rows;
}
