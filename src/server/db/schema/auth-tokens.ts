// One-time tokens of the account flows (e-mail verification, password reset). Only a SHA-256
// hash of each token is stored; the token itself exists only in the e-mail that carries it.
import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { uuidPrimaryKey } from './columns';

export const authTokens = pgTable(
  'auth_tokens',
  {
    id: uuidPrimaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'email_verification' | 'password_reset' */
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auth_tokens_user_purpose_idx').on(t.userId, t.purpose, t.createdAt)],
);

export type AuthTokenRow = typeof authTokens.$inferSelect;
