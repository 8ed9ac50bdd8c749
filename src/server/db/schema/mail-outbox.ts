// Development outbox: without SMTP_URL every e-mail lands here and is readable at /dev/outbox
// (only when DEMO_MODE or NODE_ENV=development), so the account flows work without a mail server.
import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { uuidPrimaryKey } from './columns';

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuidPrimaryKey(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_recipient_created_idx').on(t.recipient, t.createdAt)],
);

export type MailOutboxRow = typeof mailOutbox.$inferSelect;
