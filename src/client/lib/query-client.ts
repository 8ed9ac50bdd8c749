// The app's server-state cache (TanStack Query) with one correction: an invalidation after a write
// also reaches a list whose first load is still on its way.
//
// TanStack hands an invalidation the promise of a fetch in flight instead of asking again, and
// `cancelRefetch` only cancels a fetch of a query that already has data. So when a write finished
// while the page's first load of a list was still travelling, the list kept the answer read before
// the write: a Themis conversation created right after the page opened never appeared in its list
// (a CI journey waited for it in vain). Here such first loads are cancelled (back to "pending")
// before the invalidation, which then fetches them afresh.
import { type InvalidateOptions, type InvalidateQueryFilters, QueryClient } from '@tanstack/react-query';

export class WriteAwareQueryClient extends QueryClient {
  override async invalidateQueries(filters?: InvalidateQueryFilters, options?: InvalidateOptions): Promise<void> {
    await this.cancelQueries({ ...filters, predicate: (query) => query.state.data === undefined && query.state.fetchStatus === 'fetching' && (filters?.predicate?.(query) ?? true) }, { silent: true });
    return super.invalidateQueries(filters, options);
  }
}
