/**
 * The documented maximum of items in one list parameter (issue #38 item 7): ids to remove or
 * grant, `menuIds`, `userIds`… A call naming more is refused with a clear 400 before its route
 * runs, whatever the route does with the list (PostgreSQL takes at most 65,535 bind parameters
 * per statement; lists within the limit are bound as one array, see any-id.ts).
 */
export const MAX_LIST_ITEMS = 10_000;

/** Names of id-list parameters that may come as a comma string (`ids`, `roleId`, `menuIds`…). */
const ID_LIST_NAME = /^(ids?|.*[a-z]Ids?)$/;

function tooManyCommas(text: string): boolean {
  let commas = 0;
  for (let i = text.indexOf(','); i !== -1; i = text.indexOf(',', i + 1))
    if (++commas >= MAX_LIST_ITEMS) return true;
  return false;
}

/**
 * The path of the first list longer than MAX_LIST_ITEMS in a parsed query or body (any array,
 * or a comma-joined id list under an id-list name), or undefined.
 */
export function overlongList(value: unknown, path: string): string | undefined {
  if (Array.isArray(value)) {
    if (value.length > MAX_LIST_ITEMS) return path || 'body';
    for (const [i, v] of value.entries()) {
      if (v && typeof v === 'object') {
        const hit = overlongList(v, `${path}[${i}]`);
        if (hit !== undefined) return hit;
      }
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      const at = path ? `${path}.${k}` : k;
      if (typeof v === 'string') {
        if (v.length > MAX_LIST_ITEMS && ID_LIST_NAME.test(k) && tooManyCommas(v)) return at;
      } else if (v && typeof v === 'object') {
        const hit = overlongList(v, at);
        if (hit !== undefined) return hit;
      }
    }
  }
  return undefined;
}
