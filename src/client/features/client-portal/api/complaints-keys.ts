// Query keys of the portal's complaints and FAQ (the customer's, under ['portal'], and the firm's).
export const complaintKeys = {
  own: ['portal', 'complaints'] as const,
  ownOne: (id: string) => ['portal', 'complaints', id] as const,
  options: ['portal', 'complaints', 'options'] as const,
  faq: (q: string) => ['portal', 'faq', q] as const,
  firm: ['complaints'] as const,
  firmList: (status: string) => ['complaints', 'list', status] as const,
  firmOne: (id: string) => ['complaints', 'one', id] as const,
};
