import { and, eq } from 'drizzle-orm';
import type { RequestContext } from '../core/context';
import { badRequest } from '../core/envelope';
import type { Db } from '../db/client';
import { clientRecordKey as keys } from '../db/schema';
import { scoped } from './scoped';

/** A key a phone draws for one record (a UUID, or any 8–64 letters, digits, '-' and '_'). */
export const CLIENT_KEY = /^[A-Za-z0-9_-]{8,64}$/;

/** The request's `Idempotency-Key` header: the phone's key of the record it sends (or none). */
export function clientKeyOf(req: {
  headers: Record<string, string | string[] | undefined>;
}): string | undefined {
  const v = req.headers['idempotency-key'];
  return Array.isArray(v) ? v[0] : v;
}

const ISO_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

/** The stored answer as it was answered: its times were Dates (JSON keeps them as ISO strings). */
function revive(value: unknown): unknown {
  if (typeof value === 'string') return ISO_TIME.test(value) ? new Date(value) : value;
  if (Array.isArray(value)) return value.map(revive);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, revive(v)]));
  return value;
}

/**
 * Exactly once for a record sent again (#37 item 3): a phone that made a record without a signal
 * sends it with a key it drew, and sends it again when it never heard the answer. `write` runs
 * inside the caller's transaction `tx`; the key is claimed first in that transaction, so
 * - the first sending writes and keeps its answer under the key (committed with the record, or
 *   rolled back with it: a refused record leaves no key and can be sent again once put right);
 * - a second sending — later, or at the same moment (its claim waits for the first transaction) —
 *   writes nothing and answers what the first answered.
 * Keys are the caller's own: another user's same key is another record.
 */
export async function onceByClientKey<T extends { id?: unknown }>(
  tx: Db,
  ctx: RequestContext,
  kind: string,
  clientKey: string | undefined,
  write: () => Promise<T>,
): Promise<T> {
  if (clientKey === undefined) return write();
  if (!CLIENT_KEY.test(clientKey))
    throw badRequest('参数错误: Idempotency-Key 应为 8–64 位字母、数字、- 或 _');
  const claimed = await tx
    .insert(keys)
    .values({ tenantId: ctx.tenantId, userId: ctx.userId, clientKey, kind })
    .onConflictDoNothing()
    .returning({ kind: keys.kind });
  if (claimed.length === 0) {
    const [first] = await tx
      .select({ kind: keys.kind, answer: keys.answer })
      .from(keys)
      .where(and(scoped(ctx, keys), eq(keys.userId, ctx.userId), eq(keys.clientKey, clientKey)));
    if (first.kind !== kind) throw badRequest('参数错误: Idempotency-Key 已用于另一条记录');
    return revive(first.answer) as T;
  }
  const answer = await write();
  await tx
    .update(keys)
    .set({ recordId: answer.id === undefined || answer.id === null ? null : String(answer.id), answer })
    .where(and(scoped(ctx, keys), eq(keys.userId, ctx.userId), eq(keys.clientKey, clientKey)));
  return answer;
}
