// English texts of client-onboarding/errors.ts's codes, gathered by the client's English bundle
// (src/client/locales/en/api-errors.ts, decision 0447). `satisfies` makes a missing or stray code a compile error.
import type { onboardingErrorMessages } from './errors';

export const onboardingErrorMessagesEn = {
  ONBOARDING_SHARE_INVALID: 'An ownership share must be greater than 0 and at most 100%.',
  ONBOARDING_SHARES_OVER_100: 'The shares of the beneficial owners can add up to at most 100%.',
  ONBOARDING_KIND_MISMATCH: 'The kind of the identification data (person or organisation) does not match the due diligence.',
  ONBOARDING_NOT_EDITABLE: 'This due diligence can no longer be changed (it has been submitted or closed).',
  ONBOARDING_INCOMPLETE: 'The due diligence is incomplete: fill in the marked steps.',
  ONBOARDING_NOT_SUBMITTED: 'Only a submitted due diligence can be approved or rejected.',
  ONBOARDING_NOT_APPROVED: 'The end of the business relationship can only be recorded for an approved client.',
  ONBOARDING_DOCUMENT_NOT_FOUND: 'The selected document was not found.',
  CLIENT_NOT_FOUND: 'The client was not found.',
  CLIENT_EMAIL_MISSING: "The client's contact has no email address: add one first to invite them to the client portal.",
  CLIENT_ACCESS_NOT_FOUND: 'This user has no access to the client portal.',
} satisfies Record<keyof typeof onboardingErrorMessages, string>;
