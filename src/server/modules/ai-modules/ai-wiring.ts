// The gateway wired to the database (issue 19, decision 0190): the firm's encrypted keys become
// provider configs and credentials, budgets and spend live in ai_budgets, every audit entry and
// usage metric is a row. One gateway per app instance; rate limits and provider health are shared
// by all instances (Redis or PostgreSQL, decision 0231).
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { CostBudget, ProviderConfig, ProviderId } from '@shared/ai-modules/ai-modules.schemas';
import { checkBudget, defaultBudget, rollBudget } from '@shared/ai-modules/budget';
import type { AIError } from '@shared/ai-modules/ai-errors';
import { createMasker } from '@shared/ai-modules/masking';
import { defaultProviderConfig, PROVIDER_NAMES } from '@shared/ai-modules/providers';
import type { Database } from '../../db/client';
import { aiAuditLog, aiBudgets, aiPlatformKeys, aiProviderKeys, aiUsage, contacts, matterParties, members, users } from '../../db/schema';
import { type TenantTx, withTenant } from '../../db/tenant-scope';
import { type BudgetOwner, type BudgetStore, type ScopedBudget, settleBudget, type SpendChange } from './gateway/budget-store';
import { AiGateway, type GatewayAuditEntry, type GatewayUsageMetric } from './gateway/gateway';
import type { ProviderCredentials } from './gateway/types';
import { configureOutbound } from './gateway/http';
import type { RateLimitStore } from './gateway/rate-limit';
import { budgetThresholds } from './alerts.repo';
import { type AlertDelivery, checkActivity, recordBudgetAlert } from './alerts.service';
import { decryptProviderKey } from './key-crypto';
import { PgHealthStore, PgRateLimitStore, RedisRateLimitStore } from './shared-limits';

type BudgetRow = typeof aiBudgets.$inferSelect;

/** A stored budget row as the spec's cost budget (the owner: a user id, or the tenant id for the firm's). */
export function budgetOf(row: BudgetRow, ownerId: string): CostBudget {
  return {
    userId: ownerId,
    provider: null,
    dailyLimit: row.dailyLimit,
    monthlyLimit: row.monthlyLimit,
    currentDailySpend: row.currentDailySpend,
    currentMonthlySpend: row.currentMonthlySpend,
    alertThresholds: row.alertThresholds,
    lastReset: row.lastReset.toISOString(),
  };
}

/**
 * Budgets of the user (spec 9 default 100 € / 1000 € until the firm sets one) and of the firm
 * (only when set). Spend is added under a row lock, rolled over by Budapest day and month.
 */
/** The user's and the firm's budget rows; without a user (indexing) the firm's only. */
const ownersOf = (userId: string | null) => (userId === null ? isNull(aiBudgets.userId) : or(eq(aiBudgets.userId, userId), isNull(aiBudgets.userId)));

export class PgBudgetStore implements BudgetStore {
  constructor(private readonly db: Database) {}

  async applicable(owner: BudgetOwner, _provider: ProviderId, now: Date): Promise<ScopedBudget[]> {
    if (!owner.tenantId) return [];
    const tenantId = owner.tenantId;
    const userId = owner.userId;
    const rows = await withTenant(this.db, tenantId, (tx) =>
      tx
        .select()
        .from(aiBudgets)
        .where(and(eq(aiBudgets.tenantId, tenantId), ownersOf(userId))),
    );
    const own = rows.find((r) => r.userId !== null && r.userId === userId);
    const firm = rows.find((r) => r.userId === null);
    const out: ScopedBudget[] = userId === null ? [] : [{ scope: 'user', budget: rollBudget(own ? budgetOf(own, userId) : defaultBudget(userId, now), now) }];
    if (firm) out.push({ scope: 'firm', budget: rollBudget(budgetOf(firm, tenantId), now) });
    return out;
  }

  async addSpend(owner: BudgetOwner, provider: ProviderId, amount: number, now: Date): Promise<SpendChange[]> {
    return this.settle(owner, provider, 0, amount, now);
  }

