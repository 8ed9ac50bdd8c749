// Query keys of the account screens: the own sessions and the development outbox.
export const authKeys = {
  sessions: ['account', 'sessions'] as const,
  devOutbox: ['dev', 'outbox'] as const,
};
