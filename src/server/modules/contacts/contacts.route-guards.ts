// The contacts module's part of the route-guard harness (test support, decision 0424): the reviewed
// guard of each of its routes, the other firm's ids for the object-level checks, and valid requests.
// Gathered by src/server/test/route-guard-parts.ts; never imported by production code.
import { defineRouteGuardPart, tenantPerm } from '../../test/route-guard-part';

export default defineRouteGuardPart({
  guards: {
    'GET /api/contacts': tenantPerm('canViewContacts'),
    'GET /api/contacts/:id': tenantPerm('canViewContacts'),
    // Contacts module writes, duplicates, merge, CSV (issue 14 point 1; decisions 0120–0124).
    'POST /api/contacts': tenantPerm('canCreateContacts'),
    'PUT /api/contacts/:id': tenantPerm('canEditContacts'),
    'DELETE /api/contacts/:id': tenantPerm('canEditContacts'),
    'GET /api/contacts/duplicates': tenantPerm('canViewContacts'),
    'GET /api/contacts/export': tenantPerm('canViewContacts'),
    'POST /api/contacts/:id/merge-preview': tenantPerm('canEditContacts'),
    'POST /api/contacts/:id/merge': tenantPerm('canEditContacts'),
    'POST /api/contacts/import/preview': tenantPerm('canCreateContacts'),
    'POST /api/contacts/import': tenantPerm('canCreateContacts'),
  },
  foreignIds: {
    '/api/contacts/:id': (f) => ({ id: f.contactId }),
    '/api/contacts/:id/merge-preview': (f) => ({ id: f.contactId }),
    '/api/contacts/:id/merge': (f) => ({ id: f.contactId }),
  },
  bodies: {
    'POST /api/contacts': { kind: 'person', familyName: 'Harness', givenName: 'Elek' },
    'PUT /api/contacts/:id': { kind: 'person', familyName: 'Harness', givenName: 'Elek' },
    // The target in the path is the other firm's contact; the source id does not matter.
    'POST /api/contacts/:id/merge-preview': { sourceId: 'harness-source' },
    'POST /api/contacts/:id/merge': { sourceId: 'harness-source' },
    'POST /api/contacts/import/preview': { csv: 'Típus;Családi név;Utónév\r\nszemély;Harness;Elek\r\n' },
    'POST /api/contacts/import': { csv: 'Típus;Családi név;Utónév\r\nszemély;Harness;Elek\r\n' },
  },
});
