// A draft invoice from unbilled billable time (issue 17 point 2, decision 0148): one matter's (the
// buyer is the matter's client contact) or one client's over all its matters (decision 0513: the
// buyer is the contact, each line names its matter). One line per time entry (hours with 2
// decimals × the entry's rate, 27 % VAT), the currency is the entries' (mixed currencies are
// refused). The draft remembers the entries in invoice_time_entries; nothing is locked until the
// draft is issued (decision 0149: issuing locks exactly them, a storno unlocks them).
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { ActivityType } from '@shared/time-tracking/activities';
import { invoiceDraftBodySchema, type invoiceFromTimeBodySchema } from '@shared/invoice-generator/invoice-generator.api.schemas';
import { normalizeDecimal } from '@shared/invoice-generator/decimal';
import { formatHuDate } from '@shared/hu/format';
import type { TimeEntry } from '@shared/time-tracking/time-tracking.schemas';
import type { z } from 'zod';
import { contacts, invoiceTimeEntries, matterParties, matters } from '../../db/schema';
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

/** The line of one entry; `withMatter` (a client's draft over several matters) puts the matter number first. */
export function timeEntryLine(e: TimeEntry, withMatter = false) {
  const work = `${formatHuDate(e.workDate, 'short')} – ${ACTIVITY_HU[e.activity]}: ${e.description} (${e.user.name})`;
  const description = withMatter ? `[${e.matter.number}] ${work}` : work;
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

/** The buyer and the unbilled entries of one matter (decision 0148). */
async function fromMatter(tx: TenantTx, tenantId: string, matterId: string, until: string | undefined) {
  const [matter] = await tx
    .select({ id: matters.id })
    .from(matters)
    .where(and(eq(matters.tenantId, tenantId), eq(matters.id, matterId)));
  if (!matter) throw notFound();
  const [client] = await tx
    .select({ contactId: matterParties.contactId })
    .from(matterParties)
    .where(and(eq(matterParties.tenantId, tenantId), eq(matterParties.matterId, matter.id), eq(matterParties.role, 'client'), isNotNull(matterParties.contactId)))
    .orderBy(asc(matterParties.createdAt), asc(matterParties.id))
    .limit(1);
  if (!client?.contactId) throw new HttpError(409, 'INVOICE_TIME_NO_CLIENT');
  return { buyerId: client.contactId, entries: await listUnbilledEntries(tx, tenantId, { matterId: matter.id, ...(until ? { until } : {}) }) };
}

/**
 * The buyer and the unbilled entries of every matter where the contact is a client party
 * (decision 0513). RLS leaves out the parties (so the entries) of confidential matters the user
 * may not see. Grouped by matter number, each matter's oldest first.
 */
async function fromClient(tx: TenantTx, tenantId: string, contactId: string, until: string | undefined) {
  const [contact] = await tx
    .select({ id: contacts.id })
    .from(contacts)
    .where(and(eq(contacts.tenantId, tenantId), eq(contacts.id, contactId)));
  if (!contact) throw notFound();
  const [clientOf] = await tx
    .select({ matterId: matterParties.matterId })
    .from(matterParties)
    .where(and(eq(matterParties.tenantId, tenantId), eq(matterParties.contactId, contact.id), eq(matterParties.role, 'client')))
    .limit(1);
  if (!clientOf) throw new HttpError(409, 'INVOICE_TIME_NOT_A_CLIENT');
  const entries = await listUnbilledEntries(tx, tenantId, { clientContactId: contact.id, ...(until ? { until } : {}) });
  // Stable: within a matter the entries keep their oldest-first order.
  entries.sort((a, b) => a.matter.number.localeCompare(b.matter.number, 'hu', { numeric: true }));
  return { buyerId: contact.id, entries };
}

export async function createDraftFromTime(tx: TenantTx, actor: Actor, body: FromTimeBody): Promise<{ id: string; entries: number; currency: string }> {
  const byClient = body.clientContactId !== undefined;
  const source = byClient ? await fromClient(tx, actor.tenantId, body.clientContactId!, body.until) : await fromMatter(tx, actor.tenantId, body.matterId!, body.until);
  const entries = source.entries.filter((e) => e.billedMinutes > 0);
  if (entries.length === 0) throw new HttpError(409, 'INVOICE_TIME_NOTHING_UNBILLED');
  const currencies = new Set(entries.map((e) => e.currency));
  if (currencies.size > 1) throw new HttpError(409, 'INVOICE_TIME_MIXED_CURRENCIES', undefined, { currencies: [...currencies].sort().join(', ') });
  const currency = entries[0]!.currency;
  if (currency !== 'HUF' && !body.exchangeRate) throw new HttpError(400, 'INVOICE_CURRENCY_RATE');
  // A client's draft belongs to its matter when all its time is of one matter (the case file lists it).
  const matterIds = new Set(entries.map((e) => e.matter.id));
  const draft = invoiceDraftBodySchema.parse({
    contactId: source.buyerId,
    matterId: matterIds.size === 1 ? entries[0]!.matter.id : null,
    seriesId: body.seriesId ?? null,
    currency,
    exchangeRate: currency === 'HUF' ? '1' : body.exchangeRate,
    exchangeRateSource: body.exchangeRateSource ?? null,
    exchangeRateDate: body.exchangeRateDate ?? null,
    note: body.note ?? null,
    lines: entries.map((e) => timeEntryLine(e, byClient)),
  });
  const id = await createDraft(tx, actor, draft);
  await tx.insert(invoiceTimeEntries).values(entries.map((e) => ({ tenantId: actor.tenantId, invoiceId: id, timeEntryId: e.id })));
  return { id, entries: entries.length, currency };
}
