/**
 * A resource is described once here and drives the database table, the zod schemas, the
 * generated server routes and the generic CRUD page. Server-only behaviour (hooks, workflow
 * guards) lives in the server module, never in this shared definition.
 */

export type Text = { zh: string; en: string };

export type FieldType =
  | 'string' // varchar(max)
  | 'text' // long text
  | 'int'
  | 'decimal'
  | 'bool'
  | 'date' // yyyy-MM-dd
  | 'datetime' // yyyy-MM-dd HH:mm:ss
  | 'id' // 64-bit reference, serialised as string
  | 'ids' // long[]: many-to-many, stored in a join table `<table>__<field>` (ordered)
  | 'file' // one file of the platform file service (attach id); read adds `<field>Url` (signed, minutes)
  | 'files' // file[]: attach ids (ordered); read adds `<field>Files: {id, name, url}[]`
  | 'json';

/** Inline/form editor kinds, matching the spec's editable-cell types. */
export const COMPONENTS = [
  'input',
  'textarea',
  'number',
  'select',
  'radio',
  'checkbox',
  'switch',
  'date',
  'time',
  'datetime',
  'color',
  'image',
  'upload-image',
  'url',
  'tree-select',
] as const;

export type Component = (typeof COMPONENTS)[number];

/**
 * How a field is searched when it appears in the search bar. `subtree` is for an `id` ref to a tree
 * table (departments, places): the chosen node and everything below it (`<name>_subtree`).
 */
export type SearchMode = 'like' | 'equal' | 'daterange' | 'subtree';

export type FieldDef = {
  type: FieldType;
  label: Text;
  /** Dictionary code: the value stores the item key, labels come from `/calf-system/dict/dictionary?code=`. */
  dict?: string;
  /** Business dictionary (per tenant, `/calf-system/dict-biz`). */
  dictBiz?: boolean;
  required?: boolean;
  /** Message shown when a required value is missing (spec texts, e.g. 'please enter parameter name'). */
  requiredMessage?: Text;
  max?: number;
  min?: number;
  /** Regular expression (source) with its message. */
  pattern?: { source: string; message: Text };
  /** Shown in the search bar. */
  search?: SearchMode;
  /** May be used in ascs/descs. */
  sortable?: boolean;
  /** Shown as a table column (default true). */
  list?: boolean;
  /** Shown in the add/edit form (default true). */
  form?: boolean;
  /** Read-only after insert. */
  immutable?: boolean;
  component?: Component;
  /** Column span in the form (1-24, default 12; long text 24). */
  span?: number;
  /** A note shown under the input in the add/edit form (what a choice implies). */
  help?: Text;
  /** Default value for new rows. */
  defaultValue?: string | number | boolean;
  /** Included in Excel import/export (default true for list fields). */
  excel?: boolean;
  /** Unique per tenant (checked by the server with a clear message). */
  unique?: boolean;
  /** Stored but never sent to the client (e.g. secrets). */
  secret?: boolean;
  /**
   * With `dict`: several item keys (`dict[]` of the domain model), stored as a text array, sent as
   * string[]. Every key is validated against the tenant's dictionary on write.
   */
  multiple?: boolean;
  /**
   * For `id` / `ids` fields: the referenced table and its label column (camelCase field name).
   * Reads add `<field>Name` (comma-joined for `ids`), resolved with one query per page; writes check
   * that the referenced rows exist in the caller's tenant.
   */
  ref?: { table: string; label: string };
  /** Computed by the server (formulas, roll-ups, workflow state): never accepted from the client. */
  calc?: boolean;
  /**
   * Per-tenant number generated on insert, safe under concurrency: `{yyyy}`, `{yyyyMMdd}` and a run
   * of zeros for the sequence, e.g. 'YH-{yyyyMMdd}-{0000}' → YH-20261123-0001 (the sequence
   * restarts when the date part changes). A value sent by the client is ignored unless `editable`.
   */
  numbering?: { pattern: string; editable?: boolean };
  /** For `file`/`files`: which contents an upload may have (checked by content, not extension). */
  accept?: 'image' | 'document' | 'any';
};

