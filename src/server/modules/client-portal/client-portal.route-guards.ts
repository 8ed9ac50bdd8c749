// The customer portal's part of the route-guard harness (issue 35, decision 0350; test support,
// decision 0424 – gathered by src/server/test/route-guard-parts.ts, never imported by production
// code): the reviewed guard of each /api/client-portal route, the other firm's and – new for the portal –
// another customer of the SAME firm's objects, and valid bodies. A customer trying every portal route with the
// other customer's ids must get 404 and find none of the other customer's ids in any answer.
import { and, eq, inArray, like } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  bookingAppointmentTypes,
  bookingAvailabilityExceptions,
  bookings,
  contacts,
  invoicePayments,
  invoiceProformas,
  invoices,
  matterParties,
  members,
  portalComplaints,
  portalMessages,
  portalThreads,
  portalUsers,
  users,
} from '../../db/schema';
import { defineRouteGuardPart, tenantPerm } from '../../test/route-guard-part';
import type { RouteGuard } from '../../plugins/request-context';

const guards: Record<string, RouteGuard> = {
  'GET /api/client-portal/overview': tenantPerm('canViewDashboard'),
  'GET /api/client-portal/threads': tenantPerm('canContactCompany'),
  'POST /api/client-portal/threads': tenantPerm('canContactCompany'),
  'GET /api/client-portal/threads/live': tenantPerm('canContactCompany'),
  'GET /api/client-portal/threads/:id': tenantPerm('canContactCompany'),
  'POST /api/client-portal/threads/:id/messages': tenantPerm('canContactCompany'),
  'POST /api/client-portal/threads/:id/read': tenantPerm('canContactCompany'),
  // Attachments (decision 0366): under the thread's own guard on each side.
  'POST /api/client-portal/threads/:id/attachments': tenantPerm('canContactCompany'),
  'GET /api/client-portal/threads/:id/attachments/:documentId': tenantPerm('canContactCompany'),
  'POST /api/client-portal/inbox/:id/attachments': tenantPerm('canViewContacts'),
  'GET /api/client-portal/inbox/:id/attachments/:documentId': tenantPerm('canViewContacts'),
  // The firm's inbox (decision 0353): staff only; a customer lacks canViewContacts.
  'GET /api/client-portal/inbox': tenantPerm('canViewContacts'),
  'GET /api/client-portal/inbox/live': tenantPerm('canViewContacts'),
  'GET /api/client-portal/inbox/:id': tenantPerm('canViewContacts'),
  'POST /api/client-portal/inbox/:id/messages': tenantPerm('canViewContacts'),
  'POST /api/client-portal/inbox/:id/read': tenantPerm('canViewContacts'),
  'PATCH /api/client-portal/inbox/:id': tenantPerm('canViewContacts'),
  // Booking (issue 35 point 3, decision 0357): the customer's side, and the firm's under /api/client-portal/firm.
  'GET /api/client-portal/booking/options': tenantPerm('canBookAppointment'),
  'GET /api/client-portal/booking/slots': tenantPerm('canBookAppointment'),
  'GET /api/client-portal/bookings': tenantPerm('canBookAppointment'),
  'POST /api/client-portal/bookings': tenantPerm('canBookAppointment'),
  'POST /api/client-portal/bookings/:id/cancel': tenantPerm('canBookAppointment'),
  'POST /api/client-portal/bookings/:id/reschedule': tenantPerm('canBookAppointment'),
  'GET /api/client-portal/bookings/:id/invite.ics': tenantPerm('canBookAppointment'),
  'GET /api/client-portal/firm/appointment-types': tenantPerm('canViewCases'),
  'POST /api/client-portal/firm/appointment-types': tenantPerm('canEditSettings'),
  'PUT /api/client-portal/firm/appointment-types/:id': tenantPerm('canEditSettings'),
  'GET /api/client-portal/firm/availability': tenantPerm('canViewCases'),
  'PUT /api/client-portal/firm/availability/weekly': tenantPerm('canViewCases'),
  'POST /api/client-portal/firm/availability/exceptions': tenantPerm('canViewCases'),
  'DELETE /api/client-portal/firm/availability/exceptions/:id': tenantPerm('canViewCases'),
  'GET /api/client-portal/firm/calendar': tenantPerm('canViewCases'),
  'POST /api/client-portal/firm/bookings/:id/cancel': tenantPerm('canViewCases'),
  'GET /api/client-portal/firm/matters/:id/bookings': tenantPerm('canViewCases'),
  'GET /api/client-portal/complaints': tenantPerm('canSubmitComplaint'),
  'GET /api/client-portal/complaints/options': tenantPerm('canSubmitComplaint'),
  'POST /api/client-portal/complaints': tenantPerm('canSubmitComplaint'),
  'GET /api/client-portal/complaints/:id': tenantPerm('canSubmitComplaint'),
  'GET /api/client-portal/faq': tenantPerm('canRequestSupport'),
  'GET /api/client-portal/firm/complaints': tenantPerm('canViewContacts'),
  'GET /api/client-portal/firm/complaints/:id': tenantPerm('canViewContacts'),
  'PATCH /api/client-portal/firm/complaints/:id/status': tenantPerm('canEditContacts'),
  'POST /api/client-portal/firm/complaints/:id/answer': tenantPerm('canEditContacts'),
  // Purchases and the firm's public profile (issue 35 points 4 and 6, decisions 0401–0402).
  'GET /api/client-portal/purchases': tenantPerm('canViewPurchases'),
  'GET /api/client-portal/invoices/:id/pdf': tenantPerm('canViewPurchases'),
  'GET /api/client-portal/proformas/:id/pdf': tenantPerm('canViewPurchases'),
  'GET /api/client-portal/company-info': tenantPerm('canViewCompanyInfo'),
  'PUT /api/client-portal/company-info': tenantPerm('canEditSettings'),
};

