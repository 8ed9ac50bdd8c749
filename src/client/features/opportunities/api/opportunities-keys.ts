// Query keys of the opportunities board and the CRM overview; the dashboard's pipeline figure sits
// under the same ['opportunities'] root, so every move or win refreshes it.
import type { OpportunityFilters } from '@shared/opportunities/opportunities.schemas';

const root = ['opportunities'] as const;
export const opportunityKeys = {
  all: root,
  board: (f: OpportunityFilters) => [...root, 'board', f] as const,
  stats: [...root, 'stats'] as const,
  crm: [...root, 'crm'] as const,
  contacts: ['contacts', 'picker'] as const,
};
