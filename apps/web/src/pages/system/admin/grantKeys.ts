import type { CheckNode } from './treeOptions';

/**
 * The keys to mark checked in a cascading tree from the ids a role holds. Only leaves are kept: a
 * parent stored earlier would otherwise check every child the tree shows now (e.g. a button added
 * later), while the tree derives a parent's state from its leaves anyway.
 */
export function checkedLeafKeys(tree: CheckNode[], granted: string[]): string[] {
  const held = new Set(granted);
  const out: string[] = [];
  const walk = (nodes: CheckNode[]) => {
    for (const n of nodes) {
      if (n.children?.length) walk(n.children);
      else if (held.has(n.key)) out.push(n.key);
    }
  };
  walk(tree);
  return out;
}

/**
 * Scope trees group the scope rows (leaves) under their menus; a fully checked menu node is not a
 * scope, so only the checked leaves are sent for scopes.
 */
export function checkedScopeIds(tree: CheckNode[], checked: string[]): string[] {
  return checkedLeafKeys(tree, checked);
}

export type GrantSelection = { menu: string[]; dataScope: string[]; apiScope: string[] };

/**
 * The body of POST role/grant (api-contract §6.2): arrays of ids, only fully checked keys (the
 * half-checked parents are left out; the server adds ancestors back when it builds routes).
 */
export function roleGrantPayload(roleIds: string[], checked: GrantSelection) {
  const uniq = (keys: string[]) => [...new Set(keys.map(String))];
  return {
    roleIds: uniq(roleIds),
    menuIds: uniq(checked.menu),
    dataScopeIds: uniq(checked.dataScope),
    apiScopeIds: uniq(checked.apiScope),
  };
}
