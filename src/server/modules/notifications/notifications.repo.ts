// The signed-in user's own in-app notifications (decision 0270: the routes call these). Personal,
// not tenant rows: they run on the app connection and always filter by the user.
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { notifications, type NotificationRow } from '../../db/schema';

export async function unreadCount(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** The user's newest notifications. */
export function latestNotifications(db: Database, userId: string, limit: number): Promise<NotificationRow[]> {
  return db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(desc(notifications.createdAt), notifications.id).limit(limit);
}

/** Marks one of the user's notifications read; false when the user has none of that id. */
export async function markRead(db: Database, userId: string, id: string): Promise<boolean> {
  const updated = await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return updated.length > 0;
}

export async function markAllRead(db: Database, userId: string): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}
