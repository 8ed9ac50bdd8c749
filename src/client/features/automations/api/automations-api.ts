// Automation calls (issue 36.1): the rules, their run log, past events and the dry run. Every
// change refreshes the automation queries.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { automationListSchema, AutomationRule, AutomationRun, pastEventListSchema, ruleBodySchema } from '@shared/automations/automations';
import { apiFetch } from '@client/lib/api-client';
import { automationKeys } from './automations-keys';

export { automationKeys };

export type RuleInput = z.input<typeof ruleBodySchema>;

export function useAutomations() {
  return useQuery({ queryKey: automationKeys.list, queryFn: ({ signal }) => apiFetch<z.infer<typeof automationListSchema>>('/api/automations', { signal }) });
}

export function useRuns(id: string | null) {
  return useQuery({ queryKey: automationKeys.runs(id ?? ''), enabled: !!id, queryFn: ({ signal }) => apiFetch<{ items: AutomationRun[] }>(`/api/automations/${id}/runs`, { signal }).then((r) => r.items) });
}

export function usePastEvents(id: string | null) {
  return useQuery({ queryKey: automationKeys.events(id ?? ''), enabled: !!id, queryFn: ({ signal }) => apiFetch<z.infer<typeof pastEventListSchema>>(`/api/automations/${id}/events`, { signal }).then((r) => r.items) });
}

/** The firm's active templates for the "generate a document" action. */
export function useTemplateOptions(enabled: boolean) {
  return useQuery({
    queryKey: automationKeys.templates,
    enabled,
    retry: false,
    queryFn: ({ signal }) => apiFetch<{ items: { id: string; name: string; builtIn: boolean }[] }>('/api/templates', { signal }).then((r) => r.items),
  });
}

/** The firm's people for the "notify a person" and task assignee choices. */
export function useMemberOptions(enabled: boolean) {
  return useQuery({
    queryKey: automationKeys.members,
    enabled,
    retry: false,
    queryFn: ({ signal }) => apiFetch<{ items: { userId: string; name: string; email: string }[] }>('/api/company/members', { signal }).then((r) => r.items),
  });
}

/** A template's variables, to fill the action's fixed values with the template's examples. */
export function useTemplateVariables(id: string) {
  return useQuery({
    queryKey: automationKeys.template(id),
    enabled: id !== '',
    retry: false,
    queryFn: ({ signal }) => apiFetch<{ variables: { key: string; label: string; source?: 'contact' | 'matter'; example?: unknown }[] }>(`/api/templates/${id}`, { signal }).then((r) => r.variables),
  });
}

function useChange<A, R>(fn: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries({ queryKey: automationKeys.all }) });
}

export const useSaveAutomation = () =>
  useChange(({ id, body }: { id: string | null; body: RuleInput }) => (id ? apiFetch<AutomationRule>(`/api/automations/${id}`, { method: 'PUT', body }) : apiFetch<AutomationRule>('/api/automations', { method: 'POST', body })));
export const useSetEnabled = () => useChange(({ id, enabled }: { id: string; enabled: boolean }) => apiFetch<AutomationRule>(`/api/automations/${id}/enabled`, { method: 'POST', body: { enabled } }));
export const useDeleteAutomation = () => useChange((id: string) => apiFetch<{ ok: true }>(`/api/automations/${id}`, { method: 'DELETE' }));
export const useDryRun = () => useChange(({ id, eventId }: { id: string; eventId: string | null }) => apiFetch<AutomationRun>(`/api/automations/${id}/dry-run`, { method: 'POST', body: { eventId } }));
