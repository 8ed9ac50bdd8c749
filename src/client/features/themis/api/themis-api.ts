// Themis and /api/ai calls. The answer streams as server-sent events over a POST (fetch and a
// body reader: EventSource cannot POST); the events are citations, start, delta, done and error.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ThemisTaskType } from '@shared/ai/themis.schemas';
import type { Budget, ConversationDetail, ConversationSummary, ProviderKey, ThemisMessage, MyUsageReport, UsageReport, VaultResponse, AuditEntry, Citation } from '@shared/ai/themis.schemas';
import { ApiError, apiFetch } from '@client/lib/api-client';
import { i18n } from '@client/lib/i18n';
import type { AlertOut, AlertRuleOut, AlertRuleType, PlatformAlertOut, PlatformAlertRuleOut, PlatformAlertRuleType } from '@shared/ai/alerts.schemas';
import type { PlatformAiOverview } from '@shared/ai/platform.schemas';
import { type AuditFilters, aiAdminKeys, type KeyScope, type PlatformAiFilters, themisKeys } from './themis-keys';

interface MatterChoice {
  id: string;
  number: string;
  title: string;
}

export function useThemisMatters() {
  return useQuery({ queryKey: themisKeys.matters, queryFn: ({ signal }) => apiFetch<{ items: MatterChoice[] }>('/api/matters?limit=200', { signal }).then((r) => r.items), retry: false });
}

export function useConversations() {
  return useQuery({ queryKey: themisKeys.conversations, queryFn: ({ signal }) => apiFetch<{ items: ConversationSummary[] }>('/api/themis/conversations', { signal }).then((r) => r.items) });
}

export function useConversation(id: string | null) {
  return useQuery({
    queryKey: themisKeys.conversation(id ?? ''),
    queryFn: ({ signal }) => apiFetch<ConversationDetail>(`/api/themis/conversations/${encodeURIComponent(id ?? '')}`, { signal }),
    enabled: Boolean(id),
  });
}

export function useCreateConversation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { matterId: string | null }) => apiFetch<ConversationDetail>('/api/themis/conversations', { method: 'POST', body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: themisKeys.conversations }),
  });
}

export function useVault() {
  return useQuery({ queryKey: themisKeys.vault, queryFn: ({ signal }) => apiFetch<VaultResponse>('/api/themis/vault', { signal }) });
}

/** Puts a document or a whole matter into Themis's vault or leaves it out (decision 0252). */
export function useVaultSelection() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id, included }: { kind: 'documents' | 'matters'; id: string; included: boolean }) =>
      apiFetch<{ included: boolean }>(`/api/themis/vault/${kind}/${encodeURIComponent(id)}`, { method: 'PUT', body: { included } }),
    onSettled: () => qc.invalidateQueries({ queryKey: themisKeys.vault }),
  });
}

export interface StreamHandlers {
  onCitations(citations: Citation[]): void;
  onDelta(text: string): void;
}

/** Sends a question and reads the event stream; resolves with the stored answer. */
export async function askThemis(conversationId: string, content: string, handlers: StreamHandlers, signal?: AbortSignal, taskType: ThemisTaskType = 'legal_research'): Promise<{ userMessage: ThemisMessage; answer: ThemisMessage }> {
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
    const body = (await response.json().catch(() => null)) as { code?: string; message?: string } | null;
    throw new ApiError(body?.code ?? 'HTTP_ERROR', body?.message ?? i18n.t('errors.unexpected'), response.status);
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
      const data = JSON.parse(block.split('\n').filter((l) => l.startsWith('data: ')).map((l) => l.slice(6)).join('\n')) as Record<string, unknown>;
      if (event === 'citations') handlers.onCitations(data.citations as Citation[]);
      else if (event === 'delta') handlers.onDelta(data.text as string);
      else if (event === 'error') throw new ApiError(String(data.code), String(data.message), 502);
      else if (event === 'done') return data as { userMessage: ThemisMessage; answer: ThemisMessage };
    }
  }
  throw new ApiError('NETWORK_ERROR', i18n.t('errors.network'), 0);
}

// ---- firm administration -----------------------------------------------------------------

const keysUrl: Record<KeyScope, string> = { firm: '/api/ai/keys', platform: '/api/platform/ai/keys' };

export function useProviderKeys(scope: KeyScope) {
  return useQuery({ queryKey: aiAdminKeys.keys(scope), queryFn: ({ signal }) => apiFetch<{ items: ProviderKey[] }>(keysUrl[scope], { signal }).then((r) => r.items) });
}

export function useAddProviderKey(scope: KeyScope) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { provider: string; apiKey: string; baseUrl: string | null; model: string | null; embeddingModel?: string | null }) => apiFetch<ProviderKey>(keysUrl[scope], { method: 'POST', body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: aiAdminKeys.keys(scope) }),
  });
}

