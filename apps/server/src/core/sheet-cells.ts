import type ExcelJS from 'exceljs';

/**
 * The one writer of spreadsheet cells (issue #38 item 5, formula injection): every export writes
 * its rows and caller-given headers through here. A text starting with `=`, `+`, `-`, `@`, a tab or
 * a carriage return is what a spreadsheet may take for a formula (when the cell is edited, or the
 * sheet saved as CSV and opened again), so it gets a leading single quote (the OWASP rule): shown,
 * never evaluated. Real numbers stay numbers (a negative number value is a number cell), dates
 * stay dates; only text is guarded.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell value safe to write: formula-leading text quoted, everything else unchanged. */
export function safeCell<T>(value: T): T | string {
  return typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : value;
}

/** Adds a row of values (through `safeCell`) and returns it, for styling or `commit()`. */
export function addSafeRow(ws: ExcelJS.Worksheet, values: unknown[]): ExcelJS.Row {
  return ws.addRow(values.map(safeCell));
}

/** Columns with caller- or data-given header texts, guarded the same way. */
export function safeColumns(
  columns: { header: string; key?: string; width?: number }[],
): Partial<ExcelJS.Column>[] {
  return columns.map((c) => ({ ...c, header: safeCell(c.header) }));
}

/** A guarded value read back: the quote `safeCell` added is dropped again on import. */
export function unguarded(text: string): string {
  return text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
}
