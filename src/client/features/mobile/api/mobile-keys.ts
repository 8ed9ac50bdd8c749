// Query keys of the mobile feature: the user's own devices, settings and the server's VAPID key.
export const mobileKeys = {
  all: ['mobile'] as const,
  devices: ['mobile', 'devices'] as const,
  settings: ['mobile', 'settings'] as const,
  vapidKey: ['mobile', 'vapid-key'] as const,
};
