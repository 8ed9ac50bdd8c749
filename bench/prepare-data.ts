// Prepares the bench's own database: migrations, the demo platform, and exactly 50 contacts in
// the demo firm (the tenant-scoped list endpoint then returns 50 rows). Embedded PGlite in the
// folder given by BENCH_DATA_DIR, or the PostgreSQL database in BENCH_DATABASE_URL.
import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { openDatabase } from '../src/server/db/client';
import { contacts } from '../src/server/db/schema';
import { demoTenantId, seedDemo } from '../src/server/db/seed';

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
  console.log(`bench data ready: ${LIST_ROWS} contacts in the demo firm (${url ? 'PostgreSQL' : 'PGlite'})`);
} finally {
  await database.close();
}
