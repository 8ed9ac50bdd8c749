// The registration user type (lawyer or customer) of an account that never registered:
// a customer everywhere is a customer; anyone else works in a firm.
import { eq } from 'drizzle-orm';
import { parseMemberRoles } from '@shared/permissions/roles';
import type { Database } from '../../db/client';
import { members } from '../../db/schema';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export async function resolveUserType(tx: Tx, userId: string): Promise<'lawyer' | 'customer'> {
  const rows = await tx.select({ role: members.role }).from(members).where(eq(members.userId, userId));
  const roles = rows.flatMap((r) => parseMemberRoles(r.role));
  return roles.length > 0 && roles.every((r) => r === 'customer') ? 'customer' : 'lawyer';
}
