// The connect-time half of the outbound policy (decision 0308, issue 34 known gap): the check
// before a request resolves the name once, and the connection would resolve it again — a DNS
// answer that changes in between (rebinding) would reach a private address. This agent's lookup
// is the one the socket uses, so the address checked is the address connected to.
import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import type { Agent } from 'undici';
import { type ApprovedHosts, isNonPublicAddress } from './outbound-address';

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;
export type DnsLookup = (hostname: string, options: LookupOptions & { all: true }, callback: (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void) => void;

/** The error a refused connection fails with (the caller maps it to its own refusal). */
export class OutboundAddressForbidden extends Error {
  readonly code = 'E_OUTBOUND_FORBIDDEN';
  constructor(readonly host: string) {
    super('outbound address forbidden');
  }
}

/** A lookup for `net.connect` that resolves, then refuses any non-public address not approved. */
export function guardedLookup(approved: ApprovedHosts, resolve: DnsLookup = dnsLookup as DnsLookup) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback): void => {
    resolve(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const allowed = approved.hasName(hostname) || addresses.every((a) => !isNonPublicAddress(a.address) || approved.hasAddress(a.address));
      if (!allowed || addresses.length === 0) return callback(new OutboundAddressForbidden(hostname), []);
      if (options.all) return callback(null, addresses);
      const [first] = addresses as [LookupAddress];
      callback(null, first.address, first.family);
    });
  };
}

/**
 * An undici dispatcher whose every connection goes through `guardedLookup`, made at the first
 * request: undici is loaded then, not when the server starts (decision 0439).
 */
export class GuardedAgent {
  private agent: Promise<Agent> | null = null;

  constructor(
    private readonly approved: ApprovedHosts,
    private readonly resolve?: DnsLookup,
  ) {}

  dispatcher(): Promise<Agent> {
    return (this.agent ??= import('undici').then(({ Agent }) => new Agent({ connect: { lookup: guardedLookup(this.approved, this.resolve) } })));
  }

  async close(): Promise<void> {
    if (this.agent) await (await this.agent).close();
  }
}
