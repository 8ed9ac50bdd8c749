// Issue 34 finding 7 (decision 0301): every table's privileges for the request role vi_app, read
// from the database, against the reviewed list in db/vi-app-privileges.ts and the modules' manifests – a new grant (a new table
// included: the default privileges give it DML) fails here with the line to add or the REVOKE to
// write. Then what the narrowed grants mean: a request cannot rewrite platform prices, billing
// state or the audit trails, and the owner paths that replace its writes still work.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resultRows, type DatabaseHandle } from '../db/client';
import { auditLog, creditAccounts, creditLedger, members, proformas, tenants, users } from '../db/schema';
import { withTenant } from '../db/tenant-scope';
import { reviewedAppDefinerFunctions, reviewedAppPrivileges as platformPrivileges } from '../db/vi-app-privileges';
import { manifests } from '../modules';
import { openTestDatabase } from '../test/test-database';
import { issueProforma } from '../billing/proformas';

const ORDER = ['SELECT', 'INSERT', 'UPDATE', 'DELETE', 'TRUNCATE', 'REFERENCES', 'TRIGGER'] as const;

/** Each public table with what vi_app holds on it, written like the reviewed list ('SELECT, UPDATE (name)'). */
async function appPrivileges(database: DatabaseHandle): Promise<Record<string, string>> {
  const rows = resultRows<{ table: string; privilege: string; columns: string | null }>(
    await database.db.execute(sql`select c.relname::text as "table", p.privilege,
        case when has_table_privilege('vi_app', c.oid, p.privilege) then null else (
          select string_agg(a.attname::text, ', ' order by a.attnum) from pg_attribute a
          where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and has_column_privilege('vi_app', c.oid, a.attnum, p.privilege)) end as columns
      from pg_class c cross join unnest(array['SELECT', 'INSERT', 'UPDATE', 'DELETE', 'TRUNCATE', 'REFERENCES', 'TRIGGER']) as p(privilege)
      where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p', 'v', 'm')
        and (has_table_privilege('vi_app', c.oid, p.privilege) or (p.privilege in ('SELECT', 'INSERT', 'UPDATE', 'REFERENCES') and has_any_column_privilege('vi_app', c.oid, p.privilege)))
      union all select c.relname::text, null, null from pg_class c where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p', 'v', 'm')`),
  );
  const out: Record<string, string[]> = {};
  for (const r of rows) {
    out[r.table] ??= [];
    if (r.privilege) out[r.table]!.push(r.columns ? `${r.privilege} (${r.columns})` : r.privilege);
  }
  const rank = (p: string) => ORDER.indexOf(p.split(' ')[0] as (typeof ORDER)[number]);
  return Object.fromEntries(Object.entries(out).map(([table, privileges]) => [table, privileges.sort((a, b) => rank(a) - rank(b)).join(', ')]));
}

