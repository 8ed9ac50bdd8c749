// E-mail to case: the firm's inbound address and its rules (issue 36.1, decisions 0432–0434).
// The settings page reads and saves them here; the SMTP endpoint and the IMAP poll hand each
// received message to `acceptMessage`, which writes it queued with its raw bytes and enqueues the
// job that files it – in one transaction, so a message is either kept and filed or refused.
import { randomBytes } from 'node:crypto';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { DEFAULT_INBOUND_MEGABYTES, inboundAddress, type InboundSettings, type inboundSettingsBodySchema, type InboundStatus } from '@shared/inbound-mail/inbound-mail';
import type { z } from 'zod';
import { authorize, type Actor } from '../../../actor/actor';
import { audit } from '../../../audit/audit';
import { inboundMails, inboundMailSettings, type InboundMailSettingsRow, matters, tenants } from '../../../db/schema';
import type { Database } from '../../../db/client';
import type { TenantTx } from '../../../db/tenant-scope';
import type { Env } from '../../../env';
import { enqueue } from '../../../jobs/enqueue';
import { DomainError } from '../../../lib/domain-error';
import { ApprovedHosts, outboundRefusal, type Resolver } from '../../../lib/outbound-address';
import { sealSecret } from '../../../lib/secret-box';
import { processInboundMailJob } from './inbound-mail.jobs-def';

/** Who reads the settings page (the page's permission) and who changes it (the module's). */
export const INBOUND_VIEW_PERMISSION = 'canCreateCases' as const;
export const INBOUND_EDIT_PERMISSION = 'canEditSettings' as const;
export const IMAP_SECRET_PURPOSE = 'inbound-imap';
const RECENT = 50;

export interface InboundConfig {
  /** Domains the platform receives for; the first is shown to firms. */
  domains: string[];
  smtpEnabled: boolean;
  /** The endpoint's own cap per message. */
  maxBytes: number;
  serverSecret: string;
  imapApproved: ApprovedHosts;
  resolve?: Resolver;
}

export function inboundConfig(env: Env): InboundConfig {
  const domains = env.INBOUND_EMAIL_DOMAINS.length ? env.INBOUND_EMAIL_DOMAINS : [`in.${new URL(env.APP_URL).hostname}`];
  return { domains, smtpEnabled: env.INBOUND_SMTP_PORT !== undefined, maxBytes: env.INBOUND_SMTP_MAX_BYTES, serverSecret: env.BETTER_AUTH_SECRET, imapApproved: new ApprovedHosts(env.INBOUND_IMAP_APPROVED_HOSTS) };
}

/** `kovacs-es-tarsai-7k2m9q`: recognisable, and unguessable enough not to be a list of firms. */
function newToken(firmName: string): string {
  const slug = firmName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 24)
    .replace(/-+$/g, '');
  const tail = randomBytes(6)
    .toString('base64url')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .padEnd(6, '0')
    .slice(0, 6);
  return `${slug || 'iroda'}-${tail}`;
}

/** The firm's settings row, created (off, with a fresh token) the first time anyone asks. */
export async function settingsRow(tx: TenantTx, tenantId: string): Promise<InboundMailSettingsRow> {
  const [row] = await tx.select().from(inboundMailSettings).where(eq(inboundMailSettings.tenantId, tenantId));
  if (row) return row;
  const [firm] = await tx.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, tenantId));
  await tx
    .insert(inboundMailSettings)
    .values({ tenantId, token: newToken(firm?.name ?? ''), maxBytes: DEFAULT_INBOUND_MEGABYTES * 1024 * 1024 })
    .onConflictDoNothing();
  const [created] = await tx.select().from(inboundMailSettings).where(eq(inboundMailSettings.tenantId, tenantId));
  return created!;
}

const megabytes = (bytes: number) => Math.max(1, Math.round(bytes / (1024 * 1024)));

export async function getInboundSettings(tx: TenantTx, actor: Actor, config: InboundConfig): Promise<InboundSettings> {
  authorize(actor, INBOUND_VIEW_PERMISSION);
  const row = await settingsRow(tx, actor.tenantId);
  const domain = config.domains[0]!;
  const [newest] = await tx.select({ number: matters.number }).from(matters).where(eq(matters.tenantId, actor.tenantId)).orderBy(desc(matters.createdAt)).limit(1);
  const mails = await tx
    .select({ mail: inboundMails, matter: { id: matters.id, number: matters.number, title: matters.title } })
    .from(inboundMails)
    .leftJoin(matters, eq(matters.id, inboundMails.matterId))
    .where(eq(inboundMails.tenantId, actor.tenantId))
    .orderBy(desc(inboundMails.receivedAt))
    .limit(RECENT);
  return {
    platform: { smtpEnabled: config.smtpEnabled, domain, maxMegabytes: megabytes(config.maxBytes) },
    address: inboundAddress(row.token, domain),
    matterAddressExample: inboundAddress(row.token, domain, newest?.number ?? `${new Date().getFullYear()}/0001`),
    enabled: row.enabled,
    allowedSenders: row.allowedSenders,
    maxMegabytes: megabytes(row.maxBytes),
    imap: {
      enabled: row.imapEnabled,
      host: row.imapHost ?? '',
      port: row.imapPort ?? 993,
      secure: row.imapSecure,
      user: row.imapUser ?? '',
      hasPassword: row.imapPassword !== null,
      mailbox: row.imapMailbox,
      polledAt: row.imapPolledAt?.toISOString() ?? null,
      error: row.imapError,
    },
    configuredBy: row.configuredBy,
    recent: mails.map(({ mail, matter }) => ({
      id: mail.id,
      receivedAt: mail.receivedAt.toISOString(),
      source: mail.source,
      from: mail.fromAddress ?? mail.envelopeFrom,
      subject: mail.subject,
      status: mail.status as InboundStatus,
      matter: matter?.id ? { id: matter.id, number: matter.number, title: matter.title } : null,
      matchedBy: mail.matchedBy,
      opportunityId: mail.opportunityId,
      attachments: mail.attachments.filter((a) => a.documentId).length,
      attachmentsRefused: mail.attachments.filter((a) => !a.documentId).length,
      error: mail.error,
    })),
  };
}

