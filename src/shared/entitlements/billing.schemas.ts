// API shapes of plans, entitlements, usage, plan changes, pro-formas and credits: one zod schema
// per shape, used by the routes (validation + OpenAPI) and the client (types).
import { z } from 'zod';
import { CREDIT_PURCHASE_MAX, CREDIT_PURCHASE_MIN } from './billing';
import { type FeatureKey, featureKeys, metered } from './entitlements';
import { bankAccountSchema, companyNameSchema, taxNumberSchema } from '../hu/hu.schemas';
import { formatHuNumber } from '../hu/format';

const limit = z.number().int().min(0).max(1_000_000).nullable();

export const planSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  features: z.array(z.string()),
  agents_limit: limit,
  automations_limit: limit,
  mobile_app: z.boolean(),
  custom_branding: z.boolean(),
  priority_support: z.boolean(),
  api_access: z.boolean(),
  monthly_price_huf: z.number().int(),
  is_default: z.boolean(),
});
export type Plan = z.infer<typeof planSchema>;

export const entitlementsSchema = z.object({
  agents_limit: z.number().int().nullable(),
  automations_limit: z.number().int().nullable(),
  mobile_app: z.boolean(),
  custom_branding: z.boolean(),
  priority_support: z.boolean(),
  api_access: z.boolean(),
});

export const usageSchema = z.object({
  agents: z.number().int(),
  automations: z.number().int(),
  period_start: z.string().nullable(),
  period_end: z.string().nullable(),
});

export const accessResultSchema = z.union([
  z.object({ allowed: z.literal(true), remaining: z.number().int().nullable() }),
  z.object({ allowed: z.literal(false), reason: z.string(), current_usage: z.number().int().optional(), limit: z.number().int().optional() }),
]);

/**
 * Every feature's check, each key required and no other: what `z.record(z.enum(featureKeys), …)`
 * validated, spelled as an object so the OpenAPI document (and the client's generated types) names
 * the keys instead of an open string map. `satisfies` keeps it in step with featureKeys.
 */
const featureChecksSchema = z.strictObject({
  agent_run: accessResultSchema,
  automation_run: accessResultSchema,
  mobile_app: accessResultSchema,
  custom_branding: accessResultSchema,
  priority_support: accessResultSchema,
  api_access: accessResultSchema,
} satisfies Record<FeatureKey, typeof accessResultSchema>);

export const entitlementsResponseSchema = z.object({
  plan: z.object({ id: z.string(), code: z.string(), name: z.string() }).nullable(),
  entitlements: entitlementsSchema,
  usage: usageSchema,
  checks: featureChecksSchema,
  warnings: z.array(z.object({ action: z.enum(metered), level: z.enum(['approaching', 'reached']), used: z.number().int(), limit: z.number().int(), message: z.string() })),
  credits: z.number().int(),
});
export type EntitlementsResponse = z.infer<typeof entitlementsResponseSchema>;

export const consumeBodySchema = z.object({
  action: z.string().min(1).max(50),
  /** Beyond the plan limit, pay for this run from the credit balance instead of being refused. */
  payWithCredits: z.boolean().default(false),
  metadata: z
    .record(z.string().max(50), z.union([z.string().max(500), z.number(), z.boolean()]))
    .refine((m) => Object.keys(m).length <= 20, 'Legfeljebb 20 metaadat-mező adható meg.')
    .default({}),
});

export const consumeResponseSchema = z.object({
  allowed: z.literal(true),
  remaining: z.number().int().nullable(),
  paidWithCredits: z.boolean(),
  usage: usageSchema,
  credits: z.number().int(),
});
export type ConsumeResponse = z.infer<typeof consumeResponseSchema>;

export const usageHistorySchema = z.object({
  months: z.array(z.object({ period_start: z.string(), period_end: z.string(), agents_used: z.number().int(), automations_used: z.number().int() })),
  daily: z.array(z.object({ day: z.string(), agent_run: z.number().int(), automation_run: z.number().int() })),
  events: z.array(z.object({ id: z.string(), event_type: z.string(), user_name: z.string().nullable(), metadata: z.record(z.string(), z.unknown()), timestamp: z.string() })),
});
export type UsageHistory = z.infer<typeof usageHistorySchema>;

export const proformaSchema = z.object({
  id: z.string(),
  number: z.string(),
  kind: z.enum(['plan_change', 'credit_purchase', 'module_rental']),
  description: z.string(),
  net_huf: z.number().int(),
  vat_huf: z.number().int(),
  gross_huf: z.number().int(),
  status: z.enum(['issued', 'paid', 'cancelled']),
  issued_at: z.string(),
  due_at: z.string(),
  paid_at: z.string().nullable(),
  payee: z.object({ name: z.string(), bank: z.string(), account_number: z.string(), tax_number: z.string() }),
  customer: z.string(),
});
export type Proforma = z.infer<typeof proformaSchema>;

const planChangeStatus = z.enum(['awaiting_payment', 'activated', 'rejected', 'cancelled']);

