// The firm's branding: read, save name and colour, upload and remove the logo (raw file body; the
// server sniffs and limits it).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BrandingBody } from '@shared/custom-branding/custom-branding.schemas';
import { api, type ApiAnswer, unwrap } from '@client/lib/api-client';
import { customBrandingKeys } from './custom-branding-keys';

export type Branding = ApiAnswer<'get', '/api/custom-branding'>;

export function useBranding(enabled = true) {
  return useQuery({ queryKey: customBrandingKeys.firm, queryFn: ({ signal }) => unwrap(api.GET('/api/custom-branding', { signal })), enabled, staleTime: 60_000 });
}

function useBrandingMutation<T>(fn: (input: T) => Promise<Branding>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: (branding) => queryClient.setQueryData(customBrandingKeys.firm, branding) });
}

export const useSaveBranding = () => useBrandingMutation((body: BrandingBody) => unwrap(api.PUT('/api/custom-branding', { body })));

/** The image goes as the raw request body with its own type; the document describes no JSON body for it. */
function uploadLogo(file: File) {
  return unwrap(api.PUT('/api/custom-branding/logo', { body: file as never, bodySerializer: () => file, headers: { 'Content-Type': file.type || 'application/octet-stream' } }));
}

export const useUploadLogo = () => useBrandingMutation(uploadLogo);
export const useRemoveLogo = () => useBrandingMutation(() => unwrap(api.DELETE('/api/custom-branding/logo')));
