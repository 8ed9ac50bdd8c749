// /api/ai (module ai-modules, issue 19): the firm administrator's AI screen – provider keys
// (stored encrypted, shown masked, never returned), budgets, usage and the audit log. Every
// change to keys and budgets goes into the firm's audit trail.
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { defaultBudget, rollBudget } from '@shared/ai/budget';
import {
  addProviderKeyBodySchema,
  auditQuerySchema,
  auditResponseSchema,
  budgetsResponseSchema,
  myUsageResponseSchema,
  providerKeySchema,
  providerKeysResponseSchema,
  setBudgetBodySchema,
  usageResponseSchema,
} from '@shared/ai/themis.schemas';
import { resultRows } from '../../db/client';
import { aiAuditLog, aiBudgets, aiProviderKeys, members, users } from '../../db/schema';
import { type TenantTx, withTenant } from '../../db/tenant-scope';
import { recordAudit, requestOrigin } from '../../audit/audit';
import { notFound } from '../../lib/http-error';
import { contextOf, requirePermission, tenantOf } from '../../plugins/request-context';
import { aiKeySecret, auditEntryOut, budgetOf } from './ai-wiring';
import type { AiGateway } from './gateway/gateway';
import { keyOut, storedKeyValues } from './provider-keys';
import { errorResponses, idParam } from '../../lib/route-schemas';

const errors = errorResponses(400, 401, 403, 404, 409);


/** Requests, tokens and € per Budapest day of the last 30 days, of the firm or of one user. */
async function dailySpend(tx: TenantTx, tenantId: string, userId: string | null) {
  const days = resultRows<{ day: string; requests: number; tokens: number; cost: number }>(
    await tx.execute(sql`select to_char(created_at at time zone 'Europe/Budapest', 'YYYY-MM-DD') as day, count(*)::int as requests, coalesce(sum(tokens_used), 0)::int as tokens, coalesce(sum(cost), 0)::float8 as cost
      from ai_usage where tenant_id = ${tenantId} and created_at > now() - interval '30 days' ${userId ? sql`and user_id = ${userId}` : sql``} group by 1 order by 1`),
  );
  return days.map((d) => ({ ...d, cost: Number(d.cost) }));
}

