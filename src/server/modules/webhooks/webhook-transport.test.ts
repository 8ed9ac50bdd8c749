// The connect-time half of the webhook address rule (decision 0427): undici's lookup refuses a
// name that resolves to a private address when the connection is made, even after the check at
// save time saw a public one (DNS rebinding).
import type { LookupAddress } from 'node:dns';
import { describe, expect, it } from 'vitest';
import { Agent, fetch } from 'undici';
import { ApprovedHosts } from '../../lib/outbound-address';
import { ADDRESS_FORBIDDEN, guardedLookup } from './webhook-transport';
import { startReceiver } from './testing/receiver';

/** A resolver answering every name with the given addresses (as dns.lookup with all: true). */
const fakeDns = (addresses: string[]) =>
  ((_host: string, _options: object, callback: (e: Error | null, a: LookupAddress[]) => void) => callback(null, addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })))) as never;

const lookupOf = (approved: string[], addresses: string[], host = 'ugyvitel.example.hu') =>
  new Promise<{ error: (Error & { code?: string }) | null; address: unknown }>((resolve) => guardedLookup(new ApprovedHosts(approved), fakeDns(addresses))(host, {}, (error, address) => resolve({ error, address })));

describe('connect-time address check', () => {
  it('refuses loopback, private and metadata answers unless approved; passes public ones', async () => {
    for (const bad of ['127.0.0.1', '10.1.2.3', '169.254.169.254', '::1', '::ffff:192.168.1.1']) expect((await lookupOf([], ['93.184.216.34', bad])).error?.code, bad).toBe(ADDRESS_FORBIDDEN);
    expect(await lookupOf([], ['93.184.216.34'])).toEqual({ error: null, address: '93.184.216.34' });
    expect((await lookupOf(['10.0.0.0/8'], ['10.1.2.3'])).error).toBeNull();
    expect((await lookupOf(['crm.iroda.local'], ['10.1.2.3'], 'crm.iroda.local')).error).toBeNull();
  });

  it('undici connects through it: a name that rebinds to loopback is refused, the same address approved is reached', async () => {
    const receiver = await startReceiver();
    const port = new URL(receiver.url).port;
    try {
      const refusing = new Agent({ connect: { lookup: guardedLookup(new ApprovedHosts([]), fakeDns(['127.0.0.1'])) } });
      const error = await fetch(`http://rebind.example.hu:${port}/webhook`, { method: 'POST', body: '{}', dispatcher: refusing }).catch((e: unknown) => e as Error & { cause?: { code?: string } });
      expect((error as { cause?: { code?: string } }).cause?.code).toBe(ADDRESS_FORBIDDEN);
      expect(receiver.received).toHaveLength(0);
      const approved = new Agent({ connect: { lookup: guardedLookup(new ApprovedHosts(['127.0.0.1']), fakeDns(['127.0.0.1'])) } });
      const res = await fetch(`http://rebind.example.hu:${port}/webhook`, { method: 'POST', body: '{}', dispatcher: approved });
      expect(res.status).toBe(204);
      expect(receiver.received).toHaveLength(1);
      await Promise.all([refusing.close(), approved.close()]);
    } finally {
      await receiver.close();
    }
  });
});
