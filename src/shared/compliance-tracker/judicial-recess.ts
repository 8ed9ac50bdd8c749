// Ítélkezési szünet, Pp. 148. § (1): 15 July – 20 August and 24 December – 1 January, both ends
// included. Deadlines in days and working days do not run during it; month and year deadlines
// that would end in it move (148. § (2)). See `deadline.ts` for how it is applied.
import { parseIsoDate, toIsoDate, type IsoDate } from '../dates/iso-date';

export interface RecessPeriod {
  season: 'summer' | 'winter';
  /** First day of the recess (inclusive). */
  start: IsoDate;
  /** Last day of the recess (inclusive). */
  end: IsoDate;
}

export const RECESS_SOURCE = 'Pp. 148. § (2016. évi CXXX. törvény)';

/** The recess period containing `date`, or null. */
export function recessPeriodContaining(date: IsoDate): RecessPeriod | null {
  const parts = parseIsoDate(date);
  if (!parts) throw new RangeError(`Not a YYYY-MM-DD date: ${JSON.stringify(date)}`);
  const { year, month, day } = parts;
  const md = month * 100 + day;
  if (md >= 715 && md <= 820) return { season: 'summer', start: `${year}-07-15`, end: `${year}-08-20` };
  if (md >= 1224) return { season: 'winter', start: `${year}-12-24`, end: toIsoDate({ year: year + 1, month: 1, day: 1 }) };
  if (md === 101) return { season: 'winter', start: toIsoDate({ year: year - 1, month: 12, day: 24 }), end: date };
  return null;
}

export function isInJudicialRecess(date: IsoDate): boolean {
  return recessPeriodContaining(date) !== null;
}