/** Objects of a customer: another firm's (object-level checks) or the same firm's other customer. */
export interface PortalObjects {
  portalThreadId: string;
  portalClientId: string;
  portalMatterId: string | null;
  portalBookingId: string;
  portalAppointmentTypeId: string;
  portalExceptionId: string;
  portalComplaintId: string;
  /** An issued invoice (the other firm's: any of its invoices) of the customer. */
  portalInvoiceId: string;
  /** A pro-forma issued to the customer's client (decision 0368). */
  portalProformaId: string;
}

/** Path parameters naming another customer's object, per route URL. */
export const portalForeignIds: Record<string, (f: PortalObjects) => Record<string, string>> = {
  '/api/client-portal/threads/:id': (f) => ({ id: f.portalThreadId }),
  '/api/client-portal/threads/:id/messages': (f) => ({ id: f.portalThreadId }),
  '/api/client-portal/threads/:id/read': (f) => ({ id: f.portalThreadId }),
  '/api/client-portal/inbox/:id': (f) => ({ id: f.portalThreadId }),
  '/api/client-portal/inbox/:id/messages': (f) => ({ id: f.portalThreadId }),
  '/api/client-portal/inbox/:id/read': (f) => ({ id: f.portalThreadId }),
  // The document id does not matter: the thread is not the caller's, so nothing of it is looked at.
  '/api/client-portal/threads/:id/attachments': (f) => ({ id: f.portalThreadId }),
  '/api/client-portal/threads/:id/attachments/:documentId': (f) => ({ id: f.portalThreadId, documentId: f.portalThreadId }),
  '/api/client-portal/inbox/:id/attachments': (f) => ({ id: f.portalThreadId }),
  '/api/client-portal/inbox/:id/attachments/:documentId': (f) => ({ id: f.portalThreadId, documentId: f.portalThreadId }),
  '/api/client-portal/bookings/:id/cancel': (f) => ({ id: f.portalBookingId }),
  '/api/client-portal/bookings/:id/reschedule': (f) => ({ id: f.portalBookingId }),
  '/api/client-portal/bookings/:id/invite.ics': (f) => ({ id: f.portalBookingId }),
  '/api/client-portal/firm/appointment-types/:id': (f) => ({ id: f.portalAppointmentTypeId }),
  '/api/client-portal/firm/availability/exceptions/:id': (f) => ({ id: f.portalExceptionId }),
  '/api/client-portal/firm/bookings/:id/cancel': (f) => ({ id: f.portalBookingId }),
  '/api/client-portal/complaints/:id': (f) => ({ id: f.portalComplaintId }),
  '/api/client-portal/firm/complaints/:id': (f) => ({ id: f.portalComplaintId }),
  '/api/client-portal/firm/complaints/:id/status': (f) => ({ id: f.portalComplaintId }),
  '/api/client-portal/firm/complaints/:id/answer': (f) => ({ id: f.portalComplaintId }),
  '/api/client-portal/invoices/:id/pdf': (f) => ({ id: f.portalInvoiceId }),
  '/api/client-portal/proformas/:id/pdf': (f) => ({ id: f.portalProformaId }),
};

/** The queries the booking GET routes cannot answer without. */
const queries: Record<string, string> = {
  'GET /api/client-portal/booking/slots': 'from=2026-12-01&to=2026-12-07',
  'GET /api/client-portal/firm/calendar': 'from=2026-12-01&to=2026-12-31',
};

