import { PassThrough, type Readable } from 'node:stream';
import type { FieldDef, ResourceDef } from '@dp/domain';
import { formatDateTime, stamp } from '../core/dates';
import { badRequest } from '../core/envelope';
import { exceljs } from '../core/lazy-libs';
import type { Row } from './service';

export type DictLookup = (field: FieldDef) => Promise<{ key: string; label: string }[]>;

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

function cell(value: unknown, f: FieldDef, labels?: Map<string, string>): unknown {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map((v) => labels?.get(String(v)) ?? String(v)).join(',');
  if (labels) return labels.get(String(value)) ?? String(value);
  if (value instanceof Date) return formatDateTime(value);
  if (f.type === 'bool') return value ? '是' : '否';
  return value;
}

/** Streams the rows as an .xlsx (streaming writer: memory stays flat for large exports). */
export async function writeRows(def: ResourceDef, rows: Row[], dicts: DictLookup): Promise<Readable> {
  const fields = excelFields(def, false);
  const maps = await Promise.all(
    fields.map(async ([, f]) =>
      f.dict ? new Map((await dicts(f)).map((i) => [i.key, i.label] as const)) : undefined,
    ),
  );
  const out = new PassThrough();
  const wb = new (await exceljs()).stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  const ws = wb.addWorksheet(def.label.zh);
  ws.columns = fields.map(([name, f]) => ({
    header: f.label.zh,
    key: name,
    width: Math.min(60, Math.max(12, (f.max ?? 20) / 4)),
  }));
  ws.getRow(1).font = { bold: true };
  ws.getRow(1).commit();
  for (const r of rows) {
    ws.addRow(fields.map(([name, f], i) => cell(r[name], f, maps[i]))).commit();
  }
  ws.commit();
  void wb.commit();
  return out;
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

const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0]);

/** Reads an uploaded workbook into rows keyed by field name, with their sheet row numbers. */
export async function readRows(
  def: ResourceDef,
  filename: string,
  data: Buffer,
  dicts: DictLookup,
): Promise<{ rowNumber: number; values: Row }[]> {
  if (!/\.(xlsx|xls)$/i.test(filename)) throw badRequest('只能上传 .xls 或 .xlsx 格式的 Excel 文件');
  if (data.subarray(0, 4).equals(OLE))
    throw badRequest('暂不支持旧版 .xls 二进制格式,请在 Excel 中另存为 .xlsx 后再导入');
  if (!data.subarray(0, 4).equals(ZIP)) throw badRequest('文件内容不是有效的 Excel 文件');
  const wb = new (await exceljs()).Workbook();
  try {
    await wb.xlsx.load(data as unknown as ArrayBuffer);
  } catch {
    throw badRequest('文件内容不是有效的 Excel 文件');
  }
  const ws = wb.worksheets[0];
  if (!ws) throw badRequest('Excel 文件中没有工作表');
  const fields = excelFields(def, true);
  const byHeader = new Map<string, [string, FieldDef]>();
  for (const [name, f] of fields) {
    for (const h of [name, f.label.zh, f.label.en]) byHeader.set(h.trim().toLowerCase(), [name, f]);
  }
  const header = ws.getRow(1);
  const columns: ([string, FieldDef] | undefined)[] = [];
  header.eachCell((c, col) => {
    columns[col] = byHeader.get(
      String(c.text ?? '')
        .trim()
        .toLowerCase(),
    );
  });
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
  const rows: { rowNumber: number; values: Row }[] = [];
  ws.eachRow((row, rowNumber) => {
    if (rowNumber === 1) return;
    const values: Row = {};
    let any = false;
    columns.forEach((target, col) => {
      if (!target) return;
      const [name, f] = target;
      const c = row.getCell(col);
      let v: unknown = c.value instanceof Date ? formatDateTime(c.value) : c.text?.trim();
      if (v === '') return;
      any = true;
      const m = reverse.get(name);
      if (f.multiple && typeof v === 'string') v = v.split(/[,,]/).map((x) => m?.get(x.trim()) ?? x.trim());
      else if (m && typeof v === 'string') v = m.get(v) ?? v;
      if (f.type === 'bool' && typeof v === 'string')
        v = v === '是' || v.toLowerCase() === 'true' || v === '1';
      values[name] = v;
    });
    if (any) rows.push({ rowNumber, values });
  });
  if (rows.length === 0) throw badRequest('Excel 文件中没有数据');
  return rows;
}
