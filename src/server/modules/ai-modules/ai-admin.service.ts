// The firm administrator's AI screen (decision 0270: routes → service → repo): provider keys,
// budgets, usage and the AI audit log of one firm. Every function runs in the firm's transaction
// the route opened (`tx`, RLS by tenant); a change and its audit entry are written in it together.
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { defaultBudget, rollBudget } from '@shared/ai-modules/budget';
import type { z } from 'zod';
import type { auditQuerySchema } from '@shared/ai-modules/themis.schemas';
import { type RequestOrigin, recordAudit } from '../../audit/audit';
import { resultRows } from '../../db/client';
import { aiAuditLog, aiBudgets, aiProviderKeys, members, users } from '../../db/schema';
import type { TenantTx } from '../../db/tenant-scope';
import { notFound } from '../../lib/http-error';
import { auditEntryOut, budgetOf } from './ai-wiring';
import { keyOut, storedKeyValues, type KeyInput } from './provider-keys';
import { hungarianOrder, inHungarianOrder } from '../../db/collation';

type BudgetRow = typeof aiBudgets.$inferSelect;

/** Requests, tokens and € per Budapest day of the last 30 days, of the firm or of one user. */
async function dailySpend(tx: TenantTx, tenantId: string, userId: string | null) {
  const days = resultRows<{ day: string; requests: number; tokens: number; cost: number }>(
    await tx.execute(sql`select to_char(created_at at time zone 'Europe/Budapest', 'YYYY-MM-DD') as day, count(*)::int as requests, coalesce(sum(tokens_used), 0)::int as tokens, coalesce(sum(cost), 0)::float8 as cost
      from ai_usage where tenant_id = ${tenantId} and created_at > now() - interval '30 days' ${userId ? sql`and user_id = ${userId}` : sql``} group by 1 order by 1`),
  );
  return days.map((d) => ({ ...d, cost: Number(d.cost) }));
}

/** A budget as the screen shows it (rolled over to today: yesterday's spend is not today's). */
function budgetOut(row: BudgetRow | undefined, ownerId: string, now: Date) {
  const b = rollBudget(row ? budgetOf(row, ownerId) : defaultBudget(ownerId, now), now);
  return { dailyLimit: b.dailyLimit, monthlyLimit: b.monthlyLimit, currentDailySpend: b.currentDailySpend, currentMonthlySpend: b.currentMonthlySpend, alertThresholds: b.alertThresholds };
}

export async function firmKeys(tx: TenantTx, tenantId: string) {
  return (await tx.select().from(aiProviderKeys).where(eq(aiProviderKeys.tenantId, tenantId)).orderBy(aiProviderKeys.provider)).map(keyOut);
}

/** Stores (or replaces) the firm's key of a provider, encrypted; audited. */
export async function setFirmKey(tx: TenantTx, tenantId: string, secret: string, origin: RequestOrigin, actorId: string, input: KeyInput) {
  const { provider } = input;
  const values = storedKeyValues(secret, tenantId, input, actorId);
  const [saved] = await tx
    .insert(aiProviderKeys)
    .values({ tenantId, provider, ...values })
    .onConflictDoUpdate({ target: [aiProviderKeys.tenantId, aiProviderKeys.provider], set: values })
    .returning();
  await recordAudit(tx, { ...origin, action: 'ai.key.set', targetType: 'ai_provider_key', targetId: saved!.id, metadata: { provider, keyHint: values.keyHint, baseUrl: values.baseUrl } });
  return keyOut(saved!);
}

/** Deletes a key of the firm (404 when it has none of that id); audited. */
export async function removeFirmKey(tx: TenantTx, origin: RequestOrigin, id: string): Promise<void> {
  const [gone] = await tx.delete(aiProviderKeys).where(eq(aiProviderKeys.id, id)).returning();
  if (!gone) throw notFound();
  await recordAudit(tx, { ...origin, action: 'ai.key.remove', targetType: 'ai_provider_key', targetId: gone.id, metadata: { provider: gone.provider, keyHint: gone.keyHint } });
}

