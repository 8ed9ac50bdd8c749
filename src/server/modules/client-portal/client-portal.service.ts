// The customer portal's reads and rules (issue 35, decisions 0350–0352). Every function takes the
// Actor and works in its tenant transaction. A customer's "own" rows are those of the client
// contacts linked to them (portal_users): the services filter by these links, and RLS enforces the
// same for customer-only members (decision 0350) – a firm admin, who also holds the customer
// permissions, has no links and so sees no client's portal as their own.
import { and, desc, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import { formatMoney, type HuCurrency } from '@shared/hu/format';
import type { Receivables } from '@shared/invoice-generator/payments';
import { complaintOutcomeLabels } from '@shared/client-portal/complaints.schemas';
import { formatHuDate } from '@shared/hu/format';
import { portalActivityColors, type PortalActivity, type PortalOverview } from '@shared/client-portal/client-portal.schemas';
import type { Actor, PersonActor } from '../../actor/actor';
import {
  bookingAppointmentTypes,
  bookings,
  contacts,
  firmProfiles,
  invoicePayments,
  invoices,
  matterParties,
  matters,
  members,
  portalComplaints,
  portalMessages,
  portalThreads,
  portalUsers,
  tenants,
  userProfiles,
  users,
} from '../../db/schema';
import type { TenantTx } from '../../db/tenant-scope';
import { readMarkOf } from './thread-parts';
import { dateTimeFormat } from '@shared/intl';

/** What the portal reads from the invoicing module, wired by portal/module.ts from the invoicing face. */
export interface PortalInvoicing {
  /** Open issued invoices the transaction may see (RLS narrows them to the customer's own). */
  receivables(tx: TenantTx, tenantId: string): Promise<Receivables>;
}

export interface OwnClient {
  id: string;
  name: string;
}

/** The client contacts the actor acts for (none for firm staff). */
export async function ownClients(tx: TenantTx, actor: PersonActor): Promise<OwnClient[]> {
  return tx
    .select({ id: contacts.id, name: contacts.name })
    .from(portalUsers)
    .innerJoin(contacts, eq(contacts.id, portalUsers.contactId))
    .where(and(eq(portalUsers.tenantId, actor.tenantId), eq(portalUsers.userId, actor.userId)))
    .orderBy(contacts.name);
}

/** The actor's own matters: a linked contact is a client party (confidential ones stay hidden, RLS). */
export async function ownMatters(tx: TenantTx, actor: PersonActor, clientIds: readonly string[]) {
  if (clientIds.length === 0) return [];
  const lawyer = sql<string | null>`(select u.name from ${users} u where u.id = ${matters.responsibleLawyerId})`;
  return tx
    .selectDistinct({ id: matters.id, number: matters.number, title: matters.title, status: matters.status, openedOn: matters.openedOn, responsibleLawyerId: matters.responsibleLawyerId, responsibleLawyer: lawyer })
    .from(matters)
    .innerJoin(matterParties, eq(matterParties.matterId, matters.id))
    .where(and(eq(matters.tenantId, actor.tenantId), eq(matterParties.role, 'client'), inArray(matterParties.contactId, [...clientIds])))
    .orderBy(desc(matters.openedOn), matters.id);
}

/** Threads of the actor's own clients whose last firm message is newer than the actor's read mark. */
export async function unreadThreadCount(tx: TenantTx, actor: PersonActor, clientIds: readonly string[]): Promise<number> {
  if (clientIds.length === 0) return 0;
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(portalThreads)
    .where(
      and(
        eq(portalThreads.tenantId, actor.tenantId),
        inArray(portalThreads.contactId, [...clientIds]),
        sql`exists (select 1 from ${portalMessages} m where m.thread_id = ${portalThreads.id} and m.from_firm and m.created_at > ${readMarkOf(actor)})`,
      ),
    );
  return row?.n ?? 0;
}

/** The confirmed bookings of the customer's clients that have not ended yet (booking, decision 0357). */
async function upcomingAppointments(tx: TenantTx, tenantId: string, clientIds: readonly string[], now = new Date()): Promise<number> {
  if (clientIds.length === 0) return 0;
  return tx.$count(bookings, and(eq(bookings.tenantId, tenantId), inArray(bookings.contactId, [...clientIds]), eq(bookings.status, 'confirmed'), gte(bookings.endsAt, now)));
}

/** The firm as the customer sees it: its name and who to turn to (the lawyer of their latest matter, else the firm's administrator), with the firm's phone when that person has none. */
async function connectedCompany(tx: TenantTx, actor: Actor, lawyerId: string | null): Promise<PortalOverview['connectedCompany']> {
  const [firm] = await tx.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, actor.tenantId));
  let personId = lawyerId;
  if (!personId) {
    const admins = await tx.select({ userId: members.userId, role: members.role }).from(members).where(eq(members.organizationId, actor.tenantId));
    personId = admins.find((m) => m.role.split(',').includes('tenant'))?.userId ?? null;
  }
  const [person] = personId
    ? await tx.select({ name: users.name, email: users.email, phone: userProfiles.phoneNumber }).from(users).leftJoin(userProfiles, eq(userProfiles.userId, users.id)).where(eq(users.id, personId))
    : [];
  // A contact person without a phone of their own: the firm's public number (its profile), not "none".
  const [profile] = person?.phone ? [] : await tx.select({ phone: firmProfiles.phone }).from(firmProfiles).where(eq(firmProfiles.tenantId, actor.tenantId));
  return { name: firm?.name ?? '', contact: person?.name ?? null, email: person?.email ?? null, phone: person?.phone || profile?.phone || null };
}

