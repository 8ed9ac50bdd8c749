// GET /api/company: the own company, read by the dashboard and the settings page (one query, one key).
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ownCompanySchema } from '@shared/company/company.schemas';
import { apiFetch } from './api-client';
import { companyKeys } from './query-keys';

export type OwnCompany = z.infer<typeof ownCompanySchema>;

export function ownCompanyQueryOptions() {
  return queryOptions({ queryKey: companyKeys.own, queryFn: ({ signal }) => apiFetch<OwnCompany>('/api/company', { signal }) });
}
