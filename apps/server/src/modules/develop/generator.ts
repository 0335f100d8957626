import { COMPONENTS as ALL_COMPONENTS, type Component, type FieldType, type SearchMode } from '@dp/domain';
import { badRequest } from '../../core/envelope';
import { snake } from '../../resource/table';
import { BASE_COLUMN_NAMES, camel, fieldTypeOf, YES } from './prototype';

type Row = Record<string, unknown>;
export type GenInput = { code: Row; model: Row; prototypes: Row[] };
export type GenFile = { path: string; content: string };

const COMPONENTS = new Set<Component>(ALL_COMPONENTS);
const FIELD_TYPES = new Set<FieldType>([
  'string',
  'text',
  'int',
  'decimal',
  'bool',
  'date',
  'datetime',
  'id',
  'json',
]);
const IDENT = /^[a-z][A-Za-z0-9]*$/;
const RESERVED = new Set(['parentId', 'tenantId', 'isDeleted', 'constructor', 'prototype', '__proto__']);

const s = (v: unknown) => (v === null || v === undefined ? '' : String(v)).trim();
const pascal = (n: string) => n.charAt(0).toUpperCase() + n.slice(1);
const words = (n: string) => n.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
const humanize = (n: string) => pascal(words(n));
const kebab = (n: string) => words(n).replace(/ /g, '-');

/** A single-quoted TypeScript string literal (JSON escapes, which TypeScript reads the same). */
const quote = (v: string) => `'${JSON.stringify(v).slice(1, -1).replace(/\\"/g, '"').replace(/'/g, "\\'")}'`;

