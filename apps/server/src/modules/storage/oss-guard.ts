import { ApiError, badRequest, notFound } from '../../core/envelope';
import type { Db } from '../../db/client';
import { asBlocked, vetOutbound } from '../system/outbound';

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

/** The port a storage endpoint connects to. */
export const endpointPort = (u: URL) => Number(u.port) || (u.protocol === 'https:' ? 443 : 80);

/**
 * SSRF guard of a storage endpoint (core/net-guard through the platform's allow-list), on save
 * and before every call: a literal address or the addresses its name resolves to.
 */
export async function assertEndpointAllowed(db: Db, raw: string): Promise<void> {
  const u = parseEndpoint(raw);
  await vetOutbound(db, u.hostname, endpointPort(u)).catch((e) => {
    if (e instanceof ApiError) throw e;
    throw badRequest(`对象存储地址无法解析: ${u.hostname.slice(0, 100)}`);
  });
}

const errorName = (e: unknown): string => {
  const x = e as { code?: unknown; Code?: unknown; name?: unknown; cause?: { code?: unknown } };
  return String(x?.code ?? x?.cause?.code ?? x?.Code ?? x?.name ?? 'Error').slice(0, 60);
};

/**
 * What a failed storage call answers: the guard's refusal (400), a missing object (404), else the
 * storage service was unreachable or refused (502, with the error's name only: never its text,
 * which may quote the far side's answer).
 */
export function storageFailure(e: unknown): ApiError {
  const blocked = asBlocked(e);
  if (blocked) return blocked;
  if (e instanceof ApiError) return e;
  const name = errorName(e);
  if (name === 'NoSuchKey' || name === 'NotFound') return notFound('文件不存在');
  return new ApiError(502, `对象存储服务不可用,请检查对象存储配置: ${name}`);
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
