import { createHmac, randomUUID } from 'node:crypto';

/** What a driver needs of a configuration (secretKey already decrypted). */
export type SmsConfig = {
  category: number;
  smsCode: string;
  templateId: string;
  accessKey: string;
  secretKey: string;
  regionId: string;
  signName: string;
};

export type SmsSend = { config: SmsConfig | null; phones: string[]; params: Record<string, string> };
export type SmsResult = { ok: boolean; messageId?: string; error?: string };

/** One provider. Sending never throws for a provider refusal: it answers `{ok: false, error}`. */
export interface SmsDriver {
  name: string;
  send(input: SmsSend): Promise<SmsResult>;
}

/** The built-in driver: sends nothing; the message is only kept in the sent-messages table. */
export const recordDriver: SmsDriver = {
  name: 'record',
  send: async () => ({ ok: true, messageId: `record-${randomUUID()}` }),
};

/**
 * Percent-encoding of Alibaba Cloud's RPC signature (RFC 3986 unreserved set kept: A-Z a-z 0-9
 * - _ . ~; space as %20, `*` as %2A), i.e. Java URLEncoder with its three documented fix-ups.
 */
export function popEncode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** The canonicalized query: parameters sorted by name (byte order), each name=value encoded, joined by &. */
export function canonicalQuery(params: Record<string, string>): string {
  return Object.keys(params)
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    .map((k) => `${popEncode(k)}=${popEncode(params[k])}`)
    .join('&');
}

/** StringToSign = METHOD & encode('/') & encode(canonicalized query). */
export function stringToSign(method: string, params: Record<string, string>): string {
  return `${method}&${popEncode('/')}&${popEncode(canonicalQuery(params))}`;
}

/** Signature = base64(HMAC-SHA1(AccessKeySecret + '&', StringToSign)). */
export function rpcSignature(method: string, params: Record<string, string>, secret: string): string {
  return createHmac('sha1', `${secret}&`).update(stringToSign(method, params)).digest('base64');
}

/** ISO 8601 UTC without milliseconds, as the RPC API wants: 2017-07-12T02:42:19Z. */
export const rpcTimestamp = (d: Date) => `${d.toISOString().slice(0, 19)}Z`;

export type FetchLike = (
  url: string,
  init?: { method?: string; signal?: AbortSignal },
) => Promise<{
  status: number;
  text(): Promise<string>;
}>;

export type AliyunOptions = {
  /** The HTTP boundary: tests pass a fake, production uses the global fetch. */
  fetch?: FetchLike;
  now?: () => Date;
  nonce?: () => string;
  endpoint?: string;
  timeoutMs?: number;
};

/** The query parameters of a SendSms call, without the signature. */
export function sendSmsParams(input: SmsSend, now: Date, nonce: string): Record<string, string> {
  const c = input.config!;
  return {
    AccessKeyId: c.accessKey,
    Action: 'SendSms',
    Format: 'JSON',
    PhoneNumbers: input.phones.join(','),
    RegionId: c.regionId || 'cn-hangzhou',
    SignName: c.signName,
    SignatureMethod: 'HMAC-SHA1',
    SignatureNonce: nonce,
    SignatureVersion: '1.0',
    TemplateCode: c.templateId,
    TemplateParam: JSON.stringify(input.params),
    Timestamp: rpcTimestamp(now),
    Version: '2017-05-25',
  };
}

/** Alibaba Cloud SMS (dysmsapi, RPC style, API version 2017-05-25). */
export function aliyunDriver(opts: AliyunOptions = {}): SmsDriver {
  const doFetch: FetchLike = opts.fetch ?? ((url, init) => fetch(url, init));
  const endpoint = opts.endpoint ?? 'https://dysmsapi.aliyuncs.com/';
  return {
    name: 'aliyun',
    async send(input) {
      const c = input.config;
      const missing = !c
        ? ['config']
        : (['accessKey', 'secretKey', 'signName', 'templateId'] as const).filter((k) => !c[k]);
      if (missing.length) return { ok: false, error: `阿里云短信配置不完整: ${missing.join(', ')}` };
      const params = sendSmsParams(input, opts.now?.() ?? new Date(), opts.nonce?.() ?? randomUUID());
      const signature = rpcSignature('GET', params, c!.secretKey);
      const url = `${endpoint}?Signature=${popEncode(signature)}&${canonicalQuery(params)}`;
      let status: number;
      let text: string;
      try {
        const res = await doFetch(url, {
          method: 'GET',
          signal: AbortSignal.timeout(opts.timeoutMs ?? 10000),
        });
        status = res.status;
        text = await res.text();
      } catch (e) {
        return { ok: false, error: `无法连接短信服务: ${e instanceof Error ? e.message : String(e)}` };
      }
      let body: { Code?: string; Message?: string; BizId?: string } = {};
      try {
        body = JSON.parse(text);
      } catch {
        return { ok: false, error: `短信服务应答无法识别 (HTTP ${status})` };
      }
      if (body.Code === 'OK') return { ok: true, messageId: body.BizId };
      return { ok: false, error: `${body.Code ?? `HTTP ${status}`}: ${body.Message ?? ''}`.trim() };
    },
  };
}

/** Drivers by name; tests may replace an entry (e.g. the Aliyun driver with a fake fetch). */
export const smsDrivers: Record<string, SmsDriver> = {
  record: recordDriver,
  aliyun: aliyunDriver(),
};

/** Dict `sms` category → driver name (5 record only, 3 Aliyun); others are not implemented. */
export const CATEGORY_DRIVER: Record<number, string> = { 3: 'aliyun', 5: 'record' };
