// The mobile module's tables (decision 0516): the devices a user registered for Web Push in a firm,
// the user's push settings in that firm, and the platform's one VAPID key pair when the operator
// configured none. Devices and settings are the firm's rows (tenant isolation, like every tenant
// table); each user reaches only her own through the service. The key pair is platform data no
// request may read: only the owner connection (the push job, the key route's service) touches it.
import { boolean, check, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from '../../db/schema/auth';
import { parentRef, stampedAt, tenantIdColumn, uuidPrimaryKey } from '../../db/schema/columns';
import { tenantIsolationPolicy } from '../../db/schema/rls';

export const mobileDevices = pgTable(
  'mobile_devices',
  {
    id: uuidPrimaryKey(),
    tenantId: tenantIdColumn(),
    userId: parentRef('user_id', () => users.id),
    /** What the user calls the device, or what the browser said it is („Chrome, Android”). */
    label: text('label').notNull(),
    /** The push service's URL for this browser (PushSubscription.endpoint). */
    endpoint: text('endpoint').notNull(),
    /** The browser's P-256 key and auth secret (base64url), which encrypt each payload for it alone. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: stampedAt(),
    /** The last push the push service accepted. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    /** The last refusal other than "gone" (which removes the device), in Hungarian. */
    lastError: text('last_error'),
    lastErrorAt: timestamp('last_error_at', { withTimezone: true }),
  },
  (t) => [
    // Also the index of a user's devices in a firm (its leading columns).
    unique('mobile_devices_user_endpoint_uq').on(t.tenantId, t.userId, t.endpoint),
    tenantIsolationPolicy('mobile_devices'),
  ],
).enableRLS();

export type MobileDeviceRow = typeof mobileDevices.$inferSelect;

/** Which of a user's bell notices in a firm go to her devices; no row: the defaults (shared/mobile). */
export const mobilePushSettings = pgTable(
  'mobile_push_settings',
  {
    tenantId: tenantIdColumn(),
    userId: parentRef('user_id', () => users.id),
    deadlines: boolean('deadlines').notNull(),
    messages: boolean('messages').notNull(),
    other: boolean('other').notNull(),
    updatedAt: stampedAt('updated_at'),
  },
  (t) => [unique('mobile_push_settings_user_uq').on(t.tenantId, t.userId), tenantIsolationPolicy('mobile_push_settings')],
).enableRLS();

export type MobilePushSettingsRow = typeof mobilePushSettings.$inferSelect;

/** The generated VAPID pair (one row, id 1), when VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY are not configured. */
export const mobileVapidKeys = pgTable(
  'mobile_vapid_keys',
  {
    id: integer('id').primaryKey().default(1),
    publicKey: text('public_key').notNull(),
    /** Sealed with the server secret (lib/secret-box), never in plain text at rest. */
    privateKeySealed: text('private_key_sealed').notNull(),
    createdAt: stampedAt(),
  },
  (t) => [check('mobile_vapid_keys_single_row', sql`${t.id} = 1`)],
);
