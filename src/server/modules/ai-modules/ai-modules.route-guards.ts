// The ai-modules module's part of the route-guard harness (test support, decision 0424): the reviewed
// guard of each of its routes, the other firm's ids for the object-level checks, and valid requests.
// Gathered by src/server/test/route-guard-parts.ts; never imported by production code.
import type { Database } from '../../db/client';
import { aiAlertRules, aiAlerts, aiProviderKeys, themisConversations } from '../../db/schema';
import type { ForeignFirm } from '../../test/route-guard-foreign';
import { defineRouteGuardPart, tenantPerm, platform } from '../../test/route-guard-part';

/** The module's own objects of the other firm (decision 0424). */
interface ForeignAi {
  conversationId: string;
  aiKeyId: string;
  aiAlertRuleId: string;
  aiAlertId: string;
}

/** The other firm's member's Themis conversation, the firm's AI provider key, an alert rule and an alert of it. */
async function foreignAi(db: Database, other: ForeignFirm): Promise<ForeignAi> {
  const [conversation] = await db.insert(themisConversations).values({ tenantId: other.tenantId, userId: other.userId, matterId: other.matterId, title: 'Idegen beszélgetés' }).returning({ id: themisConversations.id });
  const [aiKey] = await db.insert(aiProviderKeys).values({ tenantId: other.tenantId, provider: 'openai', keyCiphertext: 'nem-visszafejtheto', keyHint: 'sk-••••••••xxxx' }).returning({ id: aiProviderKeys.id });
  const [rule] = await db.insert(aiAlertRules).values({ tenantId: other.tenantId, name: 'Idegen szabály', type: 'cost', threshold: 3, timeWindowMs: 3_600_000 }).returning({ id: aiAlertRules.id });
  const [alert] = await db
    .insert(aiAlerts)
    .values({ tenantId: other.tenantId, ruleId: rule!.id, type: 'cost', severity: 'warning', title: 'Idegen riasztás', message: 'Idegen', openKey: `rule:${rule!.id}` })
    .returning({ id: aiAlerts.id });
  return { conversationId: conversation!.id, aiKeyId: aiKey!.id, aiAlertRuleId: rule!.id, aiAlertId: alert!.id };
}

export default defineRouteGuardPart<ForeignAi>({
  foreign: foreignAi,
  guards: {
    'POST /api/themis/conversations': tenantPerm('canUseAI'),
    'GET /api/themis/conversations': tenantPerm('canUseAI'),
    'GET /api/themis/conversations/:id': tenantPerm('canUseAI'),
    'POST /api/themis/conversations/:id/messages': tenantPerm('canUseAI'),
    'GET /api/themis/vault': tenantPerm('canUseAI'),
    'POST /api/themis/vault/embeddings': tenantPerm('canManageOwnCompany'),
    'PUT /api/themis/vault/documents/:id': tenantPerm('canManageOwnCompany'),
    'PUT /api/themis/vault/matters/:id': tenantPerm('canManageOwnCompany'),
    'GET /api/ai-modules/keys': tenantPerm('canManageOwnCompany'),
    'POST /api/ai-modules/keys': tenantPerm('canManageOwnCompany'),
    'POST /api/ai-modules/keys/test': tenantPerm('canManageOwnCompany'),
    'DELETE /api/ai-modules/keys/:id': tenantPerm('canManageOwnCompany'),
    'GET /api/ai-modules/budgets': tenantPerm('canManageOwnCompany'),
    'PUT /api/ai-modules/budgets': tenantPerm('canManageOwnCompany'),
    'GET /api/ai-modules/usage': tenantPerm('canManageOwnCompany'),
    'GET /api/ai-modules/usage/mine': tenantPerm('canUseAI'),
    'GET /api/ai-modules/audit': tenantPerm('canManageOwnCompany'),
    'GET /api/ai-modules/alert-rules': tenantPerm('canManageOwnCompany'),
    'POST /api/ai-modules/alert-rules': tenantPerm('canManageOwnCompany'),
    'PATCH /api/ai-modules/alert-rules/:id': tenantPerm('canManageOwnCompany'),
    'DELETE /api/ai-modules/alert-rules/:id': tenantPerm('canManageOwnCompany'),
    'GET /api/ai-modules/alerts': tenantPerm('canManageOwnCompany'),
    'GET /api/platform/ai/keys': platform('canViewAllCompanies'),
    'POST /api/platform/ai/keys': platform('canViewAllCompanies'),
    'DELETE /api/platform/ai/keys/:id': platform('canViewAllCompanies'),
    'GET /api/platform/ai/overview': platform('canViewAllCompanies'),
    'GET /api/platform/ai/alert-rules': platform('canViewAllCompanies'),
    'POST /api/platform/ai/alert-rules': platform('canViewAllCompanies'),
    'PATCH /api/platform/ai/alert-rules/:id': platform('canViewAllCompanies'),
    'DELETE /api/platform/ai/alert-rules/:id': platform('canViewAllCompanies'),
    'GET /api/platform/ai/alerts': platform('canViewAllCompanies'),
    'POST /api/ai-modules/alerts/:id/acknowledge': tenantPerm('canManageOwnCompany'),
    'POST /api/ai-modules/alerts/:id/resolve': tenantPerm('canManageOwnCompany'),
    'POST /api/platform/ai/alerts/:id/acknowledge': platform('canViewAllCompanies'),
    'POST /api/platform/ai/alerts/:id/resolve': platform('canViewAllCompanies'),
  },
  foreignIds: {
    '/api/themis/conversations/:id': (f) => ({ id: f.conversationId }),
    '/api/themis/conversations/:id/messages': (f) => ({ id: f.conversationId }),
    '/api/ai-modules/keys/:id': (f) => ({ id: f.aiKeyId }),
    '/api/ai-modules/alert-rules/:id': (f) => ({ id: f.aiAlertRuleId }),
    '/api/themis/vault/documents/:id': (f) => ({ id: f.documentId }),
    '/api/themis/vault/matters/:id': (f) => ({ id: f.matterId }),
    '/api/ai-modules/alerts/:id/acknowledge': (f) => ({ id: f.aiAlertId }),
    '/api/ai-modules/alerts/:id/resolve': (f) => ({ id: f.aiAlertId }),
  },
  bodies: {
    'PUT /api/themis/vault/documents/:id': { included: false },
    'PUT /api/themis/vault/matters/:id': { included: false },
    'POST /api/ai-modules/keys/test': { provider: 'openai' },
    'POST /api/themis/conversations': { title: 'Harness beszélgetés' },
    'POST /api/themis/conversations/:id/messages': { content: 'Mennyi a vételár?' },
    'POST /api/ai-modules/keys': { provider: 'openai', apiKey: 'sk-harness-0123456789abcdef' },
    'PUT /api/ai-modules/budgets': { userId: null, dailyLimit: 10, monthlyLimit: 100 },
    'POST /api/ai-modules/alert-rules': { name: 'Harness szabály', type: 'cost', threshold: 2 },
    'PATCH /api/ai-modules/alert-rules/:id': { enabled: false },
    'POST /api/platform/ai/keys': { provider: 'openai', apiKey: 'sk-harness-platform-0123456789' },
    'POST /api/platform/ai/alert-rules': { name: 'Harness platformszabály', type: 'spend', threshold: 100 },
    'PATCH /api/platform/ai/alert-rules/:id': { enabled: false },
  },
});
