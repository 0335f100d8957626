import type { ColumnChoice } from './ColumnSettingsDrawer';
import type { ColumnSettings } from './columnSettings';
import type { FieldSpec } from './types';

/**
 * The list's columns and their order: a definition's `firstScreen` fields first, as declared, then
 * every other listed field (`list` not false) in declaration order. Without a first screen, every
 * listed field in declaration order.
 */
export function listedSpecs(specs: FieldSpec[], firstScreen?: readonly string[]): FieldSpec[] {
  const listed = specs.filter((s) => s.def.list !== false);
  if (!firstScreen) return listed;
  const rank = (s: FieldSpec) => {
    const i = firstScreen.indexOf(s.name);
    return i < 0 ? firstScreen.length : i;
  };
  return listed
    .map((spec, i) => ({ spec, i }))
    .sort((a, b) => rank(a.spec) - rank(b.spec) || a.i - b.i)
    .map((x) => x.spec);
}

/** Off the first screen: offered in the column drawer, hidden until the user shows it. */
export const isHiddenByDefault = (name: string, firstScreen?: readonly string[]) =>
  Boolean(firstScreen && !firstScreen.includes(name));

/** A user's saved choice (shown or hidden) wins; without one, the first screen decides. */
export const isColumnHidden = (name: string, settings: ColumnSettings, firstScreen?: readonly string[]) =>
  settings[name]?.hidden ?? isHiddenByDefault(name, firstScreen);

/** The column drawer's rows: every listed column in the list's order, hidden by default or not. */
export const columnChoices = (
  specs: FieldSpec[],
  firstScreen: readonly string[] | undefined,
  titleOf: (spec: FieldSpec) => string,
): ColumnChoice[] =>
  listedSpecs(specs, firstScreen).map((s) => ({
    key: s.name,
    title: titleOf(s),
    defaultHidden: isHiddenByDefault(s.name, firstScreen),
  }));
