// The one way an invoicing write is sent (decision 0491): when it succeeds, every view that shows
// the same facts – invoices, reports, dashboard, matter totals, time entries' billed state, the
// customer's purchases – is refreshed (invoicingStaleKeys), not only the invoice pages.
// A module that bills through invoicing (the hospitality folio) names its own keys in `alsoStale`.
import type { QueryKey } from '@tanstack/react-query';
import { invoicingStaleKeys } from './query-keys';
import { useRefetchingMutation } from './refetching-mutation';

export function useInvoicingMutation<TVariables, TData>(mutationFn: (variables: TVariables) => Promise<TData>, alsoStale: readonly QueryKey[] = []) {
  return useRefetchingMutation(mutationFn, [...invoicingStaleKeys, ...alsoStale]);
}
