export type LocaleTree = { [key: string]: string | LocaleTree };

/** Deep-merges locale trees; later trees win on conflicting leaves. */
export function mergeLocales(trees: LocaleTree[]): LocaleTree {
  const out: LocaleTree = {};
  for (const tree of trees) mergeInto(out, tree);
  return out;
}

function mergeInto(target: LocaleTree, source: LocaleTree): void {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    if (typeof value === 'object' && typeof existing === 'object') mergeInto(existing, value);
    else if (typeof value === 'object') target[key] = mergeLocales([value]);
    else target[key] = value;
  }
}