describe('privileges of vi_app', () => {
  let database: DatabaseHandle;
  const firm = randomUUID();
  const admin = randomUUID();
  beforeAll(async () => {
    database = await openTestDatabase();
    await database.db.insert(tenants).values({ id: firm, name: 'Jogosultság Iroda', slug: `jog-${firm}` });
    await database.db.insert(users).values({ id: admin, name: 'Admin', email: `${admin}@example.hu` });
    await database.db.insert(members).values({ id: randomUUID(), organizationId: firm, userId: admin, role: 'tenant' });
  }, 60_000);
  afterAll(() => database.close());

  /** The platform's reviewed list and each module's own tables (its manifest's tablePrivileges, decision 0447). */
  const reviewedAppPrivileges: Record<string, string> = { ...platformPrivileges };
  for (const m of manifests) {
    for (const [table, privileges] of Object.entries(m.tablePrivileges ?? {})) {
      if (table in reviewedAppPrivileges) throw new Error(`${table}: reviewed twice (again by the ${m.key} manifest)`);
      reviewedAppPrivileges[table] = privileges;
    }
  }

  it('holds on every table exactly what the reviewed list says', async () => {
    const actual = await appPrivileges(database);
    const problems: string[] = [];
    for (const [table, privileges] of Object.entries(actual)) {
      const reviewed = reviewedAppPrivileges[table];
      if (reviewed === undefined) {
        problems.push(
          `New table ${table}: vi_app holds '${privileges}'. If request transactions need exactly this, add \`  ${table}: '${privileges}',\` to reviewedAppPrivileges in src/server/db/vi-app-privileges.ts (or to the tablePrivileges of the manifest of the module whose folder holds the table); if its rows are platform or billing state, REVOKE in your migration what a request must not do (decision 0301).`,
        );
      } else if (reviewed !== privileges) {
        problems.push(`${table}: vi_app holds '${privileges}', the reviewed list says '${reviewed}'. Revoke the difference in a migration, or – after review – change its line in src/server/db/vi-app-privileges.ts.`);
      }
    }
    for (const table of Object.keys(reviewedAppPrivileges)) if (!(table in actual)) problems.push(`${table} is in reviewedAppPrivileges but no such table exists: remove its line.`);
    expect(problems).toEqual([]);
  });

  it('may call only the reviewed SECURITY DEFINER functions', async () => {
    const rows = resultRows<{ signature: string }>(
      await database.db.execute(sql`select regexp_replace(p.oid::regprocedure::text, '^[^.]*\\.', '') as signature from pg_proc p
        where p.prosecdef and p.pronamespace in ('public'::regnamespace, 'vi_private'::regnamespace) and has_function_privilege('vi_app', p.oid, 'EXECUTE')`),
    );
    const actual = rows.map((r) => r.signature).sort();
    expect(actual, 'a new SECURITY DEFINER function callable by vi_app runs as the owner: review it and add it to reviewedAppDefinerFunctions').toEqual([...reviewedAppDefinerFunctions].sort());
  });

  /** The SQL an injection inside the firm's request would run, and whether the database let it through. */
  const asRequest = (statement: ReturnType<typeof sql>) =>
    withTenant(database.db, firm, (tx) => tx.execute(statement), { userId: admin }).then(
      () => 'allowed',
      (e: { cause?: { code?: string }; code?: string }) => e.cause?.code ?? e.code ?? 'error',
    );

  it('refuses a request any rewrite of platform prices, billing state, the firm row or the audit trails', async () => {
    const attempts = {
      module_price: sql`update module_catalog set monthly_price_huf = 0`,
      module_visibility: sql`delete from module_tenant_visibility`,
      proforma_counter: sql`update proforma_counters set last = 0`,
      proforma_paid: sql`update proformas set status = 'paid'`,
      plan_change: sql`update plan_changes set status = 'activated'`,
      subscription: sql`insert into subscriptions (id, tenant_id, plan_id, status) values (gen_random_uuid()::text, ${firm}, 'plan-profi', 'active')`,
      credits: sql`update credit_accounts set balance = 1000000`,
      credit_purchase: sql`update credit_purchases set status = 'approved'`,
      ledger: sql`insert into credit_ledger (id, tenant_id, delta, balance_after, kind, description) values (gen_random_uuid()::text, ${firm}, 1000, 1000, 'purchase', 'x')`,
      audit_delete: sql`delete from audit_log`,
      audit_update: sql`update audit_log set action = 'x'`,
      ai_audit_delete: sql`delete from ai_audit_log`,
      unsuspend: sql`update tenants set suspended_at = null`,
      calendar: sql`delete from hu_calendar_entries`,
    };
    const outcomes = Object.fromEntries(await Promise.all(Object.entries(attempts).map(async ([name, statement]) => [name, await asRequest(statement)] as const)));
    expect(outcomes).toEqual(Object.fromEntries(Object.keys(attempts).map((name) => [name, '42501'])));
    // What a request may still do there: read its firm's rows, rename the firm, add to the audit trail.
    expect(await asRequest(sql`update tenants set name = 'Átnevezett Iroda' where id = ${firm}`)).toBe('allowed');
    expect(await asRequest(sql`insert into audit_log (id, action, tenant_id) values (gen_random_uuid()::text, 'test.append', ${firm})`)).toBe('allowed');
    expect(await database.db.$count(auditLog, eq(auditLog.action, 'test.append'))).toBe(1);
  });

  it('issues pro-formas and spends credits through the owner functions, for the request’s own firm only', async () => {
    const proforma = await withTenant(
      database.db,
      firm,
      (tx) =>
        issueProforma(tx, {
          tenantId: firm,
          kind: 'module_rental',
          description: 'Modulbérlet: teszt',
          netHuf: 10_000,
          payee: { name: 'Üzemeltető Kft.', bank: 'OTP Bank Nyrt.', account_number: '11773016-11111018', tax_number: '12345676-2-41' },
        }),
      { userId: admin },
    );
    expect(proforma).toMatchObject({ tenantId: firm, netHuf: 10_000, vatHuf: 2_700, grossHuf: 12_700, status: 'issued' });
    expect(proforma.number).toMatch(/^DIJBEKERO-\d{4}-\d{6}$/);
    const other = randomUUID();
    await database.db.insert(tenants).values({ id: other, name: 'Másik', slug: `m-${other}` });
    expect(await asRequest(sql`select vi_issue_proforma(${other}, 'module_rental', 'x', 100, 27, 127, now(), now())`)).toBe('42501');
    expect(await database.db.$count(proformas, eq(proformas.tenantId, other))).toBe(0);

    await database.db.insert(creditAccounts).values({ tenantId: firm, balance: 10 });
    // What credits.repo's changeBalance sends for a spend inside a metered action's request.
    const spend = (amount: number) =>
      withTenant(database.db, firm, async (tx) => resultRows<{ balance: number | null }>(await tx.execute(sql`select vi_spend_credits(${firm}, ${amount}, 'Teszt', null, ${admin}) as balance`))[0]!.balance, {
        userId: admin,
      });
    expect(await spend(4)).toBe(6);
    expect(await spend(7)).toBeNull();
    expect(await database.db.$count(creditLedger, eq(creditLedger.tenantId, firm))).toBe(1);
    await database.db.insert(creditAccounts).values({ tenantId: other, balance: 10 });
    expect(await asRequest(sql`select vi_spend_credits(${other}, 5, 'x', null, null)`)).toBe('42501');
  });
});
