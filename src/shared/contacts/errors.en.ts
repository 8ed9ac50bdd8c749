// English texts of contacts/errors.ts's codes, gathered by the client's English bundle
// (src/client/locales/en/api-errors.ts, decision 0447). `satisfies` makes a missing or stray code a compile error.
import type { contactErrorMessages } from './errors';

export const contactErrorMessagesEn = {
  CONTACT_LINK_INVALID: 'The linked organisation was not found in this company.',
  CONTACT_KIND_CHANGE: 'The type of a contact (person or organisation) cannot be changed afterwards.',
  CONTACT_MERGE_SAME: 'A contact cannot be merged with itself.',
  CONTACT_MERGE_KIND: 'Only contacts of the same type can be merged (person with person, organisation with organisation).',
  CONTACT_IMPORT_EMPTY: 'The file has no rows to import (the first row is the header).',
  CONTACT_IMPORT_TOO_LARGE: 'At most 2000 contacts can be imported from one file.',
  CONTACT_IMPORT_INVALID: 'The file has invalid rows, so no contact was imported. Fix the marked rows and try again.',
} satisfies Record<keyof typeof contactErrorMessages, string>;
