// Polling a firm's IMAP mailbox (issue 36.1, decision 0434), the handler of
// `automations.inbound-imap`: messages with a UID above the last one taken become queued rows with
// their filing jobs, exactly as the SMTP endpoint's, and the last UID moves on in the same
// transaction. A changed UIDVALIDITY starts the mailbox over; (firm, uidvalidity, uid) is unique,
// and the Message-ID deduplicates again when filing. Nothing is deleted or flagged in the mailbox.
import { eq } from 'drizzle-orm';
import { tooLargeReason } from '@shared/inbound-mail/inbound-mail';
import { inboundMailSettings, type InboundMailSettingsRow } from '../../../db/schema';
import type { TenantJobContext } from '../../../jobs/context';
import { openSecret } from '../../../lib/secret-box';
import { outboundRefusal } from '../../../lib/outbound-address';
import { acceptMessage, IMAP_SECRET_PURPOSE, type InboundConfig, refuseMessage } from './inbound-mail.service';

/** Messages taken per poll (the next poll takes the rest). */
const BATCH = 50;

/** What the poll needs of an IMAP client (imapflow's ImapFlow; a fake in tests). */
export interface ImapClient {
  connect(): Promise<void>;
  getMailboxLock(path: string): Promise<{ release(): void }>;
  readonly mailbox: false | { uidValidity: bigint };
  fetch(range: string, query: { uid: true; source: true; envelope?: boolean }, options: { uid: true }): AsyncIterable<{ uid: number; source?: Buffer }>;
  logout(): Promise<void>;
}

export type ImapClientFactory = (settings: { host: string; port: number; secure: boolean; user: string; password: string }) => ImapClient | Promise<ImapClient>;

/** imapflow is loaded by the first poll: a server whose firms poll no mailbox never holds it (decision 0439). */
export const imapFlowClient: ImapClientFactory = async (s) => {
  const { ImapFlow } = await import('imapflow');
  return new ImapFlow({
    host: s.host,
    port: s.port,
    secure: s.secure,
    auth: { user: s.user, pass: s.password },
    logger: false,
    connectionTimeout: 20_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  }) as unknown as ImapClient;
};

/** Hungarian words for what went wrong, shown on the settings page. */
function imapErrorText(error: unknown): string {
  const e = error as { code?: string; authenticationFailed?: boolean; message?: string };
  if (e.authenticationFailed) return 'Az IMAP-kiszolgáló nem fogadta el a felhasználónevet vagy a jelszót.';
  if (e.code === 'ENOTFOUND') return 'Az IMAP-kiszolgáló neve nem oldható fel.';
  if (e.code === 'ECONNREFUSED') return 'Az IMAP-kiszolgáló elutasította a kapcsolatot.';
  if (e.code === 'ETIMEDOUT' || e.code === 'CONNECT_TIMEOUT' || e.code === 'GREETING_TIMEOUT') return 'Az IMAP-kiszolgáló nem válaszolt időben.';
  if (e.code === 'FORBIDDEN_HOST') return 'Ehhez az IMAP-kiszolgálóhoz nem lehet kapcsolódni (helyi vagy belső hálózati cím).';
  return `Az IMAP-postafiók nem olvasható: ${(e.message ?? String(error)).slice(0, 200)}`;
}

export async function pollImap(ctx: TenantJobContext, config: InboundConfig, clientOf: ImapClientFactory): Promise<void> {
  const settings = await ctx.inTenant(async (tx) => (await tx.select().from(inboundMailSettings).where(eq(inboundMailSettings.tenantId, ctx.tenantId)))[0]);
  if (!settings?.enabled || !settings.imapEnabled || !settings.imapHost || !settings.imapUser || !settings.imapPassword) return;
  const mark = (values: Partial<InboundMailSettingsRow>) =>
    ctx.commit((tx) =>
      tx
        .update(inboundMailSettings)
        .set({ ...values, imapPolledAt: ctx.now() })
        .where(eq(inboundMailSettings.id, settings.id)),
    );

  let client: ImapClient | null = null;
  try {
    // The address is checked again at every poll: DNS may have changed since the settings were saved.
    const refusal = await outboundRefusal(new URL(`https://${settings.imapHost}`), config.imapApproved, config.resolve);
    if (refusal && refusal.reason !== 'unresolved') throw Object.assign(new Error('forbidden host'), { code: 'FORBIDDEN_HOST' });
    client = await clientOf({
      host: settings.imapHost,
      port: settings.imapPort ?? 993,
      secure: settings.imapSecure,
      user: settings.imapUser,
      password: openSecret(config.serverSecret, IMAP_SECRET_PURPOSE, settings.imapPassword),
    });
    await client.connect();
    const lock = await client.getMailboxLock(settings.imapMailbox);
    const taken: { uid: number; source: Buffer }[] = [];
    let uidValidity: string;
    try {
      uidValidity = client.mailbox ? String(client.mailbox.uidValidity) : '0';
      const from = uidValidity === settings.imapUidValidity ? settings.imapLastUid : 0;
      // `n:*` always answers the newest message too, even below n: keep only the new ones.
      for await (const message of client.fetch(`${from + 1}:*`, { uid: true, source: true }, { uid: true })) {
        if (message.uid > from && message.source) taken.push({ uid: message.uid, source: message.source });
      }
    } finally {
      lock.release();
    }
    taken.sort((a, b) => a.uid - b.uid);
    const batch = taken.slice(0, BATCH);
    const lastUid = batch.at(-1)?.uid ?? (uidValidity === settings.imapUidValidity ? settings.imapLastUid : 0);
    await ctx.commit(async (tx) => {
      for (const m of batch) {
        const message = { source: 'imap' as const, recipient: settings.imapUser!.toLowerCase(), envelopeFrom: null, imap: { uidValidity, uid: m.uid } };
        if (m.source.length > settings.maxBytes) await refuseMessage(tx, settings.tenantId, { ...message, sizeBytes: m.source.length }, tooLargeReason(m.source.length));
        else await acceptMessage(tx, settings, { ...message, raw: m.source });
      }
      await tx.update(inboundMailSettings).set({ imapUidValidity: uidValidity, imapLastUid: lastUid, imapError: null, imapPolledAt: ctx.now() }).where(eq(inboundMailSettings.id, settings.id));
    });
  } catch (error) {
    ctx.log.warn({ err: error }, 'imap poll failed');
    await mark({ imapError: imapErrorText(error) });
  } finally {
    await client?.logout().catch(() => undefined);
  }
}
