// Two firms with contacts A1, A2 (firm a) and B1 (firm b): the fixture of the request-transaction
// tests (what each tenant may see is then known exactly).
import { randomUUID } from 'node:crypto';
import type { Database } from '../db/client';
import { contacts, tenants } from '../db/schema';

export async function insertTwoFirms(db: Database): Promise<{ a: string; b: string }> {
  const a = randomUUID();
  const b = randomUUID();
  await db.insert(tenants).values([
    { id: a, name: 'A iroda', slug: `a-${a}` },
    { id: b, name: 'B iroda', slug: `b-${b}` },
  ]);
  await db.insert(contacts).values([
    { tenantId: a, name: 'A1' },
    { tenantId: a, name: 'A2' },
    { tenantId: b, name: 'B1' },
  ]);
  return { a, b };
}
