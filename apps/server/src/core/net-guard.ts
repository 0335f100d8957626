import { lookup } from 'node:dns';
import { lookup as lookupAsync } from 'node:dns/promises';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * Outbound-connection guard (SSRF) shared by the code generator's data sources and object
 * storage: which hosts are the server itself or its private network, checked on the addresses a
 * name resolves to, again at connection time (so a name re-pointed after the check is refused too).
 */

export function isLoopback(host: string): boolean {
  const h = host.toLowerCase().replace(/^\[|\]$/g, '');
  if (h === 'localhost' || h.endsWith('.localhost')) return true;
  if (isIP(h) === 4) return h.startsWith('127.');
  if (isIP(h) === 6) return h === '::1' || /^::ffff:127\./.test(h);
  return false;
}

const internal = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8], // "this" network
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT, also cloud metadata (100.100.100.200)
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata (169.254.169.254)
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved and broadcast
] as const)
  internal.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7], // unique local, incl. fd00:ec2::254 metadata
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const)
  internal.addSubnet(net, bits, 'ipv6');

/** The IPv4 address an IPv6 address embeds (mapped, NAT64), if any. */
function embeddedV4(ip: string): string | undefined {
  const m = /^(?:::ffff:|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (m) return m[1];
  const hex = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(ip);
  if (!hex) return undefined;
  const [a, b] = [parseInt(hex[1], 16), parseInt(hex[2], 16)];
  return `${a >> 8}.${a & 255}.${b >> 8}.${b & 255}`;
}

/** Loopback, private, link-local, metadata, multicast or otherwise non-public address. */
export function isInternalAddress(ip: string): boolean {
  const family = isIP(ip);
  if (family === 4) return internal.check(ip, 'ipv4');
  if (family === 6) {
    const v4 = embeddedV4(ip);
    return v4 ? internal.check(v4, 'ipv4') : internal.check(ip, 'ipv6');
  }
  return true;
}

/** Every address a host name (or literal) stands for. */
export async function addressesOf(host: string): Promise<string[]> {
  const h = host.replace(/^\[|\]$/g, '');
  if (isIP(h)) return [h];
  const list = await lookupAsync(h, { all: true, verbatim: true });
  return list.map((a) => a.address);
}

export class BlockedAddressError extends Error {
  constructor(readonly host: string) {
    super(`address of ${host} is not allowed`);
  }
}

/** True when the host is a name or literal that reaches only public addresses. */
export async function isPublicHost(host: string): Promise<boolean> {
  if (isLoopback(host)) return false;
  const addresses = await addressesOf(host).catch(() => [] as string[]);
  return addresses.length > 0 && !addresses.some(isInternalAddress);
}

/**
 * A `lookup` for http(s) agents and sockets that refuses internal addresses unless `allowInternal`
 * says otherwise: the check happens on the very addresses the connection is made to.
 */
export function guardedLookup(allowInternal: () => Promise<boolean>): LookupFunction {
  return (hostname, options, callback) => {
    lookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, '', 0);
      const list = addresses as unknown as { address: string; family: number }[];
      void allowInternal().then(
        (allowed) => {
          if (!allowed && list.some((a) => isInternalAddress(a.address)))
            return callback(new BlockedAddressError(hostname), '', 0);
          if (options.all) return (callback as unknown as (e: null, l: typeof list) => void)(null, list);
          callback(null, list[0].address, list[0].family);
        },
        (e) => callback(e as NodeJS.ErrnoException, '', 0),
      );
    });
  };
}
