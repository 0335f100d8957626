import { type ApiError, badRequest } from '../../core/envelope';
import { type AllowEntry, BlockedAddressError, parseAllowList, vetHost } from '../../core/net-guard';
import type { Db } from '../../db/client';
import { getParam } from './params';

/**
 * Platform parameter (tenant 000000 only): the hosts outbound connections may reach although they
 * are internal (loopback, private network, this server's own addresses) — `host`, `host:port` or
 * `[ipv6]:port`, separated by commas. The one allow-list of the outbound guard (core/net-guard).
 */
export const ALLOW_HOSTS_PARAM = 'net.allowHosts';

export async function allowedHosts(db: Db): Promise<AllowEntry[]> {
  return parseAllowList(await getParam(db, '000000', ALLOW_HOSTS_PARAM, ''));
}

/** The 400 a refused host answers. */
export const blockedHost = (host: string): ApiError =>
  badRequest(
    `不允许连接主机 ${host.slice(0, 100)}: 不能连接本机、内网、云元数据或本服务器自身的地址;如确需连接,请由平台管理员在参数 ${ALLOW_HOSTS_PARAM} 中加入该主机`,
  );

/** A connection the guard refused, however a client library wrapped it, as its 400. */
export function asBlocked(e: unknown): ApiError | undefined {
  for (let c: unknown = e, i = 0; c && i < 5; c = (c as { cause?: unknown }).cause, i++)
    if (c instanceof BlockedAddressError) return blockedHost(c.host);
  return undefined;
}

/**
 * Vets `host:port` against the platform's allow-list (plus `extra` entries the caller trusts, e.g.
 * the server's own database): the addresses to connect to, or the 400 when refused.
 */
export async function vetOutbound(db: Db, host: string, port: number, extra: AllowEntry[] = []) {
  try {
    return await vetHost(host, port, [...(await allowedHosts(db)), ...extra]);
  } catch (e) {
    throw asBlocked(e) ?? e;
  }
}
