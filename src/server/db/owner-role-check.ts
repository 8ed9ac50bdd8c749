// Row-level security binds the owner role only when it is neither a superuser nor BYPASSRLS
// (FORCE ROW LEVEL SECURITY on the user tables, decision 0077). A production PostgreSQL install
// should therefore migrate and run as a plain owner role; the server says so at start when not.
import { sql } from 'drizzle-orm';
import { resultRows, type Database } from './client';

/** A warning for the start output when the connected role bypasses row-level security, else null. */
export async function ownerRoleWarning(db: Pick<Database, 'execute'>): Promise<string | null> {
  const [role] = resultRows<{ name: string; superuser: boolean; bypassrls: boolean }>(
    await db.execute(sql`select rolname as name, rolsuper as superuser, rolbypassrls as bypassrls from pg_roles where rolname = current_user`),
  );
  if (!role || (!role.superuser && !role.bypassrls)) return null;
  const why = role.superuser ? 'a superuser' : 'BYPASSRLS';
  return `The database role "${role.name}" is ${why}: row-level security does not bind the owner connection, so an SQL injection that resets the role inside a request would not be contained. Use a plain owner role in production (docs/security.md, "Database roles").`;
}
