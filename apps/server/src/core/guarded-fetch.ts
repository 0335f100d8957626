import type { IncomingHttpHeaders } from 'node:http';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { type AllowEntry, BlockedAddressError, pinnedLookup, type Resolver, vetHost } from './net-guard';

export type GuardedResponse = {
  status: number;
  ok: boolean;
  /** The address that answered (after redirects). */
  url: string;
  headers: IncomingHttpHeaders;
  text: () => string;
  json: () => unknown;
};

export type GuardedInit = {
  /** The platform's allow-list (net-guard's parseAllowList). */
  allow: AllowEntry[];
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  signal?: AbortSignal;
  /** Redirects followed, each hop vetted again (default 5). */
  maxRedirects?: number;
  /** Largest answer read (default 1 MB). */
  maxBytes?: number;
  resolve?: Resolver;
};

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

type Hop = { status: number; headers: IncomingHttpHeaders; body: Buffer };

function hop(url: URL, init: GuardedInit, lookup: ReturnType<typeof pinnedLookup>): Promise<Hop> {
  const maxBytes = init.maxBytes ?? 1024 * 1024;
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(
      url,
      { method: init.method ?? 'GET', headers: init.headers, signal: init.signal, lookup, agent: false },
      (res) => {
        const status = res.statusCode ?? 0;
        if (REDIRECTS.has(status)) {
          res.resume();
          return resolve({ status, headers: res.headers, body: Buffer.alloc(0) });
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (c: Buffer) => {
          size += c.length;
          if (size > maxBytes) req.destroy(new Error(`answer larger than ${maxBytes} bytes`));
          else chunks.push(c);
        });
        res.on('end', () => resolve({ status, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(init.body);
  });
}

/**
 * An outbound HTTP(S) call through the guard: every hop's host is resolved and vetted, and the
 * connection made to exactly those addresses (no second resolution); redirects are followed by
 * hand, so a public address that redirects to an internal one is refused (BlockedAddressError).
 */
export async function guardedFetch(input: string | URL, init: GuardedInit): Promise<GuardedResponse> {
  let url = new URL(input);
  let method = init.method ?? 'GET';
  let body = init.body;
  let headers = init.headers;
  for (let redirects = 0; ; redirects++) {
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      throw new BlockedAddressError(`${url.protocol}//${url.host}`);
    const port = Number(url.port) || (url.protocol === 'https:' ? 443 : 80);
    const vetted = await vetHost(url.hostname, port, init.allow, init.resolve);
    const res = await hop(url, { ...init, method, body, headers }, pinnedLookup(vetted));
    const location = res.headers.location;
    if (REDIRECTS.has(res.status) && location) {
      if (redirects >= (init.maxRedirects ?? 5)) throw new Error('too many redirects');
      const next = new URL(location, url);
      // credentials stay with the origin they were meant for
      if (next.origin !== url.origin && headers)
        headers = Object.fromEntries(
          Object.entries(headers).filter(([k]) => !/^(authorization|cookie)$/i.test(k)),
        );
      url = next;
      if (res.status === 303 || ((res.status === 301 || res.status === 302) && method === 'POST')) {
        method = 'GET';
        body = undefined;
      }
      continue;
    }
    const text = () => res.body.toString('utf8');
    return {
      status: res.status,
      ok: res.status >= 200 && res.status < 300,
      url: url.toString(),
      headers: res.headers,
      text,
      json: () => JSON.parse(text()),
    };
  }
}
