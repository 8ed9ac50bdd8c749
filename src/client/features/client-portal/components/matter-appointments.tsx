// The appointments of a matter in its case file (issue 35 point 3, decision 0421): every booking
// tied to the matter, newest first, the cancelled ones with their reason – read-only here; the
// lawyer's calendar on /app/appointments is where the firm cancels.
import { LoadError } from '@client/components/errors/load-error';
import { useMatterBookings } from '../api/booking-api';
import { BookingCard } from './booking-bits';

export function MatterAppointments({ matterId }: { matterId: string }) {
  const list = useMatterBookings(matterId);
  if (list.isPending) return <p role="status">Betöltés…</p>;
  if (list.isError) return <LoadError error={list.error} onRetry={() => void list.refetch()} />;
  if (list.data.items.length === 0) return <p className="text-sm text-slate-700 dark:text-slate-300">Ehhez az ügyhöz nincs foglalt időpont.</p>;
  return (
    <ul className="space-y-3" aria-label="Az ügy időpontjai">
      {list.data.items.map((b) => (
        <BookingCard key={b.id} booking={b} showClient />
      ))}
    </ul>
  );
}
