import { badRequest } from './envelope';

/** PostgreSQL's integer (int4) range: a bound value outside it fails in the query, not in a check. */
export const INT_MIN = -2147483648;
export const INT_MAX = 2147483647;

/**
 * The shared parser of an integer query parameter (issue #38 item 7): undefined when absent or
 * empty, the number when it is an integer an int4 column holds, else a clear 400 naming the
 * parameter: never a numeric string handed to PostgreSQL to overflow there.
 */
export function intParam(raw: unknown, name: string): number | undefined {
  const text = typeof raw === 'string' ? raw.trim() : raw;
  if (text === undefined || text === null || text === '') return undefined;
  const n = typeof text === 'number' ? text : /^[+-]?\d+$/.test(String(text)) ? Number(text) : Number.NaN;
  if (!Number.isInteger(n)) throw badRequest(`参数错误: ${name} 应为整数`);
  if (n < INT_MIN || n > INT_MAX) throw badRequest(`参数错误: ${name} 超出取值范围`);
  return n;
}

/** A numeric column's value (pg answers numeric as text) as a number, null kept. */
export const numberOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));
