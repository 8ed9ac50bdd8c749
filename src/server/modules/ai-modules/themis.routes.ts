// /api/themis (module themis, issue 19): conversations and the question run. A run is metered as
// agent_run (atomic, decision 0041) after the budgets allow it; the answer streams as
// text/event-stream when the browser asks for it (Accept), else comes back as JSON.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AIError, isAIError } from '@shared/ai-modules/ai-errors';
import { checkBudget } from '@shared/ai-modules/budget';
import {
  citedDocumentIds,
  conversationDetailSchema,
  createConversationBodySchema,
  listConversationsQuerySchema,
  sendMessageBodySchema,
  sendMessageResponseSchema,
  vaultIndexResponseSchema,
  vaultResponseSchema,
  vaultSelectionBodySchema,
} from '@shared/ai-modules/themis.schemas';
import { conversationSummarySchema } from '@shared/ai-modules/themis.schemas';
import type { ErrorCode } from '@shared/errors/errors';
import { type TenantTx, withTenant } from '../../db/tenant-scope';
import { HttpError } from '../../lib/http-error';
import { contextOf, requirePermission, tenantOf } from '../../plugins/request-context';
import { consumeMeteredAction } from '../billing';
import { vaultOf } from './themis-vault.repo';
import { chooseForVault } from './themis-vault.actions';
import { aiKeySecret, alertDelivery, hasProviderKey, writeAudit } from './ai-wiring';
import { embeddingConfigOf, indexFirm, questionVector } from './embeddings';
import { checkActivity } from './alerts.service';
import type { AiGateway, GatewayContext } from './gateway/gateway';
import { formatSse } from './gateway/sse';
import { type Actor, conversationDetail, conversationRow, createConversation, gatewayRequest, listConversations, prepareRun, retrievalAnswer, retrievalClassification, saveAnswer } from './themis.service';
import { errorResponses, idParam } from '../../lib/route-schemas';
import { tenantScope } from '../../lib/route-scope';

/** Documents embedded by one "index now" request (the sweep does the rest). */
const VAULT_INDEX_NOW_LIMIT = 100;

const errors = errorResponses(400, 401, 402, 403, 404, 409, 429, 502, 503);

/**
 * Spec 8 AI errors as API errors: budgets keep the spec's exact text as the message; a rate limit
 * tells the client when to come back (Retry-After, seconds) when the reply is given.
 */
export function httpErrorOfAi(error: AIError, reply?: FastifyReply): HttpError {
  if (reply && error.type === 'rate_limit' && error.retryAfter !== undefined) reply.header('retry-after', String(error.retryAfter));
  switch (error.code) {
    case 'DAILY_BUDGET_EXCEEDED':
    case 'MONTHLY_BUDGET_EXCEEDED':
      return new HttpError(402, error.code, error.message);
    case 'NO_AVAILABLE_PROVIDERS':
      return new HttpError(503, 'NO_AVAILABLE_PROVIDERS', error.message);
    default:
      if (error.type === 'invalid_request') return new HttpError(400, 'AI_REQUEST_INVALID', error.message);
      if (error.type === 'rate_limit') return new HttpError(429, 'RATE_LIMITED', error.message);
      return new HttpError(502, 'AI_PROVIDER_ERROR', error.message);
  }
}

function sseHeaders(reply: FastifyReply) {
  reply.hijack();
  reply.raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
    'x-content-type-options': 'nosniff',
  });
}

function wantsStream(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/event-stream');
}

