// English texts of matters/errors.ts's codes, gathered by the client's English bundle
// (src/client/locales/en/api-errors.ts, decision 0447). `satisfies` makes a missing or stray code a compile error.
import type { matterErrorMessages } from './errors';

export const matterErrorMessagesEn = {
  MATTER_CONFLICT_DECISION_REQUIRED: 'The conflict check found matches: record your decision and its reason.',
  MATTER_TEAM_NOT_MEMBER: "Only your company's lawyers or staff can be responsible for a matter or on its team.",
  MATTER_CONTACT_NOT_FOUND: 'The selected contact was not found.',
  MATTER_PARTY_NAME_REQUIRED: "Enter the party's name or choose a contact.",
  MATTER_TEAM_SELF_REMOVAL: 'You cannot remove yourself from a confidential matter: you would no longer see it.',
  MATTER_ASSIGNEE_OUTSIDE_TEAM: "On a confidential matter only a member of the matter's team can be responsible or assigned a task. Add the colleague to the team first.",
} satisfies Record<keyof typeof matterErrorMessages, string>;
