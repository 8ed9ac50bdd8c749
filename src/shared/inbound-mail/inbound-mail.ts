// E-mail to case (issue 36.1, decisions 0432–0436): the shapes of the settings page and the pure
// rules both sides share – the firm's and a matter's inbound address, the sender rules, the matter
// number in a subject.
import { z } from 'zod';
import { formatFileSize } from '../documents/documents';
import { asciiHostName } from '../validation/host-name';

/** At most this many sender rules per firm. */
export const MAX_SENDER_RULES = 100;
/** The firm's own size limit is at most this (the platform's endpoint may set a lower one). */
export const MAX_INBOUND_MEGABYTES = 50;
export const DEFAULT_INBOUND_MEGABYTES = 10;

/** Why a message over the firm's size limit was refused (its log shows it). */
export function tooLargeReason(sizeBytes: number): string {
  return `A levél (${formatFileSize(sizeBytes)}) nagyobb az iroda korlátjánál.`;
}

const lower = (s: string) => s.trim().toLowerCase();

/** `janos@ugyfel.hu` or `@ugyfel.hu` (everyone of that domain). */
export const senderRuleSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .regex(/^([^\s@]+)?@[a-z0-9-]+(\.[a-z0-9-]+)+$/, 'Teljes e-mail-cím (pl. janos@ugyfel.hu) vagy @-cal kezdődő domain (pl. @ugyfel.hu) lehet.');

/** Whether `address` may send to the firm: no rules = anyone; else a listed address or domain. */
export function senderAllowed(address: string, rules: readonly string[]): boolean {
  if (rules.length === 0) return true;
  const a = lower(address);
  const domain = a.slice(a.lastIndexOf('@'));
  return rules.some((r) => (r.startsWith('@') ? domain === r : a === r));
}

/** The plus tag of a matter's address: `2026/0042` → `2026-0042`. */
export const matterTag = (matterNumber: string) => matterNumber.replace('/', '-');

/** The matter number a plus tag names (`2026-0042` → `2026/0042`), or null. */
export function matterNumberOfTag(tag: string): string | null {
  const m = /^(\d{4})-(\d{4,})$/.exec(tag.trim());
  return m ? `${m[1]}/${m[2]}` : null;
}

/** `<token>@<domain>`, or `<token>+<tag>@<domain>` for a matter. */
export function inboundAddress(token: string, domain: string, matterNumber?: string | null): string {
  return `${token}${matterNumber ? `+${matterTag(matterNumber)}` : ''}@${domain}`;
}

/** The token and plus tag of an address to one of `domains`; null when it is not one of ours. */
export function parseInboundAddress(address: string, domains: readonly string[]): { token: string; tag: string | null } | null {
  const a = lower(address);
  const at = a.lastIndexOf('@');
  if (at <= 0 || !domains.map(lower).includes(a.slice(at + 1))) return null;
  const local = a.slice(0, at);
  const plus = local.indexOf('+');
  const token = plus >= 0 ? local.slice(0, plus) : local;
  if (!/^[a-z0-9][a-z0-9-]{2,62}$/.test(token)) return null;
  return { token, tag: plus >= 0 ? local.slice(plus + 1) || null : null };
}

/** The first matter number in a subject: `[2026/0042]`, `Ügyszám: 2026/0042`, `2026-0042`. */
export function matterNumberInSubject(subject: string): string | null {
  const m = /(?:^|[^\d])((?:19|20)\d{2})[/-](\d{4,6})(?![\d])/.exec(subject);
  return m ? `${m[1]}/${m[2]}` : null;
}

export const inboundStatusLabels = {
  queued: 'Feldolgozásra vár',
  filed: 'Ügyhöz került',
  intake: 'Új megkeresés lett',
  unfiled: 'Nem sikerült besorolni',
  duplicate: 'Ismétlés (már megérkezett)',
  ignored: 'Automatikus levél, kihagyva',
  refused: 'Elutasítva (nem engedélyezett feladó vagy túl nagy)',
  failed: 'Hiba',
} as const;
export type InboundStatus = keyof typeof inboundStatusLabels;

