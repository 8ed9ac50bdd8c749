// The server's working-day calendar (decision 0150): the built-in holidays and the known decrees'
// swapped days. One value for the process; its `version` is stored with every computed deadline.
// When the platform admin can enter a new year's decree, this becomes a read of those rows.
import { createWorkingDayCalendar, type WorkingDayCalendar } from '@shared/deadlines/working-day-calendar';

let calendar: WorkingDayCalendar | null = null;

export function serverCalendar(): WorkingDayCalendar {
  calendar ??= createWorkingDayCalendar();
  return calendar;
}
