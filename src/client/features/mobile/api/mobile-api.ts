// The signed-in user's push devices and settings in her firm, the server's VAPID key and the test
// push (/api/mobile, decision 0516).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PushSettings, RegisterDeviceBody } from '@shared/mobile/mobile.schemas';
import { api, type ApiAnswer, unwrap } from '@client/lib/api-client';
import { mobileKeys } from './mobile-keys';

export type DeviceItem = ApiAnswer<'get', '/api/mobile/devices'>['items'][number];

export const useDevices = () => useQuery({ queryKey: mobileKeys.devices, queryFn: ({ signal }) => unwrap(api.GET('/api/mobile/devices', { signal })) });

export const useSettings = () => useQuery({ queryKey: mobileKeys.settings, queryFn: ({ signal }) => unwrap(api.GET('/api/mobile/settings', { signal })) });

export const fetchVapidKey = () => unwrap(api.GET('/api/mobile/vapid-key'));

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PushSettings) => unwrap(api.PUT('/api/mobile/settings', { body })),
    onSuccess: (saved) => queryClient.setQueryData(mobileKeys.settings, saved),
  });
}

export function useRegisterDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RegisterDeviceBody) => unwrap(api.POST('/api/mobile/devices', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mobileKeys.devices }),
  });
}

export function useRemoveDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.DELETE('/api/mobile/devices/{id}', { params: { path: { id } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mobileKeys.devices }),
  });
}

export function useTestPush() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.POST('/api/mobile/test-push')),
    // The devices' last use, refusals and removals changed.
    onSettled: () => queryClient.invalidateQueries({ queryKey: mobileKeys.devices }),
  });
}
