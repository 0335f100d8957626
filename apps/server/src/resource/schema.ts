import type { FieldDef, ResourceDef } from '@dp/domain';
import { z } from 'zod';
import { parseDateTime } from '../core/dates';
import { badRequest } from '../core/envelope';
import { isId } from '../core/ids';
import { containsNul, INT_MAX, INT_MIN } from './filters';

const empty = (v: unknown) => v === undefined || v === null || v === '';

function requiredMsg(f: FieldDef): string {
  return f.requiredMessage?.zh ?? `请输入${f.label.zh}`;
}

/** The zod schema of one field's input value, coercing the wire forms (numbers as strings, dates). */
function fieldSchema(f: FieldDef): z.ZodType {
  const label = f.label.zh;
  let s: z.ZodType;
  switch (f.type) {
    case 'string':
    case 'text': {
      if (f.multiple) {
        s = z.preprocess(
          (v) => (typeof v === 'string' ? v.split(',').map((x) => x.trim()) : v),
          z
            .array(
              z.preprocess((x) => (typeof x === 'number' ? String(x) : x), z.string().min(1).max(100)),
              {
                error: `${label}应为字典键列表`,
              },
            )
            .max(f.max ?? 100, { error: `${label}数量不能超过${f.max ?? 100}` })
            .transform((a) => [...new Set(a)]),
        );
        break;
      }
      let str = z.string({ error: `${label}应为文本` }).trim();
      if (f.max) str = str.max(f.max, { error: `${label}长度不能超过${f.max}` });
      if (f.min) str = str.min(f.min, { error: `${label}长度不能少于${f.min}` });
      if (f.pattern) str = str.regex(new RegExp(f.pattern.source), { error: f.pattern.message.zh });
      s = z.preprocess((v) => (typeof v === 'number' ? String(v) : v), str);
      break;
    }
    case 'int':
    case 'decimal': {
      let n = z.number({ error: `${label}应为数字` });
      if (f.type === 'int') {
        n = n.int({ error: `${label}应为整数` });
        // int4 columns: a larger value would fail in the database instead of answering 400.
        if (f.min === undefined) n = n.min(INT_MIN, { error: `${label}不能小于${INT_MIN}` });
        if (f.max === undefined) n = n.max(INT_MAX, { error: `${label}不能大于${INT_MAX}` });
      } else {
        // numeric(18, 4): at most 14 digits before the point.
        if (f.min === undefined) n = n.gt(-1e14, { error: `${label}超出取值范围` });
        if (f.max === undefined) n = n.lt(1e14, { error: `${label}超出取值范围` });
      }
      if (f.min !== undefined) n = n.min(f.min, { error: `${label}不能小于${f.min}` });
      if (f.max !== undefined) n = n.max(f.max, { error: `${label}不能大于${f.max}` });
      s = z.preprocess((v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v), n);
      break;
    }
    case 'bool':
      s = z.preprocess(
        (v) =>
          v === 'true' || v === 1 || v === '1' ? true : v === 'false' || v === 0 || v === '0' ? false : v,
        z.boolean({ error: `${label}应为是或否` }),
      );
      break;
    case 'date':
      s = z.preprocess(
        (v) => {
          const d = parseDateTime(v);
          return d ? (typeof v === 'string' ? v.trim().slice(0, 10) : v) : v;
        },
        z.string({ error: `${label}日期格式应为 yyyy-MM-dd` }).regex(/^\d{4}-\d{2}-\d{2}$/, {
          error: `${label}日期格式应为 yyyy-MM-dd`,
        }),
      );
      break;
    case 'datetime':
      s = z.preprocess(
        (v) => parseDateTime(v) ?? v,
        z.date({ error: `${label}日期格式应为 yyyy-MM-dd HH:mm:ss` }),
      );
      break;
    case 'ids':
    case 'files':
      s = z.preprocess(
        (v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v),
        z
          .array(
            z.preprocess((x) => (typeof x === 'number' ? String(x) : x), z.string().refine(isId)),
            {
              error: `${label}应为编号列表`,
            },
          )
          .max(f.max ?? 1000, { error: `${label}数量不能超过${f.max ?? 1000}` }),
      );
      break;
    case 'id':
    case 'file':
      s = z.preprocess(
        (v) => (typeof v === 'number' ? String(v) : v),
        z.string().refine(isId, { error: `${label}应为编号` }),
      );
      break;
    case 'json':
      s = z.unknown();
      break;
  }
  return s;
}