  /**
   * The owner's budget rows, locked for this transaction (FOR UPDATE) and rolled over to `now`: a
   * parallel reservation waits here until this one committed (issue 34.4). The user's row is
   * created with spec 9's default first, so there is always a row to lock.
   */
  private async locked<T>(owner: BudgetOwner & { tenantId: string }, now: Date, work: (tx: TenantTx, rows: { row: BudgetRow; budget: CostBudget }[]) => Promise<T>): Promise<T> {
    const tenantId = owner.tenantId;
    return withTenant(this.db, tenantId, async (tx) => {
      if (owner.userId !== null) {
        const fresh = defaultBudget(owner.userId, now);
        await tx.insert(aiBudgets).values({ tenantId, userId: owner.userId, dailyLimit: fresh.dailyLimit, monthlyLimit: fresh.monthlyLimit, lastReset: now }).onConflictDoNothing();
      }
      const rows = await tx
        .select()
        .from(aiBudgets)
        .where(and(eq(aiBudgets.tenantId, tenantId), ownersOf(owner.userId)))
        .for('update');
      return work(
        tx,
        rows.map((row) => ({ row, budget: rollBudget(budgetOf(row, row.userId ?? tenantId), now) })),
      );
    });
  }

  private static async write(tx: TenantTx, row: BudgetRow, budget: CostBudget): Promise<void> {
    await tx
      .update(aiBudgets)
      .set({ currentDailySpend: budget.currentDailySpend, currentMonthlySpend: budget.currentMonthlySpend, lastReset: new Date(budget.lastReset) })
      .where(eq(aiBudgets.id, row.id));
  }

  async reserve(owner: BudgetOwner, _provider: ProviderId, worstCase: number, now: Date): Promise<AIError | null> {
    if (!owner.tenantId || !(worstCase > 0)) return null;
    return this.locked({ ...owner, tenantId: owner.tenantId }, now, async (tx, rows) => {
      // The user's budget before the firm's, as the refusal texts name the first one exceeded.
      const ordered = [...rows.filter((r) => r.row.userId !== null), ...rows.filter((r) => r.row.userId === null)];
      for (const { budget } of ordered) {
        const refused = checkBudget(budget, worstCase);
        if (refused) return refused;
      }
      for (const { row, budget } of rows) await PgBudgetStore.write(tx, row, { ...budget, currentDailySpend: budget.currentDailySpend + worstCase, currentMonthlySpend: budget.currentMonthlySpend + worstCase });
      return null;
    });
  }

  async settle(owner: BudgetOwner, _provider: ProviderId, reserved: number, actual: number, now: Date): Promise<SpendChange[]> {
    if (!owner.tenantId || (reserved === 0 && actual === 0)) return [];
    const tenantId = owner.tenantId;
    return this.locked({ ...owner, tenantId }, now, async (tx, rows) => {
      // The firm's enabled budget alert rules decide the thresholds (decision 0240).
      const thresholds = await budgetThresholds(tx, tenantId);
      const changes: SpendChange[] = [];
      for (const { row, budget } of rows) {
        const settled = settleBudget(thresholds ? { ...budget, alertThresholds: thresholds } : budget, reserved, actual);
        await PgBudgetStore.write(tx, row, settled.after);
        changes.push({ scope: row.userId ? 'user' : 'firm', ...settled });
      }
      return changes;
    });
  }
}

export interface FirmProviderKey {
  provider: ProviderId;
  apiKey: string;
  baseUrl: string | null;
  model: string | null;
  /** The embedding model of this key, if the firm (or platform) set one (decision 0251). */
  embeddingModel: string | null;
  /** Rate limits and health are kept per key: the firm's id, or 'platform' for a platform key. */
  scope: string;
}

/** The associated data (and key scope) of the platform-wide keys (decision 0242). */
export const PLATFORM_KEY_SCOPE = 'platform';

/**
 * The keys a firm's requests use, decrypted (server side only): the firm's own enabled keys, or –
 * when the firm stored none – the platform-wide keys (decision 0242).
 */
