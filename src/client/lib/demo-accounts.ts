// The demo accounts (DEMO_MODE only), read by the sign-in page's one-click sign-in and by the
// role switcher: one query, one key, one shape — an empty list when demo mode is off (the
// endpoint does not exist then). Two features once cached different shapes under one key.
import { queryOptions } from '@tanstack/react-query';
import type { DemoAccount } from '@shared/auth/account.schemas';
import { api, unwrap } from './api-client';
import { demoKeys } from './query-keys';

export function demoAccountsQueryOptions() {
  return queryOptions({
    queryKey: demoKeys.accounts,
    queryFn: ({ signal }): Promise<DemoAccount[]> =>
      unwrap(api.GET('/api/demo/accounts', { signal })).then(
        (answer) => answer.accounts,
        () => [],
      ),
    staleTime: Infinity,
    retry: false,
  });
}
