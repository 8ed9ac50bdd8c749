// The integrations page's server state (issue 36.5): the firm's webhook endpoints and their
// delivery logs through the typed API client; every change refreshes the endpoint list.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProviderId } from '@shared/ai-modules/ai-modules.schemas';
import type { CreateWebhookBody, UpdateWebhookBody } from '@shared/integrations/webhooks';
import { api, unwrap } from '@client/lib/api-client';

export const integrationKeys = {
  all: ['integrations'] as const,
  webhooks: ['integrations', 'webhooks'] as const,
  deliveries: (endpointId: string) => ['integrations', 'webhooks', endpointId, 'deliveries'] as const,
};

const inEndpoint = (id: string) => ({ params: { path: { id } } });

export function useWebhooks() {
  return useQuery({ queryKey: integrationKeys.webhooks, queryFn: ({ signal }) => unwrap(api.GET('/api/integrations/webhooks', { signal })) });
}

export function useWebhookDeliveries(endpointId: string | null) {
  return useQuery({
    queryKey: integrationKeys.deliveries(endpointId ?? ''),
    queryFn: ({ signal }) => unwrap(api.GET('/api/integrations/webhooks/{id}/deliveries', { ...inEndpoint(endpointId!), signal })),
    enabled: endpointId !== null,
  });
}

function useWebhookMutation<Input, Output>(call: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => client.invalidateQueries({ queryKey: integrationKeys.webhooks }) });
}

export const useCreateWebhook = () => useWebhookMutation((body: CreateWebhookBody) => unwrap(api.POST('/api/integrations/webhooks', { body })));
export const useUpdateWebhook = () => useWebhookMutation(({ id, body }: { id: string; body: UpdateWebhookBody }) => unwrap(api.PATCH('/api/integrations/webhooks/{id}', { ...inEndpoint(id), body })));
export const useRotateWebhookSecret = () =>
  useWebhookMutation(({ id, overlapHours }: { id: string; overlapHours: number }) => unwrap(api.POST('/api/integrations/webhooks/{id}/rotate-secret', { ...inEndpoint(id), body: { overlapHours } })));
export const useTestWebhook = () => useWebhookMutation((id: string) => unwrap(api.POST('/api/integrations/webhooks/{id}/test', inEndpoint(id))));
export const useRedeliverWebhook = () => useWebhookMutation((deliveryId: string) => unwrap(api.POST('/api/integrations/webhooks/deliveries/{id}/redeliver', inEndpoint(deliveryId))));

// The other connections' sections (issue 36.5, decision 0375): each reads its own module's route,
// so a section of a module the firm has not installed says so without hiding the rest.
export const connectionKeys = {
  calendarFeed: ['integrations', 'calendar-feed'] as const,
  inboundMail: ['integrations', 'inbound-mail'] as const,
  storage: ['integrations', 'storage'] as const,
  nav: ['integrations', 'nav'] as const,
  aiKeys: ['integrations', 'ai-keys'] as const,
};
const quiet = { retry: false } as const;

export const useCalendarFeed = () => useQuery({ queryKey: connectionKeys.calendarFeed, queryFn: ({ signal }) => unwrap(api.GET('/api/compliance-tracker/calendar-feed', { signal })), ...quiet });
export function useIssueCalendarFeed() {
  const client = useQueryClient();
  return useMutation({ mutationFn: () => unwrap(api.POST('/api/compliance-tracker/calendar-feed')), onSuccess: () => client.invalidateQueries({ queryKey: connectionKeys.calendarFeed }) });
}
export const useInboundMail = () => useQuery({ queryKey: connectionKeys.inboundMail, queryFn: ({ signal }) => unwrap(api.GET('/api/automations/email-to-case', { signal })), ...quiet });
export const useStorageUsage = () => useQuery({ queryKey: connectionKeys.storage, queryFn: ({ signal }) => unwrap(api.GET('/api/documents/storage', { signal })), ...quiet });
export const useNavTechnicalUser = () => useQuery({ queryKey: connectionKeys.nav, queryFn: ({ signal }) => unwrap(api.GET('/api/invoice-generator/nav-credentials', { signal })), ...quiet });
export const useTestNavConnection = () => useMutation({ mutationFn: () => unwrap(api.POST('/api/invoice-generator/nav-credentials/test')) });
export const useAiKeys = () => useQuery({ queryKey: connectionKeys.aiKeys, queryFn: ({ signal }) => unwrap(api.GET('/api/ai-modules/keys', { signal })), ...quiet });
export const useTestAiProvider = () => useMutation({ mutationFn: (provider: ProviderId) => unwrap(api.POST('/api/ai-modules/keys/test', { body: { provider } })) });
