// Query keys of client management and client onboarding. An approval creates a client, so both
// live under one root: every onboarding write refreshes the clients list too.
import type { IntakeStatus } from '@shared/client-onboarding/client-onboarding.schemas';

const root = ['clients'] as const;
export const clientsKeys = {
  all: root,
  list: (q: string) => [...root, 'list', q] as const,
  detail: (id: string) => [...root, 'detail', id] as const,
  intakes: (status: IntakeStatus | '') => [...root, 'intakes', status] as const,
  intake: (id: string) => [...root, 'intake', id] as const,
};
