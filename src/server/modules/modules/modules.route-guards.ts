// The modules module's part of the route-guard harness (test support, decision 0424): the reviewed
// guard of each of its routes, the other firm's ids for the object-level checks, and valid requests.
// Gathered by src/server/test/route-guard-parts.ts; never imported by production code.
import { defineRouteGuardPart, tenantPerm, platform } from '../../test/route-guard-part';

export default defineRouteGuardPart({
  guards: {
    // The module system (modules/modules, decision 0090): the store for all firm roles that may see
    // it, install/uninstall/settings for who activates modules, the module base for the platform.
    'GET /api/modules': tenantPerm('canViewModuleStore'),
    'GET /api/modules/installed': tenantPerm('canUseModules'),
    'GET /api/modules/:key': tenantPerm('canViewModuleStore'),
    'POST /api/modules/:key/install': tenantPerm('canActivateModules'),
    'GET /api/modules/:key/uninstall-preview': tenantPerm('canActivateModules'),
    'POST /api/modules/:key/uninstall': tenantPerm('canActivateModules'),
    'PATCH /api/modules/:key/settings': tenantPerm('canActivateModules'),
    'GET /api/admin/modules': platform('canViewModuleBazis'),
    'GET /api/admin/modules/:key/usage': platform('canViewModuleAnalytics'),
    'PATCH /api/admin/modules/:key': platform('canManageModules'),
    'PUT /api/admin/modules/:key/visibility': platform('canManageModules'),
  },
  foreignIds: {
    // Module keys are not owned by a firm: the nearest "foreign object" is a module hidden from the
    // caller's firm (another firm's private module), which must answer 404 like a missing one.
    '/api/modules/:key': (f) => ({ key: f.hiddenModuleKey }),
    '/api/modules/:key/install': (f) => ({ key: f.hiddenModuleKey }),
    '/api/modules/:key/uninstall-preview': (f) => ({ key: f.hiddenModuleKey }),
    '/api/modules/:key/uninstall': (f) => ({ key: f.hiddenModuleKey }),
    '/api/modules/:key/settings': (f) => ({ key: f.hiddenModuleKey }),
  },
  bodies: {
    'POST /api/modules/:key/uninstall': { confirm: true },
    'PATCH /api/modules/:key/settings': { settings: { nezet: 'lista' } },
    'PATCH /api/admin/modules/:key': { featured: true },
    'PUT /api/admin/modules/:key/visibility': { tenantId: 'nincs-ilyen-ceg', visible: false },
  },
});
