// Creating notifications: any feature calls notify() when something happens that a user should
// see in the top bar's bell (role changed, company suspended, welcome after an invitation).
// A module may also act on every new notice – the mobile module sends it to the user's registered
// devices as a Web Push (decision 0516) – by registering a listener with `onNotified`: notify lives
// outside the modules and imports none of them, the module subscribes where it is defined, as
// domain-event consumers do. A listener runs in the caller's transaction, after the insert, and
// must stay cheap (one query when nobody of the notices has anything for it) and enqueue its work.
import type { Database } from '../db/client';
import { notifications } from '../db/schema';
import type { TenantTx } from '../db/tenant-scope';

export interface NewNotification {
  userId: string;
  tenantId?: string | null;
  kind: string;
  title: string;
  body?: string;
  link?: string | null;
}

/** A notice as written: its id with what the caller gave. */
export interface CreatedNotification {
  id: string;
  userId: string;
  tenantId: string | null;
  kind: string;
  title: string;
  link: string | null;
}

/** A consumer of new notices, in the transaction (or on the connection) that wrote them. */
export type NotificationListener = (db: Database | TenantTx, created: readonly CreatedNotification[]) => Promise<void>;

const listeners = new Map<string, NotificationListener>();

/** Registers `listener` once per name (a module's file imported twice does not run it twice). */
export function onNotified(name: string, listener: NotificationListener): void {
  listeners.set(name, listener);
}

export async function notify(db: Database | TenantTx, items: NewNotification | NewNotification[]): Promise<void> {
  const list = Array.isArray(items) ? items : [items];
  if (list.length === 0) return;
  const created = await db
    .insert(notifications)
    .values(list.map((n) => ({ userId: n.userId, tenantId: n.tenantId ?? null, kind: n.kind, title: n.title, body: n.body ?? '', link: n.link ?? null })))
    .returning({ id: notifications.id, userId: notifications.userId, tenantId: notifications.tenantId, kind: notifications.kind, title: notifications.title, link: notifications.link });
  for (const listener of listeners.values()) await listener(db, created);
}