export type Validated = Record<string, unknown>;

/** Whether the client may send this field: never a `calc`, a `numbering` only when editable. */
export function writable(f: FieldDef): boolean {
  return !f.calc && (!f.numbering || f.numbering.editable === true);
}

/** Valid keys of a dictionary for the caller's tenant (system dict or dict-biz). */
export type DictKeys = (code: string, biz: boolean) => Promise<ReadonlySet<string>>;

/**
 * Checks every `dict` value of a validated row (each key of a `multiple` one) and `status` when
 * the definition names its dictionary: a clear 400 naming the field and the value otherwise.
 */
export async function checkDictValues(def: ResourceDef, row: Validated, keys: DictKeys): Promise<void> {
  const checks: [string, string, boolean, string][] = [];
  for (const [name, f] of Object.entries(def.fields)) {
    if (f.dict) checks.push([name, f.dict, f.dictBiz === true, f.label.zh]);
  }
  if (def.statusDict) checks.push(['status', def.statusDict, false, '状态']);
  for (const [name, code, biz, label] of checks) {
    const v = row[name];
    if (empty(v)) continue;
    const values = Array.isArray(v) ? v.map(String) : [String(v)];
    if (values.length === 0) continue;
    const valid = await keys(code, biz);
    const bad = values.find((x) => !valid.has(x));
    if (bad !== undefined) throw badRequest(`参数错误: ${name} 的值 [${bad}] 不是有效的${label}`);
  }
}

/**
 * Validates a submitted row against the definition. `partial` (updates) only checks the fields
 * present. Unknown keys and server-filled base columns are dropped.
 */
export function validateInput(def: ResourceDef, input: unknown, partial: boolean): Validated {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) {
    throw badRequest('参数错误: 请求体应为 JSON 对象');
  }
  const body = input as Record<string, unknown>;
  const out: Validated = {};
  for (const [name, f] of Object.entries(def.fields)) {
    // Computed and numbered values are the server's: whatever the client sends is dropped.
    if (!writable(f)) continue;
    const raw = body[name];
    if (empty(raw)) {
      // A field left out of a new row takes the definition's default, required or not.
      if (!partial && !(name in body) && f.defaultValue !== undefined) {
        out[name] = f.defaultValue;
        continue;
      }
      if (f.required && (!partial || name in body)) throw badRequest(`参数错误: ${name} ${requiredMsg(f)}`);
      if (name in body) out[name] = null;
      continue;
    }
    if (containsNul(raw)) throw badRequest(`参数错误: ${name} 含有非法字符`);
    const parsed = fieldSchema(f).safeParse(raw);
    if (!parsed.success)
      throw badRequest(`参数错误: ${name} ${parsed.error.issues[0]?.message ?? '格式不正确'}`);
    // A blank text is trimmed to '' by the schema: still missing for a required field.
    if (f.required && (parsed.data === '' || (Array.isArray(parsed.data) && parsed.data.length === 0)))
      throw badRequest(`参数错误: ${name} ${requiredMsg(f)}`);
    out[name] = parsed.data;
  }
  // a keyed tree's parent is one of its fields (`parentCode`), validated above
  if (def.tree && !def.key && 'parentId' in body) {
    const p = body.parentId;
    out.parentId = empty(p) ? '0' : String(p);
    if (!isId(out.parentId)) throw badRequest('参数错误: parentId 应为编号');
  }
  if (def.versioned && partial) {
    const v = Number(body.version);
    if (empty(body.version) || !Number.isInteger(v) || v < 0 || v > INT_MAX)
      throw badRequest('参数错误: version 不能为空,请刷新后重试');
    out.version = v;
  }
  // A resource whose own `status` field replaces the base column (a workflow state) sets it itself.
  if (!def.fields.status && def.baseColumns !== false && 'status' in body && !empty(body.status)) {
    const st = Number(body.status);
    if (!Number.isInteger(st) || st < INT_MIN || st > INT_MAX) throw badRequest('参数错误: status 应为整数');
    out.status = st;
  }
  return out;
}