const bodies: Record<string, unknown> = {
  'POST /api/client-portal/threads': { subject: 'Harness kérdés', body: 'Harness üzenet' },
  'POST /api/client-portal/threads/:id/messages': { body: 'Harness válasz' },
  'POST /api/client-portal/inbox/:id/messages': { body: 'Harness válasz' },
  'PATCH /api/client-portal/inbox/:id': { status: 'closed' },
  'POST /api/client-portal/bookings': { typeId: 'nincs-ilyen-tipus', lawyerId: 'nincs-ilyen-ugyved', start: '2026-12-07T09:00:00+01:00' },
  'POST /api/client-portal/bookings/:id/cancel': { reason: 'Harness lemondás' },
  'POST /api/client-portal/bookings/:id/reschedule': { start: '2026-12-07T10:00:00+01:00' },
  'POST /api/client-portal/firm/appointment-types': { name: 'Harness típus', durationMinutes: 30, mode: 'online' },
  'PUT /api/client-portal/firm/appointment-types/:id': { name: 'Harness típus', durationMinutes: 30, mode: 'online' },
  'PUT /api/client-portal/firm/availability/weekly': { weekly: [{ weekday: 1, startTime: '09:00', endTime: '12:00' }] },
  'POST /api/client-portal/firm/availability/exceptions': { date: '2026-12-24', kind: 'off' },
  'POST /api/client-portal/firm/bookings/:id/cancel': { reason: 'Harness lemondás' },
  'POST /api/client-portal/complaints': { subject: 'Harness panasz', text: 'Harness panasz részletes leírása.' },
  'PATCH /api/client-portal/firm/complaints/:id/status': { status: 'in_progress' },
  'POST /api/client-portal/firm/complaints/:id/answer': { outcome: 'upheld', answer: 'Harness válasz a panaszra.' },
  'PUT /api/client-portal/company-info': { seat: '1055 Budapest, Harness utca 1.', openingHours: [{ weekday: 1, opens: '09:00', closes: '17:00' }], lawyers: [] },
};

/** A complaint of a client contact, as filed (tests write it directly; the service files real ones). */
export async function insertComplaint(db: Database, tenantId: string, contactId: string, userId: string): Promise<string> {
  const [row] = await db
    .insert(portalComplaints)
    .values({
      tenantId,
      reference: `P-2026-H${crypto.randomUUID().slice(0, 5).toUpperCase()}`,
      contactId,
      subject: 'Idegen panasz (harness)',
      body: 'Idegen panasz szövege',
      complainantName: 'Idegen ügyfél',
      consumer: true,
      dueOn: '2026-12-31',
      submittedBy: userId,
      retainUntil: '2031-12-31',
    })
    .returning({ id: portalComplaints.id });
  return row!.id;
}

/** An appointment type, an exception of the lawyer and a booking of the client, far ahead (written as the owner). */
async function bookingOf(db: Database, tenantId: string, contactId: string, lawyerId: string, startsAt: Date) {
  const [type] = await db.insert(bookingAppointmentTypes).values({ tenantId, name: 'Idegen konzultáció (harness)', durationMinutes: 60, mode: 'online' }).returning({ id: bookingAppointmentTypes.id });
  const [exception] = await db.insert(bookingAvailabilityExceptions).values({ tenantId, lawyerId, date: '2027-06-02', kind: 'off' }).returning({ id: bookingAvailabilityExceptions.id });
  const endsAt = new Date(startsAt.getTime() + 3_600_000);
  const [booking] = await db.insert(bookings).values({ tenantId, lawyerId, typeId: type!.id, contactId, startsAt, endsAt, blockedUntil: endsAt, mode: 'online' }).returning({ id: bookings.id });
  return { portalBookingId: booking!.id, portalAppointmentTypeId: type!.id, portalExceptionId: exception!.id };
}

/** A pro-forma of a client contact, as issued (the document's content is never read for another's: the route answers 404 first). */
async function insertProforma(db: Database, tenantId: string, contactId: string): Promise<string> {
  const [row] = await db
    .insert(invoiceProformas)
    .values({
      tenantId,
      contactId,
      number: `DB-2026/H${crypto.randomUUID().slice(0, 5).toUpperCase()}`,
      customerName: 'Idegen ügyfél (harness)',
      currency: 'HUF',
      grossAmount: '1000',
      issueDate: '2026-11-29',
      document: {} as never,
    })
    .returning({ id: invoiceProformas.id });
  return row!.id;
}