const activity = (type: PortalActivity['type'], title: string, description: string, createdAt: Date, link: string): PortalActivity => ({
  type,
  title,
  description,
  created_at: createdAt.toISOString(),
  color: portalActivityColors[type],
  link,
});

const money = (amount: string, currency: string) => formatMoney(Number(amount), currency as HuCurrency);

const budapestWhen = dateTimeFormat('hu-HU', { timeZone: 'Europe/Budapest', year: 'numeric', month: 'long', day: 'numeric', hour: '2-digit', minute: '2-digit' });

/**
 * Spec 3.5's recent activities from real rows of the customer's clients: the firm's messages, issued
 * invoices, recorded payments, bookings (made or cancelled) and complaints (filed, answered), each in
 * its type's colour (decision 0422).
 */
async function recentActivities(tx: TenantTx, actor: PersonActor, clientIds: readonly string[], limit = 8): Promise<PortalActivity[]> {
  if (clientIds.length === 0) return [];
  const ids = [...clientIds];
  const [messages, issued, payments, booked, complaints] = await Promise.all([
    tx
      .select({ threadId: portalThreads.id, subject: portalThreads.subject, body: portalMessages.body, at: portalMessages.createdAt, author: users.name })
      .from(portalMessages)
      .innerJoin(portalThreads, eq(portalThreads.id, portalMessages.threadId))
      .leftJoin(users, eq(users.id, portalMessages.authorId))
      .where(and(eq(portalMessages.tenantId, actor.tenantId), eq(portalMessages.fromFirm, true), inArray(portalThreads.contactId, ids)))
      .orderBy(desc(portalMessages.createdAt))
      .limit(limit),
    tx
      .select({ number: invoices.number, gross: invoices.grossAmount, currency: invoices.currency, at: invoices.issuedAt, operation: invoices.operation })
      .from(invoices)
      .where(and(eq(invoices.tenantId, actor.tenantId), eq(invoices.status, 'issued'), inArray(invoices.contactId, ids), isNotNull(invoices.issuedAt)))
      .orderBy(desc(invoices.issuedAt))
      .limit(limit),
    // Payments through their invoice: the invoice's own RLS (customer_own) narrows them.
    tx
      .select({ number: invoices.number, amount: invoicePayments.amount, currency: invoices.currency, at: invoicePayments.createdAt })
      .from(invoicePayments)
      .innerJoin(invoices, eq(invoices.id, invoicePayments.invoiceId))
      .where(and(eq(invoicePayments.tenantId, actor.tenantId), inArray(invoices.contactId, ids)))
      .orderBy(desc(invoicePayments.createdAt))
      .limit(limit),
    // Bookings by their last change: made, or cancelled (by whom the row says).
    tx
      .select({
        status: bookings.status,
        startsAt: bookings.startsAt,
        createdAt: bookings.createdAt,
        cancelledAt: bookings.cancelledAt,
        byCustomer: sql<boolean>`${bookings.cancelledBy} = ${bookings.bookedBy}`,
        typeName: bookingAppointmentTypes.name,
        lawyer: users.name,
      })
      .from(bookings)
      .innerJoin(bookingAppointmentTypes, eq(bookingAppointmentTypes.id, bookings.typeId))
      .innerJoin(users, eq(users.id, bookings.lawyerId))
      .where(and(eq(bookings.tenantId, actor.tenantId), inArray(bookings.contactId, ids)))
      .orderBy(desc(sql`coalesce(${bookings.cancelledAt}, ${bookings.createdAt})`))
      .limit(limit),
    // Complaints by their last step: filed, or answered (the answer is the customer's to read, decision 0408).
    tx
      .select({
        id: portalComplaints.id,
        reference: portalComplaints.reference,
        subject: portalComplaints.subject,
        receivedAt: portalComplaints.receivedAt,
        dueOn: portalComplaints.dueOn,
        answeredAt: portalComplaints.answeredAt,
        outcome: portalComplaints.outcome,
      })
      .from(portalComplaints)
      .where(and(eq(portalComplaints.tenantId, actor.tenantId), inArray(portalComplaints.contactId, ids)))
      .orderBy(desc(sql`coalesce(${portalComplaints.answeredAt}, ${portalComplaints.receivedAt})`))
      .limit(limit),
  ]);
  const items = [
    ...messages.map((m) => activity('message', `Új üzenet: ${m.subject}`, `${m.author ?? 'Az iroda'}: ${m.body.length > 120 ? `${m.body.slice(0, 117)}…` : m.body}`, m.at, `/app/contact-company?thread=${m.threadId}`)),
    ...issued.map((i) => activity('invoice', i.operation === 'STORNO' ? `Sztornószámla: ${i.number}` : `Új számla: ${i.number}`, `Bruttó összeg: ${money(i.gross, i.currency)}`, i.at!, '/app/my-purchases')),
    ...payments.map((p) => activity('payment', `Befizetés jóváírva: ${p.number}`, `Jóváírt összeg: ${money(p.amount, p.currency)}`, p.at, '/app/my-purchases')),
    ...booked.map((b) =>
      b.status === 'cancelled' && b.cancelledAt
        ? activity(
            'booking',
            `Időpont lemondva: ${b.typeName}`,
            `${budapestWhen.format(b.startsAt)}, ${b.lawyer} – ${b.byCustomer ? 'lemondtad' : 'az iroda mondta le'}`,
            b.cancelledAt,
            '/app/book-appointment?filter=cancelled',
          )
        : activity('booking', `Időpont foglalva: ${b.typeName}`, `${budapestWhen.format(b.startsAt)}, ${b.lawyer}`, b.createdAt, '/app/book-appointment'),
    ),
    ...complaints.map((c) =>
      c.answeredAt && c.outcome
        ? activity('complaint', `Panaszodra válasz érkezett: ${c.subject}`, `${c.reference} – ${complaintOutcomeLabels[c.outcome]}`, c.answeredAt, `/app/submit-complaint?id=${c.id}`)
        : activity('complaint', `Panasz benyújtva: ${c.subject}`, `${c.reference} – az iroda ${formatHuDate(c.dueOn)}-ig válaszol`, c.receivedAt, `/app/submit-complaint?id=${c.id}`),
    ),
  ];
  return items.sort((a, b) => b.created_at.localeCompare(a.created_at)).slice(0, limit);
}