export async function firmProviderKeys(db: Database, secret: string, tenantId: string): Promise<FirmProviderKey[]> {
  const rows = await withTenant(db, tenantId, (tx) =>
    tx
      .select()
      .from(aiProviderKeys)
      .where(and(eq(aiProviderKeys.tenantId, tenantId), eq(aiProviderKeys.enabled, true))),
  );
  if (rows.length > 0)
    return rows.map((r) => ({ provider: r.provider, apiKey: decryptProviderKey(secret, tenantId, r.keyCiphertext), baseUrl: r.baseUrl, model: r.model, embeddingModel: r.embeddingModel, scope: tenantId }));
  const platform = await db.select().from(aiPlatformKeys).where(eq(aiPlatformKeys.enabled, true));
  return platform.map((r) => ({
    provider: r.provider,
    apiKey: decryptProviderKey(secret, PLATFORM_KEY_SCOPE, r.keyCiphertext),
    baseUrl: r.baseUrl,
    model: r.model,
    embeddingModel: r.embeddingModel,
    scope: PLATFORM_KEY_SCOPE,
  }));
}

/** Whether a firm's question can go to a language model at all (own key or a platform key). */
export async function hasProviderKey(db: Database, tenantId: string): Promise<boolean> {
  const own = await withTenant(db, tenantId, (tx) => tx.$count(aiProviderKeys, and(eq(aiProviderKeys.tenantId, tenantId), eq(aiProviderKeys.enabled, true))));
  return own > 0 || (await db.$count(aiPlatformKeys, eq(aiPlatformKeys.enabled, true))) > 0;
}

/** A provider is enabled for the firm exactly when the firm stored a key for it (bring your own key). */
export function providerConfigsOf(keys: readonly FirmProviderKey[]): ProviderConfig[] {
  return keys.map((key) => {
    const config = defaultProviderConfig(key.provider);
    config.enabled = true;
    if (key.model) {
      const known = config.models.find((m) => m.id === key.model);
      const base = known ?? { ...config.models[0]!, id: key.model, name: key.model, description: PROVIDER_NAMES[key.provider] };
      config.models = [{ ...base, isDefault: true }, ...config.models.filter((m) => m.id !== key.model).map((m) => ({ ...m, isDefault: false }))];
    }
    return config;
  });
}

export async function writeAudit(db: Database, entry: GatewayAuditEntry): Promise<void> {
  if (!entry.tenantId) return;
  const tenantId = entry.tenantId;
  const cost = typeof entry.details.cost === 'number' ? entry.details.cost : 0;
  await withTenant(db, tenantId, (tx) =>
    tx.insert(aiAuditLog).values({
      tenantId,
      // The vault's indexing sweep has no user (decision 0251).
      userId: entry.userId || null,
      requestId: entry.requestId,
      action: entry.action,
      provider: entry.provider,
      model: entry.model,
      classification: entry.dataClassification.level,
      categories: entry.dataClassification.categories,
      ipAddress: entry.ipAddress,
      userAgent: entry.userAgent,
      cost,
      details: entry.details,
      createdAt: new Date(entry.timestamp),
    }),
  );
}

/** An AI audit row as the API shows it (the firm's log and the platform's view). */
function withoutProviderText(details: Record<string, unknown>): Record<string, unknown> {
  if (!details || typeof details !== 'object' || !('providerMessage' in details)) return details;
  const { providerMessage: _dropped, ...rest } = details;
  return rest;
}

export function auditEntryOut(a: typeof aiAuditLog.$inferSelect, userName: string | null) {
  return {
    id: a.id,
    requestId: a.requestId,
    action: a.action,
    userId: a.userId,
    userName,
    provider: a.provider,
    model: a.model,
    classification: a.classification,
    categories: a.categories,
    ipAddress: a.ipAddress,
    userAgent: a.userAgent,
    cost: a.cost,
    // Rows written before issue 34.5 may hold the provider's own error text: never shown.
    details: withoutProviderText(a.details),
    createdAt: a.createdAt.toISOString(),
  };
}

async function writeUsage(db: Database, metric: GatewayUsageMetric): Promise<void> {
  if (!metric.tenantId) return;
  const tenantId = metric.tenantId;
  await withTenant(db, tenantId, (tx) =>
    tx.insert(aiUsage).values({
      tenantId,
      userId: metric.userId || null,
      requestId: typeof metric.metadata?.requestId === 'string' ? metric.metadata.requestId : null,
      provider: metric.provider,
      model: metric.model,
      taskType: metric.taskType,
      tokensUsed: metric.tokensUsed,
      cost: metric.cost,
      responseTimeMs: Math.round(metric.responseTime),
      success: metric.success,
    }),
  );
}

