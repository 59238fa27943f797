import type { LookupAddress, LookupAllOptions } from 'node:dns';
import { lookup as dnsLookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Where webhooks are never sent (SSRF): this machine, private networks, the
 * cloud's metadata service (169.254.169.254) and every range that is not
 * the public internet.
 */
const notPublic = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, the metadata service
  ['172.16.0.0', 12],
  ['192.0.0.0', 24], // protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and the broadcast address
] as const) {
  notPublic.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
  ['2001:db8::', 32], // documentation
  ['100::', 64], // discard
] as const) {
  notPublic.addSubnet(network, prefix, 'ipv6');
}

/** The eight 16-bit groups of an IPv6 address (a dotted IPv4 tail counts as two). */
function ipv6Groups(address: string): number[] {
  const withoutZone = address.split('%')[0] ?? '';
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(withoutZone);
  let text = withoutZone;
  if (dotted?.[1]) {
    const [a = 0, b = 0, c = 0, d = 0] = dotted[1].split('.').map(Number);
    text = `${withoutZone.slice(0, -dotted[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((g) => parseInt(g, 16)));
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  return [...left, ...Array(8 - left.length - right.length).fill(0), ...right];
}

/**
 * The IPv4 address an IPv6 one carries, when it is one of the forms that
 * reach an IPv4 host: mapped (::ffff:a.b.c.d), compatible (::a.b.c.d),
 * NAT64 (64:ff9b::a.b.c.d, 64:ff9b:1::/48) or 6to4 (2002:aabb:ccdd::).
 */
function embeddedIpv4(address: string): string | undefined {
  const g = ipv6Groups(address);
  const quad = (high: number, low: number) =>
    [high >> 8, high & 255, low >> 8, low & 255].join('.');
  const zeros = (from: number, to: number) => g.slice(from, to).every((n) => n === 0);
  if (zeros(0, 5) && (g[5] === 0xffff || g[5] === 0)) return quad(g[6] ?? 0, g[7] ?? 0);
  if (g[0] === 0x64 && g[1] === 0xff9b) return quad(g[6] ?? 0, g[7] ?? 0);
  if (g[0] === 0x2002) return quad(g[1] ?? 0, g[2] ?? 0);
  return undefined;
}

/** Whether `address` (an IP address) is on the public internet: the only kind a webhook goes to. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !notPublic.check(address, 'ipv4');
  if (family !== 6) return false;
  const ipv4 = embeddedIpv4(address);
  if (ipv4 !== undefined) return isPublicAddress(ipv4);
  return !notPublic.check(address.split('%')[0] ?? '', 'ipv6');
}

/** Resolves a host name to every address it has, as `dns.lookup` with `all`. */
export type Resolve = (hostname: string) => Promise<LookupAddress[]>;

export const resolveWithDns: Resolve = (hostname) =>
  dnsLookup(hostname, { all: true, verbatim: true });

/** A host name with no address, or one with an address that is not public. */
export class AddressRefused extends Error {
  constructor(
    readonly host: string,
    readonly reason: 'not_public' | 'unresolvable',
  ) {
    super(
      reason === 'not_public'
        ? `${host} resolves to an address that is not public`
        : `${host} could not be resolved`,
    );
  }
}

/** The URL's host without the brackets of an IPv6 literal. */
export function hostOf(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1');
}

/**
 * The addresses `host` resolves to, all public, or AddressRefused. An IP
 * literal is its own address. Every address must be public: a name with one
 * private address among public ones could be connected to that one.
 */
export async function publicAddressesOf(host: string, resolve: Resolve): Promise<LookupAddress[]> {
  const family = isIP(host);
  let addresses: LookupAddress[];
  if (family !== 0) {
    addresses = [{ address: host, family }];
  } else {
    try {
      addresses = await resolve(host);
    } catch {
      throw new AddressRefused(host, 'unresolvable');
    }
  }
  if (addresses.length === 0) throw new AddressRefused(host, 'unresolvable');
  if (!addresses.every(({ address }) => isPublicAddress(address))) {
    throw new AddressRefused(host, 'not_public');
  }
  return addresses;
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * A `lookup` for a request: the addresses it will connect to, resolved and
 * checked in one step, so a name cannot resolve to a public address when
 * checked and a private one when connected to (DNS rebinding).
 * `allowPrivate` lifts the check, not the resolution.
 */
export function checkedLookup(resolve: Resolve, allowPrivate: boolean) {
  return (hostname: string, options: LookupAllOptions | object, callback: LookupCallback) => {
    const found = allowPrivate
      ? resolve(hostname).then((list) => {
          if (list.length === 0) throw new AddressRefused(hostname, 'unresolvable');
          return list;
        })
      : publicAddressesOf(hostname, resolve);
    found.then(
      (addresses) => {
        if ((options as LookupAllOptions).all) return callback(null, addresses);
        const [first] = addresses as [LookupAddress];
        callback(null, first.address, first.family);
      },
      (error: Error) => callback(error as NodeJS.ErrnoException, ''),
    );
  };
}
