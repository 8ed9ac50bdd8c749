// Demo portal messages (issue 35 point 2, decisions 0352, 0353): Szabó Anna and her lawyer, dr.
// Nagy Péter, write about the expert opinion in her damages case over the last working days; her
// last question waits for the firm's answer. The rows are the ones the message service writes
// (startThread, replyAsCustomer, replyAsFirm through appendMessage in thread-parts.ts): the thread
// with its last-message fields, each message, every writer's read mark at their own last message,
// the thread assigned to the member who answered first, and the audit entries, at the messages'
// times. No domain events and no e-mail notices: the messages are history, not news.
import { and, eq, inArray } from 'drizzle-orm';
import { addDays, todayInBudapest } from '@shared/dates/iso-date';
import { createWorkingDayCalendar } from '@shared/compliance-tracker/working-day-calendar';
import { instantsOfWallClock } from '@shared/dates/zoned-time';
import { auditLog, matterParties, matters, portalMessages, portalReads, portalThreads, users } from '../../db/schema';
import type { TenantTx } from '../../db/tenant-scope';

export const DEMO_THREAD_SUBJECT = 'Szakértői vélemény – mi a következő lépés?';

/** The thread, oldest first: which side writes, on which of the last working days (1 = the last before the seed's day), at what time. */
const demoMessages: { from: 'customer' | 'firm'; workingDaysAgo: number; time: string; body: string }[] = [
  {
    from: 'customer',
    workingDaysAgo: 4,
    time: '08:47',
    body: 'Tisztelt Ügyvéd Úr! Azt a tájékoztatást kaptam, hogy megérkezett a szakértői vélemény. Mit jelent ez a perre nézve, és szükség van-e tőlem valamire?',
  },
  {
    from: 'firm',
    workingDaysAgo: 3,
    time: '14:10',
    body: 'Kedves Szabó Anna! A szakértő szerint a vízszigetelés hibája kivitelezési eredetű, ez az Ön álláspontját támasztja alá. Az észrevételeinket a bíróság által adott határidőn belül benyújtjuk. Kérem, juttassa el hozzánk a fürdőszoba felújításáról szóló számlákat és a javítás költségéről kapott árajánlatot, hogy a kár összegét pontosíthassuk.',
  },
  {
    from: 'customer',
    workingDaysAgo: 3,
    time: '19:32',
    body: 'Köszönöm a gyors választ! A számlákat holnap délelőtt személyesen beviszem az irodába. Az árajánlatot egy másik kivitelezőtől kértem, a jövő hét elején kapom meg.',
  },
  {
    from: 'firm',
    workingDaysAgo: 2,
    time: '11:25',
    body: 'A számlákat átvettük, köszönjük; az észrevételeinkhez csatoljuk őket. Az árajánlatot elég, ha megérkezése után feltölti ide.',
  },
  {
    from: 'customer',
    workingDaysAgo: 1,
    time: '17:58',
    body: 'Rendben, köszönöm. Még egy kérdésem lenne: a szakértő díját nekem kell megfizetnem, vagy azt a pervesztes fél viseli a végén?',
  },
];

const at = (day: string, time: string) => {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return instantsOfWallClock(day, h * 60 + m)[0]!;
};

/** The working days before `today`, nearest first (no Saturday workdays: an office's usual week). */
function workingDaysBefore(today: string, count: number): string[] {
  const calendar = createWorkingDayCalendar();
  const days: string[] = [];
  for (let day = addDays(today, -1); days.length < count; day = addDays(day, -1)) if (calendar.isWorkingDay(day, { saturdayWorkdays: false })) days.push(day);
  return days;
}

export async function seedMessagesDemo(tx: TenantTx, tenantId: string, contactIds: Record<string, string>, now = new Date()): Promise<void> {
  const annaId = contactIds['Szabó Anna'];
  if (!annaId) return;
  const people = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, ['szabo.anna@example.hu', 'ugyved@kovacs-ugyved.hu', 'iroda@kovacs-ugyved.hu']));
  const idOf = (email: string) => people.find((p) => p.email === email)?.id;
  const customer = idOf('szabo.anna@example.hu');
  const lawyer = idOf('ugyved@kovacs-ugyved.hu');
  const firmAdmin = idOf('iroda@kovacs-ugyved.hu');
  if (!customer || !lawyer) return;
  // Her damages case (she is its client party); dr. Nagy Péter is its responsible lawyer.
  const [matter] = await tx
    .select({ id: matters.id })
    .from(matters)
    .innerJoin(matterParties, and(eq(matterParties.matterId, matters.id), eq(matterParties.role, 'client')))
    .where(and(eq(matters.tenantId, tenantId), eq(matterParties.contactId, annaId), eq(matters.confidential, false), eq(matters.responsibleLawyerId, lawyer)))
    .orderBy(matters.openedOn)
    .limit(1);
  if (!matter) return;

  const days = workingDaysBefore(todayInBudapest(now), Math.max(...demoMessages.map((m) => m.workingDaysAgo)));
  const messages = demoMessages.map((m) => ({ ...m, at: at(days[m.workingDaysAgo - 1]!, m.time), authorId: m.from === 'firm' ? lawyer : customer }));
  const first = messages[0]!;
  const last = messages[messages.length - 1]!;
  const firstAnswer = messages.find((m) => m.from === 'firm');
  const threadId = crypto.randomUUID();
  await tx.insert(portalThreads).values({
    id: threadId,
    tenantId,
    contactId: annaId,
    matterId: matter.id,
    subject: DEMO_THREAD_SUBJECT,
    status: 'open',
    // The first member to answer takes the thread (replyAsFirm).
    assignedTo: firstAnswer?.authorId ?? null,
    createdBy: customer,
    createdAt: first.at,
    lastMessageAt: last.at,
    lastFromFirm: last.from === 'firm',
  });
  const rows = messages.map((m) => ({ id: crypto.randomUUID(), tenantId, threadId, authorId: m.authorId, fromFirm: m.from === 'firm', body: m.body, createdAt: m.at }));
  await tx.insert(portalMessages).values(rows);
  // Each writer has read the thread up to their own last message (appendMessage's read mark); the
  // firm's administrator looked at it after the lawyer's last answer, so her last question is the
  // one unread message on the firm's side.
  const lastOf = (userId: string) => messages.filter((m) => m.authorId === userId).at(-1)?.at;
  const readMarks = new Map([
    [customer, lastOf(customer)],
    [lawyer, lastOf(lawyer)],
  ]);
  if (firmAdmin) readMarks.set(firmAdmin, lastOf(lawyer));
  const reads = [...readMarks].flatMap(([userId, readAt]) => (readAt ? [{ tenantId, threadId, userId, readAt }] : []));
  await tx.insert(portalReads).values(reads);
  // The audit trail of the service (portal.thread_start, then portal.message_send per message), at the messages' times.
  const target = { tenantId, actorKind: 'user' as const, targetType: 'portal_thread', targetId: threadId };
  await tx.insert(auditLog).values([
    { ...target, id: crypto.randomUUID(), action: 'portal.thread_start', actorUserId: customer, actorId: customer, metadata: { clientId: annaId, matterId: matter.id }, createdAt: first.at },
    ...rows.map((r) => ({
      ...target,
      id: crypto.randomUUID(),
      action: 'portal.message_send',
      actorUserId: r.authorId,
      actorId: r.authorId,
      metadata: { messageId: r.id, fromFirm: r.fromFirm },
      createdAt: r.createdAt,
    })),
  ]);
}
