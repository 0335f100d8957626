import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { MSG } from '@dp/domain';
import { parseAst } from 'vite';

/**
 * Every message the server can answer with, read from its sources as catalogue keys: the string
 * and template literals given to the envelope's error helpers (`badRequest`, `forbidden`,
 * `conflict`, `notFound`, `unauthorized`, `new ApiError`, `fail`, `done`, `ok`) and to the modules'
 * own throwing helpers, zod check messages, `error` / `message` properties, guard and refusal
 * return values, `*_MESSAGE` constants, and `MSG`. A template's interpolations become `{0}`, `{1}`…
 * (`MSG.x` inside one is inlined); Chinese literals inside interpolations are messages of their own.
 */
export type MessageSite = { key: string; at: string };

const SINK_CALLS = new Set([
  'badRequest',
  'forbidden',
  'conflict',
  'notFound',
  'unauthorized',
  'fail',
  'done',
  'ok',
  'ApiError',
  'GrantError',
  'sendFailed',
]);
/** zod checks whose string (or `{ error }`) argument is the message. */
const ZOD_CHECKS = new Set([
  'min',
  'max',
  'length',
  'regex',
  'refine',
  'int',
  'gt',
  'gte',
  'lt',
  'lte',
  'nonempty',
]);
const MESSAGE_PROPS = new Set(['error', 'message', 'msg']);
const CJK = /[\u4e00-\u9fff]/;

type Node = { type: string; start: number; [key: string]: unknown };
const isNode = (v: unknown): v is Node =>
  !!v && typeof v === 'object' && typeof (v as { type?: unknown }).type === 'string';
const nameOf = (n: unknown): string | undefined => {
  if (!isNode(n)) return undefined;
  if (n.type === 'Identifier') return n.name as string;
  if (n.type === 'MemberExpression' && !n.computed) return nameOf(n.property);
  return undefined;
};
const msgValue = (n: Node): string | undefined =>
  n.type === 'MemberExpression' && nameOf(n.object) === 'MSG'
    ? (MSG as Record<string, string>)[nameOf(n.property) ?? '']
    : undefined;

/** Strips parentheses and type assertions. */
function bare(n: Node): Node {
  let cur = n;
  while (
    ['ParenthesizedExpression', 'TSAsExpression', 'TSNonNullExpression', 'TSSatisfiesExpression'].includes(
      cur.type,
    )
  )
    cur = cur.expression as Node;
  return cur;
}

/** The catalogue key of a string-valued expression, or undefined when it is not a literal text. */
function keyOf(node: Node): string | undefined {
  const n = bare(node);
  if (n.type === 'Literal' && typeof n.value === 'string') return n.value;
  const fromMsg = msgValue(n);
  if (fromMsg !== undefined) return fromMsg;
  if (n.type === 'TemplateLiteral') {
    const quasis = n.quasis as { value: { cooked: string } }[];
    const expressions = n.expressions as Node[];
    let slot = 0;
    let key = quasis[0].value.cooked;
    expressions.forEach((e, i) => {
      const inline = msgValue(bare(e));
      key += inline ?? `{${slot++}}`;
      key += quasis[i + 1].value.cooked;
    });
    return key;
  }
  // `…`.slice(0, 500): the text before trimming.
  if (n.type === 'CallExpression' && isNode(n.callee) && n.callee.type === 'MemberExpression')
    return ['slice', 'trim'].includes(nameOf(n.callee) ?? '') ? keyOf(n.callee.object as Node) : undefined;
  return undefined;
}

/** The message keys an expression can evaluate to (both branches of conditionals, nested parts). */
function messagesIn(node: unknown, out: Node[]): void {
  if (!isNode(node)) return;
  const n = bare(node);
  if (n.type === 'ConditionalExpression') {
    messagesIn(n.consequent, out);
    messagesIn(n.alternate, out);
  } else if (n.type === 'LogicalExpression') {
    messagesIn(n.left, out);
    messagesIn(n.right, out);
  } else if (n.type === 'ObjectExpression') {
    for (const p of n.properties as Node[])
      if (p.type === 'Property' && MESSAGE_PROPS.has(nameOf(p.key) ?? '')) messagesIn(p.value, out);
  } else if (keyOf(n) !== undefined) {
    out.push(n);
    if (n.type === 'TemplateLiteral') for (const e of n.expressions as Node[]) messagesIn(e, out);
    if (n.type === 'CallExpression') messagesIn((n.callee as Node).object, out);
  }
}

/** The message expressions of one parsed file. */
function sinks(program: Node): Node[] {
  const out: Node[] = [];
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const v of value) visit(v);
      return;
    }
    if (!isNode(value)) return;
    const n = value;
    if (n.type === 'CallExpression' || n.type === 'NewExpression') {
      const callee = nameOf(n.callee);
      if (callee && SINK_CALLS.has(callee)) for (const a of n.arguments as Node[]) messagesIn(a, out);
      const isCheck =
        isNode(n.callee) && n.callee.type === 'MemberExpression' && ZOD_CHECKS.has(callee ?? '');
      if (isCheck) for (const a of n.arguments as Node[]) messagesIn(a, out);
    } else if (n.type === 'ReturnStatement') messagesIn(n.argument, out);
    else if (n.type === 'ArrowFunctionExpression' && n.expression) messagesIn(n.body, out);
    else if (n.type === 'Property' && MESSAGE_PROPS.has(nameOf(n.key) ?? '')) messagesIn(n.value, out);
    else if (n.type === 'VariableDeclarator' && /MESSAGE$/.test(nameOf(n.id) ?? '')) messagesIn(n.init, out);
    for (const [k, v] of Object.entries(n)) if (k !== 'type' && typeof v === 'object') visit(v);
  };
  visit(program);
  return out;
}

/** Server files that build documents, seed data or tests: their Chinese text is not a message. */
const NOT_MESSAGES = /(\.test\.ts|[\\/]seed[\\/].*|test-data\.ts|fixtures?\.ts|docx\.ts)$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return e.name.endsWith('.ts') && !NOT_MESSAGES.test(path) ? [path] : [];
  });
}

/** Every Chinese message of the server sources under `root`, with where it is written. */
export function serverMessages(root: string): MessageSite[] {
  const sites: MessageSite[] = [];
  for (const value of Object.values(MSG)) sites.push({ key: value, at: 'MSG' });
  for (const file of sourceFiles(root)) {
    const text = readFileSync(file, 'utf8');
    const program = parseAst(text, { lang: 'ts' }, file) as unknown as Node;
    for (const node of sinks(program)) {
      const key = keyOf(node);
      if (key === undefined || !CJK.test(key)) continue;
      const line = text.slice(0, node.start).split('\n').length;
      sites.push({ key, at: `${relative(root, file)}:${line}` });
    }
  }
  return sites;
}
