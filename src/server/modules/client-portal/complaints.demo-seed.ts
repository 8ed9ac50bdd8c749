// Demo complaint of the customer portal (decision 0408): Szabó Anna complained through the portal
// about the delay in her matter, dr. Nagy Péter answered within the 30 days (partly upheld, with
// reasons and where she may turn next), the answer deadline in the deadline list is done, and her
// bell has the answer's notice – the rows the product itself writes for such a complaint.
import { and, eq } from 'drizzle-orm';
import { formatAddress } from '@shared/hu/address';
import { COMPLAINT_RETENTION_YEARS } from '@shared/client-portal/complaints.schemas';
import { contacts, matterDeadlines, matterParties, matters, notifications, portalComplaints, users } from '../../db/schema';
import type { TenantTx } from '../../db/tenant-scope';
import { addYears, complaintDueOn, complaintReference } from './complaints.service';

const RECEIVED = new Date('2026-10-20T09:12:00Z');
const ANSWERED = new Date('2026-10-28T14:30:00Z');

export async function seedComplaintsDemo(tx: TenantTx, tenantId: string, contactIds: Record<string, string>): Promise<void> {
  const annaId = contactIds['Szabó Anna'];
  if (!annaId) return;
  const [anna] = await tx.select({ name: contacts.name, address: contacts.address }).from(contacts).where(eq(contacts.id, annaId));
  const [matter] = await tx
    .select({ id: matters.id, number: matters.number, lawyerId: matters.responsibleLawyerId })
    .from(matters)
    .innerJoin(matterParties, and(eq(matterParties.matterId, matters.id), eq(matterParties.role, 'client')))
    .where(and(eq(matters.tenantId, tenantId), eq(matterParties.contactId, annaId)))
    .limit(1);
  const [customer] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'szabo.anna@example.hu'));
  const [lawyer] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'ugyved@kovacs-ugyved.hu'));
  const answerer = matter?.lawyerId ?? lawyer?.id ?? null;
  const dueOn = complaintDueOn('2026-10-20');
  // Numbered as a filed complaint is (fileComplaint): the customer reads this identifier.
  const reference = complaintReference('2026-10-20');
  const [deadline] = matter
    ? await tx
        .insert(matterDeadlines)
        .values({
          tenantId,
          matterId: matter.id,
          title: `Panasz megválaszolása (${reference})`,
          kind: 'fixed',
          dueOn,
          explanation: 'Rögzített határidő (bíróság, hatóság vagy szerződés által megadott nap).',
          responsibleId: answerer,
          status: 'done',
          completedAt: ANSWERED,
          completedBy: answerer,
          notes: 'Írásbeli panasz az ügyfélportálon, 30 napos válaszhatáridő (Fgytv. 17/A. § (7)).',
          createdBy: customer?.id ?? null,
          createdAt: RECEIVED,
          updatedAt: ANSWERED,
        })
        .returning({ id: matterDeadlines.id })
    : [];
  await tx.insert(portalComplaints).values({
    tenantId,
    reference,
    contactId: annaId,
    matterId: matter?.id ?? null,
    subject: 'Késedelmes tájékoztatás a peres ügyemben',
    body: 'Szeptember eleje óta nem kaptam tájékoztatást arról, hol tart a keresetlevelem, két e-mailemre sem érkezett válasz. Kérem, tájékoztassanak az ügy állásáról, és arról, miért maradt el a visszajelzés.',
    complainantName: anna?.name ?? 'Szabó Anna',
    complainantAddress: anna?.address ? formatAddress(anna.address) : null,
    consumer: true,
    receivedAt: RECEIVED,
    dueOn,
    submittedBy: customer?.id ?? null,
    handlerId: answerer,
    deadlineId: deadline?.id ?? null,
    status: 'answered',
    outcome: 'partly_upheld',
    answer:
      'Tisztelt Szabó Anna! Köszönjük jelzését. Megvizsgáltuk a panaszát: a keresetlevelet szeptember 8-án benyújtottuk, a bíróság október 14-én igazságügyi szakértőt rendelt ki a hiba okának megállapítására, a szakértői vélemény megérkezéséről a portálon is értesítjük. Elnézést kérünk, hogy két e-mailjére nem válaszoltunk időben; a tájékoztatást mostantól kéthetente, a portálon küldjük.',
    reasons: 'A panaszt abban a részében nem tudjuk elfogadni, hogy az ügyben ne történt volna előrelépés: a keresetlevél határidőben benyújtásra került, a bíróság eljárási cselekményeire az irodának nincs ráhatása.',
    remedies:
      'Ha a válasszal nem ért egyet, a lakóhelye szerint illetékes békéltető testülethez (Budapesten: Budapesti Békéltető Testület, 1016 Budapest, Krisztina krt. 99.) fordulhat; az ügyvédi hivatás etikai szabályait érintő panasszal a Budapesti Ügyvédi Kamarához.',
    answeredAt: ANSWERED,
    answeredBy: answerer,
    retainUntil: addYears('2026-10-28', COMPLAINT_RETENTION_YEARS),
    updatedAt: ANSWERED,
  });
  // Her bell has the answer's notice (decision 0519), read since – as customer-notices.ts writes it.
  if (customer)
    await tx.insert(notifications).values({
      userId: customer.id,
      tenantId,
      kind: 'portal.complaint_answered',
      title: 'Válasz érkezett a panaszodra',
      body: `A panasz azonosítója: ${reference}.`,
      link: '/app/submit-complaint',
      createdAt: ANSWERED,
      readAt: new Date('2026-10-28T18:05:00Z'),
    });
}
