// A draft invoice from a matter's unbilled billable time (issue 17 point 2, decision 0148): the
// buyer is the matter's client contact, one line per time entry (hours with 2 decimals × the
// entry's rate, 27 % VAT), the currency is the entries' (mixed currencies are refused). The draft
// remembers the entries in invoice_time_entries; nothing is locked until the draft is issued
// (decision 0149: issuing locks exactly them, a storno unlocks them).
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { ActivityType } from '@shared/time-tracking/activities';
import { invoiceDraftBodySchema, type invoiceFromTimeBodySchema } from '@shared/invoice-generator/invoice-generator.api.schemas';
import { normalizeDecimal } from '@shared/invoice-generator/decimal';
import { formatHuDate } from '@shared/hu/format';
import type { TimeEntry } from '@shared/time-tracking/time-tracking.schemas';
import type { z } from 'zod';
import { invoiceTimeEntries, matterParties, matters } from '../../db/schema';
import type { TenantTx } from '../../db/tenant-scope';
import { HttpError, notFound } from '../../lib/http-error';
import { listUnbilledEntries } from '../time-tracking';
import { type Actor, createDraft } from './invoice-generator.service';

/** The activity names printed on the invoice (the tracking page's Hungarian labels). */
const ACTIVITY_HU: Record<ActivityType, string> = {
  consultation: 'Konzultáció',
  drafting: 'Iratszerkesztés',
  review: 'Iratáttekintés',
  court_hearing: 'Tárgyalás (bíróság, hatóság)',
  negotiation: 'Egyeztetés, tárgyalás',
  research: 'Jogi kutatás',
  correspondence: 'Levelezés',
  phone: 'Telefon',
  travel: 'Utazás',
  administration: 'Adminisztráció',
  other: 'Egyéb',
};

/** Billed minutes as hours with 2 decimals (a minute count never falls on a half cent of an hour). */
export function hoursOf(billedMinutes: number): string {
  return normalizeDecimal((billedMinutes / 60).toFixed(2));
}

export function timeEntryLine(e: TimeEntry) {
  const description = `${formatHuDate(e.workDate, 'short')} – ${ACTIVITY_HU[e.activity]}: ${e.description} (${e.user.name})`;
  return {
    description: description.length > 512 ? `${description.slice(0, 511)}…` : description,
    nature: 'SERVICE' as const,
    quantity: hoursOf(e.billedMinutes),
    unitOfMeasure: 'HOUR' as const,
    unitPrice: normalizeDecimal(e.rate),
    vat: { code: '27' as const },
  };
}

type FromTimeBody = z.output<typeof invoiceFromTimeBodySchema>;

export async function createDraftFromTime(tx: TenantTx, actor: Actor, body: FromTimeBody): Promise<{ id: string; entries: number; currency: string }> {
  const [matter] = await tx
    .select({ id: matters.id })
    .from(matters)
    .where(and(eq(matters.tenantId, actor.tenantId), eq(matters.id, body.matterId)));
  if (!matter) throw notFound();
  const [client] = await tx
    .select({ contactId: matterParties.contactId })
    .from(matterParties)
    .where(and(eq(matterParties.tenantId, actor.tenantId), eq(matterParties.matterId, matter.id), eq(matterParties.role, 'client'), isNotNull(matterParties.contactId)))
    .orderBy(asc(matterParties.createdAt), asc(matterParties.id))
    .limit(1);
  if (!client?.contactId) throw new HttpError(409, 'INVOICE_TIME_NO_CLIENT');
  const entries = (await listUnbilledEntries(tx, actor.tenantId, { matterId: matter.id, ...(body.until ? { until: body.until } : {}) })).filter((e) => e.billedMinutes > 0);
  if (entries.length === 0) throw new HttpError(409, 'INVOICE_TIME_NOTHING_UNBILLED');
  const currencies = new Set(entries.map((e) => e.currency));
  if (currencies.size > 1) throw new HttpError(409, 'INVOICE_TIME_MIXED_CURRENCIES', undefined, { currencies: [...currencies].sort().join(', ') });
  const currency = entries[0]!.currency;
  if (currency !== 'HUF' && !body.exchangeRate) throw new HttpError(400, 'INVOICE_CURRENCY_RATE');
  const draft = invoiceDraftBodySchema.parse({
    contactId: client.contactId,
    matterId: matter.id,
    seriesId: body.seriesId ?? null,
    currency,
    exchangeRate: currency === 'HUF' ? '1' : body.exchangeRate,
    exchangeRateSource: body.exchangeRateSource ?? null,
    exchangeRateDate: body.exchangeRateDate ?? null,
    note: body.note ?? null,
    lines: entries.map(timeEntryLine),
  });
  const id = await createDraft(tx, actor, draft);
  await tx.insert(invoiceTimeEntries).values(entries.map((e) => ({ tenantId: actor.tenantId, invoiceId: id, timeEntryId: e.id })));
  return { id, entries: entries.length, currency };
}
