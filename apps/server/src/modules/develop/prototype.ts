import { BASE_COLUMN_NAMES as BASE_COLUMN_NAMES_LIST, type FieldType, NO, YES } from '@dp/domain';
import type { ColumnRow } from './connect';

/** Columns every resource table carries (filled by the server), in snake_case; flags follow dict yes_no. */
export const BASE_COLUMN_NAMES = new Set(BASE_COLUMN_NAMES_LIST);
export { NO, YES };

export const camel = (name: string) =>
  name
    .toLowerCase()
    .replace(/[_-]+([a-z0-9])/g, (_m, c: string) => c.toUpperCase())
    .replace(/^[^a-z]+/, '');

/** The domain field type of a PostgreSQL type (pg_type.typname). */
export function fieldTypeOf(udt: string): FieldType {
  switch (udt) {
    case 'varchar':
    case 'bpchar':
    case 'char':
    case 'citext':
    case 'name':
    case 'uuid':
    case 'inet':
      return 'string';
    case 'text':
    case 'xml':
      return 'text';
    case 'int2':
    case 'int4':
      return 'int';
    case 'int8':
      return 'id';
    case 'numeric':
    case 'float4':
    case 'float8':
    case 'money':
      return 'decimal';
    case 'bool':
      return 'bool';
    case 'date':
      return 'date';
    case 'timestamp':
    case 'timestamptz':
      return 'datetime';
    case 'json':
    case 'jsonb':
      return 'json';
    default:
      return 'string';
  }
}

const TS_TYPE: Record<FieldType, string> = {
  string: 'string',
  text: 'string',
  int: 'number',
  decimal: 'number',
  bool: 'boolean',
  date: 'string',
  datetime: 'string',
  id: 'string',
  ids: 'string[]',
  file: 'string',
  files: 'string[]',
  json: 'unknown',
};

const COMPONENT: Record<FieldType, string> = {
  string: 'input',
  text: 'textarea',
  int: 'number',
  decimal: 'number',
  bool: 'switch',
  date: 'date',
  datetime: 'datetime',
  id: 'input',
  ids: 'select',
  file: 'upload-image',
  files: 'upload-image',
  json: 'textarea',
};

/** A prototype row derived from a live column (what `model-prototype` answers before any is saved). */
export function prototypeOf(modelId: string, col: ColumnRow): Record<string, unknown> {
  const type = fieldTypeOf(col.udtName);
  const base = BASE_COLUMN_NAMES.has(col.name);
  const long = type === 'text' || type === 'json';
  return {
    modelId,
    jdbcName: col.name,
    jdbcType: col.udtName,
    propertyName: camel(col.name) || 'field',
    propertyType: type,
    propertyEntity: TS_TYPE[type],
    comment: col.comment,
    isList: base || long ? NO : YES,
    isForm: base ? NO : YES,
    isRow: long ? YES : NO,
    componentType: COMPONENT[type],
    dictCode: '',
    isRequired: !col.nullable && !col.primaryKey && !base ? YES : NO,
    isQuery: NO,
    queryType: type === 'string' ? 'like' : type === 'date' || type === 'datetime' ? 'daterange' : 'equal',
    maxLength: col.length,
  };
}
