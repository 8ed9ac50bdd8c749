// The customer's bell (decision 0519): what the firm does that a customer sees in her portal – its
// message, an appointment it cancelled, a complaint it took up or answered, a díjbekérő or an
// invoice it issued (or corrected) for her – becomes a notice for each portal user linked to that
// client (the people who see it in their portal), written by consumers of the domain events in the
// change's transaction. Through notify() the mobile module pushes it to her phone when her settings
// take it. A notice names no matter and quotes no text (lawyer's secret): a time, a complaint's
// reference or a document's number at most – what her own portal page shows her anyway.
import { and, eq, isNull } from 'drizzle-orm';
import { notifications, portalUsers } from '../../db/schema';
import type { TenantTx } from '../../db/tenant-scope';
import { onDomainEvent } from '../../events/domain-events';
import { notify } from '../../notifications/notify';
import { whenText } from './booking.service';
import './booking.events';
import './client-portal.events';
import './complaints.events';

/** The bell's kind of the firm's message to a customer – the push category „messages” reads it (`portal.`). */
export const CUSTOMER_MESSAGE_KIND = 'portal.message';

/** Where a thread opens on the customer's side (her notice's link, also the key that bundles it). */
export const customerThreadLink = (threadId: string) => `/app/contact-company?thread=${threadId}`;

/** The customer users linked to a client of the firm. */
async function customersOf(tx: TenantTx, tenantId: string, clientId: string): Promise<string[]> {
  const rows = await tx
    .select({ userId: portalUsers.userId })
    .from(portalUsers)
    .where(and(eq(portalUsers.tenantId, tenantId), eq(portalUsers.contactId, clientId)));
  return [...new Set(rows.map((r) => r.userId))];
}

async function tell(tx: TenantTx, tenantId: string, clientId: string | null, notice: { kind: string; title: string; body?: string; link: string }): Promise<void> {
  if (!clientId) return;
  const recipients = await customersOf(tx, tenantId, clientId);
  await notify(
    tx,
    recipients.map((userId) => ({ userId, tenantId, ...notice })),
  );
}

/**
 * The firm's message: one unread notice per customer and thread – the next message of a thread she
 * has not opened since is covered by it (no second notice, no second push), as her e-mail notice is.
 */
onDomainEvent('message.received', 'client-portal.customer-notice', async (tx, event) => {
  if (event.payload.to !== 'customer') return;
  const link = customerThreadLink(event.payload.threadId);
  const recipients = await customersOf(tx, event.tenantId, event.payload.clientId);
  if (recipients.length === 0) return;
  const pending = await tx
    .select({ userId: notifications.userId })
    .from(notifications)
    .where(and(eq(notifications.tenantId, event.tenantId), eq(notifications.kind, CUSTOMER_MESSAGE_KIND), eq(notifications.link, link), isNull(notifications.readAt)));
  const covered = new Set(pending.map((p) => p.userId));
  await notify(
    tx,
    recipients.filter((userId) => !covered.has(userId)).map((userId) => ({ userId, tenantId: event.tenantId, kind: CUSTOMER_MESSAGE_KIND, title: 'Új üzenet érkezett az irodától', link })),
  );
});

/** Opening the thread reads its notice too (the customer's side of `markRead`). */
export async function readThreadNotices(tx: TenantTx, tenantId: string, userId: string, threadId: string): Promise<void> {
  await tx
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.tenantId, tenantId), eq(notifications.userId, userId), eq(notifications.kind, CUSTOMER_MESSAGE_KIND), eq(notifications.link, customerThreadLink(threadId)), isNull(notifications.readAt)));
}

// An appointment the firm cancelled (the customer's own cancellation tells nobody of hers).
onDomainEvent('appointment.cancelled', 'client-portal.customer-notice', (tx, event) =>
  event.payload.by === 'firm'
    ? tell(tx, event.tenantId, event.payload.clientId, {
        kind: 'portal.appointment_cancelled',
        title: 'Az iroda lemondta egy időpontodat',
        body: `Az időpont: ${whenText(new Date(event.payload.start))}. Új időpontot az Időpontfoglalás oldalon választhatsz.`,
        link: '/app/book-appointment',
      })
    : Promise.resolve(),
);

// Her complaint taken up: the 30-day answer period runs, and she knows someone is on it.
onDomainEvent('complaint.status_changed', 'client-portal.customer-notice', (tx, event) =>
  event.payload.to === 'in_progress'
    ? tell(tx, event.tenantId, event.payload.clientId, {
        kind: 'portal.complaint_in_progress',
        title: 'Az iroda megkezdte a panaszod kivizsgálását',
        body: `A panasz azonosítója: ${event.payload.reference}.`,
        link: '/app/submit-complaint',
      })
    : Promise.resolve(),
);

onDomainEvent('complaint.answered', 'client-portal.customer-notice', (tx, event) =>
  tell(tx, event.tenantId, event.payload.clientId, {
    kind: 'portal.complaint_answered',
    title: 'Válasz érkezett a panaszodra',
    body: `A panasz azonosítója: ${event.payload.reference}.`,
    link: '/app/submit-complaint',
  }),
);

const INVOICE_TITLES = {
  CREATE: 'Új számlát állított ki neked az iroda',
  STORNO: 'Az iroda sztornózta egy számládat',
  MODIFY: 'Az iroda módosította egy számládat',
} as const;

onDomainEvent('invoice.issued', 'client-portal.customer-notice', (tx, event) =>
  tell(tx, event.tenantId, event.payload.contactId, {
    kind: 'portal.invoice',
    title: INVOICE_TITLES[event.payload.operation],
    body: `Számlaszám: ${event.payload.number}.`,
    link: '/app/my-purchases',
  }),
);

onDomainEvent('proforma.issued', 'client-portal.customer-notice', (tx, event) =>
  tell(tx, event.tenantId, event.payload.contactId, {
    kind: 'portal.proforma',
    title: 'Díjbekérőt küldött neked az iroda',
    body: `Díjbekérő száma: ${event.payload.number}.`,
    link: '/app/my-purchases',
  }),
);
