// Themis and /api/ai-modules calls. The answer streams as server-sent events over a POST (fetch and a
// body reader: EventSource cannot POST); the events are citations, start, delta, done and error.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ThemisTaskType } from '@shared/ai-modules/themis.schemas';
import type { ThemisMessage, Citation } from '@shared/ai-modules/themis.schemas';
import { auditActions, classificationLevels, type ProviderId } from '@shared/ai-modules/ai-modules.schemas';
import { alertStates } from '@shared/ai-modules/alerts.schemas';
import { api, ApiError, unwrap } from '@client/lib/api-client';
import { i18n } from '@client/lib/i18n';
import type { AlertRuleOut, AlertRuleType, PlatformAlertRuleOut, PlatformAlertRuleType } from '@shared/ai-modules/alerts.schemas';
import { type AuditFilters, aiAdminKeys, type KeyScope, type PlatformAiFilters, themisKeys } from './themis-keys';
import { allMatters } from '@client/lib/api/all-choices';

/** A select's value as one of the route's enum values; '' (all) and anything else is no filter. */
function oneOf<T extends string>(options: readonly T[], value: string): T | undefined {
  return options.find((o) => o === value);
}
const alertStateFilters = [...alertStates, 'open' as const];

/** The AI log comes whole (up to 100 entries, newest first); the firm's and the platform's tables page it. */
export const AUDIT_PAGE_SIZE = 25;

export function useThemisMatters() {
  return useQuery({ queryKey: themisKeys.matters, queryFn: ({ signal }) => allMatters(signal), retry: false });
}

export function useConversations() {
  return useQuery({ queryKey: themisKeys.conversations, queryFn: ({ signal }) => unwrap(api.GET('/api/themis/conversations', { signal })).then((r) => r.items) });
}

export function useConversation(id: string | null) {
  return useQuery({
    queryKey: themisKeys.conversation(id ?? ''),
    queryFn: ({ signal }) => unwrap(api.GET('/api/themis/conversations/{id}', { params: { path: { id: id ?? '' } }, signal })),
    enabled: Boolean(id),
  });
}

export function useCreateConversation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { matterId: string | null }) => unwrap(api.POST('/api/themis/conversations', { body })),
    onSuccess: () => qc.invalidateQueries({ queryKey: themisKeys.conversations }),
  });
}

export function useVault() {
  return useQuery({ queryKey: themisKeys.vault, queryFn: ({ signal }) => unwrap(api.GET('/api/themis/vault', { signal })) });
}

/** Puts a document or a whole matter into Themis's vault or leaves it out (decision 0252). */
export function useVaultSelection() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id, included }: { kind: 'documents' | 'matters'; id: string; included: boolean }) =>
      unwrap(
        kind === 'documents' ? api.PUT('/api/themis/vault/documents/{id}', { params: { path: { id } }, body: { included } }) : api.PUT('/api/themis/vault/matters/{id}', { params: { path: { id } }, body: { included } }),
      ),
    onSettled: () => qc.invalidateQueries({ queryKey: themisKeys.vault }),
  });
}

export interface StreamHandlers {
  onCitations(citations: Citation[]): void;
  onDelta(text: string): void;
}

/**
 * Sends a question and reads the event stream; resolves with the stored answer. Raw fetch, not the
 * typed client: the answer is text/event-stream read as it arrives, which openapi-fetch cannot parse.
 */
