// The signed-in user's notifications: the unread count for the bell (refreshed every minute)
// and the latest items, with marking as read.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { notificationListSchema, unreadCountSchema } from '@shared/notifications/notifications.schemas';
import { apiFetch } from '@client/lib/api-client';
import { notificationKeys } from './notification-keys';

type NotificationList = z.infer<typeof notificationListSchema>;
type UnreadCount = z.infer<typeof unreadCountSchema>;

export function unreadCountQuery() {
  return queryOptions({
    queryKey: notificationKeys.unread,
    queryFn: ({ signal }) => apiFetch<UnreadCount>('/api/notifications/unread-count', { signal }),
    refetchInterval: 60_000,
  });
}

export function useUnreadCount() {
  return useQuery(unreadCountQuery());
}

export function useNotifications(enabled: boolean) {
  return useQuery({
    queryKey: notificationKeys.list,
    queryFn: ({ signal }) => apiFetch<NotificationList>('/api/notifications', { signal }),
    enabled,
  });
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string | 'all') =>
      apiFetch<UnreadCount>(id === 'all' ? '/api/notifications/read-all' : `/api/notifications/${encodeURIComponent(id)}/read`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
