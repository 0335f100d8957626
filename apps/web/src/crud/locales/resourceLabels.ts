import { type ResourceDef, resources } from '@dp/domain';

type Lang = 'zh' | 'en';
type ResourceLabels = Record<string, { label: string; fields: Record<string, string> }>;

/** `resource.<name>.label` and `resource.<name>.fields.<field>` built from the definitions' Text objects. */
export function resourceLabels(lang: Lang, defs: Record<string, ResourceDef> = resources): ResourceLabels {
  return Object.fromEntries(
    Object.values(defs).map((def) => [
      def.name,
      {
        label: def.label[lang],
        fields: Object.fromEntries(Object.entries(def.fields).map(([key, f]) => [key, f.label[lang]])),
      },
    ]),
  );
}
