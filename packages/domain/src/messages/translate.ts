/**
 * Server messages are keyed by their Chinese text (what zh-CN clients see, byte for byte). A
 * catalogue maps each key to another language; `{0}`, `{1}`… in a key stand for the parts the
 * server interpolates (field names, labels, numbers, nested messages) and reappear, in any order,
 * in the translation.
 */
export type Catalogue = Readonly<Record<string, string>>;

/** Turns a server message into the catalogue's language; unknown messages come back unchanged. */
export type Translate = (message: string) => string;

const PLACEHOLDER = /\{(\d+)\}/g;
/** Interpolated parts are themselves translated (a nested message, a label), this deep at most. */
const MAX_DEPTH = 8;
/** Joins independent messages (the rows of a refused import): each part is translated alone. */
const LIST = '; ';

type Template = {
  pattern: RegExp;
  /** Placeholder number → capture group index. */
  groups: Map<number, number>;
  translation: string;
  /** Characters of fixed text: the more, the more specific the template. */
  weight: number;
  /** No Chinese of its own (`{0} {1}`, `{0}、{1}`): it applies only when it translates a part. */
  isGlue: boolean;
};

const CJK = /[\u4e00-\u9fff]/;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The placeholder numbers of a catalogue key or translation, in order of appearance. */
export function placeholders(text: string): number[] {
  return [...text.matchAll(PLACEHOLDER)].map((m) => Number(m[1]));
}

function compile(key: string, translation: string): Template {
  const groups = new Map<number, number>();
  let source = '^';
  let weight = 0;
  let last = 0;
  for (const m of key.matchAll(PLACEHOLDER)) {
    const fixed = key.slice(last, m.index);
    source += escapeRegExp(fixed);
    weight += fixed.length;
    const n = Number(m[1]);
    if (groups.has(n)) source += `\\${groups.get(n)}`;
    else {
      groups.set(n, groups.size + 1);
      source += '([\\s\\S]*?)';
    }
    last = m.index + m[0].length;
  }
  const tail = key.slice(last);
  weight += tail.length;
  const pattern = new RegExp(`${source}${escapeRegExp(tail)}$`);
  return { pattern, groups, translation, weight, isGlue: !CJK.test(key.replace(PLACEHOLDER, '')) };
}

/**
 * Compiles a catalogue once. A message is looked up as is first; otherwise the most specific
 * template that matches it (most fixed text) gives the translation, its placeholders filled with
 * the translated parts (equally specific templates: the first in the catalogue wins). `labels`
 * translates parts that are names (field and resource labels).
 * A message of several joined by `; ` is translated part by part.
 */
export function createTranslator(
  catalogue: Catalogue,
  labels: ReadonlyMap<string, string> = new Map(),
): Translate {
  const exact = new Map<string, string>();
  const templates: Template[] = [];
  for (const [key, translation] of Object.entries(catalogue)) {
    if (placeholders(key).length === 0) exact.set(key, translation);
    else templates.push(compile(key, translation));
  }
  templates.sort((a, b) => b.weight - a.weight || a.groups.size - b.groups.size);

  const translate = (message: string, depth: number): string => {
    const known = exact.get(message) ?? labels.get(message);
    if (known !== undefined) return known;
    if (depth > MAX_DEPTH || message === '') return message;
    if (message.includes(LIST))
      return message
        .split(LIST)
        .map((part) => translate(part, depth + 1))
        .join(LIST);
    for (const t of templates) {
      const m = t.pattern.exec(message);
      if (!m) continue;
      const parts = m.map((part, i) => (i === 0 ? part : translate(part, depth + 1)));
      if (t.isGlue && parts.every((part, i) => part === m[i])) continue;
      return t.translation.replace(PLACEHOLDER, (whole, n: string) => {
        const group = t.groups.get(Number(n));
        return group === undefined ? whole : parts[group];
      });
    }
    return message;
  };
  return (message) => translate(message, 0);
}

/**
 * Every `{zh, en}` pair in the given definitions (resource, field and option labels, required
 * messages), Chinese → English; the first English seen for a Chinese text wins.
 */
export function bilingualPairs(...roots: unknown[]): Map<string, string> {
  const out = new Map<string, string>();
  const seen = new Set<object>();
  const walk = (value: unknown) => {
    if (!value || typeof value !== 'object' || seen.has(value)) return;
    seen.add(value);
    const text = value as { zh?: unknown; en?: unknown };
    if (typeof text.zh === 'string' && typeof text.en === 'string' && text.zh && !out.has(text.zh))
      out.set(text.zh, text.en);
    for (const child of Object.values(value)) walk(child);
  };
  for (const root of roots) walk(root);
  return out;
}
