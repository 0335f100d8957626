import { and, eq, gt, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginFailure } from '../../db/schema';
import { scoped } from '../../resource/scoped';

export const LOCK_MINUTES = 30;

const windowStart = () => new Date(Date.now() - LOCK_MINUTES * 60 * 1000);

/** Locked when this account has failed `limit` times from this address within the last 30 minutes. */
export async function isLocked(db: Db, tenantId: string, account: string, ip: string, limit: number) {
  const [row] = await db
    .select({ count: loginFailure.count })
    .from(loginFailure)
    .where(
      and(
        scoped(tenantId, loginFailure),
        eq(loginFailure.account, account),
        eq(loginFailure.ip, ip),
        gt(loginFailure.lastTime, windowStart()),
      ),
    );
  return (row?.count ?? 0) >= limit;
}

/**
 * Failures of the account from every address within the window. Strangers can raise it, so it
 * never locks the account: past the limit the sign-in only asks for the captcha (grant.ts).
 */
export async function accountFailures(db: Db, tenantId: string, account: string): Promise<number> {
  const [row] = await db
    .select({ n: sum(loginFailure.count) })
    .from(loginFailure)
    .where(
      and(
        scoped(tenantId, loginFailure),
        eq(loginFailure.account, account),
        gt(loginFailure.lastTime, windowStart()),
      ),
    );
  return Number(row?.n ?? 0);
}

export async function recordFailure(db: Db, tenantId: string, account: string, ip: string) {
  await db
    .insert(loginFailure)
    .values({ tenantId, account, ip, count: 1, lastTime: new Date() })
    .onConflictDoUpdate({
      target: [loginFailure.tenantId, loginFailure.account, loginFailure.ip],
      set: {
        // A failure after the window has passed starts a new count.
        count: sql`case when ${loginFailure.lastTime} > ${windowStart()} then ${loginFailure.count} + 1 else 1 end`,
        lastTime: new Date(),
      },
    });
}

export async function clearFailures(db: Db, tenantId: string, account: string, ip?: string) {
  await db
    .delete(loginFailure)
    .where(
      and(
        scoped(tenantId, loginFailure),
        eq(loginFailure.account, account),
        ip ? eq(loginFailure.ip, ip) : undefined,
      ),
    );
}
