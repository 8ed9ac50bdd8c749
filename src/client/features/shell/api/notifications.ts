// The signed-in user's notifications: the unread count for the bell (refreshed every minute)
// and the latest items, with marking as read.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@client/lib/api-client';
import { notificationKeys } from './notification-keys';

export function unreadCountQuery() {
  return queryOptions({
    queryKey: notificationKeys.unread,
    queryFn: ({ signal }) => unwrap(api.GET('/api/notifications/unread-count', { signal })),
    refetchInterval: 60_000,
  });
}

export function useUnreadCount() {
  return useQuery(unreadCountQuery());
}

export function useNotifications(enabled: boolean) {
  return useQuery({
    queryKey: notificationKeys.list,
    queryFn: ({ signal }) => unwrap(api.GET('/api/notifications', { signal })),
    enabled,
  });
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string | 'all') => (id === 'all' ? unwrap(api.POST('/api/notifications/read-all')) : unwrap(api.POST('/api/notifications/{id}/read', { params: { path: { id } } }))),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