/** A TypeScript literal of plain data in the repository's style: bare identifier keys, short objects inline. */
export function literal(value: unknown, indent = ''): string {
  const inner = `${indent}  `;
  const key = (k: string) => (/^[A-Za-z_$][\w$]*$/.test(k) ? k : quote(k));
  if (Array.isArray(value)) return `[${value.map((v) => literal(v, indent)).join(', ')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    if (!entries.length) return '{}';
    const flat = entries.every(([, v]) => v === null || typeof v !== 'object');
    const oneLine = `{ ${entries.map(([k, v]) => `${key(k)}: ${literal(v)}`).join(', ')} }`;
    if (flat && oneLine.length + indent.length < 90) return oneLine;
    const body = entries.map(([k, v]) => `${inner}${key(k)}: ${literal(v, inner)},`).join('\n');
    return `{\n${body}\n${indent}}`;
  }
  return typeof value === 'string' ? quote(value) : JSON.stringify(value);
}

/** The names the generated artefacts use, checked so they are safe to put in code. */
export function namesOf({ code, model }: GenInput) {
  const table = s(code.tableName) || s(model.modelTable);
  if (!/^[a-z_][a-z0-9_]*$/.test(table))
    throw badRequest(`表名 [${table.slice(0, 64)}] 应为小写字母、数字和下划线`);
  const modelCode = s(model.modelCode);
  const stripped = table.startsWith(s(code.tablePrefix)) ? table.slice(s(code.tablePrefix).length) : table;
  const name = IDENT.test(modelCode) ? modelCode : camel(stripped);
  if (!IDENT.test(name)) throw badRequest(`无法从表名 [${table}] 得到资源名,请填写模型编号`);
  const service =
    s(code.serviceName)
      .replace(/[^a-z0-9-]/gi, '')
      .toLowerCase() || 'calf-develop';
  const path = s(code.apiPath) || `/${service}/${kebab(name)}`;
  if (!/^(\/[a-z0-9-]+)+$/.test(path)) throw badRequest(`后端路径 [${path.slice(0, 100)}] 格式不正确`);
  const webPath = s(code.webPath) || `/tool/${name}`;
  if (!/^(\/[A-Za-z0-9-]+)+$/.test(webPath))
    throw badRequest(`前端路径 [${webPath.slice(0, 100)}] 格式不正确`);
  const zh = s(code.codeName) || s(model.modelName) || name;
  return { name, Name: pascal(name), table, path, webPath, label: { zh, en: humanize(name) } };
}

function fieldOf(p: Row): [string, Record<string, unknown>] | null {
  const jdbc = s(p.jdbcName);
  if (!jdbc || BASE_COLUMN_NAMES.has(jdbc) || jdbc === 'parent_id') return null;
  const name = IDENT.test(s(p.propertyName)) ? s(p.propertyName) : camel(jdbc);
  if (!IDENT.test(name) || RESERVED.has(name)) return null;
  const declared = s(p.propertyType) as FieldType;
  const type: FieldType = FIELD_TYPES.has(declared) ? declared : fieldTypeOf(s(p.jdbcType));
  const zh = s(p.comment) || jdbc;
  const en = humanize(name);
  const f: Record<string, unknown> = { type, label: { zh, en } };
  const dict = s(p.dictCode);
  if (dict && /^[A-Za-z0-9_-]+$/.test(dict)) f.dict = dict;
  if (Number(p.isRequired) === YES) {
    f.required = true;
    f.requiredMessage = { zh: `请输入${zh}`, en: `please enter ${words(name)}` };
  }
  const maxLength = Number(p.maxLength);
  if (type === 'string') f.max = Number.isInteger(maxLength) && maxLength > 0 ? maxLength : 255;
  if (type === 'text') f.max = 20000;
  if (Number(p.isQuery) === YES) {
    const q = s(p.queryType);
    const mode: SearchMode =
      q === 'like' || q === 'equal' || q === 'daterange' ? q : q === 'between' ? 'daterange' : 'equal';
    f.search = mode === 'like' && type !== 'string' && type !== 'text' ? 'equal' : mode;
  }
  const listed = Number(p.isList) === YES;
  if (listed && ['string', 'int', 'decimal', 'date', 'datetime'].includes(type)) f.sortable = true;
  if (!listed) f.list = false;
  if (Number(p.isForm) !== YES) f.form = false;
  let component = s(p.componentType) as Component;
  if (f.dict && !['select', 'radio', 'checkbox'].includes(component)) component = 'select';
  if (COMPONENTS.has(component)) f.component = component;
  if (Number(p.isRow) === YES) f.span = 24;
  return [name, f];
}

/** The resource definition (packages/domain/src/resources/<name>.ts) derived from the prototypes. */
export function resourceSource(input: GenInput): { source: string; notes: string[] } {
  const n = namesOf(input);
  const notes: string[] = [];
  const cols = new Set(input.prototypes.map((p) => s(p.jdbcName)));
  const fields: Record<string, unknown> = {};
  for (const p of input.prototypes) {
    const f = fieldOf(p);
    if (!f) continue;
    if (snake(f[0]) !== s(p.jdbcName))
      notes.push(`列 ${s(p.jdbcName)} 生成的字段 ${f[0]} 对应列名 ${snake(f[0])},请核对`);
    fields[f[0]] = f[1];
  }
  if (!Object.keys(fields).length) throw badRequest('未获得相关表信息: 没有可生成的字段');
  const def = {
    name: n.name,
    table: n.table,
    path: n.path,
    label: n.label,
    permission: n.name,
    tenantScoped: cols.has('tenant_id'),
    tree: cols.has('parent_id') || undefined,
    defaultSort: [{ column: 'createTime', asc: false }],
    fields,
  };
  const source = `import { defineResource } from '../resource';

/** ${n.label.zh.replace(/\*\//g, '* /')} — generated by the code generator from table ${n.table}. */
export const ${n.name}Resource = defineResource(${literal(def)});
`;
  return { source, notes };
}

/** Every artefact for one code configuration, by repository path. */
export function generate(input: GenInput): GenFile[] {
  const n = namesOf(input);
  const { source, notes } = resourceSource(input);
  const page = `${n.Name}Page`;
  const menuLabels = (label: string) => `${JSON.stringify({ menu: { [n.name]: label } }, null, 2)}\n`;
  const files: GenFile[] = [
    { path: `packages/domain/src/resources/${n.name}.ts`, content: source },
    {
      path: `apps/server/src/db/schema/${n.name}.ts`,
      content: `import { resources } from '@dp/domain';
import { resourceTable } from '../../resource/table';

export const ${n.name} = resourceTable(resources.${n.name});
`,
    },
    {
      path: `apps/server/src/modules/generated/${n.name}.ts`,
      content: `import { resources } from '@dp/domain';
import type { FastifyInstance } from 'fastify';
import { ${n.name} as ${n.name}Table } from '../../db/schema';
import { registerResource } from '../../resource/routes';
import { resourceService } from '../../resource/service';

export const ${n.name}Service = resourceService(resources.${n.name}, ${n.name}Table);

export async function ${n.name}Routes(app: FastifyInstance) {
  registerResource(app, ${n.name}Service);
}
`,
    },
    {
      path: `apps/web/src/pages/system/${page}.tsx`,
      content: `import { ${n.name}Resource } from '@dp/domain';
import { ResourceCrud } from '@/crud/ResourceCrud';

/** ${n.webPath} — ${n.label.zh.replace(/\*\//g, '* /')}: the generic CRUD screen of the ${n.name} definition. */
export default function ${page}() {
  return <ResourceCrud def={${n.name}Resource} />;
}
`,
    },
    { path: `apps/web/src/i18n/generated/${n.name}.zh-CN.json`, content: menuLabels(n.label.zh) },
    { path: `apps/web/src/i18n/generated/${n.name}.en-US.json`, content: menuLabels(n.label.en) },
  ];
  const steps = [
    `# ${n.label.zh} (${n.name})`,
    '',
    `Generated from table \`${n.table}\`. Copy the files into the repository, then add these lines:`,
    '',
    `1. packages/domain/src/resources/index.ts: \`import { ${n.name}Resource } from './${n.name}';\`, export it, and add \`${n.name}: ${n.name}Resource,\` to \`resources\`.`,
    `2. apps/server/src/db/schema/index.ts: \`export * from './${n.name}';\` (the table: \`export const ${n.name} = resourceTable(resources.${n.name})\`), then \`npx drizzle-kit generate --name ${n.name}\` in apps/server.`,
    `3. apps/server/src/modules/index.ts: \`import { ${n.name}Routes } from './generated/${n.name}';\` and \`await app.register(${n.name}Routes);\` (which runs \`registerResource(app, ${n.name}Service)\`).`,
    `4. apps/web/src/router/pages.ts, MENU_PAGES: \`'${n.webPath}': '${page}',\`.`,
    `5. Menu \`${n.name}\` at path \`${n.webPath}\` with buttons ${n.name}_add, ${n.name}_edit, ${n.name}_delete, ${n.name}_export, ${n.name}_import; labels menu.${n.name} in apps/web/src/i18n/generated/${n.name}.*.json.`,
    ...(notes.length ? ['', '## Notes', ...notes.map((x) => `- ${x}`)] : []),
    '',
  ];
  files.push({ path: `GENERATED-${n.name}.md`, content: steps.join('\n') });
  return files;
}
