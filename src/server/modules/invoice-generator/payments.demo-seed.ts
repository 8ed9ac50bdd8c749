// Demo payments (issue 17 points 5 and 7): the Bence Bau Kft. work is invoiced again with the right
// fee and paid in full by transfer; the EUR invoice of Horváth Ingatlan Zrt. is partly paid before
// its due date; Tóth és Fia Kft. has paid nothing past its due date (overdue, a reminder waits for
// the button). Recorded through the same service as the API, so the rules hold for the demo too.
import { addDays, type IsoDate } from '@shared/dates/iso-date';
import { instantsOfWallClock } from '@shared/dates/zoned-time';
import { invoiceDraftBodySchema } from '@shared/invoice-generator/invoice-generator.api.schemas';
import type { TenantTx } from '../../db/tenant-scope';
import { type Actor, createDraft, issueInvoice } from './invoice-generator.service';
import { recordPayment } from './payments.service';

/** A demo invoice issued on a past `day`, stamped at 10:00 of that day (not at the seed). */
export const issuedOnDemoDay = (day: IsoDate) => ({ today: day, now: instantsOfWallClock(day, 10 * 60)[0]! });

export async function seedPaymentsDemo(tx: TenantTx, actor: Actor, invoices: { horvath: string; benceContactId: string | null }, today: IsoDate) {
  const daysAgo = (n: number) => addDays(today, -n);
  const reissued = await createDraft(
    tx,
    actor,
    invoiceDraftBodySchema.parse({
      contactId: invoices.benceContactId,
      deliveryDate: daysAgo(9),
      paymentDate: daysAgo(0),
      note: 'A téves óradíj miatt érvénytelenített számla helyett.',
      lines: [{ description: 'Szerződéskötés előkészítése – alvállalkozói keretszerződés', nature: 'SERVICE', quantity: '5', unitOfMeasure: 'OWN', unitOfMeasureOwn: 'óra', unitPrice: '38000', vat: { code: '27' } }],
    }),
  );
  const { id } = await issueInvoice(tx, actor, reissued, issuedOnDemoDay(daysAgo(7)));
  // 5 × 38 000 Ft + 27 % = 241 300 Ft, paid in full.
  await recordPayment(tx, actor, id, { paidOn: daysAgo(2), amount: '241300', method: 'TRANSFER', note: 'Banki értesítő alapján' });
  await recordPayment(tx, actor, invoices.horvath, { paidOn: daysAgo(3), amount: '1000', method: 'TRANSFER', note: 'Első részlet' });
}