export function registerAiAdminRoutes(app: FastifyInstance, gateway: AiGateway) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const canManage = requirePermission(app, 'canManageOwnCompany');

  function inFirm<T>(request: FastifyRequest, work: (tx: TenantTx, tenantId: string) => Promise<T>): Promise<T> {
    const tenantId = tenantOf(request);
    return withTenant(app.db, tenantId, (tx) => work(tx, tenantId), { userId: contextOf(request).user.id });
  }

  r.get(
    '/api/ai/keys',
    { preHandler: canManage, schema: { tags: ['ai'], summary: 'A cég AI-szolgáltatói kulcsai (maszkolva)', response: { 200: providerKeysResponseSchema, ...errors } } },
    async (request) => inFirm(request, async (tx, tenantId) => ({ items: (await tx.select().from(aiProviderKeys).where(eq(aiProviderKeys.tenantId, tenantId)).orderBy(aiProviderKeys.provider)).map(keyOut) })),
  );

  r.post(
    '/api/ai/keys',
    { preHandler: canManage, schema: { tags: ['ai'], summary: 'Szolgáltatói kulcs felvétele vagy cseréje (titkosítva tároljuk)', body: addProviderKeyBodySchema, response: { 201: providerKeySchema, ...errors } } },
    async (request, reply) => {
      const { provider } = request.body;
      const row = await inFirm(request, async (tx, tenantId) => {
        const values = storedKeyValues(aiKeySecret(app), tenantId, request.body, contextOf(request).user.id);
        const [saved] = await tx
          .insert(aiProviderKeys)
          .values({ tenantId, provider, ...values })
          .onConflictDoUpdate({ target: [aiProviderKeys.tenantId, aiProviderKeys.provider], set: values })
          .returning();
        await recordAudit(tx, { ...requestOrigin(request), action: 'ai.key.set', targetType: 'ai_provider_key', targetId: saved!.id, metadata: { provider, keyHint: values.keyHint, baseUrl: values.baseUrl } });
        return saved!;
      });
      reply.code(201);
      return keyOut(row);
    },
  );

  r.delete(
    '/api/ai/keys/:id',
    { preHandler: canManage, schema: { tags: ['ai'], summary: 'Szolgáltatói kulcs törlése', params: idParam, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await inFirm(request, async (tx) => {
        const [gone] = await tx.delete(aiProviderKeys).where(eq(aiProviderKeys.id, request.params.id)).returning();
        if (!gone) throw notFound();
        await recordAudit(tx, { ...requestOrigin(request), action: 'ai.key.remove', targetType: 'ai_provider_key', targetId: gone.id, metadata: { provider: gone.provider, keyHint: gone.keyHint } });
      });
      return reply.code(204).send(null);
    },
  );

  r.get(
    '/api/ai/budgets',
    { preHandler: canManage, schema: { tags: ['ai'], summary: 'A cég és a felhasználók AI-költségkeretei (euró)', response: { 200: budgetsResponseSchema, ...errors } } },
    async (request) =>
      inFirm(request, async (tx, tenantId) => {
        const now = new Date();
        const people = await tx.select({ id: users.id, name: users.name }).from(members).innerJoin(users, eq(users.id, members.userId)).where(eq(members.organizationId, tenantId)).orderBy(users.name);
        const rows = await tx.select().from(aiBudgets).where(eq(aiBudgets.tenantId, tenantId));
        const out = (row: (typeof rows)[number] | undefined, userId: string | null, userName: string | null) => {
          const b = rollBudget(
            row ? budgetOf(row, userId ?? tenantId) : defaultBudget(userId ?? tenantId, now),
            now,
          );
          return { userId, userName, dailyLimit: b.dailyLimit, monthlyLimit: b.monthlyLimit, currentDailySpend: b.currentDailySpend, currentMonthlySpend: b.currentMonthlySpend, alertThresholds: b.alertThresholds };
        };
        const firm = rows.find((r) => r.userId === null);
        return { items: [...(firm ? [out(firm, null, null)] : []), ...people.map((p) => out(rows.find((r) => r.userId === p.id), p.id, p.name))] };
      }),
  );

  r.put(
    '/api/ai/budgets',
    { preHandler: canManage, schema: { tags: ['ai'], summary: 'Költségkeret beállítása (felhasználó, vagy userId null: az egész cég)', body: setBudgetBodySchema, response: { 200: budgetsResponseSchema.shape.items.element, ...errors } } },
    async (request) =>
      inFirm(request, async (tx, tenantId) => {
        const { userId, dailyLimit, monthlyLimit } = request.body;
        if (userId) {
          const [member] = await tx.select({ id: members.userId }).from(members).where(and(eq(members.organizationId, tenantId), eq(members.userId, userId)));
          if (!member) throw notFound();
        }
        const owner = and(eq(aiBudgets.tenantId, tenantId), userId ? eq(aiBudgets.userId, userId) : isNull(aiBudgets.userId));
        const [existing] = await tx.select().from(aiBudgets).where(owner);
        const [row] = existing
          ? await tx.update(aiBudgets).set({ dailyLimit, monthlyLimit }).where(eq(aiBudgets.id, existing.id)).returning()
          : await tx.insert(aiBudgets).values({ tenantId, userId, dailyLimit, monthlyLimit }).returning();
        await recordAudit(tx, { ...requestOrigin(request), action: 'ai.budget.set', targetType: 'ai_budget', targetId: row!.id, metadata: { userId, dailyLimit, monthlyLimit } });
        return { userId, userName: null, dailyLimit: row!.dailyLimit, monthlyLimit: row!.monthlyLimit, currentDailySpend: row!.currentDailySpend, currentMonthlySpend: row!.currentMonthlySpend, alertThresholds: row!.alertThresholds };
      }),
  );

  r.get(
    '/api/ai/usage',
    { preHandler: canManage, schema: { tags: ['ai'], summary: 'AI-használat és költés az elmúlt 30 napban, szolgáltatónként; szolgáltatói állapot', response: { 200: usageResponseSchema, ...errors } } },
    async (request) => {
      // Read before the firm's transaction: the shared health rows are the gateway's (owner connection).
      const health = (await gateway.healthOf(tenantOf(request))).map((h) => ({ provider: h.provider, status: h.status, latency: h.latency, errorRate: h.errorRate, lastCheck: h.lastCheck }));
      return inFirm(request, async (tx, tenantId) => {
        const days = await dailySpend(tx, tenantId, null);
        const byProvider = resultRows<{ provider: string; requests: number; failures: number; tokens: number; cost: number; avgResponseMs: number }>(
          await tx.execute(sql`select provider, count(*)::int as requests, count(*) filter (where not success)::int as failures, coalesce(sum(tokens_used), 0)::int as tokens, coalesce(sum(cost), 0)::float8 as cost, coalesce(avg(response_time_ms), 0)::float8 as "avgResponseMs"
            from ai_usage where tenant_id = ${tenantId} and created_at > now() - interval '30 days' group by provider order by provider`),
        );
        return { days, byProvider: byProvider.map((p) => ({ ...p, cost: Number(p.cost), avgResponseMs: Math.round(Number(p.avgResponseMs)) })), health };
      });
    },
  );

  r.get(
    '/api/ai/usage/mine',
    { preHandler: requirePermission(app, 'canUseAI'), schema: { tags: ['ai'], summary: 'A saját AI-költésem naponta (30 nap) és a költségkeretem', response: { 200: myUsageResponseSchema, ...errors } } },
    async (request) =>
      inFirm(request, async (tx, tenantId) => {
        const userId = contextOf(request).user.id;
        const now = new Date();
        const [row] = await tx.select().from(aiBudgets).where(and(eq(aiBudgets.tenantId, tenantId), eq(aiBudgets.userId, userId)));
        const b = rollBudget(row ? budgetOf(row, userId) : defaultBudget(userId, now), now);
        const budget = { dailyLimit: b.dailyLimit, monthlyLimit: b.monthlyLimit, currentDailySpend: b.currentDailySpend, currentMonthlySpend: b.currentMonthlySpend, alertThresholds: b.alertThresholds };
        return { days: await dailySpend(tx, tenantId, userId), budget };
      }),
  );

  r.get(
    '/api/ai/audit',
    { preHandler: canManage, schema: { tags: ['ai'], summary: 'AI-naplóbejegyzések (kérés, válasz, hiba) szűrőkkel', querystring: auditQuerySchema, response: { 200: auditResponseSchema, ...errors } } },
    async (request) =>
      inFirm(request, async (tx, tenantId) => {
        const q = request.query;
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
        return {
          items: rows.map(({ a, userName }) => auditEntryOut(a, userName ?? null)),
        };
      }),
  );
}
