// The billing module's part of the route-guard harness (test support, decision 0424): the reviewed
// guard of each of its routes, the other firm's ids for the object-level checks, and valid requests.
// Gathered by src/server/test/route-guard-parts.ts; never imported by production code.
import { defineRouteGuardPart, tenantPerm, platform, signedIn } from '../../test/route-guard-part';

export default defineRouteGuardPart({
  guards: {
    // Plans, entitlements, usage and credits (modules/billing, decisions 0040-0043).
    'GET /api/entitlements': tenantPerm('canViewDashboard'),
    'GET /api/entitlements/check': tenantPerm('canViewDashboard'),
    'POST /api/usage/consume': tenantPerm('canUseModules'),
    'GET /api/usage/history': tenantPerm('canViewModuleUsage'),
    'GET /api/plans': signedIn,
    'GET /api/billing/subscription': tenantPerm('canManageOwnCompany'),
    'POST /api/billing/plan-changes': tenantPerm('canManageOwnCompany'),
    'POST /api/billing/plan-changes/:id/cancel': tenantPerm('canManageOwnCompany'),
    'POST /api/billing/upgrade-requests': tenantPerm('canViewOwnCompany'),
    'GET /api/credits': tenantPerm('canViewModuleUsage'),
    'POST /api/credits/purchases': tenantPerm('canManageOwnCompany'),
    'GET /api/platform/billing': platform('canViewAllCompanies'),
    'GET /api/platform/billing/operator': platform('canViewAllCompanies'),
    'PUT /api/platform/billing/operator': platform('canEditModulePricing'),
    'PATCH /api/platform/billing/plans/:id': platform('canEditModulePricing'),
    'POST /api/platform/billing/plan-changes/:id/activate': platform('canEditModulePricing'),
    'POST /api/platform/billing/plan-changes/:id/reject': platform('canEditModulePricing'),
    'POST /api/platform/billing/credit-purchases/:id/approve': platform('canEditModulePricing'),
    'POST /api/platform/billing/credit-purchases/:id/reject': platform('canEditModulePricing'),
  },
  foreignIds: {
    '/api/billing/plan-changes/:id/cancel': (f) => ({ id: f.planChangeId }),
  },
  bodies: {
    'POST /api/usage/consume': { action: 'automation_run' },
    'POST /api/billing/plan-changes': { planId: 'plan-halado' },
    'POST /api/billing/upgrade-requests': { feature: 'api_access' },
    'POST /api/credits/purchases': { credits: 10 },
    'PATCH /api/platform/billing/plans/:id': { name: 'Haladó', agents_limit: 20, automations_limit: 10, monthly_price_huf: 14_900 },
  },
});
