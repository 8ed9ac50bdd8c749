// What the deadline tests share (test support): the seeded demo firm with its two lawyers signed
// in, their ids, and the two matters the tests put deadlines on – Szabó Anna's lawsuit (both
// lawyers in its team) and the confidential share deal (the owner's only).
import { eq } from 'drizzle-orm';
import { matters, users } from '../../../db/schema';
import { demoTenantId } from '../../../db/seed';
import { buildTestApp, signIn, type TestApp } from '../../../test/test-app';

export const unique = () => Math.random().toString(36).slice(2, 8);
export const outboxMailer = { transport: 'outbox' as const, sendLater: () => undefined };
export const appUrl = 'http://localhost:3000';

export interface DeadlineFixture {
  t: TestApp;
  /** iroda@ (tenant, lawyer): the confidential matter's creator and team. */
  owner: string;
  /** ugyved@ (lawyer): outside the confidential matter. */
  lawyer: string;
  tenantId: string;
  ownerId: string;
  lawyerId: string;
  /** szabo.anna@ (a customer of the firm). */
  customerId: string;
  civilId: string;
  secretId: string;
}

export async function openDeadlineFixture(): Promise<DeadlineFixture> {
  const t = await buildTestApp();
  const [owner, lawyer] = await Promise.all([signIn(t.app, 'iroda@kovacs-ugyved.hu'), signIn(t.app, 'ugyved@kovacs-ugyved.hu')]);
  const tenantId = (await demoTenantId(t.database.db))!;
  const people = await t.database.db.select({ id: users.id, email: users.email }).from(users);
  const idOf = (email: string) => people.find((p) => p.email === email)!.id;
  const rows = await t.database.db.select({ id: matters.id, title: matters.title, confidential: matters.confidential }).from(matters).where(eq(matters.tenantId, tenantId));
  return {
    t,
    owner,
    lawyer,
    tenantId,
    ownerId: idOf('iroda@kovacs-ugyved.hu'),
    lawyerId: idOf('ugyved@kovacs-ugyved.hu'),
    customerId: idOf('szabo.anna@example.hu'),
    civilId: rows.find((m) => m.title.startsWith('Szabó Anna'))!.id,
    secretId: rows.find((m) => m.confidential)!.id,
  };
}
