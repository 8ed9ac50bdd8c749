// The /api/client-portal shapes (issue 35, decisions 0350–0359): the customer's dashboard (spec 3.5) and
// messages between the customer and the firm. One schema per answer, used by the route and the client.
import { z } from 'zod';

/** Spec 3.5's activity types; booking and complaint come with their pages. */
export const portalActivityTypes = ['booking', 'message', 'invoice', 'payment', 'complaint'] as const;
export type PortalActivityType = (typeof portalActivityTypes)[number];

/** Spec 3.5's colour of an activity, by type (a Tailwind hue name the client maps to classes). */
export const portalActivityColors: Readonly<Record<PortalActivityType, string>> = {
  booking: 'blue',
  message: 'indigo',
  invoice: 'amber',
  payment: 'green',
  complaint: 'red',
};

export const portalActivitySchema = z.object({
  type: z.enum(portalActivityTypes),
  title: z.string(),
  description: z.string(),
  created_at: z.string(),
  color: z.string(),
  /** The page the activity opens (its thread, the purchases list). */
  link: z.string(),
});
export type PortalActivity = z.infer<typeof portalActivitySchema>;

export const portalMatterSchema = z.object({
  id: z.string(),
  number: z.string(),
  title: z.string(),
  status: z.enum(['open', 'in_progress', 'closed', 'archived']),
  openedOn: z.string(),
  responsibleLawyer: z.string().nullable(),
});
export type PortalMatter = z.infer<typeof portalMatterSchema>;

/** Spec 3.5: customerData, connectedCompany, recentActivities, stats; plus the customer's clients and matters. */
export const portalOverviewSchema = z.object({
  customerData: z.object({ name: z.string() }),
  connectedCompany: z.object({ name: z.string(), contact: z.string().nullable(), email: z.string().nullable(), phone: z.string().nullable() }),
  recentActivities: z.array(portalActivitySchema),
  stats: z.object({ unread_messages: z.number().int(), upcoming_appointments: z.number().int(), pending_invoices: z.number().int() }),
  /** The client contacts the customer acts for (portal_users, decision 0350). */
  clients: z.array(z.object({ id: z.string(), name: z.string() })),
  matters: z.array(portalMatterSchema),
});
export type PortalOverview = z.infer<typeof portalOverviewSchema>;

// ---- Messages (issue 35 point 2, decision 0352) ----

export const PORTAL_SUBJECT_MAX = 200;
export const PORTAL_MESSAGE_MAX = 10_000;

const subject = z.string().trim().min(1, 'Add meg az üzenet tárgyát.').max(PORTAL_SUBJECT_MAX);
const body = z.string().trim().min(1, 'Az üzenet nem lehet üres.').max(PORTAL_MESSAGE_MAX);

export const newThreadBodySchema = z.object({
  subject,
  body,
  /** One of the customer's clients; may be left out when they act for exactly one. */
  clientId: z.string().min(1).max(100).optional(),
  /** One of the customer's matters, optionally. */
  matterId: z.string().min(1).max(100).optional(),
});
export type NewThreadBody = z.infer<typeof newThreadBodySchema>;

export const newMessageBodySchema = z.object({ body });
/** A message's text with an attachment may be empty (the file speaks for itself). */
export const attachmentMessageBodySchema = z.string().trim().max(PORTAL_MESSAGE_MAX);
/** The multipart field of an attachment upload that carries the message's text (before the file). */
export const ATTACHMENT_BODY_FIELD = 'body';
/** The vault folder of the files attached to portal messages. */
export const PORTAL_ATTACHMENT_FOLDER = 'Ügyfélüzenetek';
export type NewMessageBody = z.infer<typeof newMessageBodySchema>;

export const portalMessageSchema = z.object({
  id: z.string(),
  body: z.string(),
  fromFirm: z.boolean(),
  authorName: z.string().nullable(),
  createdAt: z.string(),
  /** Read receipt: the other side has read it (a firm member, or one of the client's customers). */
  readByOtherSide: z.boolean(),
  /** The attached file (a vault document; one per message), downloadable by both sides of the thread. */
  attachment: z.object({ documentId: z.string(), fileName: z.string(), sizeBytes: z.number().int() }).nullable(),
});
export type PortalMessage = z.infer<typeof portalMessageSchema>;

export const portalThreadSummarySchema = z.object({
  id: z.string(),
  subject: z.string(),
  client: z.object({ id: z.string(), name: z.string() }),
  matter: z.object({ id: z.string(), number: z.string(), title: z.string() }).nullable(),
  status: z.enum(['open', 'closed']),
  lastMessageAt: z.string(),
  /** The firm answered last (false: the customer waits for a reply). */
  lastFromFirm: z.boolean(),
  unread: z.number().int(),
  assignedTo: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type PortalThreadSummary = z.infer<typeof portalThreadSummarySchema>;

export const portalThreadListSchema = z.object({ items: z.array(portalThreadSummarySchema), unreadTotal: z.number().int() });
export type PortalThreadList = z.infer<typeof portalThreadListSchema>;

export const portalThreadSchema = portalThreadSummarySchema.extend({ messages: z.array(portalMessageSchema) });
export type PortalThread = z.infer<typeof portalThreadSchema>;

export const inboxQuerySchema = z.object({
  clientId: z.string().min(1).max(100).optional(),
  matterId: z.string().min(1).max(100).optional(),
  /** Only threads where the customer waits for the firm's reply. */
  waiting: z.enum(['true', 'false']).optional(),
  /** Threads assigned to the reader (`me`) or to nobody (`none`). */
  assigned: z.enum(['me', 'none']).optional(),
  status: z.enum(['open', 'closed']).optional(),
  /** Search in subjects and message texts. */
  q: z.string().trim().max(200).optional(),
});
export type InboxQuery = z.infer<typeof inboxQuerySchema>;

/** The customer's thread list: optionally searched. */
export const ownThreadsQuerySchema = z.object({ q: z.string().trim().max(200).optional() });

export const threadUpdateBodySchema = z.object({
  assignedTo: z.string().min(1).max(100).nullable().optional(),
  status: z.enum(['open', 'closed']).optional(),
});
export type ThreadUpdateBody = z.infer<typeof threadUpdateBodySchema>;

/** The live channel's event: a message arrived in a thread the stream's user may see (ids only, decision 0352). */
export interface PortalStreamEvent {
  threadId: string;
  messageId: string;
}
