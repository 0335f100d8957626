/**
 * The spec's error catalogue (§8) as a pure decision: every HTTP status 200-500 reaches here.
 * The code is the body's `code`, else the HTTP status; the message is `msg`, else
 * `error_description`, else the localized 'unknown error'.
 */
export type ResponseBody = { code?: unknown; msg?: unknown; error_description?: unknown } | null | undefined;

export type Outcome =
  | { kind: 'ok' }
  | { kind: 'logout'; code: 401; message: string }
  | { kind: 'reject'; code: number; message: string; shouldToast: boolean };

export function responseCode(status: number, body: ResponseBody): number {
  const code = body && typeof body === 'object' ? body.code : undefined;
  if (typeof code === 'number') return code;
  if (typeof code === 'string' && /^\d+$/.test(code)) return Number(code);
  return status;
}

export function responseMessage(body: ResponseBody, unknownError: string): string {
  if (body && typeof body === 'object') {
    if (typeof body.msg === 'string' && body.msg) return body.msg;
    if (typeof body.error_description === 'string' && body.error_description) return body.error_description;
  }
  return unknownError;
}

export function classifyResponse(input: {
  status: number;
  body: ResponseBody;
  whitelist: readonly number[];
  isSilent?: boolean;
  unknownError: string;
}): Outcome {
  const code = responseCode(input.status, input.body);
  const message = responseMessage(input.body, input.unknownError);
  if (code === 401) return { kind: 'logout', code, message };
  if (code !== 200) {
    return { kind: 'reject', code, message, shouldToast: !input.whitelist.includes(code) && !input.isSilent };
  }
  return { kind: 'ok' };
}

/** Rejection value of the HTTP client. */
export class RequestError extends Error {
  readonly code: number;
  readonly body: unknown;
  constructor(code: number, message: string, body?: unknown) {
    super(message);
    this.name = 'RequestError';
    this.code = code;
    this.body = body;
  }
}

/** Reads the file name from a Content-Disposition header (RFC 5987 form first). */
export function fileNameFromDisposition(header: string | undefined | null, fallback: string): string {
  if (!header) return fallback;
  const star = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(header);
  if (star) return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(header);
  return plain ? decodeURIComponent(plain[1].trim()) : fallback;
}