export async function askThemis(
  conversationId: string,
  content: string,
  handlers: StreamHandlers,
  signal?: AbortSignal,
  taskType: ThemisTaskType = 'legal_research',
): Promise<{ userMessage: ThemisMessage; answer: ThemisMessage }> {
  let response: Response;
  try {
    response = await fetch(`/api/themis/conversations/${encodeURIComponent(conversationId)}/messages`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
      body: JSON.stringify({ content, taskType }),
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError('NETWORK_ERROR', i18n.t('errors.network'), 0);
  }
  if (!response.ok || !response.body) {
    const body = (await response.json().catch(() => null)) as { code?: string; message?: string; fields?: Record<string, string> } | null;
    // A VALIDATION_ERROR's fields (content, taskType) go with it: the chat form shows them on its fields.
    throw new ApiError(body?.code ?? 'HTTP_ERROR', body?.message ?? i18n.t('errors.unexpected'), response.status, body?.fields);
  }
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
      const data = JSON.parse(
        block
          .split('\n')
          .filter((l) => l.startsWith('data: '))
          .map((l) => l.slice(6))
          .join('\n'),
      ) as Record<string, unknown>;
      if (event === 'citations') handlers.onCitations(data.citations as Citation[]);
      else if (event === 'delta') handlers.onDelta(data.text as string);
      else if (event === 'error') throw new ApiError(String(data.code), String(data.message), 502);
      else if (event === 'done') return data as { userMessage: ThemisMessage; answer: ThemisMessage };
    }
  }
  throw new ApiError('NETWORK_ERROR', i18n.t('errors.network'), 0);
}

// ---- firm administration -----------------------------------------------------------------

export function useProviderKeys(scope: KeyScope) {
  return useQuery({
    queryKey: aiAdminKeys.keys(scope),
    queryFn: ({ signal }) => unwrap(scope === 'firm' ? api.GET('/api/ai-modules/keys', { signal }) : api.GET('/api/platform/ai/keys', { signal })).then((r) => r.items),
  });
}

export function useAddProviderKey(scope: KeyScope) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { provider: ProviderId; apiKey: string; baseUrl: string | null; model: string | null; embeddingModel?: string | null }) =>
      unwrap(scope === 'firm' ? api.POST('/api/ai-modules/keys', { body }) : api.POST('/api/platform/ai/keys', { body })),
    onSuccess: () => qc.invalidateQueries({ queryKey: aiAdminKeys.keys(scope) }),
  });
}

export function useRemoveProviderKey(scope: KeyScope) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(scope === 'firm' ? api.DELETE('/api/ai-modules/keys/{id}', { params: { path: { id } } }) : api.DELETE('/api/platform/ai/keys/{id}', { params: { path: { id } } })),
    onSuccess: () => qc.invalidateQueries({ queryKey: aiAdminKeys.keys(scope) }),
  });
}

/** The platform admin's cross-firm view (decision 0242): usage per firm, AI log and alerts, one firm or all. */
export function usePlatformAiOverview(filters: PlatformAiFilters) {
  const query = { tenantId: filters.tenantId || undefined, action: oneOf(auditActions, filters.action), alertState: oneOf(alertStateFilters, filters.alertState) };
  return useQuery({ queryKey: aiAdminKeys.platformOverview(filters), queryFn: ({ signal }) => unwrap(api.GET('/api/platform/ai/overview', { params: { query }, signal })) });
}

export function useBudgets() {
  return useQuery({ queryKey: aiAdminKeys.budgets, queryFn: ({ signal }) => unwrap(api.GET('/api/ai-modules/budgets', { signal })).then((r) => r.items) });
}

export function useSetBudget() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { userId: string | null; dailyLimit: number; monthlyLimit: number }) => unwrap(api.PUT('/api/ai-modules/budgets', { body })),
    onSuccess: () => qc.invalidateQueries({ queryKey: aiAdminKeys.budgets }),
  });
}

export function useAiUsage() {
  return useQuery({ queryKey: aiAdminKeys.usage, queryFn: ({ signal }) => unwrap(api.GET('/api/ai-modules/usage', { signal })) });
}

export function useMyAiUsage() {
  return useQuery({ queryKey: aiAdminKeys.myUsage, queryFn: ({ signal }) => unwrap(api.GET('/api/ai-modules/usage/mine', { signal })) });
}

export function useAiAudit(filters: AuditFilters) {
  const query = { action: oneOf(auditActions, filters.action), provider: filters.provider || undefined, classification: oneOf(classificationLevels, filters.classification) };
  return useQuery({ queryKey: aiAdminKeys.audit(filters), queryFn: ({ signal }) => unwrap(api.GET('/api/ai-modules/audit', { params: { query }, signal })).then((r) => r.items) });
}

// ---- alert rules and alerts (decision 0240) ----------------------------------------------

