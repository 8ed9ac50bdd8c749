// API shapes of Themis (/api/themis) and the firm's AI administration (/api/ai-modules), issue 19.
// Shared by the routes and the client.
import { z } from 'zod';
import { providerIdSchema } from './ai-modules.schemas';

/** Said plainly when no language model is configured: the answer is passages, not a model's text. */
export const NO_MODEL_NOTICE = 'Nincs beállított nyelvi modell – az alábbi részletek a dokumentumaiból származnak.';
export const NO_MODEL_NO_PASSAGES = 'Nincs beállított nyelvi modell, és a dokumentumaiban nem találtam a kérdéshez illő részletet.';

/**
 * A cited passage. Its source is a vault document (`documentId`; `source` absent or 'document') or
 * a knowledge-base article of the firm (`source: 'kb_article'`, `articleId`, decision 0248).
 */
export const citationSchema = z.object({
  source: z.enum(['document', 'kb_article']).optional(),
  documentId: z.string().optional(),
  articleId: z.string().optional(),
  title: z.string(),
  snippet: z.string(),
  rank: z.number(),
});
export type Citation = z.infer<typeof citationSchema>;

/** The /app page a citation links to: the article (/app/kb/:articleId) or the document. */
export function citationHref(c: Pick<Citation, 'source' | 'documentId' | 'articleId'>): string {
  return c.source === 'kb_article' ? `/app/kb/${encodeURIComponent(c.articleId ?? '')}` : `/app/documents/${encodeURIComponent(c.documentId ?? '')}`;
}

/** The documents among the citations (for the audit log and the model's request context). */
export function citedDocumentIds(citations: readonly Citation[]): string[] {
  return citations.flatMap((c) => (c.source !== 'kb_article' && c.documentId ? [c.documentId] : []));
}

