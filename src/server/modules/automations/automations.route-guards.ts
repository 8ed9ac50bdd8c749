// The automations module's part of the route-guard harness (test support, decision 0424): the reviewed
// guard of each of its routes, the other firm's ids for the object-level checks, and valid requests.
// Gathered by src/server/test/route-guard-parts.ts; never imported by production code.
import type { Database } from '../../db/client';
import { automationRules } from '../../db/schema';
import type { ForeignFirm } from '../../test/route-guard-foreign';
import { defineRouteGuardPart, tenantPerm } from '../../test/route-guard-part';

/** The module's own objects of the other firm (decision 0424). */
interface ForeignAutomations {
  automationRuleId: string;
}

/** An automation rule of the other firm (decision 0360). */
async function foreignAutomations(db: Database, other: ForeignFirm): Promise<ForeignAutomations> {
  const [rule] = await db
    .insert(automationRules)
    .values({
      tenantId: other.tenantId,
      name: 'Idegen szabály',
      trigger: { kind: 'event', eventType: 'matter.created' },
      triggerType: 'matter.created',
      conditions: [],
      actions: [{ type: 'add_note', body: 'Idegen', matterId: null }],
      createdBy: other.userId,
    })
    .returning({ id: automationRules.id });
  return { automationRuleId: rule!.id };
}

export default defineRouteGuardPart<ForeignAutomations>({
  foreign: foreignAutomations,
  guards: {
    // Automations (issue 36.1, decision 0360): the firm admin's rules, run log and dry run.
    'GET /api/automations': tenantPerm('canEditSettings'),
    'POST /api/automations': tenantPerm('canEditSettings'),
    'GET /api/automations/:id': tenantPerm('canEditSettings'),
    'PUT /api/automations/:id': tenantPerm('canEditSettings'),
    'DELETE /api/automations/:id': tenantPerm('canEditSettings'),
    'POST /api/automations/:id/enabled': tenantPerm('canEditSettings'),
    'GET /api/automations/:id/runs': tenantPerm('canEditSettings'),
    'GET /api/automations/:id/events': tenantPerm('canEditSettings'),
    'POST /api/automations/:id/dry-run': tenantPerm('canEditSettings'),
    // E-mail to case (decisions 0432–0434): the page's permission reads, the module's changes.
    'GET /api/automations/email-to-case': tenantPerm('canCreateCases'),
    'PUT /api/automations/email-to-case': tenantPerm('canEditSettings'),
  },
  foreignIds: {
    '/api/automations/:id': (f) => ({ id: f.automationRuleId }),
    '/api/automations/:id/enabled': (f) => ({ id: f.automationRuleId }),
    '/api/automations/:id/runs': (f) => ({ id: f.automationRuleId }),
    '/api/automations/:id/events': (f) => ({ id: f.automationRuleId }),
    '/api/automations/:id/dry-run': (f) => ({ id: f.automationRuleId }),
  },
  bodies: {
    'POST /api/automations': { name: 'Harness szabály', trigger: { kind: 'event', eventType: 'matter.created' }, actions: [{ type: 'add_note', body: 'Harness' }] },
    'PUT /api/automations/email-to-case': { enabled: false, allowedSenders: [], maxMegabytes: 10, imap: { enabled: false } },
    'PUT /api/automations/:id': { name: 'Harness szabály', trigger: { kind: 'event', eventType: 'matter.created' }, actions: [{ type: 'add_note', body: 'Harness' }] },
    'POST /api/automations/:id/enabled': { enabled: false },
    'POST /api/automations/:id/dry-run': { eventId: null },
  },
});
