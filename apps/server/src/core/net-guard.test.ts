import { networkInterfaces } from 'node:os';
import { describe, expect, it } from 'vitest';
import {
  type Address,
  BlockedAddressError,
  guardedLookup,
  isInternalAddress,
  mayConnect,
  parseAllowList,
  type Resolver,
  vetHost,
} from './net-guard';

// Decisions only: no test here opens a connection (names resolve through stub resolvers).

/** This machine's own interface addresses, read at test time, with the IPv6 forms that embed them. */
function ownForms(): [string, string][] {
  const rows: [string, string][] = [];
  for (const [name, list] of Object.entries(networkInterfaces()))
    for (const a of list ?? []) {
      rows.push([a.address, `own interface ${name}`]);
      if (a.family === 'IPv6' && a.scopeid)
        rows.push([`${a.address}%${name}`, `own interface ${name} with zone`]);
      if (a.family === 'IPv4') {
        const [p, q, r, s] = a.address.split('.').map(Number);
        const hex = (x: number, y: number) => ((x << 8) | y).toString(16);
        rows.push([`::ffff:${a.address}`, `own ${name}, IPv4-mapped`]);
        rows.push([`::ffff:${hex(p, q)}:${hex(r, s)}`, `own ${name}, IPv4-mapped hex`]);
        rows.push([`::${a.address}`, `own ${name}, IPv4-compatible`]);
        rows.push([`2002:${hex(p, q)}:${hex(r, s)}::1`, `own ${name}, 6to4`]);
        rows.push([`64:ff9b::${a.address}`, `own ${name}, NAT64`]);
      }
    }
  return rows;
}

const refused: [string, string][] = [
  ['127.0.0.1', 'loopback'],
  ['127.255.255.254', 'loopback range'],
  ['::1', 'IPv6 loopback'],
  ['0.0.0.0', 'unspecified'],
  ['::', 'IPv6 unspecified'],
  ['10.1.2.3', 'private 10/8'],
  ['172.16.0.1', 'private 172.16/12'],
  ['172.31.255.255', 'private 172.16/12 end'],
  ['192.168.1.10', 'private 192.168/16'],
  ['100.64.0.1', 'carrier-grade NAT'],
  ['100.100.100.200', 'metadata (Alibaba)'],
  ['169.254.169.254', 'link-local, metadata'],
  ['fe80::1', 'IPv6 link-local'],
  ['fe80::1%eth0', 'IPv6 link-local with zone'],
  ['fec0::1', 'IPv6 site-local'],
  ['fc00::1', 'unique local'],
  ['fd00:ec2::254', 'unique local, metadata (AWS)'],
  ['224.0.0.1', 'multicast'],
  ['ff02::1', 'IPv6 multicast'],
  ['255.255.255.255', 'broadcast'],
  ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
  ['::ffff:7f00:1', 'IPv4-mapped loopback, hex'],
  ['::ffff:10.0.0.1', 'IPv4-mapped private'],
  ['::ffff:a9fe:a9fe', 'IPv4-mapped metadata, hex'],
  ['::127.0.0.1', 'IPv4-compatible loopback'],
  ['::7f00:1', 'IPv4-compatible loopback, hex'],
  ['::a00:1', 'IPv4-compatible private'],
  ['::ffff:0:127.0.0.1', 'SIIT loopback'],
  ['2002:7f00:1::', '6to4 loopback'],
  ['2002:7f00:1::1', '6to4 loopback, host part'],
  ['2002:a00:1::1', '6to4 private'],
  ['2002:a9fe:a9fe::', '6to4 metadata'],
  ['64:ff9b::127.0.0.1', 'NAT64 loopback'],
  ['64:ff9b::7f00:1', 'NAT64 loopback, hex'],
  ['64:ff9b::a9fe:a9fe', 'NAT64 metadata'],
  ['64:ff9b:1::a00:1', 'local-use NAT64'],
  ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'Teredo'],
  ['not-an-address', 'not an address'],
  ...ownForms(),
];

const allowedPublic: [string, string][] = [
  ['8.8.8.8', 'public IPv4'],
  ['1.1.1.1', 'public IPv4'],
  ['2606:4700:4700::1111', 'public IPv6'],
  ['::ffff:8.8.8.8', 'IPv4-mapped public'],
  ['2002:808:808::', '6to4 public'],
  ['64:ff9b::808:808', 'NAT64 public'],
  ['172.32.0.1', 'just past 172.16/12'],
];

