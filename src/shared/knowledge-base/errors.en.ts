// English texts of knowledge-base/errors.ts's codes, gathered by the client's English bundle
// (src/client/locales/en/api-errors.ts, decision 0447). `satisfies` makes a missing or stray code a compile error.
import type { kbErrorMessages } from './errors';
import { KB_ATTACHMENTS_MAX } from './errors';

export const kbErrorMessagesEn = {
  KB_ARTICLE_NOT_FOUND: 'The article was not found.',
  KB_REVISION_NOT_FOUND: 'The requested revision was not found.',
  KB_ATTACHMENT_DOCUMENT_NOT_FOUND: 'The document to attach was not found in the document vault.',
  KB_ATTACHMENT_EXISTS: 'This document is already attached to the article.',
  KB_ATTACHMENT_NOT_FOUND: 'This document is not attached to the article.',
  KB_ATTACHMENTS_FULL: `An article can have at most ${KB_ATTACHMENTS_MAX} attachments.`,
} satisfies Record<keyof typeof kbErrorMessages, string>;
