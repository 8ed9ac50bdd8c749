// Shared pieces of the booking pages: Budapest-time formatting (whatever the browser's zone), one
// booking's card, and the cancellation's confirmation dialog with an optional reason.
import type { ReactNode } from 'react';
import { z } from 'zod';
import { DialogButtons, ErrorList, Form, TextareaField, useZodForm } from '@client/components/form';
import { Dialog } from '@client/components/ui/dialog';
import { capitalizeFirst, formatHuf } from '@shared/hu/format';
import { appointmentModeLabels, bookingStatusLabels, type Booking, cancelBookingBodySchema } from '@shared/client-portal/booking.schemas';
import { dateTimeFormat } from '@shared/intl';

const TZ = 'Europe/Budapest';
const dayFormat = dateTimeFormat('hu-HU', { timeZone: TZ, weekday: 'long', month: 'long', day: 'numeric' });
const slotDateTimeFormat = dateTimeFormat('hu-HU', { timeZone: TZ, year: 'numeric', month: 'long', day: 'numeric', weekday: 'long', hour: '2-digit', minute: '2-digit' });
const timeFormat = dateTimeFormat('hu-HU', { timeZone: TZ, hour: '2-digit', minute: '2-digit' });

/** "december 7., hétfő" of a local date (YYYY-MM-DD), at noon so no zone can move it. */
export const formatDay = (date: string) => dayFormat.format(new Date(`${date}T12:00:00Z`));
/** A day as a heading: "December 7., hétfő" – the first letter only (CSS `capitalize` gave "December 7., Hétfő"). */
export const formatDayHeading = (date: string) => capitalizeFirst(formatDay(date));
export const formatWhen = (iso: string) => slotDateTimeFormat.format(new Date(iso));
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

// The reason as typed: an empty one is none (null), as the shared cancel body takes it.
const cancelFormSchema = z.object({
  reason: z
    .string()
    .trim()
    .transform((text) => text || null)
    .pipe(cancelBookingBodySchema.shape.reason.unwrap()),
});

/**
 * "Időpont lemondása": the confirmation of a cancellation in a modal dialog (focus kept inside,
 * Escape or "Mégse" closes it), with an optional reason. `byFirm`: the firm cancels, and the
 * customer will read the reason. The dialog stays open with the server's answer when it fails.
 */
export function CancelBookingDialog({ booking, byFirm, onCancel, onClose }: { booking: Booking; byFirm?: boolean; onCancel: (reason: string | null) => Promise<unknown>; onClose: () => void }) {
  const form = useZodForm(cancelFormSchema, { defaultValues: { reason: '' } });
  return (
    <Dialog open title="Időpont lemondása" onClose={onClose}>
      <Form
        form={form}
        guardUnsaved={false}
        onSubmit={async ({ reason }) => {
          await onCancel(reason ?? null);
          onClose();
        }}
      >
        <p className="text-sm text-slate-700 dark:text-slate-300">
          Biztosan lemondod ezt az időpontot: <strong className="font-semibold text-slate-900 dark:text-white">{formatWhen(booking.start)}</strong>, {booking.type.name}
          {byFirm ? `, ${booking.client.name}` : `, ${booking.lawyer.name}`}?
        </p>
        <ErrorList />
        <TextareaField name="reason" label={byFirm ? 'A lemondás oka – az ügyfél látni fogja (nem kötelező)' : 'A lemondás oka (nem kötelező)'} rows={3} maxLength={500} />
        <DialogButtons onCancel={onClose} cancelLabel="Mégse" submitLabel="Lemondás megerősítése" />
      </Form>
    </Dialog>
  );
}
