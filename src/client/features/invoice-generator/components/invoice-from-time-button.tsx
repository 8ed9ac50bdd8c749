// "Számla a nem számlázott időből" on a matter's page (decision 0148) and on a client's panel
// (decision 0513: the time of all the client's matters): builds the draft from the unbilled
// billable time on the server and opens it; refusals (nothing unbilled, mixed currencies, no
// client) show the server's Hungarian message.
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@client/components/ui/button';
import { errorText } from '@client/lib/api-client';
import { useDraftFromTime } from '../api/invoices-api';

export function InvoiceFromTimeButton(source: { matterId: string } | { clientContactId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useDraftFromTime();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button
        variant="secondary"
        disabled={create.isPending}
        onClick={() => create.mutate('matterId' in source ? { matterId: source.matterId } : { clientContactId: source.clientContactId }, { onSuccess: (r) => void navigate(`/app/invoice-generator/${r.id}`) })}
      >
        {t('invoiceGenerator.fromTime')}
      </Button>
      {create.error && (
        <p role="alert" className="text-sm text-rose-800 dark:text-rose-300">
          {errorText(create.error)}
        </p>
      )}
    </div>
  );
}
