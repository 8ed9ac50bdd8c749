// Before the firm saved its seller details no invoice can be issued (INVOICE_SELLER_SETTINGS_MISSING):
// say so where invoices are made, with the way to the settings for whoever may set them.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useInvoiceSettings } from '../api/invoices-api';

export function SellerSettingsNotice({ canConfigure }: { canConfigure: boolean }) {
  const { t } = useTranslation();
  const settings = useInvoiceSettings();
  if (!settings.isSuccess || settings.data !== null) return null;
  return (
    <p role="status" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
      {t('invoiceGenerator.settings.missingNotice')}{' '}
      {canConfigure ? (
        <Link to="/app/invoice-generator/settings" className="font-medium underline">
          {t('invoiceGenerator.settings.open')}
        </Link>
      ) : (
        t('invoiceGenerator.settings.askAdmin')
      )}
    </p>
  );
}
