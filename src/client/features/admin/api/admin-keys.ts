// Query keys of the platform administration pages.
const admin = ['admin'] as const;
export const adminKeys = {
  all: admin,
  companies: (q: string, offset: number, withoutAdministrator = false) => [...admin, 'companies', q, offset, withoutAdministrator] as const,
  users: (q: string, offset: number, tenantId = '') => [...admin, 'users', q, offset, tenantId] as const,
  analytics: [...admin, 'analytics'] as const,
  jobs: (state: string, offset: number) => [...admin, 'jobs', state, offset] as const,
};
