// Query keys of join requests: the requester's own list, and the firm's pending list (under the
// company's root, so refreshing the company refreshes it too).
import { companyKeys } from '@client/lib/query-keys';

export const joinRequestKeys = {
  own: ['join-requests', 'mine'] as const,
  firm: [...companyKeys.all, 'join-requests'] as const,
};
