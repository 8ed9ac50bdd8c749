// The module-factory module's part of the route-guard harness (test support, decision 0424): the reviewed
// guard of each of its routes, the other firm's ids for the object-level checks, and valid requests.
// Gathered by src/server/test/route-guard-parts.ts; never imported by production code.
import { companyRecordsModule } from '@shared/module-factory/fixtures';
import { defineRouteGuardPart, tenantPerm, platform } from '../../test/route-guard-part';

export default defineRouteGuardPart({
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
