// The seeded demo accounts that exist in this database (decision 0270: the route calls this),
// without passwords: what the demo sign-in list shows.
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { demoAccounts } from '../../db/seed';

export async function presentDemoAccounts(db: Database) {
  const present = await db.select({ email: users.email }).from(users).where(inArray(users.email, demoAccounts.map((a) => a.email)));
  const emails = new Set(present.map((p) => p.email));
  return demoAccounts
    .filter((a) => emails.has(a.email))
    .map((a) => ({ email: a.email, name: a.name, roles: [...(a.platformRole ? [a.platformRole] : []), ...a.tenantRoles] }));
}
