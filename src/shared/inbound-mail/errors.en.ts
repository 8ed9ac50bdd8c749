// English texts of inbound-mail/errors.ts's codes, gathered by the client's English bundle
// (src/client/locales/en/api-errors.ts, decision 0447). `satisfies` makes a missing or stray code a compile error.
import type { inboundMailErrorMessages } from './errors';

export const inboundMailErrorMessagesEn = {
  INBOUND_IMAP_HOST_FORBIDDEN: 'This IMAP server cannot be reached: it is a local or private-network address (the platform operator can approve it).',
  INBOUND_IMAP_PASSWORD_REQUIRED: 'Enter the password of the IMAP mailbox.',
  INBOUND_CONFIGURER_GONE: 'The colleague who set this up is no longer a member of the firm or may not handle matters; a firm administrator should save the settings again.',
} satisfies Record<keyof typeof inboundMailErrorMessages, string>;
