// Prepares the bench's own database: migrations, the demo platform, and exactly 50 contacts in
// the demo firm (the tenant-scoped list endpoint then returns 50 rows), and the sign-in row's
// lawyers (below). Embedded PGlite in the folder given by BENCH_DATA_DIR, or the PostgreSQL
// database in BENCH_DATABASE_URL.
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, count, eq, like } from 'drizzle-orm';
import { openDatabase } from '../src/server/db/client';
import { accounts, apiKeys, contacts, members, subscriptions, users } from '../src/server/db/schema';
import { newKeySecret } from '../src/server/modules/api-keys/api-keys.service';
import { demoTenantId, seedDemo } from '../src/server/db/seed';
import { SIGN_IN_ACCOUNTS, signInAccountEmail } from './lib/sign-in-accounts.mjs';

const LIST_ROWS = 50;

const url = process.env.BENCH_DATABASE_URL;
const dataDir = process.env.BENCH_DATA_DIR;
if (!url && !dataDir) throw new Error('set BENCH_DATA_DIR or BENCH_DATABASE_URL');

const database = url ? await openDatabase({ driver: 'postgres', url, poolMax: 2 }) : await openDatabase({ driver: 'pglite', dataDir: dataDir! });
try {
  await database.migrate();
  await seedDemo(database.db);
  const tenantId = await demoTenantId(database.db);
  if (!tenantId) throw new Error('demo tenant missing');
  const [row] = await database.db.select({ n: count() }).from(contacts).where(eq(contacts.tenantId, tenantId));
  const missing = LIST_ROWS - (row?.n ?? 0);
  if (missing > 0) {
    await database.db.insert(contacts).values(
      Array.from({ length: missing }, (_, i) => ({
        id: randomUUID(),
        tenantId,
        name: `Teszt Ügyfél ${String(i + 1).padStart(2, '0')}`,
        email: `ugyfel${i + 1}@pelda.hu`,
        phone: `+36 30 ${String(1_000_000 + i).slice(1)}`,
        company: i % 3 === 0 ? `Példa ${i + 1} Kft.` : null,
      })),
    );
  }
  // The sign-in row signs in as many lawyers of the firm in turn, as an office does at nine: one
  // account signing in ten times at once is what the per-account throttle refuses (parallel
  // attempts beyond its limit never reach the password check, issue 11) – not a sign-in to measure.
  const [demoCredential] = await database.db.select({ password: accounts.password }).from(accounts).innerJoin(users, eq(users.id, accounts.userId)).where(and(eq(users.email, 'iroda@kovacs-ugyved.hu'), eq(accounts.providerId, 'credential')));
  const [existing] = await database.db.select({ n: count() }).from(users).where(like(users.email, signInAccountEmail('%')));
  if (!demoCredential?.password) throw new Error('demo firm admin has no password');
  if ((existing?.n ?? 0) === 0) {
    for (let i = 0; i < SIGN_IN_ACCOUNTS; i++) {
      const userId = randomUUID();
      await database.db.insert(users).values({ id: userId, name: `Teszt Ügyvéd ${i + 1}`, email: signInAccountEmail(i), emailVerified: true, role: 'user' });
      await database.db.insert(accounts).values({ id: randomUUID(), accountId: userId, providerId: 'credential', userId, password: demoCredential.password });
      await database.db.insert(members).values({ id: randomUUID(), organizationId: tenantId, userId, role: 'lawyer' });
    }
  }
  // The API-key row (issue 36.5): a key of the firm admin's with a budget the load cannot reach,
  // its secret left in the data folder for this run only (never the demo's own key).
  if (dataDir) {
    const [admin] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, 'iroda@kovacs-ugyved.hu'));
    // API access is part of the Haladó and Profi plans (API_ACCESS_NOT_INCLUDED on Alap, the demo
    // firm's plan): the bench firm is on Haladó for this run.
    const moved = await database.db.update(subscriptions).set({ planId: 'plan-halado' }).where(eq(subscriptions.tenantId, tenantId)).returning({ tenantId: subscriptions.tenantId });
    if (moved.length === 0) await database.db.insert(subscriptions).values({ tenantId, planId: 'plan-halado', status: 'active' });
    const { secret, start, secretHash } = newKeySecret();
    await database.db.insert(apiKeys).values({ tenantId, name: 'Bench', start, secretHash, scopes: ['canViewContacts'], createdBy: admin!.id, ratePerMinute: 1_000_000_000 });
    writeFileSync(join(dataDir, 'bench-api-key'), secret, { mode: 0o600 });
  }
  console.log(`bench data ready: ${LIST_ROWS} contacts and ${SIGN_IN_ACCOUNTS} sign-in lawyers in the demo firm (${url ? 'PostgreSQL' : 'PGlite'})`);
} finally {
  await database.close();
}
