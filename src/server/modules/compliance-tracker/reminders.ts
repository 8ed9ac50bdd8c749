// The reminder sweep (issue 18 point 4, decision 0154). For every open deadline whose reminder day
// has come (lead times in working days, the firm's setting or 7/3/1), one transaction claims the
// (deadline, lead time) rows with INSERT … ON CONFLICT DO NOTHING RETURNING and, only if it won
// the claim, writes the in-app notification and the outbox e-mail. A second sweep — on another
// instance, after a restart, or at the same moment — finds the rows claimed (or waits on the
// unique index until the first commits) and sends nothing: each reminder goes out exactly once.
// Runs on the owner connection: it serves every firm, as the platform's own job.
import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { addDays, todayInBudapest } from '@shared/dates/iso-date';
import { DEFAULT_LEAD_DAYS, dueReminders, MAX_LEAD_DAYS, timeLeftText, workingDaysLeft } from '@shared/compliance-tracker/reminders';
import { formatHuDateWithWeekday } from '@shared/hu/format';
import type { Database } from '../../db/client';
import { deadlineReminders, deadlineSettings, matterDeadlines, matters, users } from '../../db/schema';
import { notify } from '../../notifications/notify';
import { deadlineReminderMail } from '../../mail/templates';
import { serverCalendar } from '../../calendar/server-calendar';
import { queueInClaim, type SweepMailer } from '../../mail/claimed-mail';
import { firstRecipientWhoSees } from '../matters';

export interface SweepOptions {
  mailer: SweepMailer;
  appUrl: string;
  now?: Date;
}

export interface SweepResult {
  sent: number;
  superseded: number;
}

/** Calendar days that surely hold the longest lead time in working days (holiday runs included). */
const HORIZON_DAYS = MAX_LEAD_DAYS * 2 + 21;

export async function sweepReminders(db: Database, { mailer, appUrl, now = new Date() }: SweepOptions): Promise<SweepResult> {
  const today = todayInBudapest(now);
  const calendar = await serverCalendar(db);
  const candidates = await db
    .select({
      id: matterDeadlines.id,
      tenantId: matterDeadlines.tenantId,
      matterId: matterDeadlines.matterId,
      title: matterDeadlines.title,
      dueOn: matterDeadlines.dueOn,
      explanation: matterDeadlines.explanation,
      saturdayWorkdays: sql<boolean>`coalesce((${matterDeadlines.rule}->>'saturdayWorkdays')::boolean, true)`,
      responsibleId: matterDeadlines.responsibleId,
      createdBy: matterDeadlines.createdBy,
      matterResponsibleId: matters.responsibleLawyerId,
      leadDays: deadlineSettings.leadDays,
      claimed: sql<number[]>`coalesce((select array_agg(r.lead_days) from deadline_reminders r where r.deadline_id = ${matterDeadlines.id}), '{}')`,
      matterNumber: matters.number,
      matterTitle: matters.title,
    })
    .from(matterDeadlines)
    .innerJoin(matters, eq(matters.id, matterDeadlines.matterId))
    .leftJoin(deadlineSettings, eq(deadlineSettings.tenantId, matterDeadlines.tenantId))
    .where(and(eq(matterDeadlines.status, 'open'), gte(matterDeadlines.dueOn, today), lte(matterDeadlines.dueOn, addDays(today, HORIZON_DAYS))));

  const result: SweepResult = { sent: 0, superseded: 0 };
  for (const c of candidates) {
    const claimed = new Set(c.claimed);
    const due = dueReminders(calendar, c.dueOn, today, c.leadDays ?? DEFAULT_LEAD_DAYS, c.saturdayWorkdays).filter((r) => !claimed.has(r.leadDays));
    if (due.length === 0) continue;
    // The most urgent lead time is delivered; earlier ones that were never sent are superseded.
    const [urgent] = due;
    const delivered = await db.transaction(async (tx) => {
      // Only someone who still sees the matter is told (issue 34.3): the responsible person, else the
      // deadline's creator, else the matter's responsible lawyer — checked now, per recipient.
      const recipientId = await firstRecipientWhoSees(tx, c.matterId, [c.responsibleId ?? c.createdBy, c.createdBy, c.matterResponsibleId]);
      const rows = due.map((r) => ({
        tenantId: c.tenantId,
        deadlineId: c.id,
        leadDays: r.leadDays,
        remindOn: r.remindOn,
        recipientId,
        outcome: r === urgent ? (recipientId ? ('sent' as const) : ('no_recipient' as const)) : ('superseded' as const),
      }));
      const won = await tx.insert(deadlineReminders).values(rows).onConflictDoNothing().returning({ leadDays: deadlineReminders.leadDays, outcome: deadlineReminders.outcome });
      result.superseded += won.filter((w) => w.outcome === 'superseded').length;
      const mine = won.find((w) => w.outcome === 'sent');
      if (!mine || !recipientId) return null;
      const [person] = await tx.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, recipientId));
      if (!person) return null;
      const link = `/app/matters/${c.matterId}`;
      const dueText = formatHuDateWithWeekday(c.dueOn);
      const left = workingDaysLeft(calendar, today, c.dueOn, c.saturdayWorkdays);
      await notify(tx, {
        userId: recipientId,
        tenantId: c.tenantId,
        kind: 'deadline.reminder',
        title: `Határidő ${timeLeftText(left)}: ${c.title}`,
        body: `${c.matterNumber} ${c.matterTitle} – a határidő utolsó napja ${dueText}.`,
        link,
      });
      const mail = {
        to: person.email,
        ...deadlineReminderMail(person.name || person.email, { title: c.title, matter: `${c.matterNumber} ${c.matterTitle}`, dueText, workingDaysLeft: left, explanation: c.explanation }, `${appUrl}${link}`),
      };
      return { smtp: await queueInClaim(tx, mailer, mail) };
    });
    if (!delivered) continue;
    result.sent++;
    if (delivered.smtp) mailer.sendLater(delivered.smtp);
  }
  return result;
}

/** How many reminders have been delivered for these deadlines (tests, dry runs). */
export async function sentReminders(db: Database, deadlineIds: string[]) {
  if (deadlineIds.length === 0) return [];
  return db
    .select()
    .from(deadlineReminders)
    .where(and(inArray(deadlineReminders.deadlineId, deadlineIds), eq(deadlineReminders.outcome, 'sent')));
}
