// Calls of /api/clients (decision 0134) and /api/onboarding (decisions 0132-0135). Every write
// invalidates everything under clientsKeys.all (lists, details, intakes).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClientDetail, ClientSummary } from '@shared/clients/clients.schemas';
import type { UploadResponse } from '@shared/documents/documents.schemas';
import type { ApproveIntakeBody, IntakeDetail, IntakeKind, IntakeStatus, IntakeSummary, SaveIntakeBody } from '@shared/onboarding/onboarding.schemas';
import { apiFetch } from '@client/lib/api-client';
import { clientsKeys } from './clients-keys';

const clientPath = (id: string) => `/api/clients/${encodeURIComponent(id)}`;
const intakePath = (id: string) => `/api/onboarding/${encodeURIComponent(id)}`;

export function useClients(q: string) {
  return useQuery({
    queryKey: clientsKeys.list(q.trim()),
    queryFn: ({ signal }) => apiFetch<{ items: ClientSummary[] }>(`/api/clients${q.trim() ? `?q=${encodeURIComponent(q.trim())}` : ''}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useClient(id: string | null) {
  return useQuery({ queryKey: clientsKeys.detail(id ?? ''), queryFn: ({ signal }) => apiFetch<ClientDetail>(clientPath(id!), { signal }), enabled: !!id, retry: false });
}

export function useIntakes(status: IntakeStatus | '') {
  return useQuery({
    queryKey: clientsKeys.intakes(status),
    queryFn: ({ signal }) => apiFetch<{ items: IntakeSummary[] }>(`/api/onboarding${status ? `?status=${status}` : ''}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useIntake(id: string) {
  return useQuery({ queryKey: clientsKeys.intake(id), queryFn: ({ signal }) => apiFetch<IntakeDetail>(intakePath(id), { signal }), retry: false });
}

function useClientsMutation<T, R>(fn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries({ queryKey: clientsKeys.all }) });
}

export const useInvitePortalUser = (clientId: string) => useClientsMutation((email: string) => apiFetch(`${clientPath(clientId)}/portal-invitations`, { method: 'POST', body: { email } }));
export const useRevokePortalAccess = (clientId: string) => useClientsMutation((userId: string) => apiFetch(`${clientPath(clientId)}/portal-access/${encodeURIComponent(userId)}`, { method: 'DELETE' }));
export const useCancelPortalInvitation = (clientId: string) =>
  useClientsMutation((invitationId: string) => apiFetch(`${clientPath(clientId)}/portal-invitations/${encodeURIComponent(invitationId)}`, { method: 'DELETE' }));

export const useStartIntake = () => useClientsMutation((kind: IntakeKind) => apiFetch<IntakeDetail>('/api/onboarding', { method: 'POST', body: { kind } }));
export const useSaveIntake = (id: string) => useClientsMutation((body: SaveIntakeBody) => apiFetch<IntakeDetail>(intakePath(id), { method: 'PATCH', body }));
export const useSubmitIntake = (id: string) => useClientsMutation(() => apiFetch<IntakeDetail>(`${intakePath(id)}/submit`, { method: 'POST' }));
export const useApproveIntake = (id: string) => useClientsMutation((body: ApproveIntakeBody) => apiFetch<IntakeDetail>(`${intakePath(id)}/approve`, { method: 'POST', body }));
export const useRejectIntake = (id: string) => useClientsMutation((note: string) => apiFetch<IntakeDetail>(`${intakePath(id)}/reject`, { method: 'POST', body: { note } }));
export const useSetRelationshipEnd = (id: string) => useClientsMutation((endedOn: string | null) => apiFetch<IntakeDetail>(`${intakePath(id)}/relationship-end`, { method: 'PUT', body: { endedOn } }));
export const useDetachDocument = (id: string) => useClientsMutation((documentId: string) => apiFetch<IntakeDetail>(`${intakePath(id)}/documents/${encodeURIComponent(documentId)}`, { method: 'DELETE' }));

/** Uploads the identity document into the vault (folder "Ügyfél-átvilágítás", decision 0135), then attaches it to the draft. */
export const useAttachDocument = (id: string) =>
  useClientsMutation(async (file: File) => {
    const form = new FormData();
    form.append('folder', 'Ügyfél-átvilágítás');
    form.append('file', file, file.name);
    const uploaded = await apiFetch<UploadResponse>('/api/documents', { method: 'POST', body: form });
    return apiFetch<IntakeDetail>(`${intakePath(id)}/documents`, { method: 'POST', body: { documentId: uploaded.items[0]!.id } });
  });
