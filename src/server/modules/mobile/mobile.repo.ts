// The mobile module's queries (decision 0516), inside withTenant: a user's own devices and settings
// in the firm – every query names the firm and the user, so another user's or firm's device id
// reads as missing.
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { DEFAULT_PUSH_SETTINGS, type PushSettings } from '@shared/mobile/mobile.schemas';
import { type Database, resultRows } from '../../db/client';
import { isFirmAdmin } from '../../db/firm-admins';
import type { TenantTx } from '../../db/tenant-scope';
import { mobileDevices, mobilePushSettings, type MobileDeviceRow } from './mobile.schema';

type Conn = Database | TenantTx;

const own = (tenantId: string, userId: string) => and(eq(mobileDevices.tenantId, tenantId), eq(mobileDevices.userId, userId));

export function ownDevices(tx: Conn, tenantId: string, userId: string): Promise<MobileDeviceRow[]> {
  return tx.select().from(mobileDevices).where(own(tenantId, userId)).orderBy(asc(mobileDevices.createdAt), asc(mobileDevices.id));
}

/** The firm's admins who registered a device (the recipients of a customer message nobody owns). */
export async function adminsWithDevices(tx: Conn, tenantId: string): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ userId: mobileDevices.userId })
    .from(mobileDevices)
    .where(and(eq(mobileDevices.tenantId, tenantId), isFirmAdmin(mobileDevices.userId, tenantId)));
  return rows.map((r) => r.userId);
}

/** The thread client's portal users who registered a device (the recipients of the firm's message, decision 0518). */
export async function threadCustomersWithDevices(tx: Conn, tenantId: string, threadId: string): Promise<string[]> {
  const rows = resultRows<{ userId: string }>(
    await tx.execute(sql`select distinct d.user_id as "userId" from mobile_devices d
      join portal_users pu on pu.tenant_id = d.tenant_id and pu.user_id = d.user_id
      join portal_threads t on t.tenant_id = pu.tenant_id and t.contact_id = pu.contact_id
      where d.tenant_id = ${tenantId} and t.id = ${threadId}`),
  );
  return rows.map((r) => r.userId);
}

export async function ownDeviceCount(tx: Conn, tenantId: string, userId: string): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(mobileDevices).where(own(tenantId, userId));
  return row?.n ?? 0;
}

/** Registers the browser, or renews its keys when it registered the same endpoint before. */
export async function upsertDevice(tx: Conn, row: { tenantId: string; userId: string; label: string; endpoint: string; p256dh: string; auth: string }): Promise<MobileDeviceRow> {
  const [saved] = await tx
    .insert(mobileDevices)
    .values(row)
    .onConflictDoUpdate({
      target: [mobileDevices.tenantId, mobileDevices.userId, mobileDevices.endpoint],
      set: { label: row.label, p256dh: row.p256dh, auth: row.auth, lastError: null, lastErrorAt: null },
    })
    .returning();
  return saved!;
}

export async function findOwnDeviceByEndpoint(tx: Conn, tenantId: string, userId: string, endpoint: string): Promise<MobileDeviceRow | null> {
  const [row] = await tx
    .select()
    .from(mobileDevices)
    .where(and(own(tenantId, userId), eq(mobileDevices.endpoint, endpoint)))
    .limit(1);
  return row ?? null;
}

/** Removes one of the user's own devices; false when the id is not hers in this firm. */
export async function deleteOwnDevice(tx: Conn, tenantId: string, userId: string, id: string): Promise<boolean> {
  const gone = await tx
    .delete(mobileDevices)
    .where(and(own(tenantId, userId), eq(mobileDevices.id, id)))
    .returning({ id: mobileDevices.id });
  return gone.length > 0;
}

export async function deleteDevices(tx: Conn, tenantId: string, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.delete(mobileDevices).where(and(eq(mobileDevices.tenantId, tenantId), inArray(mobileDevices.id, [...ids])));
}

export async function markDelivered(tx: Conn, tenantId: string, ids: readonly string[], at: Date): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(mobileDevices)
    .set({ lastUsedAt: at, lastError: null, lastErrorAt: null })
    .where(and(eq(mobileDevices.tenantId, tenantId), inArray(mobileDevices.id, [...ids])));
}

export async function markFailed(tx: Conn, tenantId: string, id: string, error: string, at: Date): Promise<void> {
  await tx
    .update(mobileDevices)
    .set({ lastError: error, lastErrorAt: at })
    .where(and(eq(mobileDevices.tenantId, tenantId), eq(mobileDevices.id, id)));
}

export async function ownSettings(tx: Conn, tenantId: string, userId: string): Promise<PushSettings> {
  const [row] = await tx
    .select({ deadlines: mobilePushSettings.deadlines, messages: mobilePushSettings.messages, other: mobilePushSettings.other })
    .from(mobilePushSettings)
    .where(and(eq(mobilePushSettings.tenantId, tenantId), eq(mobilePushSettings.userId, userId)));
  return row ?? { ...DEFAULT_PUSH_SETTINGS };
}

export async function saveSettings(tx: Conn, tenantId: string, userId: string, settings: PushSettings): Promise<PushSettings> {
  const [row] = await tx
    .insert(mobilePushSettings)
    .values({ tenantId, userId, ...settings })
    .onConflictDoUpdate({ target: [mobilePushSettings.tenantId, mobilePushSettings.userId], set: { ...settings, updatedAt: sql`now()` } })
    .returning({ deadlines: mobilePushSettings.deadlines, messages: mobilePushSettings.messages, other: mobilePushSettings.other });
  return row!;
}

/**
 * Of these (firm, user) pairs, the ones with at least one device, with their settings (defaults
 * where none are saved): one query for a whole notify() batch. On a firm's transaction only that
 * firm's rows are visible (RLS), so a notice about another firm finds nobody there.
 */
export async function pushReceivers(tx: Conn, pairs: readonly { tenantId: string; userId: string }[]): Promise<{ tenantId: string; userId: string; settings: PushSettings }[]> {
  if (pairs.length === 0) return [];
  const tenants = [...new Set(pairs.map((p) => p.tenantId))];
  const userIds = [...new Set(pairs.map((p) => p.userId))];
  const rows = await tx
    .selectDistinct({ tenantId: mobileDevices.tenantId, userId: mobileDevices.userId, deadlines: mobilePushSettings.deadlines, messages: mobilePushSettings.messages, other: mobilePushSettings.other })
    .from(mobileDevices)
    .leftJoin(mobilePushSettings, and(eq(mobilePushSettings.tenantId, mobileDevices.tenantId), eq(mobilePushSettings.userId, mobileDevices.userId)))
    .where(and(inArray(mobileDevices.tenantId, tenants), inArray(mobileDevices.userId, userIds)));
  return rows.map((r) => ({
    tenantId: r.tenantId,
    userId: r.userId,
    settings: r.deadlines === null || r.messages === null || r.other === null ? { ...DEFAULT_PUSH_SETTINGS } : { deadlines: r.deadlines, messages: r.messages, other: r.other },
  }));
}
