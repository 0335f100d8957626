import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import { exceljs } from '../core/lazy-libs';
import { addSafeRow, safeColumns } from '../core/sheet-cells';
import { type DictLookup, type ExportColumn, fieldCell } from './export-columns';
import type { Row } from './service-hooks';

/** Until the stream drains or closes (the listener of the other event removed). */
async function room(stream: PassThrough): Promise<void> {
  const ac = new AbortController();
  const { signal } = ac;
  try {
    await Promise.race([once(stream, 'drain', { signal }), once(stream, 'close', { signal })]);
  } finally {
    ac.abort();
  }
}

/**
 * A streaming .xlsx of one sheet: the header row (bold, Chinese labels), then rows added batch by
 * batch and committed at once (exceljs' streaming writer keeps no committed row), `end` closes it.
 * `stream` is the file as it is written.
 */
export async function sheetWriter(sheetName: string, columns: ExportColumn[], dicts?: DictLookup) {
  const maps = await Promise.all(
    columns.map(async (c) =>
      c.field?.dict && dicts
        ? new Map((await dicts(c.field)).map((i) => [i.key, i.label] as const))
        : undefined,
    ),
  );
  const stream = new PassThrough();
  const wb = new (await exceljs()).stream.xlsx.WorkbookWriter({ stream, useStyles: true });
  const ws = wb.addWorksheet(sheetName);
  ws.columns = safeColumns(columns.map((c) => ({ header: c.header, key: c.key, width: c.width ?? 16 })));
  ws.getRow(1).font = { bold: true };
  ws.getRow(1).commit();
  const cell = (c: ExportColumn, i: number, r: Row): unknown => {
    if (c.value) return c.value(r) ?? '';
    if (c.field) return fieldCell(c.key, c.field, r, maps[i]);
    const v = r[c.key];
    return v === null || v === undefined ? '' : v;
  };
  return {
    stream,
    /** Writes the rows, then waits while the file's buffer is full (the client reads slower). */
    async add(rows: Row[]): Promise<void> {
      for (const r of rows)
        addSafeRow(
          ws,
          columns.map((c, i) => cell(c, i, r)),
        ).commit();
      while (stream.writableNeedDrain && !stream.destroyed) await room(stream);
    },
    end(): void {
      ws.commit();
      wb.commit().catch((err: Error) => stream.destroy(err));
    },
  };
}
