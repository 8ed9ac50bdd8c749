// Figures of the firm and customer dashboards, all from the server.
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ownCompanySchema } from '@shared/company/company.schemas';
import { apiFetch } from '@client/lib/api-client';

type OwnCompany = z.infer<typeof ownCompanySchema>;

export function useOwnCompany() {
  return useQuery({ queryKey: ['company'], queryFn: ({ signal }) => apiFetch<OwnCompany>('/api/company', { signal }) });
}

export function useContactsTotal(enabled: boolean) {
  return useQuery({
    queryKey: ['contacts', 'total'],
    queryFn: ({ signal }) => apiFetch<{ total: number }>('/api/contacts?limit=1&offset=0', { signal }).then((r) => r.total),
    enabled,
  });
}
