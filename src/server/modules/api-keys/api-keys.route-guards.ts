// The api-keys module's part of the route-guard harness (test support, decision 0424): the reviewed
// guard of each of its routes, the other firm's ids for the object-level checks, and valid requests.
// Gathered by src/server/test/route-guard-parts.ts; never imported by production code.
import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/client';
import { apiKeys } from '../../db/schema';
import type { ForeignFirm } from '../../test/route-guard-foreign';
import { defineRouteGuardPart, tenantPerm, signedIn } from '../../test/route-guard-part';

/** The module's own objects of the other firm (decision 0424). */
interface ForeignApiKeys {
  apiKeyId: string;
}

/** An API key of the other firm (decision 0390). */
async function foreignApiKeys(db: Database, other: ForeignFirm): Promise<ForeignApiKeys> {
  const [apiKey] = await db
    .insert(apiKeys)
    .values({ tenantId: other.tenantId, name: 'Idegen kulcs', start: 'vi_live_Idgn', secretHash: `harness-${randomUUID()}`, scopes: ['canViewContacts'], createdBy: other.userId })
    .returning({ id: apiKeys.id });
  return { apiKeyId: apiKey!.id };
}

export default defineRouteGuardPart<ForeignApiKeys>({
  foreign: foreignApiKeys,
  guards: {
    // API keys and the public API (issue 36.2–3, decision 0390): keys are the firm admin's; the
    // public API carries the app's own permissions (a key's scopes narrow its creator's).
    'GET /api/api-keys': tenantPerm('canEditSettings'),
    'POST /api/api-keys': tenantPerm('canEditSettings'),
    'POST /api/api-keys/:id/revoke': tenantPerm('canEditSettings'),
    'POST /api/api-keys/:id/rotate': tenantPerm('canEditSettings'),
    'GET /api/v1/whoami': signedIn,
    'GET /api/v1/contacts': tenantPerm('canViewContacts'),
    'GET /api/v1/matters': tenantPerm('canViewCases'),
    'POST /api/v1/contacts': tenantPerm('canCreateContacts'),
    'GET /api/v1/time-entries': tenantPerm('canViewTimeTracking'),
    'POST /api/v1/time-entries': tenantPerm('canCreateTimeEntries'),
    'GET /api/v1/invoices': tenantPerm('canViewTimeTracking'),
    'GET /api/v1/deadlines': tenantPerm('canViewCases'),
    'GET /api/v1/documents': tenantPerm('canViewDocuments'),
    'POST /api/v1/documents': tenantPerm('canGenerateDocuments'),
    'GET /api/v1/message-threads': tenantPerm('canViewContacts'),
    'GET /api/v1/documents/:id/download': tenantPerm('canViewDocuments'),
    // Upload, metadata and the firm's client messages (decisions 0373–0374); answering needs the edit scope.
    'GET /api/v1/documents/:id': tenantPerm('canViewDocuments'),
    'GET /api/v1/message-threads/:id': tenantPerm('canViewContacts'),
    'POST /api/v1/message-threads/:id/messages': tenantPerm('canEditContacts'),
  },
  foreignIds: {
    '/api/api-keys/:id/revoke': (f) => ({ id: f.apiKeyId }),
    '/api/api-keys/:id/rotate': (f) => ({ id: f.apiKeyId }),
    '/api/v1/documents/:id/download': (f) => ({ id: f.documentId }),
    '/api/v1/documents/:id': (f) => ({ id: f.documentId }),
    '/api/v1/message-threads/:id': (f) => ({ id: f.id('portalThreadId') }),
    '/api/v1/message-threads/:id/messages': (f) => ({ id: f.id('portalThreadId') }),
  },
  bodies: {
    'POST /api/api-keys': { name: 'Harness kulcs', scopes: ['canViewContacts'], expiresInDays: 30 },
    'POST /api/api-keys/:id/rotate': { overlapHours: 1 },
    'POST /api/v1/time-entries': { matterId: 'nincs-ilyen-ugy', description: 'Harness munka', workDate: '2026-03-02', duration: '1:12' },
    'POST /api/v1/contacts': { kind: 'person', familyName: 'Harness', givenName: 'Elek' },
    'POST /api/v1/message-threads/:id/messages': { body: 'Harness válasz' },
  },
});
