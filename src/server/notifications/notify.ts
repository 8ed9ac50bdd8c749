// Creating notifications: any feature calls notify() when something happens that a user should
// see in the top bar's bell (role changed, company suspended, welcome after an invitation).
import type { Database } from '../db/client';
import { notifications } from '../db/schema';

export interface NewNotification {
  userId: string;
  tenantId?: string | null;
  kind: string;
  title: string;
  body?: string;
  link?: string | null;
}

export async function notify(db: Database, items: NewNotification | NewNotification[]): Promise<void> {
  const list = Array.isArray(items) ? items : [items];
  if (list.length === 0) return;
  await db.insert(notifications).values(list.map((n) => ({ userId: n.userId, tenantId: n.tenantId ?? null, kind: n.kind, title: n.title, body: n.body ?? '', link: n.link ?? null })));
}
