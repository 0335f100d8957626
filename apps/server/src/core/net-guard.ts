import { lookup as lookupAsync } from 'node:dns/promises';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { networkInterfaces } from 'node:os';

/**
 * The one outbound-connection guard (SSRF): object storage, code-generation data sources, the
 * weather provider and any later webhook connect only through it. A host is checked on the very
 * addresses it resolves to when the connection is made (a name re-pointed after a check is refused
 * too); loopback, private, link-local, unique-local, multicast and reserved addresses, the IPv6
 * forms that embed such an IPv4 address (mapped, compatible, SIIT, NAT64, 6to4) and every address
 * of this machine's own interfaces are refused, unless an allow-list entry names the host.
 */

const internal4 = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8], // "this" network
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT, also cloud metadata (100.100.100.200)
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata (169.254.169.254)
  ['172.16.0.0', 12],
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved and broadcast
] as const)
  internal4.addSubnet(net, bits, 'ipv4');
const internal6 = new BlockList();
for (const [net, bits] of [
  ['100::', 64], // discard-only
  ['fc00::', 7], // unique local, incl. fd00:ec2::254 metadata
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const)
  internal6.addSubnet(net, bits, 'ipv6');

/** The eight 16-bit groups of an IPv6 address (a zone `%eth0` ignored). */
function groups6(ip: string): number[] {
  const parse = (part: string): number[] =>
    part === ''
      ? []
      : part.split(':').flatMap((g) => {
          if (!g.includes('.')) return [Number.parseInt(g, 16)];
          const [a, b, c, d] = g.split('.').map(Number);
          return [(a << 8) | b, (c << 8) | d];
        });
  const s = ip.toLowerCase().replace(/%.*$/, '');
  const gap = s.indexOf('::');
  if (gap < 0) return parse(s);
  const head = parse(s.slice(0, gap));
  const tail = parse(s.slice(gap + 2));
  return [...head, ...new Array<number>(8 - head.length - tail.length).fill(0), ...tail];
}

const v4Of = (hi: number, lo: number) => `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
const zero = (g: number[], from: number, to: number) => g.slice(from, to).every((x) => x === 0);

/**
 * The IPv4 address an IPv6 address stands for: mapped (::ffff:a.b.c.d), compatible (::a.b.c.d,
 * also :: and ::1), SIIT (::ffff:0:a.b.c.d), NAT64 (64:ff9b::a.b.c.d) and 6to4 (2002:AABB:CCDD::).
 */
function embeddedV4(g: number[]): string | undefined {
  if (zero(g, 0, 5) && g[5] === 0xffff) return v4Of(g[6], g[7]);
  if (zero(g, 0, 6)) return v4Of(g[6], g[7]);
  if (zero(g, 0, 4) && g[4] === 0xffff && g[5] === 0) return v4Of(g[6], g[7]);
  if (g[0] === 0x64 && g[1] === 0xff9b && zero(g, 2, 6)) return v4Of(g[6], g[7]);
  if (g[0] === 0x2002) return v4Of(g[1], g[2]);
  return undefined;
}

/** One spelling per address (IPv6 as its eight groups), to compare addresses written differently. */
export function canonicalAddress(ip: string): string {
  const h = ip.replace(/^\[|\]$/g, '');
  return isIP(h) === 6
    ? groups6(h)
        .map((x) => x.toString(16))
        .join(':')
    : h.toLowerCase();
}

/** Every address of this machine's own interfaces, read now (interfaces come and go). */
export function ownAddresses(): Set<string> {
  const own = new Set<string>();
  for (const list of Object.values(networkInterfaces()))
    for (const a of list ?? []) own.add(canonicalAddress(a.address));
  return own;
}

/**
 * Loopback, private, link-local, unique-local, metadata, multicast, reserved, one of this
 * machine's own addresses, or an IPv6 form of one of those; anything not an address is internal too.
 */
export function isInternalAddress(ip: string, own: Set<string> = ownAddresses()): boolean {
  const h = ip.replace(/^\[|\]$/g, '');
  const family = isIP(h);
  if (family === 0) return true;
  if (own.has(canonicalAddress(h))) return true;
  if (family === 4) return internal4.check(h, 'ipv4');
  const g = groups6(h);
  // local-use NAT64 (its IPv4 part sits anywhere) and Teredo (a tunnel to an address it hides)
  if ((g[0] === 0x64 && g[1] === 0xff9b && g[2] === 1) || (g[0] === 0x2001 && g[1] === 0)) return true;
  const v4 = embeddedV4(g);
  if (v4) return own.has(v4) || internal4.check(v4, 'ipv4');
  return internal6.check(h.replace(/%.*$/, ''), 'ipv6');
}

/** An allow-list entry: a host name or address, with or without a port. */
export type AllowEntry = { host: string; port?: number };

const hostKey = (host: string) => {
  const h = host
    .trim()
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '')
    .toLowerCase();
  return isIP(h) ? canonicalAddress(h) : h;
};

/**
 * Parses an allow-list: entries separated by commas, semicolons or white space, each `host`,
 * `host:port`, an IPv6 address or `[ipv6]:port`. Unparsable entries are skipped.
 */
export function parseAllowList(raw: string): AllowEntry[] {
  const out: AllowEntry[] = [];
  for (const item of raw.split(/[\s,;，；]+/).filter(Boolean)) {
    const m =
      /^\[([^\]]+)\](?::(\d{1,5}))?$/.exec(item) ??
      (isIP(item) ? [item, item] : /^([^:]+)(?::(\d{1,5}))?$/.exec(item));
    if (!m) continue;
    const port = m[2] === undefined ? undefined : Number(m[2]);
    if (port !== undefined && (port < 1 || port > 65535)) continue;
    out.push({ host: hostKey(m[1]), port });
  }
  return out;
}

/** Whether an entry names this connection: the host as written, or the address it reached. */
function allowed(host: string, port: number, address: string, allow: AllowEntry[]): boolean {
  const name = hostKey(host);
  const addr = canonicalAddress(address);
  return allow.some((e) => {
    const h = hostKey(e.host);
    return (h === name || h === addr) && (e.port === undefined || e.port === port);
  });
}

/** The guard's decision on a connection to `host:port` that would reach these addresses. */
export function mayConnect(
  host: string,
  port: number,
  addresses: string[],
  allow: AllowEntry[],
  own: Set<string> = ownAddresses(),
): boolean {
  return (
    addresses.length > 0 &&
    addresses.every((a) => !isInternalAddress(a, own) || allowed(host, port, a, allow))
  );
}

export class BlockedAddressError extends Error {
  constructor(readonly host: string) {
    super(`address of ${host} is not allowed`);
  }
}

export type Address = { address: string; family: number };
/** Name resolution (the system resolver by default; tests give their own). */
export type Resolver = (host: string) => Promise<Address[]>;
const systemResolver: Resolver = (host) => lookupAsync(host, { all: true, verbatim: true });

/** The addresses `host:port` resolves to, each vetted; throws BlockedAddressError when refused. */
export async function vetHost(
  host: string,
  port: number,
  allow: AllowEntry[],
  resolve: Resolver = systemResolver,
): Promise<Address[]> {
  const h = host.replace(/^\[|\]$/g, '');
  const family = isIP(h);
  const list = family ? [{ address: h, family }] : await resolve(h);
  if (
    !mayConnect(
      h,
      port,
      list.map((a) => a.address),
      allow,
    )
  )
    throw new BlockedAddressError(h);
  return list;
}

/**
 * A `lookup` for sockets and http(s) agents that connect to `port`: the name is resolved and
 * vetted at every connection, and the connection goes to the vetted addresses only. Sockets skip
 * `lookup` for a literal address: check such a host with vetHost before connecting.
 */
export function guardedLookup(
  port: number,
  allow: () => Promise<AllowEntry[]>,
  resolve: Resolver = systemResolver,
): LookupFunction {
  return (hostname, options, callback) => {
    void allow()
      .then((list) => vetHost(hostname, port, list, resolve))
      .then(
        (vetted) => {
          const want = options.family === 'IPv4' ? 4 : options.family === 'IPv6' ? 6 : options.family;
          const fit = want ? vetted.filter((a) => a.family === want) : vetted;
          if (fit.length === 0) return callback(new BlockedAddressError(hostname), '', 0);
          if (options.all) return (callback as unknown as (e: null, l: Address[]) => void)(null, fit);
          callback(null, fit[0].address, fit[0].family);
        },
        (e) => callback(e as NodeJS.ErrnoException, '', 0),
      );
  };
}

/** A `lookup` answering only these (already vetted) addresses. */
export function pinnedLookup(addresses: Address[]): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) return (callback as unknown as (e: null, l: Address[]) => void)(null, addresses);
    callback(null, addresses[0].address, addresses[0].family);
  };
}
