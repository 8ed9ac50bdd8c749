// The sweep's other duties (decision 0157), run with the reminders on every instance:
// - an open deadline whose last day has passed becomes "missed" automatically, and its responsible
//   person gets an in-app notice and an e-mail. The UPDATE … WHERE status = 'open' RETURNING is the
//   claim: a concurrent sweep waits on the row lock, re-checks the status and returns nothing.
// - the daily digest: one e-mail per user, firm and day (from 06:00 Budapest time, on working days)
//   with today's and this week's deadlines and compliance obligations, claimed by the unique
//   (tenant, user, day) row inserted in the transaction that writes the mail.
import { and, asc, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import { todayInBudapest } from '@shared/dates/iso-date';
import { formatHuDate, formatHuDateWithWeekday } from '@shared/hu/format';
import { currentWeek } from '@shared/matters/matters';
import type { Database } from '../../db/client';
import { complianceObligations, deadlineDigests, deadlineUserPrefs, matterDeadlines, matters, members, users } from '../../db/schema';
import { notify } from '../../notifications/notify';
import { withTenant } from '../../db/tenant-scope';
import { deadlineDigestMail, deadlineMissedMail } from '../../mail/templates';
import { serverCalendar } from '../../calendar/server-calendar';
import { type OutgoingMail, queueInClaim, type SweepMailer } from '../../mail/claimed-mail';
import { firstRecipientWhoSees } from '../matters';
import { hourInZone } from '@shared/dates/zoned-time';

export interface ExtraSweepOptions {
  mailer: SweepMailer;
  appUrl: string;
  now?: Date;
}

/** Marks open deadlines whose last day has passed as missed; returns how many this sweep marked. */
export async function markMissedDeadlines(db: Database, { mailer, appUrl, now = new Date() }: ExtraSweepOptions): Promise<number> {
  const today = todayInBudapest(now);
  const later: OutgoingMail[] = [];
  const marked = await db.transaction(async (tx) => {
    const rows = await tx
      .update(matterDeadlines)
      .set({ status: 'missed', missedAutomatically: true, completedAt: now, completedBy: null, updatedAt: now })
      .where(and(eq(matterDeadlines.status, 'open'), lt(matterDeadlines.dueOn, today)))
      .returning({
        id: matterDeadlines.id,
        tenantId: matterDeadlines.tenantId,
        matterId: matterDeadlines.matterId,
        title: matterDeadlines.title,
        dueOn: matterDeadlines.dueOn,
        responsibleId: matterDeadlines.responsibleId,
        createdBy: matterDeadlines.createdBy,
      });
    if (rows.length === 0) return 0;
    const matterRows = await tx
      .select({ id: matters.id, number: matters.number, title: matters.title, responsibleLawyerId: matters.responsibleLawyerId })
      .from(matters)
      .where(inArray(matters.id, [...new Set(rows.map((r) => r.matterId))]));
    const matterOf = new Map(matterRows.map((m) => [m.id, m]));
    for (const r of rows) {
      // Only someone who still sees the matter is told (issue 34.3), as in the reminder sweep.
      const recipientId = await firstRecipientWhoSees(tx, r.matterId, [r.responsibleId ?? r.createdBy, r.createdBy, matterOf.get(r.matterId)?.responsibleLawyerId]);
      if (!recipientId) continue;
      const [person] = await tx.select({ id: users.id, email: users.email, name: users.name }).from(users).where(eq(users.id, recipientId));
      if (!person) continue;
      const link = `/app/matters/${r.matterId}`;
      const dueText = formatHuDateWithWeekday(r.dueOn);
      const m = matterOf.get(r.matterId);
      const matter = m ? `${m.number} ${m.title}` : '';
      await notify(tx, {
        userId: person.id,
        tenantId: r.tenantId,
        kind: 'deadline.missed',
        title: `Elmulasztott határidő: ${r.title}`,
        body: `${matter} – az utolsó nap ${dueText} volt; a rendszer elmulasztottnak jelölte.`,
        link,
      });
      const mail = await queueInClaim(tx, mailer, { to: person.email, ...deadlineMissedMail(person.name || person.email, { title: r.title, matter, dueText }, `${appUrl}${link}`) });
      if (mail) later.push(mail);
    }
    return rows.length;
  });
  for (const mail of later) mailer.sendLater(mail);
  return marked;
}

export const DIGEST_FROM_HOUR = 6;

/** Sends today's digests not yet sent; returns how many e-mails this sweep claimed. */
export async function sendDailyDigests(db: Database, { mailer, appUrl, now = new Date() }: ExtraSweepOptions): Promise<number> {
  const today = todayInBudapest(now);
  if (hourInZone(now) < DIGEST_FROM_HOUR) return 0;
  if (!(await serverCalendar(db)).isWorkingDay(today)) return 0;
  const week = currentWeek(now);
  const subscribers = await db
    .select({ tenantId: deadlineUserPrefs.tenantId, userId: deadlineUserPrefs.userId, email: users.email, name: users.name })
    .from(deadlineUserPrefs)
    .innerJoin(users, eq(users.id, deadlineUserPrefs.userId))
    .innerJoin(members, and(eq(members.organizationId, deadlineUserPrefs.tenantId), eq(members.userId, deadlineUserPrefs.userId)))
    .where(
      and(
        eq(deadlineUserPrefs.dailyDigest, true),
        sql`not exists (select 1 from deadline_digests g where g.tenant_id = ${deadlineUserPrefs.tenantId} and g.user_id = ${deadlineUserPrefs.userId} and g.digest_on = ${today})`,
      ),
    );

  let sent = 0;
  for (const s of subscribers) {
    // Read as the user (RLS): a confidential matter the user left drops out of the digest.
    const content = await withTenant(
      db,
      s.tenantId,
      async (tx) => {
        const deadlines = await tx
          .select({ title: matterDeadlines.title, dueOn: matterDeadlines.dueOn, number: matters.number })
          .from(matterDeadlines)
          .innerJoin(matters, eq(matters.id, matterDeadlines.matterId))
          .where(and(eq(matterDeadlines.tenantId, s.tenantId), eq(matterDeadlines.responsibleId, s.userId), eq(matterDeadlines.status, 'open'), gte(matterDeadlines.dueOn, today), lte(matterDeadlines.dueOn, week.to)))
          .orderBy(asc(matterDeadlines.dueOn));
        const obligations = await tx
          .select({ title: complianceObligations.title, nextDue: complianceObligations.nextDue })
          .from(complianceObligations)
          .where(and(eq(complianceObligations.tenantId, s.tenantId), eq(complianceObligations.ownerId, s.userId), eq(complianceObligations.active, true), lte(complianceObligations.nextDue, week.to)))
          .orderBy(asc(complianceObligations.nextDue));
        return { deadlines, obligations };
      },
      { userId: s.userId },
    );
    const line = (d: { title: string; dueOn: string; number: string }) => `${d.title} (${d.number}) – ${formatHuDateWithWeekday(d.dueOn)}`;
    const sections = [
      { heading: 'Ma lejáró határidők', lines: content.deadlines.filter((d) => d.dueOn === today).map(line) },
      { heading: `A héten lejáró határidők (${formatHuDate(week.to)}-ig)`, lines: content.deadlines.filter((d) => d.dueOn > today).map(line) },
      { heading: 'Esedékes megfelelési kötelezettségek', lines: content.obligations.map((o) => `${o.title} – ${formatHuDateWithWeekday(o.nextDue)}${o.nextDue < today ? ' (késésben)' : ''}`) },
    ];
    const itemCount = content.deadlines.length + content.obligations.length;
    const mail = await db.transaction(async (tx) => {
      const won = await tx.insert(deadlineDigests).values({ tenantId: s.tenantId, userId: s.userId, digestOn: today, itemCount }).onConflictDoNothing().returning({ id: deadlineDigests.id });
      // Nothing due: the day is claimed, no empty e-mail.
      if (won.length === 0 || itemCount === 0) return { won: false, smtp: null };
      const smtp = await queueInClaim(tx, mailer, { to: s.email, ...deadlineDigestMail(s.name || s.email, formatHuDateWithWeekday(today), sections, `${appUrl}/app/compliance-tracker`) });
      return { won: true, smtp };
    });
    if (!mail.won) continue;
    sent++;
    if (mail.smtp) mailer.sendLater(mail.smtp);
  }
  return sent;
}
