// GET /api/company: the own company, read by the dashboard and the settings page (one query, one key).
import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from './api-client';
import { companyKeys } from './query-keys';

export function ownCompanyQueryOptions() {
  return queryOptions({ queryKey: companyKeys.own, queryFn: ({ signal }) => unwrap(api.GET('/api/company', { signal })) });
}
