// Join requests (decision 0070): a customer asks to join a firm by a lawyer's e-mail or the
// firm's code; the firm accepts or declines. The requester's answer is the same whether or not
// the value belongs to a firm, so nobody learns which e-mails are lawyers'.
import { z } from 'zod';
import { emailSchema } from '../auth/auth.schemas';

export const joinRequestMessages = {
  submitted: 'Csatlakozási kérelmedet rögzítettük. Ha a megadott emailcím vagy irodakód egy irodához tartozik, az iroda adminisztrátora értesítést kap, és emailben megírjuk, ha döntött.',
  valueRequired: 'Add meg az ügyvéded emailcímét vagy az iroda kódját',
  tooLong: 'Túl hosszú érték',
} as const;

/** A requester may have this many requests waiting at once (keeps firms from being flooded). */
export const MAX_PENDING_JOIN_REQUESTS = 5;

export const joinRequestBodySchema = z.object({
  lawyerEmailOrCode: z.string({ error: joinRequestMessages.valueRequired }).trim().min(1, { error: joinRequestMessages.valueRequired }).max(200, { error: joinRequestMessages.tooLong }),
});
export type JoinRequestBody = z.infer<typeof joinRequestBodySchema>;

export const joinRequestSubmittedSchema = z.object({ status: z.literal('pending'), message: z.string() });

export const ownJoinRequestStatuses = ['pending', 'accepted', 'declined', 'withdrawn'] as const;
export type JoinRequestStatus = (typeof ownJoinRequestStatuses)[number];

/** The requester's view: what they typed and where it stands; the firm is named only once it accepted. */
export const ownJoinRequestSchema = z.object({
  id: z.string(),
  requestedWith: z.string(),
  status: z.enum(ownJoinRequestStatuses),
  tenantName: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type OwnJoinRequest = z.infer<typeof ownJoinRequestSchema>;

/** A pending invitation addressed to the signed-in user's e-mail (the firm's direct invitation). */
export const ownInvitationSchema = z.object({ id: z.string(), tenantName: z.string(), expiresAt: z.string() });
export type OwnInvitation = z.infer<typeof ownInvitationSchema>;

export const ownJoinRequestListSchema = z.object({ items: z.array(ownJoinRequestSchema), invitations: z.array(ownInvitationSchema) });
export type OwnJoinRequestList = z.infer<typeof ownJoinRequestListSchema>;

/** The firm's view of a pending request. */
export const firmJoinRequestSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  company: z.string().nullable(),
  requestedWith: z.string(),
  createdAt: z.string(),
});
export type FirmJoinRequest = z.infer<typeof firmJoinRequestSchema>;
export const firmJoinRequestListSchema = z.object({ items: z.array(firmJoinRequestSchema) });

export const joinRequestDecisionSchema = z.object({ id: z.string(), status: z.enum(['accepted', 'declined']) });

/** The firm invites a customer directly (consent given in advance): the code joins them at once. */
export const INVITATION_DAYS = 7;
export const customerInvitationBodySchema = z.object({ email: emailSchema });
export const customerInvitationSchema = z.object({ id: z.string(), email: z.string(), expiresAt: z.string() });
