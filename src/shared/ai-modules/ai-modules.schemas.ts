// The AI entities of spec 3.7 as zod schemas. Timestamps are ISO strings so every shape crosses
// the wire (and a JSON column) unchanged. Shared by the gateway, the wiring phase and the client.
import { z } from 'zod';

export const providerIds = ['openai', 'anthropic', 'azure', 'google', 'local'] as const;
export const providerIdSchema = z.enum(providerIds);
export type ProviderId = z.infer<typeof providerIdSchema>;

export const modelCapabilities = ['text_generation', 'document_analysis', 'legal_reasoning', 'vision', 'function_calling', 'streaming'] as const;
export const modelCapabilitySchema = z.enum(modelCapabilities);
export type ModelCapability = z.infer<typeof modelCapabilitySchema>;

export const modelSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  description: z.string(),
  contextWindow: z.number().int().positive(),
  capabilities: z.array(modelCapabilitySchema),
  costMultiplier: z.number().min(0),
  isDefault: z.boolean(),
});
export type AIModel = z.infer<typeof modelSchema>;

export const rateLimitsSchema = z.object({
  requestsPerMinute: z.number().int().positive(),
  tokensPerMinute: z.number().int().positive(),
  requestsPerDay: z.number().int().positive(),
  tokensPerDay: z.number().int().positive(),
});
export type RateLimits = z.infer<typeof rateLimitsSchema>;

/** Where a provider stores what it is sent (spec 5: restricted data must not be stored in the US). */
export const dataRegions = ['eu', 'us', 'local', 'other'] as const;
export const dataRegionSchema = z.enum(dataRegions);
export type DataRegion = z.infer<typeof dataRegionSchema>;

export const providerModes = ['byok', 'platform'] as const;

export const providerConfigSchema = z.object({
  providerId: providerIdSchema,
  name: z.string().min(1),
  enabled: z.boolean(),
  /** byok = the firm brings its own key; platform = the platform-wide key (decision 0160). */
  mode: z.enum(providerModes),
  models: z.array(modelSchema).min(1),
  rateLimits: rateLimitsSchema,
  /** Euro per token before the model's costMultiplier (spec 9: 0.002 / 1000 × provider factor). */
  costPerToken: z.number().min(0),
  /** Extension: the provider's storage region, checked for restricted data (spec 5). */
  region: dataRegionSchema,
});
export type ProviderConfig = z.infer<typeof providerConfigSchema>;

export const taskTypes = ['general', 'document_summary', 'clause_drafting', 'contract_review', 'deadline_extraction', 'legal_research', 'translation'] as const;
export const taskTypeSchema = z.enum(taskTypes);
export type TaskType = z.infer<typeof taskTypeSchema>;

export const chatRoles = ['user', 'assistant'] as const;
export const chatTurnSchema = z.object({ role: z.enum(chatRoles), content: z.string() });
export type ChatTurn = z.infer<typeof chatTurnSchema>;

export const toolDefinitionSchema = z.object({
  name: z.string().min(1),
  description: z.string().default(''),
  /** JSON Schema of the arguments. */
  parameters: z.record(z.string(), z.unknown()),
});
export type ToolDefinition = z.infer<typeof toolDefinitionSchema>;

export const requestOptionsSchema = z.object({
  temperature: z.number().optional(),
  maxTokens: z.number().optional(),
  systemPrompt: z.string().optional(),
  tools: z.array(toolDefinitionSchema).optional(),
  stream: z.boolean().optional(),
  metadata: z.object({ timeout: z.number().int().positive().optional() }).catchall(z.unknown()).optional(),
});
export type AIRequestOptions = z.infer<typeof requestOptionsSchema>;

export const aiRequestSchema = z.object({
  id: z.string(),
  /** Preferred provider; the gateway falls back along the configured order (spec 9). */
  provider: providerIdSchema.optional(),
  model: z.string().optional(),
  taskType: taskTypeSchema,
  prompt: z.string(),
  userId: z.string(),
  timestamp: z.string(),
  context: z.record(z.string(), z.unknown()).default({}),
  options: requestOptionsSchema.default({}),
  /** Extension: earlier turns of a conversation (Themis), oldest first. */
  history: z.array(chatTurnSchema).optional(),
});
export type AIRequest = z.infer<typeof aiRequestSchema>;
export type AIRequestInput = z.input<typeof aiRequestSchema>;

export const finishReasons = ['stop', 'length', 'tool_use', 'error'] as const;
export const finishReasonSchema = z.enum(finishReasons);
export type FinishReason = z.infer<typeof finishReasonSchema>;

export const usageSchema = z.object({
  promptTokens: z.number().int().min(0),
  completionTokens: z.number().int().min(0),
  totalTokens: z.number().int().min(0),
  estimatedCost: z.number().min(0),
});
export type AIUsage = z.infer<typeof usageSchema>;

export const toolCallSchema = z.object({ id: z.string(), name: z.string(), arguments: z.record(z.string(), z.unknown()) });
export type ToolCall = z.infer<typeof toolCallSchema>;