/** Refuses an IMAP host that is local or on a private network unless the operator approved it. */
async function assertImapHost(config: InboundConfig, host: string): Promise<void> {
  const refusal = await outboundRefusal(new URL(`https://${host}`), config.imapApproved, config.resolve);
  if (refusal && refusal.reason !== 'unresolved') throw new DomainError('INBOUND_IMAP_HOST_FORBIDDEN');
}

/**
 * Saves the rules (canEditSettings). Whoever saves becomes the one filing acts for (their
 * permissions, their view of confidential matters), as an automation acts for its author (0361).
 */
export async function saveInboundSettings(tx: TenantTx, actor: Actor, config: InboundConfig, body: z.output<typeof inboundSettingsBodySchema>): Promise<InboundSettings> {
  authorize(actor, INBOUND_EDIT_PERMISSION);
  const row = await settingsRow(tx, actor.tenantId);
  const imap = body.imap;
  if (imap.enabled) {
    await assertImapHost(config, imap.host);
    if (!imap.password && row.imapPassword === null) throw new DomainError('INBOUND_IMAP_PASSWORD_REQUIRED');
  }
  const mailboxChanged = (imap.host || null) !== row.imapHost || (imap.user || null) !== row.imapUser || imap.mailbox !== row.imapMailbox;
  await tx
    .update(inboundMailSettings)
    .set({
      enabled: body.enabled,
      allowedSenders: [...new Set(body.allowedSenders)],
      maxBytes: body.maxMegabytes * 1024 * 1024,
      imapEnabled: imap.enabled,
      imapHost: imap.host || null,
      imapPort: imap.port,
      imapSecure: imap.secure,
      imapUser: imap.user || null,
      ...(imap.password ? { imapPassword: sealSecret(config.serverSecret, IMAP_SECRET_PURPOSE, imap.password) } : {}),
      imapMailbox: imap.mailbox,
      // Another mailbox starts from its beginning.
      ...(mailboxChanged ? { imapUidValidity: null, imapLastUid: 0, imapError: null } : {}),
      configuredBy: actor.userId,
      updatedAt: new Date(),
    })
    .where(eq(inboundMailSettings.id, row.id));
  await audit(
    tx,
    actor,
    'automations.inbound_mail_settings',
    { type: 'inbound_mail_settings', id: row.id },
    {
      enabled: body.enabled,
      allowedSenders: body.allowedSenders.length,
      maxMegabytes: body.maxMegabytes,
      imap: imap.enabled ? { host: imap.host, user: imap.user, mailbox: imap.mailbox, passwordChanged: Boolean(imap.password) } : false,
    },
  );
  return getInboundSettings(tx, actor, config);
}

/** The firms (enabled) whose tokens are among `tokens`, read as the platform (the endpoint has no firm yet). */
export async function firmsOfTokens(db: Database, tokens: readonly string[]): Promise<InboundMailSettingsRow[]> {
  if (tokens.length === 0) return [];
  return db
    .select()
    .from(inboundMailSettings)
    .where(and(inArray(inboundMailSettings.token, [...tokens]), eq(inboundMailSettings.enabled, true)));
}

export interface ReceivedMessage {
  source: 'smtp' | 'imap';
  recipient: string;
  envelopeFrom: string | null;
  raw: Buffer;
  imap?: { uidValidity: string; uid: number };
}

/**
 * Keeps a received message queued and enqueues its filing, in the firm's scope. Returns the row's
 * id, or null when this IMAP message was already taken.
 */
export async function acceptMessage(tx: TenantTx, settings: Pick<InboundMailSettingsRow, 'tenantId' | 'configuredBy'>, message: ReceivedMessage): Promise<string | null> {
  const [row] = await tx
    .insert(inboundMails)
    .values({
      tenantId: settings.tenantId,
      source: message.source,
      recipient: message.recipient,
      envelopeFrom: message.envelopeFrom,
      raw: message.raw,
      sizeBytes: message.raw.length,
      imapUidValidity: message.imap?.uidValidity ?? null,
      imapUid: message.imap?.uid ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: inboundMails.id });
  if (!row) return null;
  await enqueue(tx, processInboundMailJob, { mailId: row.id }, { tenantId: settings.tenantId, key: `mail:${row.id}`, actingUserId: settings.configuredBy });
  return row.id;
}

/** A message refused before filing (too large for the firm), kept in the log without its bytes. */
export async function refuseMessage(tx: TenantTx, tenantId: string, message: Omit<ReceivedMessage, 'raw'> & { sizeBytes: number }, error: string): Promise<void> {
  await tx
    .insert(inboundMails)
    .values({
      tenantId,
      source: message.source,
      recipient: message.recipient,
      envelopeFrom: message.envelopeFrom,
      sizeBytes: message.sizeBytes,
      status: 'refused',
      error,
      processedAt: new Date(),
      imapUidValidity: message.imap?.uidValidity ?? null,
      imapUid: message.imap?.uid ?? null,
    })
    .onConflictDoNothing();
}