export function registerThemisRoutes(app: FastifyInstance, gateway: AiGateway) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const canUse = requirePermission(app, 'canUseAI');

  const actorOf = (request: FastifyRequest): Actor => ({ tenantId: tenantOf(request), userId: contextOf(request).user.id });
  function inFirm<T>(request: FastifyRequest, work: (tx: TenantTx, actor: Actor) => Promise<T>): Promise<T> {
    const actor = actorOf(request);
    return withTenant(app.db, actor.tenantId, (tx) => work(tx, actor), { userId: actor.userId });
  }

  r.post(
    '/api/themis/conversations',
    { preHandler: canUse, schema: { tags: ['themis'], summary: 'Új Themis-beszélgetés (ügyhöz is köthető)', body: createConversationBodySchema, response: { 201: conversationDetailSchema, ...errors } } },
    async (request, reply) => {
      const detail = await inFirm(request, async (tx, actor) => conversationDetail(tx, actor, await createConversation(tx, actor, request.body)));
      reply.code(201);
      return detail;
    },
  );

  r.get(
    '/api/themis/conversations',
    {
      preHandler: canUse,
      schema: { tags: ['themis'], summary: 'A felhasználó Themis-beszélgetései', querystring: listConversationsQuerySchema, response: { 200: z.object({ items: z.array(conversationSummarySchema) }), ...errors } },
    },
    async (request) => inFirm(request, async (tx, actor) => ({ items: await listConversations(tx, actor, request.query) })),
  );

  r.get(
    '/api/themis/conversations/:id',
    { preHandler: canUse, schema: { tags: ['themis'], summary: 'Egy beszélgetés üzenetei hivatkozásokkal', params: idParam, response: { 200: conversationDetailSchema, ...errors } } },
    async (request) => inFirm(request, (tx, actor) => conversationDetail(tx, actor, request.params.id)),
  );

  r.get(
    '/api/themis/vault',
    { preHandler: canUse, schema: { tags: ['themis'], summary: 'A Themis által használható dokumentumok és indexelésük', response: { 200: vaultResponseSchema, ...errors } } },
    async (request) => {
      const embedding = await embeddingConfigOf(app.db, aiKeySecret(app), tenantOf(request));
      return inFirm(request, (tx) => vaultOf(tx, embedding));
    },
  );

  // The vault selection (decision 0252): whoever may manage the firm's AI (the same permission as
  // "index now") puts a document or a whole matter into Themis's vault or leaves it out. Under RLS
  // a confidential matter and its documents are not found outside its team (404).
  const canManage = requirePermission(app, 'canManageOwnCompany');
  const inFirmAsActor = tenantScope(app);
  const selectionRoutes = [
    { kind: 'document', url: '/api/themis/vault/documents/:id', summary: 'Egy dokumentum a Themis-tárba vagy ki belőle' },
    { kind: 'matter', url: '/api/themis/vault/matters/:id', summary: 'Egy ügy dokumentumai a Themis-tárba vagy ki belőle' },
  ] as const;
  for (const route of selectionRoutes) {
    r.put(route.url, { preHandler: canManage, schema: { tags: ['themis'], summary: route.summary, params: idParam, body: vaultSelectionBodySchema, response: { 200: vaultSelectionBodySchema, ...errors } } }, (request) =>
      inFirmAsActor(request, (tx, actor) => chooseForVault(tx, actor, route.kind, request.params.id, request.body.included)),
    );
  }

  r.post(
    '/api/themis/vault/embeddings',
    {
      preHandler: canManage,
      schema: { tags: ['themis'], summary: 'A tár beágyazása most (a háttérfolyamat is megteszi)', response: { 200: vaultIndexResponseSchema, ...errors } },
    },
    async (request) => {
      const tenantId = tenantOf(request);
      const config = await embeddingConfigOf(app.db, aiKeySecret(app), tenantId);
      if (!config) throw new HttpError(409, 'EMBEDDING_NOT_CONFIGURED');
      try {
        return await indexFirm(app.db, gateway, tenantId, config, VAULT_INDEX_NOW_LIMIT);
      } catch (error) {
        throw isAIError(error) ? httpErrorOfAi(error) : error;
      }
    },
  );

  r.post(
    '/api/themis/conversations/:id/messages',
    {
      preHandler: canUse,
      schema: {
        tags: ['themis'],
        summary: 'Kérdés Themishez: válasz a dokumentumokból (SSE-folyam, ha Accept: text/event-stream)',
        params: idParam,
        body: sendMessageBodySchema,
        response: { 200: sendMessageResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const question = request.body.content;
      // Only a run that calls a model is an AI agent run (decision 0331): without a provider key the
      // answer is the cited passages alone, free of the plan's quota and of the spending budgets.
      const modelFree = !(await hasProviderKey(app.db, actor.tenantId));
      // Budgets first (spec 8 texts), so a run the budget refuses is not metered.
      for (const { budget } of modelFree ? [] : ((await gateway.budgets?.applicable(actor, 'openai', new Date())) ?? [])) {
        const refusal = checkBudget(budget, 0);
        if (refusal) throw httpErrorOfAi(refusal);
      }
      // An unknown or foreign conversation answers 404 before an agent run is counted (issue 34.8).
      await inFirm(request, (tx) => conversationRow(tx, actor, request.params.id));
      if (!modelFree) await consumeMeteredAction(app.db, { tenantId: actor.tenantId, userId: actor.userId, action: 'agent_run', payWithCredits: false, metadata: { source: 'themis', conversationId: request.params.id } });
      const stream = wantsStream(request);
      const context: GatewayContext = { tenantId: actor.tenantId, ipAddress: request.ip, userAgent: request.headers['user-agent'] ?? null };
      // With the firm's embedding model, the question's vector joins the full text (decision 0251).
      const vector = await questionVector(app.db, gateway, aiKeySecret(app), actor, question, context, (error) => request.log.warn({ err: error }, 'Themis question embedding failed; full text only'));
      const run = await inFirm(request, (tx) => prepareRun(tx, actor, request.params.id, question, vector));

      // The firm's own key, or a platform-wide one (read outside the firm's transaction, decision 0242).
      if (modelFree) {
        const requestId = randomUUID();
        await writeAudit(app.db, {
          id: randomUUID(),
          tenantId: actor.tenantId,
          userId: actor.userId,
          requestId,
          action: 'request',
          provider: null,
          model: null,
          dataClassification: retrievalClassification(question, run.citations),
          ipAddress: context.ipAddress ?? null,
          userAgent: context.userAgent ?? null,
          timestamp: new Date().toISOString(),
          details: { mode: 'retrieval', taskType: request.body.taskType, documents: citedDocumentIds(run.citations), promptChars: question.length },
        });
        const answer = await inFirm(request, (tx) => saveAnswer(tx, actor, run.conversationId, { content: retrievalAnswer(run.citations), mode: 'retrieval', requestId, citations: run.citations }));
        // A retrieval-only run is an AI operation too: the user's anomaly rules look at it.
        await checkActivity(app.db, actor.tenantId, actor.userId, new Date(), alertDelivery(app)).catch((error: unknown) => request.log.error({ err: error }, 'AI alert check failed'));
        if (!stream) return { userMessage: run.userMessage, answer };
        sseHeaders(reply);
        reply.raw.write(formatSse('citations', { citations: run.citations }));
        reply.raw.write(formatSse('delta', { text: answer.content }));
        reply.raw.end(formatSse('done', { userMessage: run.userMessage, answer }));
        return reply;
      }

      const controller = new AbortController();
      request.raw.on('close', () => {
        if (!reply.raw.writableFinished) controller.abort();
      });
      const aiContext = { ...context, signal: controller.signal };
      const input = gatewayRequest(actor, run, question, stream, request.body.taskType);

      if (!stream) {
        let response;
        try {
          response = await gateway.generate(input, aiContext);
        } catch (error) {
          throw isAIError(error) ? httpErrorOfAi(error, reply) : error;
        }
        const answer = await inFirm(request, (tx) =>
          saveAnswer(tx, actor, run.conversationId, { content: response.content, mode: 'model', provider: response.provider, model: response.model, requestId: response.requestId, citations: run.citations }),
        );
        return { userMessage: run.userMessage, answer };
      }

      // Streaming: failures before the first event are still ordinary API errors.
      const events = gateway.stream(input, aiContext)[Symbol.asyncIterator]();
      let step;
      try {
        step = await events.next();
      } catch (error) {
        throw isAIError(error) ? httpErrorOfAi(error, reply) : error;
      }
      sseHeaders(reply);
      reply.raw.write(formatSse('citations', { citations: run.citations }));
      let text = '';
      try {
        for (; !step.done; step = await events.next()) {
          const ev = step.value;
          if (ev.type === 'start') reply.raw.write(formatSse('start', { provider: ev.provider, model: ev.model }));
          else if (ev.type === 'delta') {
            text += ev.text;
            reply.raw.write(formatSse('delta', { text: ev.text }));
          } else {
            const response = ev.response;
            const answer = await inFirm(request, (tx) =>
              saveAnswer(tx, actor, run.conversationId, { content: response.content || text, mode: 'model', provider: response.provider, model: response.model, requestId: response.requestId, citations: run.citations }),
            );
            reply.raw.write(formatSse('done', { userMessage: run.userMessage, answer }));
          }
        }
      } catch (error) {
        const failure = isAIError(error) ? httpErrorOfAi(error) : new HttpError(500, 'INTERNAL_ERROR');
        if (!isAIError(error)) request.log.error({ err: error }, 'Themis stream failed');
        reply.raw.write(formatSse('error', { code: failure.code as ErrorCode, message: failure.message }));
      }
      reply.raw.end();
      return reply;
    },
  );
}
