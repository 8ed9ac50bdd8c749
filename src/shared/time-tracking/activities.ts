// Activity types of time entries (decision 0114): a fixed list the firm can price separately
// (an activity rate), labelled in the client's locales.
export const activityTypes = ['consultation', 'drafting', 'review', 'court_hearing', 'negotiation', 'research', 'correspondence', 'phone', 'travel', 'administration', 'other'] as const;
export type ActivityType = (typeof activityTypes)[number];
