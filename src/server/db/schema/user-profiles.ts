// What the registration wizard (spec 3.3) asks beyond better-auth's user row: user type,
// professional and contact details, and the consents with the time they were given.
import { boolean, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { userTablePolicies } from './rls';

export const userProfiles = pgTable(
  'user_profiles',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'lawyer' | 'customer' */
    userType: text('user_type').notNull(),
    barMembershipId: text('bar_membership_id'),
    firmName: text('firm_name'),
    firmAddress: text('firm_address'),
    firmSize: text('firm_size'),
    companyName: text('company_name'),
    phoneNumber: text('phone_number'),
    specialties: jsonb('specialties').$type<string[]>().notNull().default([]),
    /** 'email' | 'phone' */
    preferredContactMethod: text('preferred_contact_method').notNull().default('email'),
    marketingConsent: boolean('marketing_consent').notNull().default(false),
    newsletterConsent: boolean('newsletter_consent').notNull().default(false),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }).notNull(),
    privacyAcceptedAt: timestamp('privacy_accepted_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  () => userTablePolicies('user_profiles', 'user_id'),
).enableRLS();

export type UserProfileRow = typeof userProfiles.$inferSelect;
