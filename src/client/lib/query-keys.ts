// Query keys of server state that several features read or invalidate (decision 0060). A key only
// one feature uses lives in that feature's api/<name>-keys.ts; lint allows key arrays nowhere else.
export const meKeys = { all: ['me'] as const };

const company = ['company'] as const;
export const companyKeys = {
  /** Everything about the own company (invalidated after a rename). */
  all: company,
  own: [...company, 'own'] as const,
  members: [...company, 'members'] as const,
  colleagueInvitations: [...company, 'colleague-invitations'] as const,
};

export const entitlementsKeys = { all: ['entitlements'] as const };

export const demoKeys = { accounts: ['demo', 'accounts'] as const };

/** The top bar's search (shell); invalidated when a knowledge-base article changes. */
export const searchKeys = { all: ['search'] as const, query: (q: string) => ['search', q] as const };
