import { hostname } from 'node:os';
import type { FastifyRequest } from 'fastify';
import { nextId } from '../../core/ids';
import type { Db } from '../../db/client';
import { usualLog } from '../../db/schema';
import { maskSecrets } from './api-log';
import { trackLogWrite } from './pending';

export type LogWho = { tenantId: string; account?: string };
export type UsualLogEntry = {
  /** What happened, e.g. `login.success`, `tenant.create`. */
  logId: string;
  logLevel?: 'debug' | 'info' | 'warn' | 'error';
  /** Text, or an object written as JSON (secret-named keys masked). */
  logData: unknown;
  request?: FastifyRequest;
};

const clip = (s: unknown, n: number) => String(s ?? '').slice(0, n);

/**
 * Writes a business event to the usual log of the tenant. Never throws: a failed log write is
 * reported to the server log, it does not fail the business call.
 */
export function recordUsualLog(db: Db, who: LogWho, entry: UsualLogEntry): Promise<void> {
  const r = entry.request;
  const data = typeof entry.logData === 'string' ? entry.logData : JSON.stringify(maskSecrets(entry.logData));
  const p = db
    .insert(usualLog)
    .values({
      id: nextId(),
      tenantId: clip(who.tenantId, 12),
      serverHost: hostname(),
      env: process.env.NODE_ENV ?? 'development',
      logId: clip(entry.logId, 64),
      logLevel: entry.logLevel ?? 'info',
      logData: clip(data, 20000),
      method: r?.method ?? '',
      requestUri: clip(r?.url.split('?')[0], 1000),
      userAgent: clip(r?.headers['user-agent'], 1000),
      remoteIp: clip(r?.ip, 64),
      createBy: clip(who.account, 64),
    })
    .then(() => undefined)
    .catch((e) => {
      (r?.log ?? console).error({ err: e }, 'could not write the usual log');
    });
  trackLogWrite(p);
  return p;
}
