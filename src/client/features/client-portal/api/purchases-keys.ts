// Query keys of the customer's purchases and the firm's public profile.
export const purchasesKeys = {
  list: (filter: 'all' | 'pending') => ['portal', 'purchases', filter] as const,
  companyInfo: ['portal', 'company-info'] as const,
};
