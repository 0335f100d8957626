/**
 * 64-bit snowflake ids (41 bits ms since 2024-01-01, 10 bits node, 12 bits sequence), as decimal
 * strings: JavaScript numbers cannot hold them, and the wire format sends ids as strings.
 */
const EPOCH = 1704067200000n;
const nodeId = BigInt(Number(process.env.NODE_ID ?? 1) & 0x3ff);
let lastMs = 0n;
let seq = 0n;

export function nextId(): string {
  let now = BigInt(Date.now());
  if (now === lastMs) {
    seq = (seq + 1n) & 0xfffn;
    if (seq === 0n) {
      while (now <= lastMs) now = BigInt(Date.now());
    }
  } else {
    seq = 0n;
  }
  if (now < lastMs) now = lastMs;
  lastMs = now;
  return (((now - EPOCH) << 22n) | (nodeId << 12n) | seq).toString();
}

const MAX_ID = 9223372036854775807n;

/** A decimal id that fits PostgreSQL's bigint (a larger one would fail in the query, not match). */
export function isId(value: unknown): value is string {
  return (
    typeof value === 'string' && /^[0-9]{1,19}$/.test(value) && (value.length < 19 || BigInt(value) <= MAX_ID)
  );
}

/** A comma-joined id list as stored in user, token and role columns ('-1' is the spec's "none"). */
export function split(value: string | undefined | null): string[] {
  return (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '' && s !== '-1');
}