/** A thread (with a firm message) and a booking of the other firm's client contact, and one of that firm's invoices. */
export async function foreignPortal(db: Database, tenantId: string, contactId: string, userId: string): Promise<PortalObjects> {
  const [thread] = await db.insert(portalThreads).values({ tenantId, contactId, subject: 'Idegen üzenetváltás (harness)', createdBy: userId }).returning({ id: portalThreads.id });
  await db.insert(portalMessages).values({ tenantId, threadId: thread!.id, authorId: userId, fromFirm: true, body: 'Idegen üzenet' });
  const booking = await bookingOf(db, tenantId, contactId, userId, new Date('2027-06-01T08:00:00Z'));
  const [invoice] = await db.select({ id: invoices.id }).from(invoices).where(eq(invoices.tenantId, tenantId)).limit(1);
  if (!invoice) throw new Error('the other firm needs an invoice before its portal objects');
  return {
    portalThreadId: thread!.id,
    portalClientId: contactId,
    portalMatterId: null,
    ...booking,
    portalComplaintId: await insertComplaint(db, tenantId, contactId, userId),
    portalInvoiceId: invoice.id,
    portalProformaId: await insertProforma(db, tenantId, contactId),
  };
}

export interface OtherCustomer extends PortalObjects {
  email: string;
  /** Every id of the other customer's own rows (its contacts, matters, invoices, threads, messages). */
  footprint: string[];
}

/** The demo firm's second customer (Tóth Gábor) as seen by the first (Szabó Anna): his objects and footprint. */
export async function otherCustomerOfDemoFirm(db: Database, tenantId: string, email = 'toth.gabor@example.hu'): Promise<OtherCustomer> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  const clientIds = (
    await db
      .select({ id: portalUsers.contactId })
      .from(portalUsers)
      .where(and(eq(portalUsers.tenantId, tenantId), eq(portalUsers.userId, user!.id)))
  ).map((r) => r.id);
  if (clientIds.length === 0) throw new Error(`the demo seed did not link ${email} to a client`);
  const matterIds = (
    await db
      .select({ id: matterParties.matterId })
      .from(matterParties)
      .where(and(inArray(matterParties.contactId, clientIds), eq(matterParties.role, 'client')))
  ).map((r) => r.id);
  let threads = (await db.select({ id: portalThreads.id }).from(portalThreads).where(inArray(portalThreads.contactId, clientIds))).map((r) => r.id);
  if (threads.length === 0) threads = [(await foreignPortal(db, tenantId, clientIds[0]!, user!.id)).portalThreadId];
  const messages = (await db.select({ id: portalMessages.id }).from(portalMessages).where(inArray(portalMessages.threadId, threads))).map((r) => r.id);
  const invoiceIds = (await db.select({ id: invoices.id }).from(invoices).where(inArray(invoices.contactId, clientIds))).map((r) => r.id);
  let complaintIds = (await db.select({ id: portalComplaints.id }).from(portalComplaints).where(inArray(portalComplaints.contactId, clientIds))).map((r) => r.id);
  if (complaintIds.length === 0) complaintIds = [await insertComplaint(db, tenantId, clientIds[0]!, user!.id)];
  const [issued] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(inArray(invoices.contactId, clientIds), eq(invoices.status, 'issued')))
    .limit(1);
  if (!issued) throw new Error(`the demo seed issued no invoice to ${email}'s clients`);
  const paymentIds = invoiceIds.length ? (await db.select({ id: invoicePayments.id }).from(invoicePayments).where(inArray(invoicePayments.invoiceId, invoiceIds))).map((r) => r.id) : [];
  const names = (await db.select({ name: contacts.name }).from(contacts).where(inArray(contacts.id, clientIds))).map((r) => r.name);
  // A booking of his, with a lawyer of the firm, far ahead.
  const [lawyer] = await db
    .select({ id: members.userId })
    .from(members)
    .where(and(eq(members.organizationId, tenantId), like(members.role, '%lawyer%')));
  const booking = await bookingOf(db, tenantId, clientIds[0]!, lawyer!.id, new Date('2027-06-03T08:00:00Z'));
  const bookingIds = (await db.select({ id: bookings.id }).from(bookings).where(inArray(bookings.contactId, clientIds))).map((r) => r.id);
  const proformaId = await insertProforma(db, tenantId, clientIds[0]!);
  return {
    email,
    portalThreadId: threads[0]!,
    portalClientId: clientIds[0]!,
    portalMatterId: matterIds[0] ?? null,
    ...booking,
    portalComplaintId: complaintIds[0]!,
    portalInvoiceId: issued.id,
    portalProformaId: proformaId,
    footprint: [...clientIds, ...matterIds, ...threads, ...messages, ...invoiceIds, ...paymentIds, ...bookingIds, ...complaintIds, proformaId, ...names],
  };
}

export default defineRouteGuardPart<PortalObjects>({
  guards,
  foreignIds: {
    ...portalForeignIds,
    // The matter's appointments in its case file (decision 0421): the other firm's matter.
    '/api/client-portal/firm/matters/:id/bookings': (f) => ({ id: f.matterId }),
  },
  bodies,
  queries,
  foreign: (db, other) => foreignPortal(db, other.tenantId, other.contactId, other.userId),
});
