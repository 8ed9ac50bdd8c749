// The AI gateway's storage and Themis (issue 19, decisions 0190–0194). Every table is
// tenant-isolated by RLS. Provider keys are stored only as AES-256-GCM ciphertext (server secret),
// with a masked hint for the UI; the plain key never leaves the server. Conversations belong to a
// user: the policy adds "own rows only" on top of the firm.
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, numeric, pgPolicy, pgTable, primaryKey, real, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { alertConditions, alertSeverities } from '@shared/ai-modules/ai-modules.schemas';
import { alertRuleTypes, platformAlertRuleTypes } from '@shared/ai-modules/alerts.schemas';
import { users } from './auth';
import { kbArticles } from './knowledge';
import { matters, tenantIdColumn as tenantId, uuidPrimaryKey as id } from './matters';
import { appRole, tenantIsolationPolicy } from './rls';

/** The columns of a stored provider key: a firm's (below) or a platform-wide one (decision 0242). */
const providerKeyColumns = () => ({
  provider: text('provider', { enum: ['openai', 'anthropic', 'azure', 'google', 'local'] }).notNull(),
  /** base64(iv | tag | ciphertext), AES-256-GCM under AI_KEY_SECRET. */
  keyCiphertext: text('key_ciphertext').notNull(),
  /** "sk-…a1b2": what the UI shows. */
  keyHint: text('key_hint').notNull(),
  /** Azure endpoint or a local OpenAI-compatible server URL. */
  baseUrl: text('base_url'),
  /** Preferred model id (optional; else the provider's default model). */
  model: text('model'),
  /**
   * Embedding model (OpenAI, local, Azure deployment); set: the firm's vault is embedded with it and
   * Themis adds vector similarity to full text (decision 0251).
   */
  embeddingModel: text('embedding_model'),
  enabled: boolean('enabled').notNull().default(true),
  createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const aiProviderKeys = pgTable('ai_provider_keys', { id: id(), tenantId: tenantId(), ...providerKeyColumns() }, (t) => [
  uniqueIndex('ai_provider_keys_tenant_provider_uq').on(t.tenantId, t.provider),
  tenantIsolationPolicy('ai_provider_keys'),
]).enableRLS();

/**
 * Platform-wide provider keys (decision 0242): used for a firm that stored no key of its own. A
 * platform table (no tenant): only the gateway and the platform admin's routes (owner connection)
 * read it; request transactions (vi_app) have no rights on it. Encrypted like the firm keys, with
 * "platform" as the associated data.
 */
export const aiPlatformKeys = pgTable('ai_platform_keys', { id: id(), ...providerKeyColumns() }, (t) => [unique('ai_platform_keys_provider_uq').on(t.provider)]);

/** Spec 3.7 audit log: every request, response and error with classification, IP and user agent. */
export const aiAuditLog = pgTable(
  'ai_audit_log',
  {
    id: id(),
    tenantId: tenantId(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    requestId: text('request_id').notNull(),
    action: text('action', { enum: ['request', 'response', 'error'] }).notNull(),
    provider: text('provider'),
    model: text('model'),
    classification: text('classification').notNull(),
    categories: text('categories')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    cost: numeric('cost', { precision: 14, scale: 6, mode: 'number' }).notNull().default(0),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ai_audit_log_tenant_created_idx').on(t.tenantId, t.createdAt), index('ai_audit_log_request_idx').on(t.tenantId, t.requestId), tenantIsolationPolicy('ai_audit_log')],
).enableRLS();

/** Spec 3.7 usage metric, one row per provider call (success or failure). */
export const aiUsage = pgTable(
  'ai_usage',
  {
    id: id(),
    tenantId: tenantId(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    requestId: text('request_id'),
    provider: text('provider').notNull(),
    model: text('model').notNull(),
    taskType: text('task_type').notNull(),
    tokensUsed: integer('tokens_used').notNull().default(0),
    cost: numeric('cost', { precision: 14, scale: 6, mode: 'number' }).notNull().default(0),
    responseTimeMs: integer('response_time_ms').notNull().default(0),
    success: boolean('success').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ai_usage_tenant_created_idx').on(t.tenantId, t.createdAt), tenantIsolationPolicy('ai_usage')],
).enableRLS();

/** Spec 3.7 cost budget of a user or of the firm (user_id null), with its rolling spend. */
export const aiBudgets = pgTable(
  'ai_budgets',
  {
    id: id(),
    tenantId: tenantId(),
    /** null: the firm's budget. */
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    dailyLimit: numeric('daily_limit', { precision: 14, scale: 6, mode: 'number' }).notNull(),
    monthlyLimit: numeric('monthly_limit', { precision: 14, scale: 6, mode: 'number' }).notNull(),
    currentDailySpend: numeric('current_daily_spend', { precision: 14, scale: 6, mode: 'number' }).notNull().default(0),
    currentMonthlySpend: numeric('current_monthly_spend', { precision: 14, scale: 6, mode: 'number' }).notNull().default(0),
    alertThresholds: jsonb('alert_thresholds').$type<number[]>().notNull().default([50, 80, 95]),
    lastReset: timestamp('last_reset', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('ai_budgets_owner_uq').on(t.tenantId, sql`coalesce(${t.userId}, '')`), tenantIsolationPolicy('ai_budgets')],
).enableRLS();

/** A rule's settings, shared by a firm's alert rules and the platform's (decisions 0240, 0254). */
const ruleSettingColumns = () => ({
  condition: text('condition', { enum: alertConditions }).notNull().default('greater_than'),
  threshold: numeric('threshold', { precision: 16, scale: 6, mode: 'number' }).notNull(),
  timeWindowMs: bigint('time_window_ms', { mode: 'number' }).notNull(),
  enabled: boolean('enabled').notNull().default(true),
  /** E-mail addresses mailed once per alert; members among them also get the bell notice (0265). */
  notificationTargets: text('notification_targets')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
});

/** Who made a rule and when it changed. */
const ruleStampColumns = () => ({
  createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** What an alert says (firm and platform alerts alike). */
const alertBodyColumns = () => ({
  severity: text('severity', { enum: alertSeverities }).notNull(),
  title: text('title').notNull(),
  message: text('message').notNull(),
  metrics: jsonb('metrics').$type<Record<string, number>>().notNull().default({}),
});

/** An alert's created → acknowledged → resolved with who and when, and when its e-mail was claimed (once per alert, 0254). */
const alertLifecycleColumns = () => ({
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
  acknowledgedBy: text('acknowledged_by').references(() => users.id, { onDelete: 'set null' }),
  resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  resolvedBy: text('resolved_by').references(() => users.id, { onDelete: 'set null' }),
  mailedAt: timestamp('mailed_at', { withTimezone: true }),
});

/**
 * Alert rules of a firm (spec 3.7, decision 0240): the spec's four metric types, budget thresholds
 * (percent of a daily or monthly limit) and the anomaly rules. `builtin` names a rule of the default
 * set (made once per firm), null for the firm's own rules.
 */
export const aiAlertRules = pgTable(
  'ai_alert_rules',
  {
    id: id(),
    tenantId: tenantId(),
    name: text('name').notNull(),
    type: text('type', { enum: alertRuleTypes }).notNull(),
    ...ruleSettingColumns(),
    builtin: text('builtin'),
    ...ruleStampColumns(),
  },
  (t) => [uniqueIndex('ai_alert_rules_builtin_uq').on(t.tenantId, t.builtin), tenantIsolationPolicy('ai_alert_rules')],
).enableRLS();

/**
 * Alerts (spec 3.7/4): created → acknowledged → resolved, with who and when. `dedupe_key` makes a
 * budget threshold alert once per budget, period and threshold; `open_key` keeps one open alert per
 * metric rule (and per anomaly rule and user). Both unique, so concurrent checks insert one row.
 */
export const aiAlerts = pgTable(
  'ai_alerts',
  {
    id: id(),
    tenantId: tenantId(),
    ruleId: text('rule_id').references(() => aiAlertRules.id, { onDelete: 'set null' }),
    type: text('type', { enum: alertRuleTypes }).notNull(),
    ...alertBodyColumns(),
    /** The user whose budget or activity it is about (null: the firm). */
    subjectUserId: text('subject_user_id').references(() => users.id, { onDelete: 'set null' }),
    dedupeKey: text('dedupe_key'),
    openKey: text('open_key'),
    ...alertLifecycleColumns(),
  },
  (t) => [
    uniqueIndex('ai_alerts_dedupe_uq').on(t.tenantId, t.dedupeKey),
    uniqueIndex('ai_alerts_open_uq')
      .on(t.tenantId, t.openKey)
      .where(sql`${t.resolvedAt} is null`),
    index('ai_alerts_tenant_created_idx').on(t.tenantId, t.createdAt),
    tenantIsolationPolicy('ai_alerts'),
  ],
).enableRLS();

/**
 * Platform-level alert rules (decision 0254): the platform admin's rules over every firm's usage,
 * optionally of one provider – total spend in a window, or the spec's four metric types. Platform
 * tables (no tenant): vi_app has no rights on them; only the platform admin's routes and the
 * monitoring sweep (owner connection) read them.
 */
export const aiPlatformAlertRules = pgTable('ai_platform_alert_rules', {
  id: id(),
  name: text('name').notNull(),
  type: text('type', { enum: platformAlertRuleTypes }).notNull(),
  /** null: every provider. */
  provider: text('provider', { enum: ['openai', 'anthropic', 'azure', 'google', 'local'] }),
  ...ruleSettingColumns(),
  ...ruleStampColumns(),
});

/** Alerts of the platform rules: created → acknowledged → resolved, one open alert per rule. */
export const aiPlatformAlerts = pgTable(
  'ai_platform_alerts',
  {
    id: id(),
    ruleId: text('rule_id').references(() => aiPlatformAlertRules.id, { onDelete: 'set null' }),
    type: text('type', { enum: platformAlertRuleTypes }).notNull(),
    ...alertBodyColumns(),
    openKey: text('open_key'),
    ...alertLifecycleColumns(),
  },
  (t) => [
    uniqueIndex('ai_platform_alerts_open_uq')
      .on(t.openKey)
      .where(sql`${t.resolvedAt} is null`),
    index('ai_platform_alerts_created_idx').on(t.createdAt),
  ],
);

/**
 * When each monitoring job last ran (decision 0253), shared by every instance: a job runs when
 * its row is claimed (last_run_at older than its cadence), so the hourly cleanup runs once an
 * hour across instances and restarts. A platform table.
 */
export const aiMonitorRuns = pgTable('ai_monitor_runs', {
  job: text('job').primaryKey(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }).notNull(),
});

/**
 * Provider rate-limit counters (spec 9 table) shared by every app instance (decision 0231): one row
 * per provider and key scope, the clock minute and UTC day windows, and a 429 block. A platform
 * table (no tenant data: the key is "provider:scope"); only the gateway reads it, under a row lock.
 */
export const aiRateLimits = pgTable('ai_rate_limits', {
  key: text('key').primaryKey(),
  minute: bigint('minute', { mode: 'number' }).notNull(),
  minuteRequests: integer('minute_requests').notNull().default(0),
  minuteTokens: bigint('minute_tokens', { mode: 'number' }).notNull().default(0),
  day: bigint('day', { mode: 'number' }).notNull(),
  dayRequests: integer('day_requests').notNull().default(0),
  dayTokens: bigint('day_tokens', { mode: 'number' }).notNull().default(0),
  /** Epoch ms until which the provider refused us (429 + retry-after, else the 60 s grace). */
  blockedUntil: bigint('blocked_until', { mode: 'number' }).notNull().default(0),
});

/**
 * Provider health (spec 4) as the instances last judged it, per provider and key scope: a provider
 * one instance found down is skipped by every instance until next_check (decision 0231).
 */
export const aiProviderHealth = pgTable(
  'ai_provider_health',
  {
    provider: text('provider').notNull(),
    scope: text('scope').notNull(),
    status: text('status', { enum: ['healthy', 'degraded', 'down'] }).notNull(),
    latency: integer('latency').notNull().default(0),
    errorRate: real('error_rate').notNull().default(0),
    lastCheck: timestamp('last_check', { withTimezone: true }).notNull(),
    nextCheck: timestamp('next_check', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.scope] })],
);

/**
 * Embeddings of the chunks of the firm's vault (decision 0251): one row per chunk of a source (a
 * document's current version) with the model and the vector as `real[]` (no pgvector here; the
 * swap is a later migration). `text_hash` = sha256(model + chunk text): an unchanged chunk is not
 * embedded again when a new version or a re-index comes. Vectors are stored unit-length, so the
 * cosine similarity is the dot product. Visibility is the source's: retrieval joins `documents`
 * under the user's RLS, so a confidential matter's chunks stay out for anyone outside its team.
 */
export const documentChunkEmbeddings = pgTable(
  'document_chunk_embeddings',
  {
    id: id(),
    tenantId: tenantId(),
    sourceType: text('source_type', { enum: ['document', 'kb_article'] }).notNull(),
    sourceId: text('source_id').notNull(),
    /** The document version the chunks were cut from; for an article its version number (decision 0266). */
    versionId: text('version_id'),
    /** An article's chunks (source_type kb_article): deleted with the article (decision 0266). */
    articleId: text('article_id').references(() => kbArticles.id, { onDelete: 'cascade' }),
    chunkIndex: integer('chunk_index').notNull(),
    /** Where the chunk is in the source's text (characters, end exclusive). */
    charStart: integer('char_start').notNull(),
    charEnd: integer('char_end').notNull(),
    textHash: text('text_hash').notNull(),
    provider: text('provider').notNull(),
    model: text('model').notNull(),
    dimensions: integer('dimensions').notNull(),
    embedding: real('embedding').array().notNull(),
    embeddedAt: timestamp('embedded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('document_chunk_embeddings_chunk_uq').on(t.tenantId, t.sourceType, t.sourceId, t.chunkIndex),
    index('document_chunk_embeddings_model_idx').on(t.tenantId, t.model, t.dimensions),
    index('document_chunk_embeddings_article_idx').on(t.articleId),
    tenantIsolationPolicy('document_chunk_embeddings'),
  ],
).enableRLS();

/** A conversation is its author's: firm isolation plus own rows (no colleague reads another's chat). */
const ownConversation = sql.raw(`tenant_id = (select vi_request_tenant()) and user_id = (select vi_request_user())`);

export const themisConversations = pgTable(
  'themis_conversations',
  {
    id: id(),
    tenantId: tenantId(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    matterId: text('matter_id').references(() => matters.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('themis_conversations_user_idx').on(t.tenantId, t.userId, t.updatedAt),
    pgPolicy('themis_conversations_own', { as: 'permissive', for: 'all', to: appRole, using: ownConversation, withCheck: ownConversation }),
  ],
).enableRLS();

export interface ThemisCitation {
  /** Absent on citations stored before decision 0248: a document. */
  source?: 'document' | 'kb_article';
  documentId?: string;
  articleId?: string;
  title: string;
  snippet: string;
  rank: number;
}

export const themisMessages = pgTable(
  'themis_messages',
  {
    id: id(),
    tenantId: tenantId(),
    conversationId: text('conversation_id')
      .notNull()
      .references(() => themisConversations.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['user', 'assistant'] }).notNull(),
    content: text('content').notNull(),
    /** 'model' (a provider answered) or 'retrieval' (no model configured: passages only). */
    mode: text('mode', { enum: ['model', 'retrieval'] }),
    provider: text('provider'),
    model: text('model'),
    requestId: text('request_id'),
    citations: jsonb('citations').$type<ThemisCitation[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('themis_messages_conversation_idx').on(t.conversationId, t.createdAt), pgPolicy('themis_messages_own', { as: 'permissive', for: 'all', to: appRole, using: ownConversation, withCheck: ownConversation })],
).enableRLS();

export type AiAlertRuleRow = typeof aiAlertRules.$inferSelect;
export type AiAlertRow = typeof aiAlerts.$inferSelect;
export type AiPlatformAlertRuleRow = typeof aiPlatformAlertRules.$inferSelect;
export type AiPlatformAlertRow = typeof aiPlatformAlerts.$inferSelect;
export type AiProviderKeyRow = typeof aiProviderKeys.$inferSelect;
export type ThemisConversationRow = typeof themisConversations.$inferSelect;
export type ThemisMessageRow = typeof themisMessages.$inferSelect;