export const inboundMatchLabels = { thread: 'válaszlánc', address: 'ügy címe', subject: 'ügyszám a tárgyban', contact: 'a feladó egyetlen nyitott ügye' } as const;

const imapSettingsSchema = z.object({
  enabled: z.boolean(),
  /** Stored in its ASCII form, so the resolver and the IMAP client get the name they can use. */
  host: z
    .string()
    .trim()
    .max(253)
    .default('')
    .superRefine((host, ctx) => {
      if (host && asciiHostName(host) === null) ctx.addIssue({ code: 'custom', message: 'Ez nem kiszolgálónév: csak a gép neve vagy IP-címe kell (pl. imap.iroda.hu), port és útvonal nélkül.' });
    })
    .transform((host) => (host ? (asciiHostName(host) ?? host) : '')),
  port: z.number().int().min(1).max(65535).default(993),
  secure: z.boolean().default(true),
  user: z.string().trim().max(254).default(''),
  /** Empty keeps the stored password. */
  password: z.string().max(500).default(''),
  mailbox: z.string().trim().min(1).max(200).default('INBOX'),
});

export const inboundSettingsBodySchema = z
  .object({
    enabled: z.boolean(),
    allowedSenders: z.array(senderRuleSchema).max(MAX_SENDER_RULES).default([]),
    maxMegabytes: z.number().int().min(1).max(MAX_INBOUND_MEGABYTES),
    imap: imapSettingsSchema,
  })
  .superRefine((b, ctx) => {
    if (!b.imap.enabled) return;
    if (!b.imap.host) ctx.addIssue({ code: 'custom', path: ['imap', 'host'], message: 'Add meg az IMAP-kiszolgáló címét.' });
    if (!b.imap.user) ctx.addIssue({ code: 'custom', path: ['imap', 'user'], message: 'Add meg a postafiók felhasználónevét.' });
  });
export type InboundSettingsBody = z.input<typeof inboundSettingsBodySchema>;

const inboundMailSummarySchema = z.object({
  id: z.string(),
  receivedAt: z.string(),
  source: z.enum(['smtp', 'imap']),
  from: z.string().nullable(),
  subject: z.string().nullable(),
  status: z.enum(Object.keys(inboundStatusLabels) as [InboundStatus, ...InboundStatus[]]),
  matter: z.object({ id: z.string(), number: z.string().nullable(), title: z.string() }).nullable(),
  matchedBy: z.enum(['thread', 'address', 'subject', 'contact']).nullable(),
  opportunityId: z.string().nullable(),
  attachments: z.number().int(),
  attachmentsRefused: z.number().int(),
  error: z.string().nullable(),
});
export type InboundMailSummary = z.infer<typeof inboundMailSummarySchema>;

export const inboundSettingsSchema = z.object({
  /** Whether the platform receives mail for this domain at all (the SMTP endpoint is configured). */
  platform: z.object({ smtpEnabled: z.boolean(), domain: z.string(), maxMegabytes: z.number() }),
  address: z.string(),
  /** A matter's address, e.g. for the firm's newest matter (or a sample number). */
  matterAddressExample: z.string(),
  enabled: z.boolean(),
  allowedSenders: z.array(z.string()),
  maxMegabytes: z.number().int(),
  imap: z.object({
    enabled: z.boolean(),
    host: z.string(),
    port: z.number().int(),
    secure: z.boolean(),
    user: z.string(),
    hasPassword: z.boolean(),
    mailbox: z.string(),
    polledAt: z.string().nullable(),
    error: z.string().nullable(),
  }),
  configuredBy: z.string().nullable(),
  recent: z.array(inboundMailSummarySchema),
});
export type InboundSettings = z.infer<typeof inboundSettingsSchema>;
