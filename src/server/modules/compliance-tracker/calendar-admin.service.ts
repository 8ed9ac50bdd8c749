// The platform admin's working-day calendar (decision 0158): a year as the UI shows it, and the
// changes – an entered day, its removal, a year's decree – each written with its audit entry and
// the recount of every open computed deadline in ONE owner-connection transaction (decision 0270).
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { calendarEntrySchema, workScheduleDecreeSchema } from '@shared/compliance-tracker/compliance-tracker.schemas';
import { createWorkingDayCalendar } from '@shared/compliance-tracker/working-day-calendar';
import { type RequestOrigin, recordAudit } from '../../audit/audit';
import type { Database } from '../../db/client';
import { huCalendarEntries, huWorkScheduleDecrees } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { calendarRows } from '../../calendar/server-calendar';
import { recomputeOpenDeadlines } from './recompute';

type CalendarEntry = z.infer<typeof calendarEntrySchema>;
type Decree = z.infer<typeof workScheduleDecreeSchema>;

/** A year of the calendar: its special days, whether it is provisional, its decree and what was entered. */
export async function calendarYear(db: Parameters<typeof calendarRows>[0], year: number) {
  const rows = await calendarRows(db);
  const calendar = createWorkingDayCalendar(rows);
  const decree = calendar.decreeOf(year);
  return {
    year,
    provisional: calendar.isProvisionalYear(year),
    decree: decree ? { decree: decree.decree, source: decree.source } : null,
    days: calendar.entriesOfYear(year),
    entered: rows.entries.filter((e) => e.date.startsWith(`${year}-`)),
    version: calendar.version,
  };
}

/** Enters (or replaces) a holiday or swapped day; returns how many open deadlines moved. */
export function setCalendarEntry(db: Database, origin: RequestOrigin, userId: string, e: CalendarEntry): Promise<number> {
  return db.transaction(async (tx) => {
    await tx
      .insert(huCalendarEntries)
      .values({ ...e, createdBy: userId })
      .onConflictDoUpdate({ target: huCalendarEntries.date, set: { kind: e.kind, name: e.name, source: e.source, createdBy: userId, createdAt: new Date() } });
    await recordAudit(tx, { ...origin, action: 'calendar.entry_set', targetType: 'calendar_day', targetId: e.date, metadata: e });
    return recomputeOpenDeadlines(tx);
  });
}

/** Removes an entered day (404 when none); returns how many open deadlines moved. */
export function removeCalendarEntry(db: Database, origin: RequestOrigin, date: string): Promise<number> {
  return db.transaction(async (tx) => {
    const removed = await tx.delete(huCalendarEntries).where(eq(huCalendarEntries.date, date)).returning({ date: huCalendarEntries.date });
    if (removed.length === 0) throw notFound();
    await recordAudit(tx, { ...origin, action: 'calendar.entry_delete', targetType: 'calendar_day', targetId: date, metadata: {} });
    return recomputeOpenDeadlines(tx);
  });
}

/** Records a year's work-schedule decree (the year is no longer provisional). */
export function setDecree(db: Database, origin: RequestOrigin, userId: string, d: Decree): Promise<number> {
  return db.transaction(async (tx) => {
    await tx
      .insert(huWorkScheduleDecrees)
      .values({ ...d, createdBy: userId })
      .onConflictDoUpdate({ target: huWorkScheduleDecrees.year, set: { decree: d.decree, source: d.source, createdBy: userId, createdAt: new Date() } });
    await recordAudit(tx, { ...origin, action: 'calendar.decree_set', targetType: 'calendar_year', targetId: String(d.year), metadata: d });
    return recomputeOpenDeadlines(tx);
  });
}
