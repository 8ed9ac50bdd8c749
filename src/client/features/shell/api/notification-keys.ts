// Query keys of the signed-in user's notifications (the bell and its list).
const notifications = ['notifications'] as const;
export const notificationKeys = {
  all: notifications,
  unread: [...notifications, 'unread'] as const,
  list: [...notifications, 'list'] as const,
};