export function useAiAlerts(state: string) {
  const query = { state: oneOf(alertStateFilters, state) };
  return useQuery({ queryKey: aiAdminKeys.alerts(state), queryFn: ({ signal }) => unwrap(api.GET('/api/ai-modules/alerts', { params: { query }, signal })).then((r) => r.items) });
}

export function useChangeAlertState() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'acknowledge' | 'resolve' }) =>
      unwrap(action === 'acknowledge' ? api.POST('/api/ai-modules/alerts/{id}/acknowledge', { params: { path: { id } } }) : api.POST('/api/ai-modules/alerts/{id}/resolve', { params: { path: { id } } })),
    onSuccess: () => qc.invalidateQueries({ queryKey: aiAdminKeys.alertsAll }),
  });
}

export function useAlertRules() {
  return useQuery({ queryKey: aiAdminKeys.alertRules, queryFn: ({ signal }) => unwrap(api.GET('/api/ai-modules/alert-rules', { signal })).then((r) => r.items) });
}

export function useSaveAlertRule() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (
      input:
        | { id: string; patch: Partial<Pick<AlertRuleOut, 'enabled' | 'threshold' | 'name' | 'timeWindowMs' | 'notificationTargets'>> }
        | { id?: undefined; body: { name: string; type: AlertRuleType; threshold: number; timeWindowMs: number; notificationTargets: string[] } },
    ) => ('patch' in input ? unwrap(api.PATCH('/api/ai-modules/alert-rules/{id}', { params: { path: { id: input.id } }, body: input.patch })) : unwrap(api.POST('/api/ai-modules/alert-rules', { body: input.body }))),
    onSuccess: () => qc.invalidateQueries({ queryKey: aiAdminKeys.alertRules }),
  });
}

export function useDeleteAlertRule() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.DELETE('/api/ai-modules/alert-rules/{id}', { params: { path: { id } } })),
    onSuccess: () => qc.invalidateQueries({ queryKey: aiAdminKeys.alertRules }),
  });
}

// ---- platform alert rules and alerts (decision 0254) ---------------------------------------

export function usePlatformAlerts(state: string) {
  const query = { state: oneOf(alertStateFilters, state) };
  return useQuery({ queryKey: aiAdminKeys.platformAlerts(state), queryFn: ({ signal }) => unwrap(api.GET('/api/platform/ai/alerts', { params: { query }, signal })).then((r) => r.items) });
}

export function useChangePlatformAlertState() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'acknowledge' | 'resolve' }) =>
      unwrap(action === 'acknowledge' ? api.POST('/api/platform/ai/alerts/{id}/acknowledge', { params: { path: { id } } }) : api.POST('/api/platform/ai/alerts/{id}/resolve', { params: { path: { id } } })),
    onSuccess: () => qc.invalidateQueries({ queryKey: aiAdminKeys.platformAlertsAll }),
  });
}

export function usePlatformAlertRules() {
  return useQuery({ queryKey: aiAdminKeys.platformAlertRules, queryFn: ({ signal }) => unwrap(api.GET('/api/platform/ai/alert-rules', { signal })).then((r) => r.items) });
}

export type NewPlatformAlertRule = { name: string; type: PlatformAlertRuleType; provider: ProviderId | null; threshold: number; timeWindowMs: number; notificationTargets: string[] };

export function useSavePlatformAlertRule() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; patch: Partial<Pick<PlatformAlertRuleOut, 'enabled' | 'threshold' | 'notificationTargets'>> } | { id?: undefined; body: NewPlatformAlertRule }) =>
      'patch' in input ? unwrap(api.PATCH('/api/platform/ai/alert-rules/{id}', { params: { path: { id: input.id } }, body: input.patch })) : unwrap(api.POST('/api/platform/ai/alert-rules', { body: input.body })),
    onSuccess: () => qc.invalidateQueries({ queryKey: aiAdminKeys.platformAlertRules }),
  });
}

export function useDeletePlatformAlertRule() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.DELETE('/api/platform/ai/alert-rules/{id}', { params: { path: { id } } })),
    onSuccess: () => qc.invalidateQueries({ queryKey: aiAdminKeys.platformAlertRules }),
  });
}
