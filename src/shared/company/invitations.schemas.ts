// Colleague invitations (issue 38.2, decision 0330): the firm administrator invites a lawyer or a
// firm administrator by e-mail; the link lives INVITATION_DAYS days, can be sent again (a new link,
// the old one stops working) and revoked; accepting it creates the account with the invitee's own
// password, or adds an existing account that signs in. Seats: the firm's staff against the plan.
import { z } from 'zod';
import { emailSchema } from '../auth/auth.schemas';
import { strongPasswordSchema } from '../auth/account.schemas';
import { INVITATION_DAYS } from '../join-requests/join-requests.schemas';
import { personNameSchema } from '../hu/hu.schemas';

export { INVITATION_DAYS };

/** What a colleague is invited as: a lawyer, a firm administrator, or both. */
export const colleagueRoleChoices = ['lawyer', 'tenant', 'tenant,lawyer'] as const;
export type ColleagueRoleChoice = (typeof colleagueRoleChoices)[number];

/** Seats used when the firm has no plan (the default tier's). */
export const DEFAULT_USERS_LIMIT = 3;

export const inviteColleagueBodySchema = z.object({
  name: personNameSchema,
  email: emailSchema,
  roles: z.enum(colleagueRoleChoices, { error: 'Válaszd ki, milyen szerepkörben hívod meg.' }),
});
export type InviteColleagueBody = z.input<typeof inviteColleagueBodySchema>;

export const colleagueInvitationSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  roles: z.enum(colleagueRoleChoices),
  createdAt: z.string(),
  lastSentAt: z.string(),
  expiresAt: z.string(),
  expired: z.boolean(),
  inviterName: z.string().nullable(),
});
export type ColleagueInvitation = z.infer<typeof colleagueInvitationSchema>;

/** Staff seats: members who are firm admins or lawyers, open invitations, and the plan's limit (null: unlimited). */
export const seatsSchema = z.object({ used: z.number().int(), invited: z.number().int(), limit: z.number().int().nullable(), planName: z.string().nullable() });
export type Seats = z.infer<typeof seatsSchema>;

export const colleagueInvitationListSchema = z.object({ items: z.array(colleagueInvitationSchema), seats: seatsSchema, days: z.number().int() });

/** The invitee's view of a link (before accepting): whose, as what, until when, and whether an account exists. */
export const invitationTokenBodySchema = z.object({ token: z.string().trim().min(1).max(200) });
export const invitationPreviewSchema = z.object({
  firmName: z.string(),
  name: z.string(),
  email: z.string(),
  roles: z.enum(colleagueRoleChoices),
  expiresAt: z.string(),
  accountExists: z.boolean(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

/**
 * Accepting: a new account gives its name and first password (with the confirmation); an existing
 * account accepts signed in as the invited address, with the token alone.
 */
export const acceptInvitationBodySchema = z
  .object({
    token: z.string().trim().min(1).max(200),
    name: personNameSchema.optional(),
    password: strongPasswordSchema.optional(),
    confirmPassword: z.string().max(200).optional(),
    /** A new account accepts the terms and the privacy notice in force (decision 0081). */
    acceptTerms: z.boolean().optional(),
  })
  .refine((b) => b.password === undefined || b.password === b.confirmPassword, { message: 'A két jelszó nem egyezik.', path: ['confirmPassword'] });
export type AcceptInvitationBody = z.input<typeof acceptInvitationBodySchema>;
export const acceptInvitationResponseSchema = z.object({ success: z.literal(true), message: z.string(), email: z.string(), created: z.boolean() });

export const invitationMessages = {
  accountCreated: 'A fiókod elkészült, a jelszavad beállítva. Most már bejelentkezhetsz.',
  joined: 'Csatlakoztál az irodához. Frissítsd az oldalt, vagy válts irodát a fejlécben.',
} as const;