export const planChangeSchema = z.object({
  id: z.string(),
  from_plan: z.string().nullable(),
  to_plan: z.string(),
  status: planChangeStatus,
  requested_at: z.string(),
  decided_at: z.string().nullable(),
  proforma: proformaSchema.nullable(),
});
export type PlanChange = z.infer<typeof planChangeSchema>;

export const subscriptionOverviewSchema = z.object({
  current: z.object({ plan: planSchema, started_at: z.string() }).nullable(),
  history: z.array(z.object({ plan: z.string(), status: z.enum(['active', 'ended']), started_at: z.string(), ended_at: z.string().nullable() })),
  changes: z.array(planChangeSchema),
});
export type SubscriptionOverview = z.infer<typeof subscriptionOverviewSchema>;

export const planChangeBodySchema = z.object({ planId: z.string().min(1).max(100) });

export const creditPurchaseBodySchema = z.object({
  credits: z
    .number({ error: 'Adj meg egy egész számot.' })
    .int('Adj meg egy egész számot.')
    .min(CREDIT_PURCHASE_MIN, `Legalább ${CREDIT_PURCHASE_MIN} kreditet vásárolhatsz.`)
    .max(CREDIT_PURCHASE_MAX, `Legfeljebb ${formatHuNumber(CREDIT_PURCHASE_MAX)} kreditet vásárolhatsz egyszerre.`),
});

export const creditLedgerEntrySchema = z.object({
  id: z.string(),
  delta: z.number().int(),
  balance_after: z.number().int(),
  kind: z.enum(['purchase', 'spend']),
  description: z.string(),
  user_name: z.string().nullable(),
  created_at: z.string(),
});

export const creditPurchaseSchema = z.object({
  id: z.string(),
  credits: z.number().int(),
  status: z.enum(['awaiting_payment', 'approved', 'rejected']),
  requested_at: z.string(),
  decided_at: z.string().nullable(),
  proforma: proformaSchema,
});
export type CreditPurchase = z.infer<typeof creditPurchaseSchema>;

export const creditsOverviewSchema = z.object({
  balance: z.number().int(),
  ledger: z.array(creditLedgerEntrySchema),
  purchases: z.array(creditPurchaseSchema),
});
export type CreditsOverview = z.infer<typeof creditsOverviewSchema>;

export const planUpdateBodySchema = z.object({
  name: z.string().trim().min(2, 'A név legalább 2 karakter.').max(60),
  agents_limit: limit,
  automations_limit: limit,
  monthly_price_huf: z.number().int('Egész forintösszeget adj meg.').min(0, 'Az ár nem lehet negatív.').max(10_000_000),
});

export const platformOverviewSchema = z.object({
  plans: z.array(planSchema),
  tenants: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      plan: z.string().nullable(),
      agents_used: z.number().int(),
      agents_limit: z.number().int().nullable(),
      automations_used: z.number().int(),
      automations_limit: z.number().int().nullable(),
      credits: z.number().int(),
    }),
  ),
  pendingPlanChanges: z.array(planChangeSchema.extend({ tenant: z.string() })),
  pendingCreditPurchases: z.array(creditPurchaseSchema.extend({ tenant: z.string() })),
});
export type PlatformOverview = z.infer<typeof platformOverviewSchema>;

/** A firm member who may not change the plan asks the firm's administrators to (spec 2.9's upgrade card). */
export const upgradeRequestBodySchema = z.object({ feature: z.enum(featureKeys) }).strict();
export const upgradeRequestResultSchema = z.object({
  /** How many administrators were told (0 when the same request was sent in the last 24 hours). */
  notified: z.number().int(),
  alreadyAsked: z.boolean(),
});
export type UpgradeRequestResult = z.infer<typeof upgradeRequestResultSchema>;

/**
 * The platform operator's billing details, printed as the payee on every pro-forma (issue 38.11,
 * decision 0430): a pro-forma is refused while any of name, tax number, bank and account is
 * missing, so none is ever issued with "[kitöltendő]".
 */
export const platformOperatorBodySchema = z.object({
  name: companyNameSchema,
  address: z.string().trim().min(5, 'Add meg a székhely címét.').max(300, 'Legfeljebb 300 karakter lehet.'),
  taxNumber: taxNumberSchema,
  bank: z.string().trim().min(2, 'Add meg a számlavezető bank nevét.').max(120, 'Legfeljebb 120 karakter lehet.'),
  bankAccount: bankAccountSchema,
});
export type PlatformOperatorBody = z.infer<typeof platformOperatorBodySchema>;
export const platformOperatorFields = ['name', 'address', 'taxNumber', 'bank', 'bankAccount'] as const;
export const platformOperatorSchema = z.object({
  name: z.string().nullable(),
  address: z.string().nullable(),
  taxNumber: z.string().nullable(),
  bank: z.string().nullable(),
  bankAccount: z.string().nullable(),
  /** The details a pro-forma needs that are still missing (empty: pro-formas can be issued). */
  missing: z.array(z.enum(['name', 'taxNumber', 'bank', 'bankAccount'])),
  updatedAt: z.string().nullable(),
});
export type PlatformOperator = z.infer<typeof platformOperatorSchema>;
