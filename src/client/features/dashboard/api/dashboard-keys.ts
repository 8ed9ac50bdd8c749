// Query keys of the dashboard's own figures (the company comes from lib/own-company).
// Matters' figures sit under ['matters'], so every change to a matter refreshes them; the money
// figures under ['invoices'], refreshed by every invoice and payment change.
export const dashboardKeys = {
  contactsTotal: ['contacts', 'total'] as const,
  matterStats: ['matters', 'stats'] as const,
  deadlineStats: ['deadlines', 'stats'] as const,
  pipelineStats: ['opportunities', 'stats'] as const,
  moneyStats: ['invoices', 'stats'] as const,
};