/** The firm's budget (when set) and every member's (the default until set). */
export async function firmBudgets(tx: TenantTx, tenantId: string) {
  const now = new Date();
  const people = inHungarianOrder(
    tx,
    await tx.select({ id: users.id, name: users.name }).from(members).innerJoin(users, eq(users.id, members.userId)).where(eq(members.organizationId, tenantId)).orderBy(hungarianOrder(tx, users.name), users.id),
    (p) => p.name,
  );
  const rows = await tx.select().from(aiBudgets).where(eq(aiBudgets.tenantId, tenantId));
  const out = (row: BudgetRow | undefined, userId: string | null, userName: string | null) => ({ userId, userName, ...budgetOut(row, userId ?? tenantId, now) });
  const firm = rows.find((r) => r.userId === null);
  return {
    items: [
      ...(firm ? [out(firm, null, null)] : []),
      ...people.map((p) =>
        out(
          rows.find((r) => r.userId === p.id),
          p.id,
          p.name,
        ),
      ),
    ],
  };
}

/** Sets a member's budget (404 for a non-member), or the firm's with `userId` null; audited. */
export async function setBudget(tx: TenantTx, tenantId: string, origin: RequestOrigin, input: { userId: string | null; dailyLimit: number; monthlyLimit: number }) {
  const { userId, dailyLimit, monthlyLimit } = input;
  if (userId) {
    const [member] = await tx
      .select({ id: members.userId })
      .from(members)
      .where(and(eq(members.organizationId, tenantId), eq(members.userId, userId)));
    if (!member) throw notFound();
  }
  const owner = and(eq(aiBudgets.tenantId, tenantId), userId ? eq(aiBudgets.userId, userId) : isNull(aiBudgets.userId));
  const [existing] = await tx.select().from(aiBudgets).where(owner);
  const [row] = existing
    ? await tx.update(aiBudgets).set({ dailyLimit, monthlyLimit }).where(eq(aiBudgets.id, existing.id)).returning()
    : await tx.insert(aiBudgets).values({ tenantId, userId, dailyLimit, monthlyLimit }).returning();
  await recordAudit(tx, { ...origin, action: 'ai.budget.set', targetType: 'ai_budget', targetId: row!.id, metadata: { userId, dailyLimit, monthlyLimit } });
  return {
    userId,
    userName: null,
    dailyLimit: row!.dailyLimit,
    monthlyLimit: row!.monthlyLimit,
    currentDailySpend: row!.currentDailySpend,
    currentMonthlySpend: row!.currentMonthlySpend,
    alertThresholds: row!.alertThresholds,
  };
}

/** The firm's spend per day and per provider over the last 30 days. */
export async function firmUsage(tx: TenantTx, tenantId: string) {
  const days = await dailySpend(tx, tenantId, null);
  const byProvider = resultRows<{ provider: string; requests: number; failures: number; tokens: number; cost: number; avgResponseMs: number }>(
    await tx.execute(sql`select provider, count(*)::int as requests, count(*) filter (where not success)::int as failures, coalesce(sum(tokens_used), 0)::int as tokens, coalesce(sum(cost), 0)::float8 as cost, coalesce(avg(response_time_ms), 0)::float8 as "avgResponseMs"
      from ai_usage where tenant_id = ${tenantId} and created_at > now() - interval '30 days' group by provider order by provider`),
  );
  return { days, byProvider: byProvider.map((p) => ({ ...p, cost: Number(p.cost), avgResponseMs: Math.round(Number(p.avgResponseMs)) })) };
}

/** A user's own spend per day (30 days) and budget. */
export async function myUsage(tx: TenantTx, tenantId: string, userId: string) {
  const [row] = await tx
    .select()
    .from(aiBudgets)
    .where(and(eq(aiBudgets.tenantId, tenantId), eq(aiBudgets.userId, userId)));
  const budget = budgetOut(row, userId, new Date());
  return { days: await dailySpend(tx, tenantId, userId), budget };
}

/** The firm's AI audit entries, newest first, filtered. */
export async function firmAuditLog(tx: TenantTx, tenantId: string, q: z.infer<typeof auditQuerySchema>) {
  const rows = await tx
    .select({ a: aiAuditLog, userName: users.name })
    .from(aiAuditLog)
    .leftJoin(users, eq(users.id, aiAuditLog.userId))
    .where(
      and(
        eq(aiAuditLog.tenantId, tenantId),
        q.action ? eq(aiAuditLog.action, q.action) : undefined,
        q.provider ? eq(aiAuditLog.provider, q.provider) : undefined,
        q.classification ? eq(aiAuditLog.classification, q.classification) : undefined,
      ),
    )
    .orderBy(desc(aiAuditLog.createdAt))
    .limit(q.limit);
  return { items: rows.map(({ a, userName }) => auditEntryOut(a, userName ?? null)) };
}