describe('outbound guard: address forms', () => {
  const own = new Set<string>();
  it('reads at least one interface address of this machine', () => {
    expect(ownForms().length).toBeGreaterThan(0);
  });

  it.each(refused)('refuses %s (%s)', (ip) => {
    expect(isInternalAddress(ip)).toBe(true);
    expect(mayConnect(ip.replace(/%.*$/, ''), 80, [ip], [])).toBe(false);
  });

  it.each(allowedPublic)('allows %s (%s)', (ip) => {
    expect(isInternalAddress(ip, own)).toBe(false);
    expect(mayConnect(ip, 443, [ip], [], own)).toBe(true);
  });

  it("treats a public-looking address as internal once it is one of the server's own", () => {
    expect(isInternalAddress('203.0.113.7', new Set(['203.0.113.7']))).toBe(true);
    expect(isInternalAddress('::ffff:203.0.113.7', new Set(['203.0.113.7']))).toBe(true);
    expect(isInternalAddress('2002:cb00:7107::', new Set(['203.0.113.7']))).toBe(true);
    expect(isInternalAddress('2001:db8::7', new Set(['2001:db8:0:0:0:0:0:7']))).toBe(true);
  });
});

describe('outbound guard: names and the allow-list', () => {
  const names: Record<string, Address[]> = {
    'public.example': [{ address: '8.8.8.8', family: 4 }],
    'internal.example': [{ address: '127.0.0.1', family: 4 }],
    'mixed.example': [
      { address: '8.8.8.8', family: 4 },
      { address: '10.0.0.1', family: 4 },
    ],
    'v6.example': [{ address: '::ffff:7f00:1', family: 6 }],
    'minio.internal': [{ address: '10.1.1.1', family: 4 }],
    'alias.internal': [{ address: '10.0.0.5', family: 4 }],
  };
  const resolver: Resolver = async (host) => {
    const found = names[host.toLowerCase().replace(/\.$/, '')];
    if (!found) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
    return found;
  };

  it('decides on every address a name resolves to', async () => {
    expect(await vetHost('public.example', 443, [], resolver)).toEqual(names['public.example']);
    for (const host of ['internal.example', 'mixed.example', 'v6.example', 'minio.internal'])
      await expect(vetHost(host, 443, [], resolver), host).rejects.toBeInstanceOf(BlockedAddressError);
    await expect(vetHost('[::1]', 80, [], resolver)).rejects.toBeInstanceOf(BlockedAddressError);
  });

  it('lets through a named host (and port) of the platform allow-list only', async () => {
    const allow = parseAllowList(
      'minio.internal, 10.0.0.5:9000;[fd00::5]:443  ::1 bad:port:x 127.0.0.1:99999',
    );
    expect(allow).toEqual([
      { host: 'minio.internal', port: undefined },
      { host: '10.0.0.5', port: 9000 },
      { host: 'fd00:0:0:0:0:0:0:5', port: 443 },
      { host: '0:0:0:0:0:0:0:1', port: undefined },
    ]);
    const ok = async (host: string, port: number) =>
      vetHost(host, port, allow, resolver).then(
        () => true,
        () => false,
      );
    expect(await ok('minio.internal', 9000)).toBe(true);
    expect(await ok('MINIO.internal.', 1)).toBe(true);
    expect(await ok('10.0.0.5', 9000)).toBe(true);
    expect(await ok('alias.internal', 9000)).toBe(true); // reaches the allowed address and port
    expect(await ok('10.0.0.5', 9001)).toBe(false);
    expect(await ok('[fd00::5]', 443)).toBe(true);
    expect(await ok('fd00:0::5', 80)).toBe(false);
    expect(await ok('::1', 5432)).toBe(true);
    expect(await ok('internal.example', 80)).toBe(false);
    expect(await ok('10.0.0.6', 9000)).toBe(false);
  });

  it('checks again at each connection: a name re-pointed after the first check is refused', async () => {
    let answer: Address[] = [{ address: '8.8.8.8', family: 4 }];
    const lookup = guardedLookup(
      443,
      async () => [],
      async () => answer,
    );
    const call = (all: boolean) =>
      new Promise<unknown>((resolve, reject) =>
        lookup('rebind.example', { all }, (err, address) => (err ? reject(err) : resolve(address))),
      );
    expect(await call(true)).toEqual([{ address: '8.8.8.8', family: 4 }]);
    expect(await call(false)).toBe('8.8.8.8');
    answer = [{ address: '169.254.169.254', family: 4 }];
    await expect(call(false)).rejects.toBeInstanceOf(BlockedAddressError);
    await expect(call(true)).rejects.toBeInstanceOf(BlockedAddressError);
  });
});
