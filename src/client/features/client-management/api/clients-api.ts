// Calls of /api/client-management (decision 0134) and /api/client-onboarding (decisions 0132-0135). Every write
// invalidates everything under clientsKeys.all (lists, details, intakes).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApproveIntakeBody, IntakeData, IntakeDetail, IntakeKind, IntakeStatus, SaveIntakeBody } from '@shared/client-onboarding/client-onboarding.schemas';
import { api, type ApiAnswer, postForm, unwrap } from '@client/lib/api-client';
import { clientsKeys } from './clients-keys';

const inRecord = (id: string) => ({ params: { path: { id } } });

export function useClients(q: string) {
  return useQuery({
    queryKey: clientsKeys.list(q.trim()),
    queryFn: ({ signal }) => unwrap(api.GET('/api/client-management', { params: { query: q.trim() ? { q: q.trim() } : {} }, signal })),
    placeholderData: keepPreviousData,
  });
}

export function useClient(id: string | null) {
  return useQuery({ queryKey: clientsKeys.detail(id ?? ''), queryFn: ({ signal }) => unwrap(api.GET('/api/client-management/{id}', { ...inRecord(id!), signal })), enabled: !!id, retry: false });
}

export function useIntakes(status: IntakeStatus | '') {
  return useQuery({
    queryKey: clientsKeys.intakes(status),
    queryFn: ({ signal }) => unwrap(api.GET('/api/client-onboarding', { params: { query: status ? { status } : {} }, signal })),
    placeholderData: keepPreviousData,
  });
}

/**
 * The intake with its saved steps typed: the route answers `data` as `z.custom<IntakeData>()` (the
 * steps as they were saved, passed through unchecked), which the OpenAPI document cannot describe,
 * so the generated type has `unknown` there; everything else is the document's.
 */
function withIntakeData(intake: ApiAnswer<'get', '/api/client-onboarding/{id}'>): IntakeDetail {
  return { ...intake, data: intake.data as IntakeData };
}

export function useIntake(id: string) {
  return useQuery({ queryKey: clientsKeys.intake(id), queryFn: ({ signal }) => unwrap(api.GET('/api/client-onboarding/{id}', { ...inRecord(id), signal })).then(withIntakeData), retry: false });
}

function useClientsMutation<T, R>(fn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries({ queryKey: clientsKeys.all }) });
}

export const useInvitePortalUser = (clientId: string) => useClientsMutation((email: string) => unwrap(api.POST('/api/client-management/{id}/portal-invitations', { ...inRecord(clientId), body: { email } })));
export const useRevokePortalAccess = (clientId: string) => useClientsMutation((userId: string) => unwrap(api.DELETE('/api/client-management/{id}/portal-access/{userId}', { params: { path: { id: clientId, userId } } })));
export const useCancelPortalInvitation = (clientId: string) =>
  useClientsMutation((invitationId: string) => unwrap(api.DELETE('/api/client-management/{id}/portal-invitations/{invitationId}', { params: { path: { id: clientId, invitationId } } })));

export const useStartIntake = () => useClientsMutation((kind: IntakeKind) => unwrap(api.POST('/api/client-onboarding', { body: { kind } })));
export const useSaveIntake = (id: string) => useClientsMutation((body: SaveIntakeBody) => unwrap(api.PATCH('/api/client-onboarding/{id}', { ...inRecord(id), body })));
export const useSubmitIntake = (id: string) => useClientsMutation(() => unwrap(api.POST('/api/client-onboarding/{id}/submit', inRecord(id))));
export const useApproveIntake = (id: string) => useClientsMutation((body: ApproveIntakeBody) => unwrap(api.POST('/api/client-onboarding/{id}/approve', { ...inRecord(id), body })));
export const useRejectIntake = (id: string) => useClientsMutation((note: string) => unwrap(api.POST('/api/client-onboarding/{id}/reject', { ...inRecord(id), body: { note } })));
export const useSetRelationshipEnd = (id: string) => useClientsMutation((endedOn: string | null) => unwrap(api.PUT('/api/client-onboarding/{id}/relationship-end', { ...inRecord(id), body: { endedOn } })));
export const useDetachDocument = (id: string) => useClientsMutation((documentId: string) => unwrap(api.DELETE('/api/client-onboarding/{id}/documents/{documentId}', { params: { path: { id, documentId } } })));

/** Uploads the identity document into the vault (folder "Ügyfél-átvilágítás", decision 0135), then attaches it to the draft. */
export const useAttachDocument = (id: string) =>
  useClientsMutation(async (file: File) => {
    const form = new FormData();
    form.append('folder', 'Ügyfél-átvilágítás');
    form.append('file', file, file.name);
    const uploaded = await postForm('/api/documents', form);
    return unwrap(api.POST('/api/client-onboarding/{id}/documents', { ...inRecord(id), body: { documentId: uploaded.items[0]!.id } }));
  });
