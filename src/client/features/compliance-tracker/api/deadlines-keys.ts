// Query keys of the deadline views; every change refreshes everything under ['deadlines'].
import type { paths } from '@client/lib/api/api-types.gen';

/** The filters of GET /api/compliance-tracker, as the route's query types them. */
export type DeadlinesQuery = NonNullable<paths['/api/compliance-tracker']['get']['parameters']['query']>;

const deadlines = ['deadlines'] as const;
export const deadlineKeys = {
  all: deadlines,
  list: (q: DeadlinesQuery) => [...deadlines, 'list', q] as const,
  stats: [...deadlines, 'stats'] as const,
  feed: [...deadlines, 'feed'] as const,
  obligations: [...deadlines, 'obligations'] as const,
  settings: [...deadlines, 'settings'] as const,
  preferences: [...deadlines, 'preferences'] as const,
  calendar: (year: number) => [...deadlines, 'calendar', year] as const,
  clientChoices: [...deadlines, 'client-choices'] as const,
  matterDocuments: (matterId: string | undefined) => [...deadlines, 'matter-documents', matterId] as const,
  /** The platform admin's view of the calendar (not under ['deadlines']: no firm). */
  adminCalendarAll: ['admin', 'calendar'] as const,
  adminCalendar: (year: number) => ['admin', 'calendar', year] as const,
};