/** The names of the firm's contacts: masked as [NAME_n] before text leaves the server. */
/**
 * The people whose names the masker hides: the firm's person contacts, the parties of its matters
 * who are nobody's contact (an opponent, a witness), and the firm's own members.
 */
async function personNames(db: Database, tenantId: string): Promise<string[]> {
  return withTenant(db, tenantId, async (tx) => {
    const people = await tx
      .select({ name: contacts.name })
      .from(contacts)
      .where(and(eq(contacts.tenantId, tenantId), sql`${contacts.kind} = 'person'`));
    const parties = await tx
      .select({ name: matterParties.name })
      .from(matterParties)
      .where(and(eq(matterParties.tenantId, tenantId), isNull(matterParties.contactId)));
    const staff = await tx.select({ name: users.name }).from(members).innerJoin(users, eq(users.id, members.userId)).where(eq(members.organizationId, tenantId));
    return [...new Set([...people, ...parties, ...staff].map((r) => r.name))];
  });
}

export function aiKeySecret(app: FastifyInstance): string {
  return process.env.AI_KEY_SECRET ?? app.env.BETTER_AUTH_SECRET;
}

/** Provider rate limits every instance shares: Redis with REDIS_URL (PostgreSQL while it is away), else PostgreSQL. */
async function sharedRateLimits(app: FastifyInstance): Promise<RateLimitStore> {
  const pg = new PgRateLimitStore(app.db);
  if (!app.env.REDIS_URL) return pg;
  const { Redis } = await import('ioredis');
  const redis = new Redis(app.env.REDIS_URL, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 1_000 });
  redis.on('error', (error) => app.log.debug({ err: error }, 'AI rate-limit redis error'));
  app.addHook('onClose', async () => void redis.disconnect());
  await redis.connect().catch(() => app.log.warn('REDIS_URL is set but Redis does not answer: AI rate limits are counted in PostgreSQL until it does'));
  return new RedisRateLimitStore(redis, pg, app.log);
}

/** Where a new alert's e-mail goes out from (decision 0254). */
export const alertDelivery = (app: FastifyInstance): AlertDelivery => ({ mailer: app.mailer, appUrl: app.env.APP_URL });

/** One gateway per app instance, made when the AI routes are registered and stopped on close. */
export async function createFirmGateway(app: FastifyInstance): Promise<AiGateway> {
  const db = app.db;
  const delivery = alertDelivery(app);
  const secret = aiKeySecret(app);
  // Provider addresses: public ones, and the private hosts the operator approved (decision 0308).
  configureOutbound(app.env.AI_PROVIDER_APPROVED_HOSTS);
  const gateway = new AiGateway({
    rateLimits: await sharedRateLimits(app),
    sharedHealth: new PgHealthStore(db),
    providers: async (ctx) => (ctx.tenantId ? providerConfigsOf(await firmProviderKeys(db, secret, ctx.tenantId)) : []),
    credentials: {
      get: async (provider, ctx): Promise<ProviderCredentials | null> => {
        if (!ctx.tenantId) return null;
        const key = (await firmProviderKeys(db, secret, ctx.tenantId)).find((k) => k.provider === provider);
        if (!key) return null;
        return { ...(key.apiKey ? { apiKey: key.apiKey } : {}), ...(key.baseUrl ? { baseUrl: key.baseUrl } : {}), scope: key.scope };
      },
    },
    budgets: new PgBudgetStore(db),
    masker: async (ctx) => createMasker({ names: ctx.tenantId ? await personNames(db, ctx.tenantId) : [] }),
    privacyDefaults: { legalBasis: 'contract', purpose: 'legal_services' },
    hooks: {
      audit: (entry) => writeAudit(db, entry),
      usage: async (metric) => {
        await writeUsage(db, metric);
        await checkActivity(db, metric.tenantId, metric.userId, new Date(), delivery);
      },
      budgetThreshold: async (event) => void (await recordBudgetAlert(db, event, new Date(), delivery)),
      hookError: (error, hook) => app.log.error({ err: error, hook }, 'AI gateway hook failed'),
    },
  });
  return gateway;
}
