// Automation calls (issue 36.1): the rules, their run log, past events and the dry run. Every
// change refreshes the automation queries.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ruleBodySchema } from '@shared/automations/automations';
import type { InboundSettingsBody } from '@shared/inbound-mail/inbound-mail';
import { api, unwrap } from '@client/lib/api-client';
import { automationKeys } from './automations-keys';

export { automationKeys };

export type RuleInput = z.input<typeof ruleBodySchema>;

/** While a run waits for its job, the lists ask again this often, so its outcome shows by itself. */
const QUEUED_REFETCH_MS = 2_000;

export function useAutomations() {
  return useQuery({
    queryKey: automationKeys.list,
    queryFn: ({ signal }) => unwrap(api.GET('/api/automations', { signal })),
    refetchInterval: (query) => (query.state.data?.items.some((r) => r.lastRun?.status === 'queued') ? QUEUED_REFETCH_MS : false),
  });
}

export function useRuns(id: string | null) {
  return useQuery({
    queryKey: automationKeys.runs(id ?? ''),
    enabled: !!id,
    queryFn: ({ signal }) => unwrap(api.GET('/api/automations/{id}/runs', { params: { path: { id: id ?? '' } }, signal })).then((r) => r.items),
    refetchInterval: (query) => (query.state.data?.some((r) => r.status === 'queued') ? QUEUED_REFETCH_MS : false),
  });
}

export function usePastEvents(id: string | null) {
  return useQuery({
    queryKey: automationKeys.events(id ?? ''),
    enabled: !!id,
    queryFn: ({ signal }) => unwrap(api.GET('/api/automations/{id}/events', { params: { path: { id: id ?? '' } }, signal })).then((r) => r.items),
  });
}

/** The firm's active templates for the "generate a document" action. */
export function useTemplateOptions(enabled: boolean) {
  return useQuery({
    queryKey: automationKeys.templates,
    enabled,
    retry: false,
    queryFn: ({ signal }) => unwrap(api.GET('/api/document-templates', { signal })).then((r) => r.items),
  });
}

/** The firm's people for the "notify a person" and task assignee choices. */
/** The firm's webhook endpoints a "call a webhook" action may name (Integrációk). */
export function useWebhookOptions(enabled: boolean) {
  return useQuery({
    queryKey: automationKeys.webhooks,
    enabled,
    retry: false,
    queryFn: ({ signal }) => unwrap(api.GET('/api/integrations/webhooks', { signal })).then((r) => r.items),
  });
}

export function useMemberOptions(enabled: boolean) {
  return useQuery({
    queryKey: automationKeys.members,
    enabled,
    retry: false,
    queryFn: ({ signal }) => unwrap(api.GET('/api/company/members', { signal })).then((r) => r.items),
  });
}

/** A template's variables, to fill the action's fixed values with the template's examples. */
export function useTemplateVariables(id: string) {
  return useQuery({
    queryKey: automationKeys.template(id),
    enabled: id !== '',
    retry: false,
    queryFn: ({ signal }) => unwrap(api.GET('/api/document-templates/{id}', { params: { path: { id } }, signal })).then((r) => r.variables),
  });
}

function useChange<A, R>(fn: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries({ queryKey: automationKeys.all }) });
}

export const useSaveAutomation = () =>
  useChange(({ id, body }: { id: string | null; body: RuleInput }) => (id ? unwrap(api.PUT('/api/automations/{id}', { params: { path: { id } }, body })) : unwrap(api.POST('/api/automations', { body }))));
export const useSetEnabled = () => useChange(({ id, enabled }: { id: string; enabled: boolean }) => unwrap(api.POST('/api/automations/{id}/enabled', { params: { path: { id } }, body: { enabled } })));
export const useDeleteAutomation = () => useChange((id: string) => unwrap(api.DELETE('/api/automations/{id}', { params: { path: { id } } })));
export const useDryRun = () => useChange(({ id, eventId }: { id: string; eventId: string | null }) => unwrap(api.POST('/api/automations/{id}/dry-run', { params: { path: { id } }, body: { eventId } })));

/** E-mail to case: the firm's inbound address, its rules and the latest messages (decisions 0432–0436). */
export function useInboundSettings() {
  return useQuery({ queryKey: automationKeys.inboundMail, queryFn: ({ signal }) => unwrap(api.GET('/api/automations/email-to-case', { signal })) });
}
export const useSaveInboundSettings = () => useChange((body: InboundSettingsBody) => unwrap(api.PUT('/api/automations/email-to-case', { body })));
