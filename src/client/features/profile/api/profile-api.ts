// The own profile: read, save, avatar upload (raw file body; the server sniffs and limits it).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Profile, UpdateProfileBody } from '@shared/profile/profile.schemas';
import { apiFetch, ApiError } from '@client/lib/api-client';
import { i18n } from '@client/lib/i18n';
import { meKeys } from '@client/lib/query-keys';
import { profileKeys } from './profile-keys';

export function useProfile(enabled = true) {
  return useQuery({ queryKey: profileKeys.own, queryFn: ({ signal }) => apiFetch<Profile>('/api/profile', { signal }), enabled });
}

function useProfileMutation<T>(fn: (input: T) => Promise<Profile>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (profile) => {
      queryClient.setQueryData(profileKeys.own, profile);
      // Name and avatar also show in the top bar (from /api/me).
      void queryClient.invalidateQueries({ queryKey: meKeys.all });
    },
  });
}

export const useSaveProfile = () => useProfileMutation((body: UpdateProfileBody) => apiFetch<Profile>('/api/profile', { method: 'PATCH', body }));

async function uploadAvatar(file: File): Promise<Profile> {
  let response: Response;
  try {
    response = await fetch('/api/profile/avatar', {
      method: 'PUT',
      credentials: 'same-origin',
      headers: { 'Content-Type': file.type || 'application/octet-stream', Accept: 'application/json' },
      body: file,
    });
  } catch {
    throw new ApiError('NETWORK_ERROR', i18n.t('errors.network'), 0);
  }
  const data = (await response.json().catch(() => null)) as (Profile & { code?: string; message?: string }) | null;
  if (!response.ok) throw new ApiError(data?.code ?? 'HTTP_ERROR', data?.message ?? i18n.t('errors.unexpected'), response.status);
  return data as Profile;
}

export const useUploadAvatar = () => useProfileMutation(uploadAvatar);
export const useRemoveAvatar = () => useProfileMutation(() => apiFetch<Profile>('/api/profile/avatar', { method: 'DELETE' }));
