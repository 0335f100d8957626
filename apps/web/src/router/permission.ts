/** Permission map from `menu/buttons` (api-contract §3.4): the code of every node without children. */
export type ButtonNode = { code: string; children?: ButtonNode[] };

export function toPermissionMap(nodes: ButtonNode[] | null | undefined): Record<string, boolean> {
  const map: Record<string, boolean> = {};
  const walk = (list: ButtonNode[]) => {
    for (const node of list) {
      if (node.children?.length) walk(node.children);
      else if (node.code) map[node.code] = true;
    }
  };
  walk(nodes ?? []);
  return map;
}

export function hasPermission(map: Record<string, boolean | number>, code?: string): boolean {
  return !code || map[code] === true || map[code] === 1;
}
