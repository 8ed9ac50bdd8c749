// The session's active company (decision 0270: the route calls this). A session row, not a
// tenant row: the owner connection, by the session's id.
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sessions } from '../../db/schema';

export async function setActiveTenant(db: Database, sessionId: string, tenantId: string): Promise<void> {
  await db.update(sessions).set({ activeOrganizationId: tenantId, updatedAt: new Date() }).where(eq(sessions.id, sessionId));
}
