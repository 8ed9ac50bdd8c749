// Per-user preferences and the avatar image. The avatar lives in the database (bytea) so app
// instances stay stateless and backups hold everything (decision 0023); limits are enforced by
// modules/profile before anything is stored.
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea } from './columns';
import { users } from './auth';
import { userTablePolicies } from './rls';

export const userSettings = pgTable(
  'user_settings',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'hu' | 'en' */
    language: text('language').notNull().default('hu'),
    /** 'dark' | 'light' */
    theme: text('theme').notNull().default('dark'),
    avatar: bytea('avatar'),
    /** image/png, image/jpeg or image/webp, sniffed from the bytes. */
    avatarType: text('avatar_type'),
    avatarUpdatedAt: timestamp('avatar_updated_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  () => userTablePolicies('user_settings', 'user_id'),
).enableRLS();

export type UserSettingsRow = typeof userSettings.$inferSelect;
