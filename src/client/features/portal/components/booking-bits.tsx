// Shared pieces of the booking pages: Budapest-time formatting (whatever the browser's zone) and
// one booking's card.
import type { ReactNode } from 'react';
import { formatHuf } from '@shared/hu/format';
import { appointmentModeLabels, bookingStatusLabels, type Booking } from '@shared/portal/booking.schemas';

const TZ = 'Europe/Budapest';
const dayFormat = new Intl.DateTimeFormat('hu-HU', { timeZone: TZ, weekday: 'long', month: 'long', day: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('hu-HU', { timeZone: TZ, year: 'numeric', month: 'long', day: 'numeric', weekday: 'long', hour: '2-digit', minute: '2-digit' });
const timeFormat = new Intl.DateTimeFormat('hu-HU', { timeZone: TZ, hour: '2-digit', minute: '2-digit' });

/** "december 7., hétfő" of a local date (YYYY-MM-DD), at noon so no zone can move it. */
export const formatDay = (date: string) => dayFormat.format(new Date(`${date}T12:00:00Z`));
export const formatWhen = (iso: string) => dateTimeFormat.format(new Date(iso));
export const formatTime = (iso: string) => timeFormat.format(new Date(iso));
export const priceText = (price: number | null) => (price === null ? 'Díjmentes' : formatHuf(price));

export const card = 'rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900';

export function BookingCard({ booking, showClient, actions }: { booking: Booking; showClient?: boolean; actions?: ReactNode }) {
  const cancelled = booking.status === 'cancelled';
  return (
    <li className={`${card} flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between`}>
      <div>
        <p className="font-semibold text-slate-900 dark:text-white">
          {formatWhen(booking.start)} – {formatTime(booking.end)}
        </p>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {booking.type.name} · {appointmentModeLabels[booking.mode]} · {priceText(booking.priceHuf)}
        </p>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {showClient ? `Ügyfél: ${booking.client.name} · ` : ''}Ügyvéd: {booking.lawyer.name}
          {booking.matter ? ` · Ügy: ${booking.matter.number} ${booking.matter.title}` : ''}
        </p>
        {booking.note && <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">Megjegyzés: {booking.note}</p>}
        <p className={`mt-1 text-sm font-medium ${cancelled ? 'text-red-700 dark:text-red-300' : 'text-green-700 dark:text-green-300'}`}>
          {bookingStatusLabels[booking.status]}
          {cancelled && booking.cancelReason ? ` – ${booking.cancelReason}` : ''}
        </p>
      </div>
      {actions && <div className="flex shrink-0 flex-wrap gap-2">{actions}</div>}
    </li>
  );
}
