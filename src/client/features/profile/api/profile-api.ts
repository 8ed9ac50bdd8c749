// The own profile: read, save, avatar upload (raw file body; the server sniffs and limits it).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UpdateProfileBody } from '@shared/profile/profile.schemas';
import { api, type ApiAnswer, unwrap } from '@client/lib/api-client';
import { meKeys } from '@client/lib/query-keys';
import { profileKeys } from './profile-keys';

export function useProfile(enabled = true) {
  return useQuery({ queryKey: profileKeys.own, queryFn: ({ signal }) => unwrap(api.GET('/api/profile', { signal })), enabled });
}

type Profile = ApiAnswer<'get', '/api/profile'>;

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

export const useSaveProfile = () => useProfileMutation((body: UpdateProfileBody) => unwrap(api.PATCH('/api/profile', { body })));

/**
 * The image goes as the raw request body with its own type (the server sniffs and limits it). The
 * document describes no body for this route (it is not JSON), so the file is passed through as it
 * is instead of serialized; the path and the answer are the document's.
 */
function uploadAvatar(file: File) {
  return unwrap(api.PUT('/api/profile/avatar', { body: file as never, bodySerializer: () => file, headers: { 'Content-Type': file.type || 'application/octet-stream' } }));
}

export const useUploadAvatar = () => useProfileMutation(uploadAvatar);
export const useRemoveAvatar = () => useProfileMutation(() => unwrap(api.DELETE('/api/profile/avatar')));
