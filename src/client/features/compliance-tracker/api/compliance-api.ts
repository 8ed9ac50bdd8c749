// Compliance tracker, reminder settings and digest preference calls;
// every change refreshes everything under ['deadlines'].
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateObligationBody } from '@shared/compliance-tracker/compliance.schemas';
import { api, postForm, unwrap } from '@client/lib/api-client';
import { deadlineKeys } from './deadlines-keys';
import { allContacts } from '@client/lib/api/all-choices';

function useChange<T, R = unknown>(fn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries({ queryKey: deadlineKeys.all }) });
}

export function useObligations() {
  return useQuery({ queryKey: deadlineKeys.obligations, queryFn: ({ signal }) => unwrap(api.GET('/api/compliance-tracker/obligations', { signal })) });
}
const inObligation = (id: string) => ({ params: { path: { id } } });
export const useCreateObligation = () => useChange((body: CreateObligationBody) => unwrap(api.POST('/api/compliance-tracker/obligations', { body })));
/** Completes the current occurrence; an evidence file is first uploaded to the documents vault and linked. */
export const useCompleteObligation = () =>
  useChange(async ({ id, evidence, ...body }: { id: string; nominal: string; note?: string | null; evidence?: File | null }) => {
    let evidenceDocumentId: string | undefined;
    if (evidence) {
      const form = new FormData();
      // Fields before the file: the server reads them first.
      form.append('folder', EVIDENCE_FOLDER);
      form.append('file', evidence, evidence.name);
      const uploaded = await postForm('/api/documents', form);
      evidenceDocumentId = uploaded.items[0]?.id;
    }
    return unwrap(api.POST('/api/compliance-tracker/obligations/{id}/complete', { ...inObligation(id), body: { ...body, evidenceDocumentId } }));
  });

/** The documents folder where compliance evidence lands. */
export const EVIDENCE_FOLDER = 'Megfelelés';

/** The firm's clients an obligation may belong to; fails quietly without the contacts module or permission. */
export function useClientChoices() {
  return useQuery({ queryKey: deadlineKeys.clientChoices, retry: false, queryFn: ({ signal }) => allContacts(signal) });
}
export const useUpdateObligation = () => useChange(({ id, ...body }: { id: string; active?: boolean }) => unwrap(api.PATCH('/api/compliance-tracker/obligations/{id}', { ...inObligation(id), body })));
export const useDeleteObligation = () => useChange((id: string) => unwrap(api.DELETE('/api/compliance-tracker/obligations/{id}', inObligation(id))));

export function useLeadDays() {
  return useQuery({ queryKey: deadlineKeys.settings, queryFn: ({ signal }) => unwrap(api.GET('/api/compliance-tracker/settings', { signal })) });
}
export const useSetLeadDays = () => useChange((leadDays: number[]) => unwrap(api.PUT('/api/compliance-tracker/settings', { body: { leadDays } })));

export function useDigestPreference() {
  return useQuery({ queryKey: deadlineKeys.preferences, queryFn: ({ signal }) => unwrap(api.GET('/api/compliance-tracker/preferences', { signal })) });
}
export const useSetDigest = () => useChange((dailyDigest: boolean) => unwrap(api.PUT('/api/compliance-tracker/preferences', { body: { dailyDigest } })));
