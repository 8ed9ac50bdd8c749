// Where the server may send a request to an address somebody typed in (issue 34.5, decision
// 0308): a firm's custom AI provider base URL must not reach the server's own machine, the
// private network behind it or a cloud metadata service. The check runs after DNS resolution
// (every address a name resolves to must be public) and again for every redirect; the platform's
// operator can approve private hosts (an on-premises model server) by name or range.
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/** Ranges no firm-chosen address may reach: RFC 6890 special-purpose blocks, metadata included. */
const blocked = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT (also Alibaba's metadata 100.100.100.200)
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, the cloud metadata service 169.254.169.254
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const)
  blocked.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['64:ff9b::', 96], // NAT64 (reaches IPv4 addresses)
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4 (embeds an IPv4 address)
  ['fc00::', 7], // unique local (AWS metadata fd00:ec2::254)
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const)
  blocked.addSubnet(net, prefix, 'ipv6');

/** The IPv4 address inside an IPv4-mapped or -compatible IPv6 address (::ffff:127.0.0.1), else null. */
function embeddedIpv4(address: string): string | null {
  const m = address.toLowerCase().match(/^::(?:ffff:)?(\d+\.\d+\.\d+\.\d+)$/);
  if (m) return m[1]!;
  const hex = address.toLowerCase().match(/^::(?:ffff:)?([0-9a-f]{1,4}):([0-9a-f]{1,4})$/);
  if (!hex) return null;
  const hi = parseInt(hex[1]!, 16);
  const lo = parseInt(hex[2]!, 16);
  return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
}

/** Whether an IP address lies in a loopback, private, link-local, metadata or other special range. */
export function isNonPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return blocked.check(address, 'ipv4');
  if (family === 6) {
    const v4 = embeddedIpv4(address);
    if (v4) return blocked.check(v4, 'ipv4');
    return blocked.check(address, 'ipv6');
  }
  return true;
}

/** Host names and ranges the platform's operator approved (AI_PROVIDER_APPROVED_HOSTS). */
export class ApprovedHosts {
  private readonly names = new Set<string>();
  private readonly ranges = new BlockList();

  constructor(entries: readonly string[] = []) {
    for (const raw of entries) {
      const entry = raw.trim().toLowerCase();
      if (!entry) continue;
      const [net, prefix] = entry.split('/');
      const family = isIP(net ?? '');
      if (family && prefix !== undefined) this.ranges.addSubnet(net!, Number(prefix), family === 4 ? 'ipv4' : 'ipv6');
      else if (family) this.ranges.addAddress(net!, family === 4 ? 'ipv4' : 'ipv6');
      else this.names.add(entry);
    }
  }

  hasName(host: string): boolean {
    return this.names.has(host.toLowerCase());
  }

  hasAddress(address: string): boolean {
    const family = isIP(address);
    return family !== 0 && this.ranges.check(address, family === 4 ? 'ipv4' : 'ipv6');
  }
}

export type OutboundRefusal = { reason: 'scheme' | 'credentials' | 'non_public' | 'unresolved'; host: string };

export type Resolver = (host: string) => Promise<string[]>;
const systemResolver: Resolver = async (host) => (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);

/** The URL's host without IPv6 brackets. */
const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '');

/**
 * Why a request to this URL must not be sent, or null when it may: http(s) only, no user:password
 * part, and every address the host resolves to public — unless the operator approved the host name
 * or the address. `unresolved` when the name does not resolve (the caller decides whether that is
 * a refusal: at request time the connection would fail anyway).
 */
export async function outboundRefusal(url: URL, approved: ApprovedHosts, resolve: Resolver = systemResolver): Promise<OutboundRefusal | null> {
  const host = hostOf(url);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { reason: 'scheme', host };
  if (url.username || url.password) return { reason: 'credentials', host };
  if (approved.hasName(host)) return null;
  let addresses: string[];
  if (isIP(host)) addresses = [host];
  else {
    try {
      addresses = await resolve(host);
    } catch {
      return { reason: 'unresolved', host };
    }
    if (addresses.length === 0) return { reason: 'unresolved', host };
  }
  for (const address of addresses) {
    if (isNonPublicAddress(address) && !approved.hasAddress(address)) return { reason: 'non_public', host };
  }
  return null;
}
