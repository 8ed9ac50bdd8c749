// The firm's seller details and invoice series (decision 0270: the routes call these instead of
// querying). Every function runs in the request's tenant transaction; a change is written with
// its audit entry in that transaction.
import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { createSeriesBodySchema, invoiceSettingsSchema } from '@shared/invoice-generator/invoice-generator.api.schemas';
import { type RequestOrigin, recordAudit } from '../../audit/audit';
import { invoiceSeries, invoiceSettings } from '../../db/schema';
import type { TenantTx } from '../../db/tenant-scope';
import { HttpError } from '../../lib/http-error';
import { defaultSeries } from './invoice-generator.service';

type SettingsBody = z.infer<typeof invoiceSettingsSchema>;
type SeriesBody = z.infer<typeof createSeriesBodySchema>;

/** The seller details, or null before the firm saved them. */
export async function sellerSettings(tx: TenantTx, tenantId: string) {
  const [row] = await tx.select().from(invoiceSettings).where(eq(invoiceSettings.tenantId, tenantId));
  if (!row) return null;
  return {
    sellerName: row.sellerName,
    taxNumber: row.taxNumber,
    communityVatNumber: row.communityVatNumber,
    address: row.address,
    bankAccountNumber: row.bankAccountNumber,
    paymentDays: row.paymentDays,
    footerNote: row.footerNote,
  };
}

/** The footer printed on the firm's invoice PDFs, or null. */
export async function footerNoteOf(tx: TenantTx, tenantId: string): Promise<string | null> {
  const [settings] = await tx.select({ footerNote: invoiceSettings.footerNote }).from(invoiceSettings).where(eq(invoiceSettings.tenantId, tenantId));
  return settings?.footerNote ?? null;
}

/** Saves the seller details (issued invoices keep theirs); audited. */
export async function saveSellerSettings(tx: TenantTx, tenantId: string, origin: RequestOrigin, b: SettingsBody): Promise<void> {
  const values = {
    sellerName: b.sellerName,
    taxNumber: b.taxNumber,
    communityVatNumber: b.communityVatNumber ?? null,
    address: b.address,
    bankAccountNumber: b.bankAccountNumber ?? null,
    paymentDays: b.paymentDays,
    footerNote: b.footerNote ?? null,
    updatedAt: new Date(),
  };
  await tx
    .insert(invoiceSettings)
    .values({ tenantId, ...values })
    .onConflictDoUpdate({ target: invoiceSettings.tenantId, set: values });
  await recordAudit(tx, { ...origin, action: 'invoices.settings_update', targetType: 'tenant', targetId: tenantId, metadata: { taxNumber: b.taxNumber } });
}

/** The firm's series by prefix (the default one made on first sight). */
export async function listSeries(tx: TenantTx, tenantId: string) {
  await defaultSeries(tx, tenantId);
  return tx
    .select({ id: invoiceSeries.id, prefix: invoiceSeries.prefix, name: invoiceSeries.name, last: invoiceSeries.last, isDefault: invoiceSeries.isDefault })
    .from(invoiceSeries)
    .where(eq(invoiceSeries.tenantId, tenantId))
    .orderBy(asc(invoiceSeries.prefix));
}

/** A new series (409 INVOICE_SERIES_PREFIX_TAKEN for a used prefix); as default it takes over. Audited. */
export async function createSeries(tx: TenantTx, tenantId: string, origin: RequestOrigin, body: SeriesBody): Promise<string> {
  const [existing] = await tx
    .select({ id: invoiceSeries.id })
    .from(invoiceSeries)
    .where(and(eq(invoiceSeries.tenantId, tenantId), eq(invoiceSeries.prefix, body.prefix)));
  if (existing) throw new HttpError(409, 'INVOICE_SERIES_PREFIX_TAKEN');
  if (body.isDefault) await tx.update(invoiceSeries).set({ isDefault: false }).where(eq(invoiceSeries.tenantId, tenantId));
  const [row] = await tx.insert(invoiceSeries).values({ tenantId, prefix: body.prefix, name: body.name, isDefault: body.isDefault }).returning({ id: invoiceSeries.id });
  await recordAudit(tx, { ...origin, action: 'invoices.series_create', targetType: 'invoice_series', targetId: row!.id, metadata: { prefix: body.prefix } });
  return row!.id;
}
