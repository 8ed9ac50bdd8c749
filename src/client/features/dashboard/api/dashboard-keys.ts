// Query keys of the dashboard's own figures (the company comes from lib/own-company).
export const dashboardKeys = { contactsTotal: ['contacts', 'total'] as const };
