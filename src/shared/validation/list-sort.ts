// The server-side sort of a paged list (decision 0502): `sort` names one of the list's sortable
// columns, `dir` its direction. Sorting the loaded page in the browser showed a wrong order as soon
// as a list had more than one page, so the lists that page on the server sort there too.
import { z } from 'zod';

export const sortDirections = ['asc', 'desc'] as const;
export type SortDirection = (typeof sortDirections)[number];

/** The two query parameters of a list sortable by `columns`: both optional; `dir` alone is ignored, `sort` alone is ascending. */
export function listSortQuery<const C extends readonly [string, ...string[]]>(columns: C) {
  return {
    /** The column to sort by; without it the list keeps its default order. */
    sort: z.enum(columns).optional(),
    /** The direction of `sort` (ascending when not given). */
    dir: z.enum(sortDirections).optional(),
  };
}
