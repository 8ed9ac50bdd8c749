// The mobile module (registry key mobile, decision 0516): the office as an installable web app with
// Web Push. A user registers her browsers (devices) for push in a firm and chooses which of her bell
// notices go there. Shared by the server's routes and the client's forms.
import { z } from 'zod';

export const DEVICE_LABEL_MAX = 80;
/** Push service URLs are a few hundred characters; this bounds what a client may store. */
export const ENDPOINT_MAX = 2048;
/** A user's devices in one firm: enough for a phone, a tablet and a few browsers. */
export const DEVICES_PER_USER_MAX = 10;

/** What a push carries (decision 0516): the in-app notice's title and its in-app link, nothing else. */
export const pushPayloadSchema = z.object({
  title: z.string(),
  /** An in-app path (`/app/…`); the service worker opens it on the app's own origin only. */
  link: z.string().nullable(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;

export const pushCategories = ['deadlines', 'messages', 'other'] as const;
export type PushCategory = (typeof pushCategories)[number];

/**
 * The category of a bell notice by its kind (`deadline.reminder` …): deadlines, the portal's
 * notices (`portal.…`), or everything else in the bell.
 */
export function pushCategoryOf(kind: string): PushCategory {
  if (kind.startsWith('deadline.') || kind.startsWith('compliance.')) return 'deadlines';
  // `portal.message` both ways; a customer's other portal notices (an appointment the firm cancelled,
  // a complaint's answer, an invoice – decision 0519) go with the firm's messages: her one setting.
  if (kind.startsWith('portal.')) return 'messages';
  return 'other';
}

export const pushSettingsSchema = z
  .object({
    /** Deadline reminders, recomputed and missed deadlines. */
    deadlines: z.boolean(),
    /** A customer's new message in the portal; for a customer, what the firm sends her through it. */
    messages: z.boolean(),
    /** Everything else in the bell (roles, invitations, alerts, automations …). */
    other: z.boolean(),
  })
  .meta({ id: 'MobilePushSettings' });
export type PushSettings = z.infer<typeof pushSettingsSchema>;

/** A user without saved settings: deadlines and messages on, the rest of the bell off. */
export const DEFAULT_PUSH_SETTINGS: Readonly<PushSettings> = Object.freeze({ deadlines: true, messages: true, other: false });

export const deviceSchema = z
  .object({
    id: z.string(),
    label: z.string(),
    /** The push service's host (fcm.googleapis.com …), to tell devices apart; never the full endpoint. */
    service: z.string(),
    createdAt: z.string(),
    lastUsedAt: z.string().nullable(),
    lastError: z.string().nullable(),
    lastErrorAt: z.string().nullable(),
  })
  .meta({ id: 'MobileDevice' });
export type Device = z.infer<typeof deviceSchema>;

export const devicesSchema = z.object({ items: z.array(deviceSchema) });

const base64url = (what: string, min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, `A(z) ${what} kulcs nem érvényes (base64url).`)
    .min(min, `A(z) ${what} kulcs túl rövid.`)
    .max(max, `A(z) ${what} kulcs túl hosszú.`);

/** What the browser's PushSubscription.toJSON() gives, and an optional name for the device. */
export const registerDeviceBodySchema = z.object({
  endpoint: z
    .string()
    .trim()
    .max(ENDPOINT_MAX, 'A leküldési cím túl hosszú.')
    .url('A leküldési cím nem érvényes URL.')
    .refine((url) => /^https?:\/\//i.test(url), 'A leküldési cím csak https cím lehet.'),
  keys: z.object({
    /** The browser's P-256 public key: 65 bytes, 87 characters in base64url. */
    p256dh: base64url('p256dh', 80, 100),
    /** The 16-byte auth secret: 22 characters in base64url. */
    auth: base64url('auth', 16, 32),
  }),
  /** Null or absent: named from the browser's user agent („Chrome, Android”). */
  label: z.string().trim().max(DEVICE_LABEL_MAX, `Az eszköz neve legfeljebb ${DEVICE_LABEL_MAX} karakter.`).nullish(),
});
export type RegisterDeviceBody = z.input<typeof registerDeviceBodySchema>;

export const vapidKeySchema = z.object({
  /** The applicationServerKey for pushManager.subscribe (base64url, 65 bytes). */
  publicKey: z.string(),
});

export const testPushResultSchema = z.object({
  /** Devices the push service accepted the test push for. */
  sent: z.number().int(),
  /** Devices that refused it (the reason is on the device), or were gone and removed. */
  failed: z.number().int(),
  removed: z.number().int(),
});
export type TestPushResult = z.infer<typeof testPushResultSchema>;

/** A readable name from a user agent: browser and system, in Hungarian word order („Chrome, Android”). */
export function deviceLabelOf(userAgent: string | null | undefined): string {
  const ua = userAgent ?? '';
  const system = /iPhone|iPad|iPod/.test(ua) ? 'iOS' : /Android/.test(ua) ? 'Android' : /Windows/.test(ua) ? 'Windows' : /Mac OS X|Macintosh/.test(ua) ? 'macOS' : /Linux/.test(ua) ? 'Linux' : null;
  const browser = /Edg\//.test(ua) ? 'Edge' : /SamsungBrowser/.test(ua) ? 'Samsung Internet' : /Firefox\/|FxiOS/.test(ua) ? 'Firefox' : /Chrome\/|CriOS/.test(ua) ? 'Chrome' : /Safari\//.test(ua) ? 'Safari' : null;
  if (browser && system) return `${browser}, ${system}`;
  return browser ?? system ?? 'Ismeretlen eszköz';
}