export function useRemoveProviderKey(scope: KeyScope) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<null>(`${keysUrl[scope]}/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => qc.invalidateQueries({ queryKey: aiAdminKeys.keys(scope) }),
  });
}

/** The platform admin's cross-firm view (decision 0242): usage per firm, AI log and alerts, one firm or all. */
export function usePlatformAiOverview(filters: PlatformAiFilters) {
  const query = new URLSearchParams(Object.entries(filters).filter(([, v]) => v !== ''));
  return useQuery({ queryKey: aiAdminKeys.platformOverview(filters), queryFn: ({ signal }) => apiFetch<PlatformAiOverview>(`/api/platform/ai/overview?${query.toString()}`, { signal }) });
}

export function useBudgets() {
  return useQuery({ queryKey: aiAdminKeys.budgets, queryFn: ({ signal }) => apiFetch<{ items: Budget[] }>('/api/ai/budgets', { signal }).then((r) => r.items) });
}

export function useSetBudget() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { userId: string | null; dailyLimit: number; monthlyLimit: number }) => apiFetch<Budget>('/api/ai/budgets', { method: 'PUT', body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: aiAdminKeys.budgets }),
  });
}

export function useAiUsage() {
  return useQuery({ queryKey: aiAdminKeys.usage, queryFn: ({ signal }) => apiFetch<UsageReport>('/api/ai/usage', { signal }) });
}

export function useMyAiUsage() {
  return useQuery({ queryKey: aiAdminKeys.myUsage, queryFn: ({ signal }) => apiFetch<MyUsageReport>('/api/ai/usage/mine', { signal }) });
}

export function useAiAudit(filters: AuditFilters) {
  const query = new URLSearchParams(Object.entries(filters).filter(([, v]) => v !== ''));
  return useQuery({ queryKey: aiAdminKeys.audit(filters), queryFn: ({ signal }) => apiFetch<{ items: AuditEntry[] }>(`/api/ai/audit?${query.toString()}`, { signal }).then((r) => r.items) });
}

// ---- alert rules and alerts (decision 0240) ----------------------------------------------

export function useAiAlerts(state: string) {
  const query = state ? `?state=${encodeURIComponent(state)}` : '';
  return useQuery({ queryKey: aiAdminKeys.alerts(state), queryFn: ({ signal }) => apiFetch<{ items: AlertOut[] }>(`/api/ai/alerts${query}`, { signal }).then((r) => r.items) });
}

export function useChangeAlertState() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'acknowledge' | 'resolve' }) => apiFetch<AlertOut>(`/api/ai/alerts/${encodeURIComponent(id)}/${action}`, { method: 'POST' }),
    onSuccess: () => qc.invalidateQueries({ queryKey: aiAdminKeys.alertsAll }),
  });
}

export function useAlertRules() {
  return useQuery({ queryKey: aiAdminKeys.alertRules, queryFn: ({ signal }) => apiFetch<{ items: AlertRuleOut[] }>('/api/ai/alert-rules', { signal }).then((r) => r.items) });
}

export function useSaveAlertRule() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; patch: Partial<Pick<AlertRuleOut, 'enabled' | 'threshold' | 'name' | 'timeWindowMs' | 'notificationTargets'>> } | { id?: undefined; body: { name: string; type: AlertRuleType; threshold: number; timeWindowMs: number; notificationTargets: string[] } }) =>
      'patch' in input ? apiFetch<AlertRuleOut>(`/api/ai/alert-rules/${encodeURIComponent(input.id)}`, { method: 'PATCH', body: input.patch }) : apiFetch<AlertRuleOut>('/api/ai/alert-rules', { method: 'POST', body: input.body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: aiAdminKeys.alertRules }),
  });
}

export function useDeleteAlertRule() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<null>(`/api/ai/alert-rules/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => qc.invalidateQueries({ queryKey: aiAdminKeys.alertRules }),
  });
}

// ---- platform alert rules and alerts (decision 0254) ---------------------------------------

export function usePlatformAlerts(state: string) {
  const query = state ? `?state=${encodeURIComponent(state)}` : '';
  return useQuery({ queryKey: aiAdminKeys.platformAlerts(state), queryFn: ({ signal }) => apiFetch<{ items: PlatformAlertOut[] }>(`/api/platform/ai/alerts${query}`, { signal }).then((r) => r.items) });
}

export function useChangePlatformAlertState() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'acknowledge' | 'resolve' }) => apiFetch<PlatformAlertOut>(`/api/platform/ai/alerts/${encodeURIComponent(id)}/${action}`, { method: 'POST' }),
    onSuccess: () => qc.invalidateQueries({ queryKey: aiAdminKeys.platformAlertsAll }),
  });
}

export function usePlatformAlertRules() {
  return useQuery({ queryKey: aiAdminKeys.platformAlertRules, queryFn: ({ signal }) => apiFetch<{ items: PlatformAlertRuleOut[] }>('/api/platform/ai/alert-rules', { signal }).then((r) => r.items) });
}

export type NewPlatformAlertRule = { name: string; type: PlatformAlertRuleType; provider: string | null; threshold: number; timeWindowMs: number; notificationTargets: string[] };

export function useSavePlatformAlertRule() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; patch: Partial<Pick<PlatformAlertRuleOut, 'enabled' | 'threshold' | 'notificationTargets'>> } | { id?: undefined; body: NewPlatformAlertRule }) =>
      'patch' in input ? apiFetch<PlatformAlertRuleOut>(`/api/platform/ai/alert-rules/${encodeURIComponent(input.id)}`, { method: 'PATCH', body: input.patch }) : apiFetch<PlatformAlertRuleOut>('/api/platform/ai/alert-rules', { method: 'POST', body: input.body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: aiAdminKeys.platformAlertRules }),
  });
}

export function useDeletePlatformAlertRule() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<null>(`/api/platform/ai/alert-rules/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => qc.invalidateQueries({ queryKey: aiAdminKeys.platformAlertRules }),
  });
}