export type ResourceDef = {
  /** lowerCamel name, also the i18n key and permission prefix by default. */
  name: string;
  /** Database table name (snake_case). */
  table: string;
  /** Route prefix without /api, e.g. '/calf-system/param'. */
  path: string;
  label: Text;
  /** Permission prefix: routes need `${permission}` to read and `${permission}_add|edit|delete|export|import` to write. */
  permission: string;
  /** Every signed-in user of the tenant may read (e.g. published notices); writes still need codes. */
  readOpen?: boolean;
  /** Rows belong to a tenant; every read and write is scoped to the caller's tenant. */
  tenantScoped: boolean;
  /**
   * Rows form a tree through `parentId` (0 = root) with a materialised path `ancestors`
   * ('0,12,34'): `tree` / `lazy-tree` calls, `ancestorsOf` / `subtreeOf` filters, parent checks (no
   * cycles, same tenant) and refusal to delete a node that still has children.
   */
  tree?: boolean;
  /** Field shown as a tree node's title (`tree` / `lazy-tree`); default the first required string field. */
  treeTitle?: string;
  /**
   * A natural key: the field (of `fields`) a row is addressed by instead of the numeric `id`
   * (regions by their code). Reads send it as `id` as well, `submit` upserts by it, and a tree's
   * parent is the field `parent<Key>` (declared in `fields`, e.g. `parentCode`), sent as `parentId`.
   */
  key?: string;
  /** false: no base columns (tenant, audit, status, soft delete) — needs a `key`; removal deletes. */
  baseColumns?: false;
  /** A tree's lazy level when the caller names no parent (default '0', the roots). */
  lazyRoot?: string;
  /** Optimistic locking: a `version` column; an update must send the version it read. */
  versioned?: boolean;
  /**
   * The row belongs to a row of another resource (a danger's rectification rounds and delay
   * applications): `field` holds the parent's id. The row is read and written only by whom the
   * parent row is visible to — its tenant, live, and the caller's data scope of the parent's menu
   * (the layer adds `field in (select id from parent where <parent's scope>)` to every read and
   * write, resource/row-scope.ts), whatever menu it is read through.
   */
  parent?: { resource: string; field: string };
  /**
   * The attachments named by the row's `file` / `files` fields (and by its workflow timeline) are
   * shown on the attachment page only to whom the row is visible (resource/private-files.ts).
   */
  privateFiles?: true;
  /** Dictionary (system) whose keys are the valid values of the base column `status`. */
  statusDict?: string;
  fields: Record<string, FieldDef>;
  /**
   * The columns a list shows at first, in this order (a safety manager's: number, name, level,
   * status, responsible, place, deadline, dates). Every other listed field (`list` not false) is
   * offered in the column drawer, hidden until the user shows it. Absent: every listed field is
   * shown, in declaration order.
   */
  firstScreen?: readonly string[];
  /** Default order when the caller sends none (column names of `fields` or base columns). */
  defaultSort?: { column: string; asc: boolean }[];
  /**
   * Composite B-tree indexes (after tenant and soft delete) for the filter combinations a list is
   * used with most, columns in order (equalities first, then the sort column, then what the
   * count and deep pages read, `id` last so they run as index-only scans).
   */
  indexes?: string[][];
  /** Which standard calls are generated (default all). */
  calls?: StandardCall[];
  /** Field whose value names an exported file; default the resource label. */
  exportName?: Text;
};

export type StandardCall =
  | 'page'
  | 'list'
  | 'get'
  | 'detail'
  | 'save'
  | 'update'
  | 'submit'
  | 'remove'
  | 'exportExcel'
  | 'import';

export const ALL_CALLS: StandardCall[] = [
  'page',
  'list',
  'get',
  'detail',
  'save',
  'update',
  'submit',
  'remove',
  'exportExcel',
  'import',
];

/** Base columns every resource table carries, filled by the server. */
export const BASE_COLUMNS = [
  'id',
  'tenantId',
  'createUser',
  'createDept',
  'createTime',
  'updateUser',
  'updateTime',
  'status',
  'isDeleted',
] as const;

/** The same base columns as database column names. */
export const BASE_COLUMN_NAMES: readonly string[] = BASE_COLUMNS.map((c) =>
  c.replace(/[A-Z]/g, (ch) => `_${ch.toLowerCase()}`),
);

/** Values of the `yes_no` dictionary, used by flags such as code-generation prototypes. */
export const YES = 2;
export const NO = 1;

/** Base columns clients may filter and sort by. */
export const BASE_QUERYABLE = ['id', 'createTime', 'updateTime', 'status'] as const;

/**
 * The tenant of a row the platform administrator manages across tenants (users, roles): the
 * module's row filter scopes it, rather than `tenantScoped`; set by the server, not in the form.
 */
export const tenantField = {
  type: 'string',
  label: { zh: '所属租户', en: 'Tenant' },
  max: 12,
  form: false,
  list: false,
  excel: false,
} satisfies FieldDef;

/** The free-text remark most resources carry (textarea, full row, not a table column). */
export const remarkField = {
  type: 'string',
  label: { zh: '备注', en: 'Remark' },
  max: 255,
  component: 'textarea',
  span: 24,
  list: false,
} satisfies FieldDef;

/** Wire name of the label the server adds for a `dict` / `ref` field: `<field>Name`. */
export const labelKey = (field: string) => `${field}Name`;
/** Wire name of the signed link the server adds for a `file` field: `<field>Url`. */
export const fileUrlKey = (field: string) => `${field}Url`;
/** Wire name of the `{id, name, url}[]` the server adds for a `files` field: `<field>Files`. */
export const filesKey = (field: string) => `${field}Files`;

/** The field a row is addressed by: the natural `key`, else `id`. */
export const keyField = (def: Pick<ResourceDef, 'key'>): string => def.key ?? 'id';

/** The field holding a tree node's parent: `parent<Key>` for a natural key, else `parentId`. */
export const parentField = (def: Pick<ResourceDef, 'key'>): string =>
  def.key ? `parent${def.key[0].toUpperCase()}${def.key.slice(1)}` : 'parentId';

export function defineResource<const T extends ResourceDef>(def: T): T {
  return def;
}

export type Action = 'view' | 'add' | 'edit' | 'delete' | 'export' | 'import';

export function permissionCode(def: Pick<ResourceDef, 'permission'>, action: Action): string {
  return action === 'view' ? def.permission : `${def.permission}_${action}`;
}

export function hasCall(def: Pick<ResourceDef, 'name' | 'calls'>, call: StandardCall): boolean {
  return (def.calls ?? ALL_CALLS).includes(call);
}
