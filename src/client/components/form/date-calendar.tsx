// A date field's month grid (react-day-picker with date-fns and its Hungarian and English
// locales, ~20 KiB gzipped): loaded when a calendar is first opened, not with every page that has
// a form (issue 40.5). Monday first; the days outside `min`–`max` cannot be picked.
import { DayPicker } from 'react-day-picker';
import { enGB, hu } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import type { IsoDate } from '@shared/dates/iso-date';

const toDate = (iso: IsoDate) => {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(y!, m! - 1, d!);
};
const toIso = (date: Date): IsoDate => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

export interface DateCalendarProps {
  /** The UI's language: the month and weekday names. */
  language: string;
  value: IsoDate | null;
  min?: IsoDate | undefined;
  max?: IsoDate | undefined;
  /** The day picked, or null when the chosen day was clicked again. */
  onPick: (iso: IsoDate | null) => void;
}

export default function DateCalendar({ language, value, min, max, onPick }: DateCalendarProps) {
  return (
    <DayPicker
      mode="single"
      autoFocus
      locale={language === 'en' ? enGB : hu}
      weekStartsOn={1}
      selected={value ? toDate(value) : undefined}
      defaultMonth={value ? toDate(value) : undefined}
      {...(min || max ? { disabled: [...(min ? [{ before: toDate(min) }] : []), ...(max ? [{ after: toDate(max) }] : [])] } : {})}
      onSelect={(date) => onPick(date ? toIso(date) : null)}
    />
  );
}
