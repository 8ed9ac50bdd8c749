// The firm's admins: members whose role list holds `tenant`. Whom a firm-side notice goes to when
// nobody else owns it (an unassigned customer message without a responsible lawyer): the portal's
// e-mail notice (decision 0365) and its push (decision 0516).
import { sql, type SQL } from 'drizzle-orm';
import { members } from './schema';

/** A condition: `userId` (a value or a column) is an admin of the firm. */
export const isFirmAdmin = (userId: unknown, tenantId: string): SQL =>
  sql`exists (select 1 from ${members} adm where adm.tenant_id = ${tenantId} and adm.user_id = ${userId}
    and exists (select 1 from unnest(string_to_array(adm.role, ',')) x where btrim(x) = 'tenant'))`;
