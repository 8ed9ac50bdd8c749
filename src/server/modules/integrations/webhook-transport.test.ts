// The connect-time half of the webhook address rule (decision 0427, lib/outbound-agent): a name
// that resolves to a public address at the check and to loopback when the connection is made (DNS
// rebinding) is refused, and the delivery log says why in Hungarian.
import type { LookupAddress } from 'node:dns';
import { describe, expect, it } from 'vitest';
import { Agent, fetch } from 'undici';
import { ApprovedHosts } from '../../lib/outbound-address';
import { GuardedAgent, guardedLookup } from '../../lib/outbound-agent';
import { sendWebhook } from './webhook-transport';
import { startReceiver } from './testing/receiver';

/** A resolver answering every name with the given addresses (as dns.lookup with all: true). */
const fakeDns = (addresses: string[]) =>
  ((_host: string, _options: object, callback: (e: Error | null, a: LookupAddress[]) => void) =>
    callback(
      null,
      addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
    )) as never;

describe('connect-time address check', () => {
  it('a delivery to a name that rebinds to loopback at connect time is refused, and says so', async () => {
    const receiver = await startReceiver();
    const port = new URL(receiver.url).port;
    try {
      const approved = new ApprovedHosts([]);
      // The check sees a public address; the socket's lookup gets loopback.
      const agent = new GuardedAgent(approved, fakeDns(['127.0.0.1']));
      const sent = await sendWebhook({ approved, timeoutMs: 5_000, resolve: async () => ['93.184.216.34'], agent }, `https://rebind.example.hu:${port}/webhook`, {}, '{}');
      expect(sent).toMatchObject({ ok: false, status: null });
      expect(sent.error).toContain('a kapcsolódás pillanatában');
      expect(receiver.received).toHaveLength(0);
      await agent.close();
    } finally {
      await receiver.close();
    }
  });

  it('undici connects through it: a name that rebinds to loopback is refused, the same address approved is reached', async () => {
    const receiver = await startReceiver();
    const port = new URL(receiver.url).port;
    try {
      const refusing = new Agent({ connect: { lookup: guardedLookup(new ApprovedHosts([]), fakeDns(['127.0.0.1'])) } });
      const error = await fetch(`http://rebind.example.hu:${port}/webhook`, { method: 'POST', body: '{}', dispatcher: refusing }).catch((e: unknown) => e as Error & { cause?: { code?: string } });
      expect((error as { cause?: { code?: string } }).cause?.code).toBe('E_OUTBOUND_FORBIDDEN');
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
