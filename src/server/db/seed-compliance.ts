// Demo compliance obligations of the demo firm (issue 18 point 6): the firm's own recurring duties
// (AML internal rules review, GDPR records of processing, bar membership fee) and two clients'
// (a monthly VAT return with last month's completion in the history, an annual report). The AML
// review's day has just passed, so the tracker shows one late obligation.
import { and, eq } from 'drizzle-orm';
import { addDays, parseIsoDate, todayInBudapest } from '@shared/dates/iso-date';
import type { ComplianceCategory } from '@shared/compliance-tracker/compliance.schemas';
import { dueDateOf, firstOccurrenceOnOrAfter, nextOccurrence, type Recurrence } from '@shared/compliance-tracker/recurrence';
import { createWorkingDayCalendar } from '@shared/compliance-tracker/working-day-calendar';
import type { Database } from './client';
import { complianceCompletions, complianceObligations, contacts } from './schema';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export async function seedComplianceDemo(tx: Tx, tenantId: string, people: { ownerId: string; lawyerId: string }, now = new Date()) {
  const { ownerId, lawyerId } = people;
  const today = todayInBudapest(now);
  const calendar = createWorkingDayCalendar();
  const clientId = async (name: string) =>
    (
      await tx
        .select({ id: contacts.id })
        .from(contacts)
        .where(and(eq(contacts.tenantId, tenantId), eq(contacts.name, name)))
    )[0]?.id ?? null;

  const add = async (o: { title: string; category: ComplianceCategory; recurrence: Recurrence; from: string; ownerId: string; clientContactId?: string | null; notes: string }) => {
    const nextNominal = firstOccurrenceOnOrAfter(o.recurrence, o.from);
    const [row] = await tx
      .insert(complianceObligations)
      .values({
        tenantId,
        title: o.title,
        category: o.category,
        clientContactId: o.clientContactId ?? null,
        ownerId: o.ownerId,
        ...o.recurrence,
        nextNominal,
        nextDue: dueDateOf(nextNominal, calendar),
        notes: o.notes,
        createdBy: ownerId,
      })
      .returning({ id: complianceObligations.id });
    return { id: row!.id, nextNominal };
  };

  // Ten days ago: the yearly review is late until someone records it.
  const lateDay = parseIsoDate(addDays(today, -10))!;
  await add({
    title: 'AML belső szabályzat éves felülvizsgálata',
    category: 'aml',
    recurrence: { frequency: 'yearly', dayOfMonth: lateDay.day, month: lateDay.month },
    from: addDays(today, -10),
    ownerId,
    notes: 'A Pmt. (2017. évi LIII. törvény) szerinti belső szabályzat és kockázatértékelés áttekintése, a kamarai mintaszabályzat változásaival.',
  });
  await add({
    title: 'GDPR adatkezelési nyilvántartás felülvizsgálata',
    category: 'gdpr',
    recurrence: { frequency: 'yearly', dayOfMonth: 25, month: 5 },
    from: today,
    ownerId,
    notes: 'GDPR 30. cikk: az adatkezelési tevékenységek nyilvántartása; az ügyféladatok és a munkavállalói adatok kezelése.',
  });
  await add({
    title: 'Kamarai tagdíj befizetése',
    category: 'bar',
    recurrence: { frequency: 'yearly', dayOfMonth: 31, month: 3 },
    from: today,
    ownerId,
    notes: 'A területi ügyvédi kamara határozata szerinti összeg és határidő; az igazolást az irodai iratok közé tesszük.',
  });

  const vat: Recurrence = { frequency: 'monthly', dayOfMonth: 20, month: 1 };
  // The VAT return's last occurrence before today was filed: it is in the history.
  let filed = firstOccurrenceOnOrAfter(vat, addDays(today, -62));
  while (nextOccurrence(vat, filed) < today) filed = nextOccurrence(vat, filed);
  const toth = await clientId('Tóth és Fia Kft.');
  const vatReturn = await add({
    title: 'ÁFA-bevallás (havi)',
    category: 'tax',
    recurrence: vat,
    from: filed,
    ownerId: lawyerId,
    clientContactId: toth,
    notes: 'Havi bevalló: a tárgyhónapot követő hó 20-áig (Áfa tv.), az ONYA-n keresztül.',
  });
  await tx
    .insert(complianceCompletions)
    .values({ tenantId, obligationId: vatReturn.id, nominal: filed, dueOn: dueDateOf(filed, calendar), note: 'Beküldve az ONYA-n, a NAV visszaigazolása megérkezett.', completedBy: lawyerId, completedAt: now });
  const next = nextOccurrence(vat, filed);
  await tx
    .update(complianceObligations)
    .set({ nextNominal: next, nextDue: dueDateOf(next, calendar) })
    .where(eq(complianceObligations.id, vatReturn.id));

  const horvath = await clientId('Horváth Ingatlan Zrt.');
  await add({
    title: 'Éves beszámoló letétbe helyezése',
    category: 'corporate',
    recurrence: { frequency: 'yearly', dayOfMonth: 31, month: 5 },
    from: today,
    ownerId: lawyerId,
    clientContactId: horvath,
    notes: 'Számv. tv. 153. §: a mérleg fordulónapját követő ötödik hónap utolsó napjáig, az e-beszámoló portálon.',
  });
}
