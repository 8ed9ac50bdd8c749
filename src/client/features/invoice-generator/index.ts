export { InvoicesPage } from './components/invoices-page';
export { InvoiceEditorPage } from './components/invoice-editor-page';
export { InvoiceDetailPage } from './components/invoice-detail-page';
export { InvoiceFromTimeButton } from './components/invoice-from-time-button';
export { InvoiceFromTimeDialog, InvoiceFromTimeDialogButton } from './components/invoice-from-time-dialog';
export { ReceivablesPanel } from './components/receivables-panel';
export { InvoiceSettingsPage } from './components/invoice-settings-page';
export { MatterInvoicesPanel } from './components/matter-invoices-panel';
