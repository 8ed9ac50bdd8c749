// The server's working-day calendar (decisions 0150, 0158; used by the deadlines and the analytics' capacity): the built-in holidays and the known
// decrees' swapped days, plus the days and decrees the platform admin entered in the database.
// Read on every use (two small tables), so every app instance sees an entry as soon as it commits;
// its `version` is stored with every computed deadline.
import { asc } from 'drizzle-orm';
import type { CalendarEntry, WorkScheduleDecree } from '@shared/compliance-tracker/calendar-data';
import { createWorkingDayCalendar, type WorkingDayCalendar } from '@shared/compliance-tracker/working-day-calendar';
import type { Database } from '../db/client';
import { huCalendarEntries, huWorkScheduleDecrees } from '../db/schema';
import type { TenantTx } from '../db/tenant-scope';

export interface CalendarRows {
  entries: CalendarEntry[];
  decrees: WorkScheduleDecree[];
}

/** The admin-entered rows (readable by vi_app inside a request, and by the owner connection). */
export async function calendarRows(db: Database | TenantTx): Promise<CalendarRows> {
  const entries = await db
    .select({ date: huCalendarEntries.date, kind: huCalendarEntries.kind, name: huCalendarEntries.name, source: huCalendarEntries.source })
    .from(huCalendarEntries)
    .orderBy(asc(huCalendarEntries.date));
  const decrees = await db.select({ year: huWorkScheduleDecrees.year, decree: huWorkScheduleDecrees.decree, source: huWorkScheduleDecrees.source }).from(huWorkScheduleDecrees).orderBy(asc(huWorkScheduleDecrees.year));
  return { entries, decrees };
}

export async function serverCalendar(db: Database | TenantTx): Promise<WorkingDayCalendar> {
  return createWorkingDayCalendar(await calendarRows(db));
}
