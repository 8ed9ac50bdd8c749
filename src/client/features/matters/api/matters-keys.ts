// Query keys of the matters pages; the dashboard's figures sit under the same ['matters'] root.
import type { MatterSort, MatterStatus } from '@shared/matters/matters';
import type { SortDirection } from '@shared/validation/list-sort';
import type { TaskDueFilter } from '@shared/matters/matters.schemas';

/** The open tasks across the matters (/app/matters/tasks). */
export interface TaskListFilters {
  due: TaskDueFilter;
  mine: boolean;
  offset: number;
}

export interface MatterListFilters {
  status: MatterStatus | '';
  mine: boolean;
  q: string;
  offset: number;
  /** The server's sort (decision 0502); none: opened on, newest first. */
  sort?: MatterSort | undefined;
  dir?: SortDirection | undefined;
}

const matters = ['matters'] as const;
export const matterKeys = {
  all: matters,
  list: (f: MatterListFilters) => [...matters, 'list', f] as const,
  tasks: (f: TaskListFilters) => [...matters, 'tasks', f] as const,
  detail: (id: string) => [...matters, 'detail', id] as const,
  /** Unbilled time, invoiced and paid on a matter (its case file, issue 38.3). */
  totals: (id: string) => [...matters, 'totals', id] as const,
  contacts: ['contacts', 'picker'] as const,
};
