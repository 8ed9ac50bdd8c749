// Demo data of the module factory (issue 13 point 7): the platform admin published "Cégiratok
// nyilvántartása" and the demo firm installed it and keeps four filings in it.
import { eq } from 'drizzle-orm';
import { companyRecordsModule } from '@shared/module-factory/fixtures';
import { buildRecordSchema } from '@shared/module-factory/record-schema';
import type { TenantTx } from './tenant-scope';
import type { Database } from './client';
import { contacts, factoryModules, factoryModuleVersions, factoryRecords, tenantModules } from './schema';

type Tx = Database | TenantTx;

const demoFilings = [
  {
    cegnev: 'Tóth és Fia Kft.',
    cegjegyzekszam: '01-09-912345',
    irat_tipusa: 'valtozasbejegyzes',
    benyujtas_datuma: '2026-10-14',
    illetek: 15_000,
    megjegyzes: 'Székhelyváltozás, új bérleti szerződéssel.',
    contact: 'Tóth Gábor',
  },
  {
    cegnev: 'Horváth Ingatlan Zrt.',
    cegjegyzekszam: '01-10-048765',
    irat_tipusa: 'beszamolo',
    benyujtas_datuma: '2026-05-29',
    illetek: null,
    megjegyzes: 'A 2025-ös üzleti év beszámolója, könyvvizsgálói jelentéssel.',
    contact: 'Horváth Eszter',
  },
  {
    cegnev: 'Bence Bau Kft.',
    cegjegyzekszam: '13-09-187654',
    irat_tipusa: 'alapitas',
    benyujtas_datuma: '2026-09-02',
    illetek: 100_000,
    megjegyzes: 'Alapítás szerződésmintával nem élve, két taggal.',
    contact: 'Kiss Bence',
  },
  { cegnev: 'Molnár Logisztika Bt.', cegjegyzekszam: '08-06-012345', irat_tipusa: 'vegelszamolas', benyujtas_datuma: '2026-11-03', illetek: 25_000, megjegyzes: null, contact: 'Molnár László' },
] as const;

/** Publishes the demo factory module (version 1) and installs it, with its records, in the demo firm. */
export async function seedFactoryDemo(tx: Tx, tenantId: string, adminUserId: string, firmUserId: string): Promise<void> {
  const def = companyRecordsModule;
  await tx.insert(factoryModules).values({ key: def.key, status: 'published', publishedVersion: 1, createdBy: adminUserId });
  await tx.insert(factoryModuleVersions).values({ moduleKey: def.key, version: 1, definition: def, publishedBy: adminUserId });
  await tx.insert(tenantModules).values({ tenantId, moduleKey: def.key, installedBy: firmUserId }).onConflictDoNothing();
  const people = await tx.select({ id: contacts.id, name: contacts.name }).from(contacts).where(eq(contacts.tenantId, tenantId));
  const validate = buildRecordSchema(def);
  for (const [i, { contact, ...values }] of demoFilings.entries()) {
    // Seeded through the validator, so demo data is exactly what the form would have accepted.
    const data = validate.parse({ ...values, kapcsolodo_nevjegy: people.find((p) => p.name === contact)?.id ?? null });
    await tx.insert(factoryRecords).values({ tenantId, moduleKey: def.key, data, definitionVersion: 1, createdBy: firmUserId, createdAt: new Date(Date.UTC(2026, 10, 20 + i, 9)) });
  }
}