/** The customer's dashboard (spec 3.5), every figure from the customer's own rows. */
export async function portalOverview(tx: TenantTx, actor: PersonActor, invoicing: PortalInvoicing): Promise<PortalOverview> {
  const clients = await ownClients(tx, actor);
  const clientIds = clients.map((c) => c.id);
  const [me] = await tx.select({ name: users.name }).from(users).where(eq(users.id, actor.userId));
  const matterRows = await ownMatters(tx, actor, clientIds);
  const latestOpen = matterRows.find((m) => m.status === 'open' || m.status === 'in_progress') ?? matterRows[0];
  const [company, unread, receivables, activities] = [
    await connectedCompany(tx, actor, latestOpen?.responsibleLawyerId ?? null),
    await unreadThreadCount(tx, actor, clientIds),
    clientIds.length ? await invoicing.receivables(tx, actor.tenantId) : { items: [] as Receivables['items'] },
    await recentActivities(tx, actor, clientIds),
  ];
  const pending = receivables.items.filter((r) => r.contactId !== null && clientIds.includes(r.contactId));
  return {
    customerData: { name: me?.name ?? '' },
    connectedCompany: company,
    recentActivities: activities,
    stats: { unread_messages: unread, upcoming_appointments: await upcomingAppointments(tx, actor.tenantId, clientIds), pending_invoices: pending.length },
    clients,
    matters: matterRows.map(({ responsibleLawyerId: _, ...m }) => m),
  };
}