export const themisMessageSchema = z.object({
  id: z.string(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  mode: z.enum(['model', 'retrieval']).nullable(),
  provider: z.string().nullable(),
  model: z.string().nullable(),
  citations: z.array(citationSchema),
  createdAt: z.string(),
});
export type ThemisMessage = z.infer<typeof themisMessageSchema>;

export const conversationSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  matterId: z.string().nullable(),
  matterTitle: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

export const conversationDetailSchema = conversationSummarySchema.extend({ messages: z.array(themisMessageSchema) });
export type ConversationDetail = z.infer<typeof conversationDetailSchema>;

export const createConversationBodySchema = z.object({
  title: z.string().trim().min(1).max(200).optional(),
  matterId: z.string().min(1).max(100).nullable().optional(),
});

export const listConversationsQuerySchema = z.object({ matterId: z.string().min(1).max(100).optional() });

/** The spec's Themis tasks (issue 19): research by default, a summary, a clause, a checklist review, deadlines. */
export const themisTaskTypes = ['legal_research', 'document_summary', 'clause_drafting', 'contract_review', 'deadline_extraction'] as const;
export type ThemisTaskType = (typeof themisTaskTypes)[number];

export const sendMessageBodySchema = z.object({
  content: z.string().trim().min(1, 'Írd be a kérdésedet.').max(8000),
  taskType: z.enum(themisTaskTypes).default('legal_research'),
});

/** The JSON answer (non-streaming); the stream sends the same as its final 'done' event. */
export const sendMessageResponseSchema = z.object({ userMessage: themisMessageSchema, answer: themisMessageSchema });

export const vaultDocumentSchema = z.object({
  id: z.string(),
  title: z.string(),
  matterId: z.string().nullable(),
  matterTitle: z.string().nullable(),
  confidential: z.boolean(),
  indexed: z.boolean(),
  characters: z.number().int(),
  indexedAt: z.string(),
  /** Chunks embedded with the firm's current embedding model (decision 0251); 0 without one. */
  embeddedChunks: z.number().int(),
  /** When the newest of those chunks was embedded; null: none. */
  embeddedAt: z.string().nullable(),
  /** The document itself is in the vault (decision 0252); Themis uses it only if its matter is too. */
  included: z.boolean(),
  /** Its matter is in the vault (true without a matter). */
  matterIncluded: z.boolean(),
});
/** A matter with documents (or left out), with whether its documents are in the vault (decision 0252). */
export const vaultMatterSchema = z.object({ id: z.string(), number: z.string(), title: z.string(), confidential: z.boolean(), included: z.boolean(), documents: z.number().int() });
/** Puts a document or a whole matter into the vault or leaves it out (decision 0252). */
export const vaultSelectionBodySchema = z.object({ included: z.boolean() });
export type VaultMatter = z.infer<typeof vaultMatterSchema>;
/** The firm's embedding model, if any: then Themis adds vector similarity to full text. */
export const vaultEmbeddingSchema = z.object({ provider: providerIdSchema, model: z.string() }).nullable();
export const vaultResponseSchema = z.object({ items: z.array(vaultDocumentSchema), matters: z.array(vaultMatterSchema), embedding: vaultEmbeddingSchema });
export const vaultIndexResponseSchema = z.object({ sources: z.number().int(), embedded: z.number().int(), reused: z.number().int() });
export type VaultDocument = z.infer<typeof vaultDocumentSchema>;
export type VaultResponse = z.infer<typeof vaultResponseSchema>;

// ---- /api/ai-modules: the firm's keys, budgets, usage and audit log ----------------------------------

export const providerKeySchema = z.object({
  id: z.string(),
  provider: providerIdSchema,
  keyHint: z.string(),
  baseUrl: z.string().nullable(),
  model: z.string().nullable(),
  /** Embedding model: set, the vault is embedded and Themis adds vector similarity (decision 0251). */
  embeddingModel: z.string().nullable(),
  enabled: z.boolean(),
  createdAt: z.string(),
});
export type ProviderKey = z.infer<typeof providerKeySchema>;
export const providerKeysResponseSchema = z.object({ items: z.array(providerKeySchema) });

export const addProviderKeyBodySchema = z.object({
  provider: providerIdSchema,
  // Every provider issues keys of visible ASCII; anything else is a paste error.
  apiKey: z
    .string()
    .trim()
    .max(500)
    .regex(/^[\x21-\x7e]*$/, 'Az API-kulcs csak látható ASCII-karaktereket tartalmazhat (szóköz és ékezet nélkül).')
    .default(''),
  baseUrl: z.string().trim().url().max(500).nullable().optional(),
  model: z.string().trim().min(1).max(100).nullable().optional(),
  embeddingModel: z.string().trim().min(1).max(100).nullable().optional(),
});

export const budgetSchema = z.object({
  userId: z.string().nullable(),
  userName: z.string().nullable(),
  dailyLimit: z.number(),
  monthlyLimit: z.number(),
  currentDailySpend: z.number(),
  currentMonthlySpend: z.number(),
  alertThresholds: z.array(z.number()),
});
export type Budget = z.infer<typeof budgetSchema>;
export const budgetsResponseSchema = z.object({ items: z.array(budgetSchema) });
export const setBudgetBodySchema = z.object({
  userId: z.string().min(1).max(100).nullable(),
  dailyLimit: z.number().min(0).max(1_000_000),
  monthlyLimit: z.number().min(0).max(10_000_000),
});

export const auditActions = ['request', 'response', 'error'] as const;
export const auditEntrySchema = z.object({
  id: z.string(),
  requestId: z.string(),
  action: z.enum(auditActions),
  userId: z.string().nullable(),
  userName: z.string().nullable(),
  provider: z.string().nullable(),
  model: z.string().nullable(),
  classification: z.string(),
  categories: z.array(z.string()),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  cost: z.number(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
/** How many AI-log entries (the newest) a list answers with unless it asks otherwise. */
export const AUDIT_DEFAULT_LIMIT = 100;
export const auditQuerySchema = z.object({
  action: z.enum(auditActions).optional(),
  provider: z.string().max(20).optional(),
  classification: z.enum(['public', 'internal', 'confidential', 'restricted']).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(AUDIT_DEFAULT_LIMIT),
});
export const auditResponseSchema = z.object({ items: z.array(auditEntrySchema) });

export const usageDaySchema = z.object({ day: z.string(), requests: z.number(), tokens: z.number(), cost: z.number() });
export const usageResponseSchema = z.object({
  days: z.array(usageDaySchema),
  byProvider: z.array(z.object({ provider: z.string(), requests: z.number(), failures: z.number(), tokens: z.number(), cost: z.number(), avgResponseMs: z.number() })),
  health: z.array(z.object({ provider: z.string(), status: z.string(), latency: z.number(), errorRate: z.number(), lastCheck: z.string() })),
});
export type UsageReport = z.infer<typeof usageResponseSchema>;

/** What every AI user may see of their own: daily spend of the last 30 days and their budget (euro). */
export const myUsageResponseSchema = z.object({
  days: z.array(usageDaySchema),
  budget: z.object({ dailyLimit: z.number(), monthlyLimit: z.number(), currentDailySpend: z.number(), currentMonthlySpend: z.number(), alertThresholds: z.array(z.number()) }),
});
export type MyUsageReport = z.infer<typeof myUsageResponseSchema>;
