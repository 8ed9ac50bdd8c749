// Compliance tracker, reminder settings and digest preference calls;
// every change refreshes everything under ['deadlines'].
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListContactsResponse } from '@shared/contacts/contacts.schemas';
import type { CreateObligationBody, ObligationItem } from '@shared/deadlines/compliance.schemas';
import { apiFetch } from '@client/lib/api-client';
import { deadlineKeys } from './deadlines-keys';

function useChange<T, R = unknown>(fn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries({ queryKey: deadlineKeys.all }) });
}

export function useObligations() {
  return useQuery({ queryKey: deadlineKeys.obligations, queryFn: ({ signal }) => apiFetch<{ items: ObligationItem[]; late: number }>('/api/deadlines/obligations', { signal }) });
}
const obligationUrl = (id: string) => `/api/deadlines/obligations/${encodeURIComponent(id)}`;
export const useCreateObligation = () => useChange((body: CreateObligationBody) => apiFetch<ObligationItem>('/api/deadlines/obligations', { method: 'POST', body }));
/** Completes the current occurrence; an evidence file is first uploaded to the documents vault and linked. */
export const useCompleteObligation = () =>
  useChange(async ({ id, evidence, ...body }: { id: string; nominal: string; note?: string | null; evidence?: File | null }) => {
    let evidenceDocumentId: string | undefined;
    if (evidence) {
      const form = new FormData();
      // Fields before the file: the server reads them first.
      form.append('folder', EVIDENCE_FOLDER);
      form.append('file', evidence, evidence.name);
      const uploaded = await apiFetch<{ items: { id: string }[] }>('/api/documents', { method: 'POST', body: form });
      evidenceDocumentId = uploaded.items[0]?.id;
    }
    return apiFetch<ObligationItem>(`${obligationUrl(id)}/complete`, { method: 'POST', body: { ...body, evidenceDocumentId } });
  });

/** The documents folder where compliance evidence lands. */
export const EVIDENCE_FOLDER = 'Megfelelés';

/** The firm's clients an obligation may belong to; fails quietly without the contacts module or permission. */
export function useClientChoices() {
  return useQuery({ queryKey: deadlineKeys.clientChoices, retry: false, queryFn: ({ signal }) => apiFetch<ListContactsResponse>('/api/contacts?limit=200', { signal }).then((r) => r.items) });
}
export const useUpdateObligation = () => useChange(({ id, ...body }: { id: string; active?: boolean }) => apiFetch<ObligationItem>(obligationUrl(id), { method: 'PATCH', body }));
export const useDeleteObligation = () => useChange((id: string) => apiFetch(obligationUrl(id), { method: 'DELETE' }));

export function useLeadDays() {
  return useQuery({ queryKey: deadlineKeys.settings, queryFn: ({ signal }) => apiFetch<{ leadDays: number[] }>('/api/deadlines/settings', { signal }) });
}
export const useSetLeadDays = () => useChange((leadDays: number[]) => apiFetch<{ leadDays: number[] }>('/api/deadlines/settings', { method: 'PUT', body: { leadDays } }));

export function useDigestPreference() {
  return useQuery({ queryKey: deadlineKeys.preferences, queryFn: ({ signal }) => apiFetch<{ dailyDigest: boolean }>('/api/deadlines/preferences', { signal }) });
}
export const useSetDigest = () => useChange((dailyDigest: boolean) => apiFetch<{ dailyDigest: boolean }>('/api/deadlines/preferences', { method: 'PUT', body: { dailyDigest } }));
