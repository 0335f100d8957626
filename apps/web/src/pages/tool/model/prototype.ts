import { BASE_COLUMN_NAMES, NO, YES } from '@dp/domain';
/** One column of a model as the field grid edits it (api-contract §5.13 ModelPrototype). */
export type Prototype = {
  id?: string;
  modelId?: string;
  jdbcName: string;
  jdbcType?: string;
  propertyName?: string;
  propertyType?: string;
  propertyEntity?: string;
  comment?: string;
  isList: boolean;
  isForm: boolean;
  isRow: boolean;
  isQuery: boolean;
  isRequired: boolean;
  componentType: string;
  dictCode?: string;
  queryType?: string;
};

export const FLAGS = ['isList', 'isForm', 'isQuery', 'isRequired', 'isRow'] as const;
export type Flag = (typeof FLAGS)[number];

export const COMPONENTS = [
  'input',
  'textarea',
  'number',
  'select',
  'radio',
  'checkbox',
  'switch',
  'date',
  'datetime',
  'time',
];
export const QUERY_TYPES = ['equal', 'like', 'between'];

/** Flags travel as dict yes_no: 2 = yes, 1 = no. */
const isYes = (v: unknown) => Number(v) === YES || v === true;

/** The editor a column type suggests, for columns never configured before. */
export function componentFor(jdbcType = ''): string {
  const type = jdbcType.toLowerCase();
  if (/timestamp|datetime/.test(type)) return 'datetime';
  if (/^date/.test(type)) return 'date';
  if (/int|numeric|decimal|double|real|float/.test(type)) return 'number';
  if (/bool/.test(type)) return 'switch';
  if (/text/.test(type)) return 'textarea';
  return 'input';
}

/** A row of `model-prototype` (saved prototypes or the live column list) as grid state. */
export function fromServer(row: Record<string, unknown>): Prototype {
  const jdbcName = String(row.jdbcName ?? row.name ?? '');
  const jdbcType = row.jdbcType === undefined ? undefined : String(row.jdbcType);
  const isSaved = row.id !== undefined && row.id !== null && row.id !== '';
  const isAudit = BASE_COLUMN_NAMES.includes(jdbcName);
  const flag = (key: Flag, fallback: boolean) =>
    isSaved || row[key] !== undefined ? isYes(row[key]) : fallback;
  return {
    id: isSaved ? String(row.id) : undefined,
    modelId: row.modelId === undefined ? undefined : String(row.modelId),
    jdbcName,
    jdbcType,
    propertyName: row.propertyName ? String(row.propertyName) : undefined,
    propertyType: row.propertyType ? String(row.propertyType) : undefined,
    propertyEntity: row.propertyEntity ? String(row.propertyEntity) : undefined,
    comment: row.comment ? String(row.comment) : undefined,
    isList: flag('isList', !isAudit),
    isForm: flag('isForm', !isAudit),
    isRow: flag('isRow', false),
    isQuery: flag('isQuery', false),
    isRequired: flag('isRequired', false),
    componentType: row.componentType ? String(row.componentType) : componentFor(jdbcType),
    dictCode: row.dictCode ? String(row.dictCode) : undefined,
    queryType: row.queryType ? String(row.queryType) : undefined,
  };
}

/** The `submit-list` body: every row of the grid for the model, flags as 2/1, empty strings dropped. */
export function toSubmitPayload(modelId: string, rows: Prototype[]): Record<string, unknown>[] {
  return rows.map((row) => {
    const out: Record<string, unknown> = { modelId };
    for (const [key, value] of Object.entries(row)) {
      if (key === 'modelId' || value === undefined || value === '') continue;
      out[key] = (FLAGS as readonly string[]).includes(key) ? (value ? YES : NO) : value;
    }
    // a query type only means something for searchable columns
    if (!row.isQuery) delete out.queryType;
    else out.queryType ??= 'equal';
    return out;
  });
}
