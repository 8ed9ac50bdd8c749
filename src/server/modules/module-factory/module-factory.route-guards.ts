// The module-factory module's part of the route-guard harness (test support, decision 0424): the reviewed
// guard of each of its routes, the other firm's ids for the object-level checks, and valid requests.
// Gathered by src/server/test/route-guard-parts.ts; never imported by production code.
import { companyRecordsModule } from '@shared/module-factory/fixtures';
import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/client';
import { factoryModules, factoryModuleVersions, factoryRecords, tenantModules } from '../../db/schema';
import type { ForeignFirm } from '../../test/route-guard-foreign';
import { defineRouteGuardPart, tenantPerm, platform } from '../../test/route-guard-part';

/** The module's own objects of the other firm (decision 0424). */
interface ForeignFactory {
  /** A published factory module installed only in the other firm. */
  factoryModuleKey: string;
  /** The other firm's record of the demo factory module (installed in both firms). */
  factoryRecordId: string;
}

/** A factory module only the other firm installed, and the other firm's record of the demo one. */
async function foreignFactory(db: Database, other: ForeignFirm): Promise<ForeignFactory> {
  const { tenantId, userId } = other;
  const factoryModuleKey = `idegen-${randomUUID().slice(0, 8)}`;
  const definition = { ...companyRecordsModule, key: factoryModuleKey, fields: [{ key: 'nev', type: 'text' as const, label: { hu: 'Név', en: 'Name' }, required: true }], listColumns: ['nev'] };
  await db.insert(factoryModules).values({ key: factoryModuleKey, status: 'published', publishedVersion: 1 });
  await db.insert(factoryModuleVersions).values({ moduleKey: factoryModuleKey, version: 1, definition });
  await db.insert(tenantModules).values([
    { tenantId, moduleKey: factoryModuleKey },
    { tenantId, moduleKey: companyRecordsModule.key },
  ]);
  await db.insert(factoryRecords).values({ tenantId, moduleKey: factoryModuleKey, data: { nev: 'Idegen rekord' }, definitionVersion: 1, createdBy: userId });
  const [record] = await db
    .insert(factoryRecords)
    .values({ tenantId, moduleKey: companyRecordsModule.key, data: { cegnev: 'Idegen Kft.', cegjegyzekszam: '01-09-000001' }, definitionVersion: 1, createdBy: userId })
    .returning({ id: factoryRecords.id });
  return { factoryModuleKey, factoryRecordId: record!.id };
}

export default defineRouteGuardPart<ForeignFactory>({
  foreign: foreignFactory,
  guards: {
    // Module factory (decision 0101): the platform admin designs; a firm's records are its working
    // data, read with canViewContacts and written with canCreateContacts / canEditContacts (never a
    // customer, who holds canUseModules only for the portal), and only while the module is installed.
    'GET /api/admin/module-factory': platform('canCreateModules'),
    'POST /api/admin/module-factory': platform('canCreateModules'),
    'GET /api/admin/module-factory/:key': platform('canCreateModules'),
    'PUT /api/admin/module-factory/:key/draft': platform('canCreateModules'),
    'POST /api/admin/module-factory/preview': platform('canCreateModules'),
    'POST /api/admin/module-factory/:key/publish': platform('canCreateModules'),
    'GET /api/m/:moduleKey': tenantPerm('canViewContacts'),
    'GET /api/m/:moduleKey/records': tenantPerm('canViewContacts'),
    'POST /api/m/:moduleKey/records': tenantPerm('canCreateContacts'),
    'GET /api/m/:moduleKey/records/:id': tenantPerm('canViewContacts'),
    'PATCH /api/m/:moduleKey/records/:id': tenantPerm('canEditContacts'),
    'DELETE /api/m/:moduleKey/records/:id': tenantPerm('canEditContacts'),
  },
  foreignIds: {
    '/api/m/:moduleKey': (f) => ({ moduleKey: f.factoryModuleKey }),
    '/api/m/:moduleKey/records': (f) => ({ moduleKey: f.factoryModuleKey }),
    '/api/m/:moduleKey/records/:id': (f) => ({ moduleKey: companyRecordsModule.key, id: f.factoryRecordId }),
  },
  bodies: {
    'POST /api/m/:moduleKey/records': { data: { nev: 'Idegen rekord' } },
    'PATCH /api/m/:moduleKey/records/:id': { data: { megjegyzes: 'Módosítási kísérlet' } },
  },
});
