import { type FieldDef, filesKey, labelKey, type ResourceDef } from '@dp/domain';
import type { RequestContext } from '../core/context';
import { formatDate, formatDateTime } from '../core/dates';
import type { Db } from '../db/client';
import type { Row } from './service-hooks';

/**
 * One column of an exported workbook: its Chinese header and how its cell is read from a row as the
 * list returns it (labels of dictionaries and references already added by the layer).
 */
export type ExportColumn = {
  header: string;
  /** The field (or key of the row) the column shows; also the exceljs column key. */
  key: string;
  /** How the cell is shown: a field's type decides dates, booleans and labels (see `fieldCell`). */
  field?: FieldDef;
  /** The cell computed from the row instead (an enricher's key, a fallback between two fields). */
  value?: (row: Row) => unknown;
  width?: number;
};

/**
 * A resource's own export (issue #33): the columns in order and what the rows need beyond the list
 * (e.g. the latest rectification round of a danger), added batch by batch — one query per batch,
 * never per row. Without one, a resource exports its list columns (`listColumns`).
 */
export type ExportLayout = {
  columns: (def: ResourceDef) => ExportColumn[];
  enrich?: (args: { db: Db; ctx: RequestContext; rows: Row[] }) => Promise<void>;
};

/** The dictionary items of a field (key → label), for rows that carry no `<field>Name`. */
export type DictLookup = (field: FieldDef) => Promise<{ key: string; label: string }[]>;

const empty = (v: unknown) => v === null || v === undefined || v === '';

/** `yyyy-MM-dd` of a date column (text from the driver) or of an instant. */
export const dateCell = (v: unknown): string =>
  empty(v) ? '' : v instanceof Date ? formatDate(v) : String(v).slice(0, 10);

/** `yyyy-MM-dd HH:mm:ss` of an instant (in the configured zone). */
export const dateTimeCell = (v: unknown): string =>
  empty(v) ? '' : v instanceof Date ? formatDateTime(v) : String(v);

/**
 * A field's cell as the screen shows it: the `<field>Name` label of a dictionary or reference
 * (never the key or the id), 是/否, dates in the spec's formats, lists comma-joined.
 */
export function fieldCell(name: string, f: FieldDef, row: Row, dict?: Map<string, string>): unknown {
  const v = row[name];
  if (empty(v) || (Array.isArray(v) && v.length === 0)) return '';
  if (f.dict || f.ref) {
    const label = row[labelKey(name)];
    if (label !== undefined && label !== null) return label;
    if (f.ref) return '';
    if (dict)
      return Array.isArray(v)
        ? v.map((k) => dict.get(String(k)) ?? String(k)).join(',')
        : (dict.get(String(v)) ?? String(v));
  }
  if (f.type === 'files') {
    const files = row[filesKey(name)] as { name?: string }[] | undefined;
    return (files ?? [])
      .map((x) => x.name ?? '')
      .filter(Boolean)
      .join(',');
  }
  if (Array.isArray(v)) return v.map(String).join(',');
  if (f.type === 'bool') return v ? '是' : '否';
  if (f.type === 'date') return dateCell(v);
  if (f.type === 'datetime' || v instanceof Date) return dateTimeCell(v);
  return v;
}

/** A column showing a field of the definition, under its label or `header`. */
export function fieldColumn(def: ResourceDef, name: string, header?: string): ExportColumn {
  const f = def.fields[name];
  if (!f) throw new Error(`export of ${def.name}: no field ${name}`);
  return { header: header ?? f.label.zh, key: name, field: f, width: widthOf(f) };
}

const widthOf = (f: FieldDef) => (f.type === 'datetime' ? 20 : Math.min(60, Math.max(12, (f.max ?? 20) / 4)));

/**
 * Whether a field can be exported at all: never a secret, JSON, a single file (only its signed
 * link is read) or a bare id without a label; `files` are written as their names.
 */
function exportable(f: FieldDef): boolean {
  if (f.secret || f.type === 'json' || f.type === 'file') return false;
  // an id without a reference would be an 18-digit number: no list exports one
  return !((f.type === 'id' || f.type === 'ids') && !f.ref);
}

/** The list's columns (`excel` overrides), the default export of every resource. */
export function listColumns(def: ResourceDef): ExportColumn[] {
  return Object.entries(def.fields)
    .filter(([, f]) => exportable(f) && (f.excel ?? f.list !== false))
    .map(([name]) => fieldColumn(def, name));
}

/** The list's columns, then every other field of the form (a register printed whole). */
export function formColumns(def: ResourceDef): ExportColumn[] {
  return Object.entries(def.fields)
    .filter(([, f]) => exportable(f) && f.excel !== false && (f.list !== false || f.form !== false))
    .map(([name]) => fieldColumn(def, name));
}
