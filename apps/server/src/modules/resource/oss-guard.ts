import { isIP } from 'node:net';
import { badRequest } from '../../core/envelope';
import { BlockedAddressError, isInternalAddress, isLoopback, isPublicHost } from '../../core/net-guard';
import type { Db } from '../../db/client';
import { getParam } from '../system/params';

/** Platform parameter (tenant 000000 only) letting object storage reach loopback and private networks. */
export const ALLOW_PRIVATE_PARAM = 'resource.oss.allowPrivate';

export async function allowPrivateStorage(db: Db): Promise<boolean> {
  return (await getParam(db, '000000', ALLOW_PRIVATE_PARAM, 'false')).trim().toLowerCase() === 'true';
}

/** The endpoint as a URL: http(s) only, a host, no credentials. */
export function parseEndpoint(raw: string): URL {
  let u: URL;
  try {
    u = new URL(raw.trim());
  } catch {
    throw badRequest('参数错误: endpoint 资源地址格式不正确,格式如 https://oss.example.com');
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:')
    throw badRequest('参数错误: endpoint 资源地址仅支持 http 或 https');
  if (u.username || u.password) throw badRequest('参数错误: endpoint 资源地址不能包含账号密码');
  if (!u.hostname) throw badRequest('参数错误: endpoint 资源地址缺少主机名');
  return u;
}

const blocked = (host: string) =>
  badRequest(
    `不允许连接主机 ${host.slice(0, 100)}: 对象存储地址不能指向本机、内网或云元数据地址;如确需使用,请由平台管理员将参数 ${ALLOW_PRIVATE_PARAM} 设为 true`,
  );

/** SSRF guard of a storage endpoint: its host must resolve to public addresses only (unless allowed). */
export async function assertEndpointAllowed(db: Db, raw: string): Promise<void> {
  const host = parseEndpoint(raw).hostname.replace(/^\[|\]$/g, '');
  if (await allowPrivateStorage(db)) return;
  if (!(await isPublicHost(host))) throw blocked(host);
}

/** Refuses a literal internal address before any connection (sockets skip `lookup` for literals). */
export async function assertLiteralAllowed(db: Db, host: string): Promise<void> {
  const h = host.replace(/^\[|\]$/g, '');
  if ((isLoopback(h) || (isIP(h) && isInternalAddress(h))) && !(await allowPrivateStorage(db)))
    throw blocked(h);
}

/** A connection the lookup guard refused, however the S3 client wrapped it. */
export function asBlocked(e: unknown): Error | undefined {
  for (let c: unknown = e, i = 0; c && i < 5; c = (c as { cause?: unknown }).cause, i++)
    if (c instanceof BlockedAddressError) return blocked(c.host);
  return undefined;
}

/** S3 bucket naming rules: 3–63 of a-z 0-9 . -, starting and ending alphanumeric, not an IP address. */
export function assertBucketName(name: string): void {
  const ok =
    /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(name) &&
    !name.includes('..') &&
    !/^\d+\.\d+\.\d+\.\d+$/.test(name) &&
    !name.startsWith('xn--') &&
    !name.endsWith('-s3alias');
  if (!ok)
    throw badRequest(
      '参数错误: bucketName 空间名须为3-63位小写字母、数字、点或短横线,以字母或数字开头和结尾,且不能是IP地址',
    );
}