export const aiResponseSchema = z.object({
  id: z.string(),
  requestId: z.string(),
  provider: providerIdSchema,
  model: z.string(),
  content: z.string(),
  usage: usageSchema,
  metadata: z.record(z.string(), z.unknown()),
  finishReason: finishReasonSchema,
  timestamp: z.string(),
  /** Milliseconds from the gateway receiving the request to the answer. */
  processingTime: z.number().min(0),
  toolCalls: z.array(toolCallSchema).optional(),
});
export type AIResponse = z.infer<typeof aiResponseSchema>;

export const providerErrorTypes = ['authentication', 'rate_limit', 'invalid_request', 'server_error', 'timeout'] as const;
export const providerErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  type: z.enum(providerErrorTypes),
  provider: providerIdSchema.nullable(),
  retryable: z.boolean(),
  /** Seconds, like the retry-after header (spec 8: 5 s, 2 s, 60 s). */
  retryAfter: z.number().min(0).optional(),
});
export type ProviderErrorShape = z.infer<typeof providerErrorSchema>;
export type ProviderErrorType = (typeof providerErrorTypes)[number];

export const usageMetricSchema = z.object({
  userId: z.string(),
  provider: providerIdSchema,
  model: z.string(),
  taskType: taskTypeSchema,
  tokensUsed: z.number().int().min(0),
  cost: z.number().min(0),
  responseTime: z.number().min(0),
  success: z.boolean(),
  timestamp: z.string(),
  metadata: z.record(z.string(), z.unknown()),
});
export type UsageMetric = z.infer<typeof usageMetricSchema>;

export const classificationLevels = ['public', 'internal', 'confidential', 'restricted'] as const;
export const classificationLevelSchema = z.enum(classificationLevels);
export type ClassificationLevel = z.infer<typeof classificationLevelSchema>;

export const dataCategories = ['personal_data', 'legal_content', 'financial_data', 'restricted_content'] as const;
export const dataCategorySchema = z.enum(dataCategories);
export type DataCategory = z.infer<typeof dataCategorySchema>;

export const dataClassificationSchema = z.object({
  level: classificationLevelSchema,
  categories: z.array(dataCategorySchema),
  /** Retention in days. */
  retention: z.number().int().positive(),
  encryption: z.boolean(),
});
export type DataClassification = z.infer<typeof dataClassificationSchema>;

export const auditActions = ['request', 'response', 'error'] as const;
export const auditLogSchema = z.object({
  id: z.string(),
  userId: z.string(),
  requestId: z.string(),
  action: z.enum(auditActions),
  provider: providerIdSchema.nullable(),
  model: z.string().nullable(),
  dataClassification: dataClassificationSchema,
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  timestamp: z.string(),
  details: z.record(z.string(), z.unknown()),
});
export type AuditLogEntry = z.infer<typeof auditLogSchema>;
export type AuditAction = (typeof auditActions)[number];

export const costBudgetSchema = z.object({
  userId: z.string(),
  /** null: the budget covers every provider. */
  provider: providerIdSchema.nullable(),
  dailyLimit: z.number().min(0),
  monthlyLimit: z.number().min(0),
  currentDailySpend: z.number().min(0),
  currentMonthlySpend: z.number().min(0),
  /** Percentages (spec 9: 50/80/95). */
  alertThresholds: z.array(z.number().positive().max(100)),
  lastReset: z.string(),
});
export type CostBudget = z.infer<typeof costBudgetSchema>;

export const healthStatuses = ['healthy', 'degraded', 'down'] as const;
export const healthStatusSchema = z.enum(healthStatuses);
export type HealthStatus = z.infer<typeof healthStatusSchema>;

export const providerHealthSchema = z.object({
  provider: providerIdSchema,
  status: healthStatusSchema,
  /** Milliseconds. */
  latency: z.number().min(0),
  /** 0..1 */
  errorRate: z.number().min(0).max(1),
  lastCheck: z.string(),
  nextCheck: z.string(),
});
export type ProviderHealth = z.infer<typeof providerHealthSchema>;

export const alertTypes = ['cost', 'response_time', 'usage_volume', 'error_rate'] as const;
export const alertConditions = ['greater_than', 'less_than', 'equals'] as const;
export const alertSeverities = ['info', 'warning', 'critical'] as const;

export const alertRuleSchema = z.object({
  id: z.string(),
  name: z.string().min(1),
  type: z.enum(alertTypes),
  condition: z.enum(alertConditions),
  threshold: z.number(),
  /** Milliseconds. */
  timeWindow: z.number().int().positive(),
  enabled: z.boolean(),
  notificationTargets: z.array(z.string()),
});
export type AlertRule = z.infer<typeof alertRuleSchema>;
export type AlertType = (typeof alertTypes)[number];
export type AlertCondition = (typeof alertConditions)[number];
export type AlertSeverity = (typeof alertSeverities)[number];

export const alertSchema = z.object({
  id: z.string(),
  ruleId: z.string(),
  timestamp: z.string(),
  severity: z.enum(alertSeverities),
  title: z.string(),
  message: z.string(),
  metrics: z.record(z.string(), z.number()),
  acknowledged: z.boolean(),
  resolvedAt: z.string().nullable(),
});
export type Alert = z.infer<typeof alertSchema>;
