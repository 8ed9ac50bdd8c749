// API shapes of client management (issue 14 point 6, decision 0134): the firm's clients with
// their matters, the sum of their issued invoices and who of them can use the client portal.
import { z } from 'zod';
import { emailSchema } from '../auth/auth.schemas';
import { contactSchema } from '../contacts/contacts.schemas';
import { matterStatuses } from '../matters/matters';
import { riskLevels } from '../client-onboarding/risk';

/** A client is a contact: its identity fields are the contact's, with the client figures added. */
export const clientSummarySchema = contactSchema.pick({ id: true, kind: true, name: true, email: true, taxNumber: true }).extend({
  openMatters: z.number().int(),
  totalMatters: z.number().int(),
  /** Sum of the client's issued invoices in HUF (storno and corrections included, so they net out); null without permission to see invoices. */
  invoicedHuf: z.string().nullable(),
  /** Unpaid part of the client's issued invoices in HUF, and the part of it past due; null like invoicedHuf. */
  openHuf: z.string().nullable(),
  overdueHuf: z.string().nullable(),
  portalUsers: z.number().int(),
});
export type ClientSummary = z.infer<typeof clientSummarySchema>;

export const listClientsQuerySchema = z.object({ q: z.string().trim().max(100).optional() });
export const listClientsResponseSchema = z.object({ items: z.array(clientSummarySchema) });

export const portalUserSchema = z.object({ userId: z.string(), name: z.string(), email: z.string(), since: z.string() });
export const portalInvitationSchema = z.object({ id: z.string(), email: z.string(), expiresAt: z.string(), createdAt: z.string() });

export const clientDetailSchema = clientSummarySchema.extend({
  matters: z.array(z.object({ id: z.string(), number: z.string(), title: z.string(), status: z.enum(matterStatuses), openedOn: z.string() })),
  /** E-mail addresses that may be invited: the client's own and those of the people linked to it. */
  inviteableEmails: z.array(z.object({ email: z.string(), name: z.string() })),
  portalAccess: z.array(portalUserSchema),
  pendingInvitations: z.array(portalInvitationSchema),
  intake: z.object({ id: z.string(), riskLevel: z.enum(riskLevels), retentionUntil: z.string().nullable(), decidedAt: z.string().nullable() }).nullable(),
});
export type ClientDetail = z.infer<typeof clientDetailSchema>;

export const portalInviteBodySchema = z.object({ email: emailSchema });
