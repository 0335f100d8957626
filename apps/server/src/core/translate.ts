import * as domain from '@dp/domain';
import type { FastifyRequest } from 'fastify';

/**
 * The envelope's message in the caller's language. Messages are written in Chinese at the call
 * sites (the key, unchanged for zh-CN clients and callers that name no language); a request whose
 * `Accept-Language` puts English first gets the `msg` (and the token endpoint's
 * `error_description`) from the English catalogue, field and resource labels included.
 */
let english: domain.Translate | undefined;

export function toEnglish(message: string): string {
  // field and resource labels come from the definitions' own {zh, en} pairs
  english ??= domain.createTranslator(domain.EN_US, domain.bilingualPairs(domain.resources));
  return english(message);
}

/** True when the first language the caller accepts is English (`en`, `en-US`, `en-GB;q=0.9`…). */
export function wantsEnglish(header: string | string[] | undefined): boolean {
  const first = (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.split(';')[0];
  return /^en(-|$)/i.test(first?.trim() ?? '');
}

function translated(payload: unknown): unknown {
  if (!payload || typeof payload !== 'object' || Array.isArray(payload)) return payload;
  const body = payload as Record<string, unknown>;
  if (typeof body.msg === 'string') return { ...body, msg: toEnglish(body.msg) };
  if (typeof body.error_description === 'string')
    return { ...body, error_description: toEnglish(body.error_description) };
  return payload;
}

/**
 * The answer in the caller's language: every JSON answer's message (routes, errors, 401/403
 * refusals, 404s) goes through here, from the app's one preSerialization hook.
 */
export function inCallerLanguage(request: FastifyRequest, payload: unknown): unknown {
  return wantsEnglish(request.headers['accept-language']) ? translated(payload) : payload;
}
