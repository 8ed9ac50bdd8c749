// The /api/portal shapes (issue 35, decisions 0350–0359): the customer's dashboard (spec 3.5) and
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
