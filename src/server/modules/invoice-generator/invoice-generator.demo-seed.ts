// Demo invoices of the demo firm (issue 17 point 7): the firm's seller data, three issued invoices
// on seeded clients — one in EUR with its HUF twins, one cancelled by a storno — one from a matter's
// time, a draft, and payments (payments.demo-seed.ts).
// They are issued through the same service as the API (shared model, NAV rules, XSD check, counter
// row, NAV report row), so every demo document is one the product could have issued.
import { addDays, todayInBudapest } from '@shared/dates/iso-date';
import type { InvoiceLineInput } from '@shared/invoice-generator/invoice-generator.schemas';
import { invoiceDraftBodySchema, invoiceFromTimeBodySchema } from '@shared/invoice-generator/invoice-generator.api.schemas';
import { sql } from 'drizzle-orm';
import { resultRows } from '../../db/client';
import { invoiceSettings } from '../../db/schema';
import type { TenantTx } from '../../db/tenant-scope';
import { installDefaultModules } from '../../module-system/defaults';
import { createDraftFromTime } from './invoice-from-time';
import { issueCorrection } from './invoice-corrections.service';
import { createDraft, issueInvoice } from './invoice-generator.service';
import { issuedOnDemoDay, seedPaymentsDemo } from './payments.demo-seed';

export const DEMO_SELLER = {
  sellerName: 'Kovács és Társai Ügyvédi Iroda',
  // Törzsszám with a valid check digit (the shared invoice fixtures' law firm).
  taxNumber: '24225221-2-43',
  communityVatNumber: 'HU24225221',
  address: { countryCode: 'HU', postalCode: '1055', city: 'Budapest', addressLine: 'Kossuth Lajos tér 1–3. 2. em. 4.' },
  bankAccountNumber: '11700027-20000000-00000002',
  paymentDays: 8,
  footerNote: 'Nyilvántartja a Budapesti Ügyvédi Kamara. Kamarai azonosító: 36061234.',
} as const;

const fee = (description: string, quantity: string, unitPrice: string, extra: Partial<InvoiceLineInput> = {}): InvoiceLineInput => ({
  description,
  nature: 'SERVICE',
  quantity,
  unitOfMeasure: 'OWN',
  unitOfMeasureOwn: 'óra',
  unitPrice,
  vat: { code: '27' },
  ...extra,
});

export interface DemoInvoicePeople {
  ownerId: string;
  contactIds: Record<string, string>;
}

export async function seedInvoicesDemo(tx: TenantTx, tenantId: string, people: DemoInvoicePeople, now = new Date()) {
  await installDefaultModules(tx, tenantId, people.ownerId, ['invoice-generator']);
  await tx.insert(invoiceSettings).values({ tenantId, ...DEMO_SELLER, address: { ...DEMO_SELLER.address } });
  const actor = { tenantId, userId: people.ownerId };
  const today = todayInBudapest(now);
  const daysAgo = (n: number) => addDays(today, -n);
  const draft = (body: object) => createDraft(tx, actor, invoiceDraftBodySchema.parse(body));
  const contact = (name: string) => people.contactIds[name] ?? null;

  // 1. HUF fee invoice to Tóth és Fia Kft. (issued three weeks ago, due — overdue unless paid).
  const toth = await draft({
    contactId: contact('Tóth és Fia Kft.'),
    deliveryDate: daysAgo(22),
    paymentDate: daysAgo(14),
    lines: [
      fee('Jogi tanácsadás – bérleti szerződés felülvizsgálata', '3.5', '45000'),
      fee('Tárgyalás a bérbeadó képviselőjével', '2', '45000'),
      { description: 'Cégkivonat lekérése (továbbszámlázott költség)', quantity: '1', unitOfMeasure: 'OWN', unitOfMeasureOwn: 'eset', unitPrice: '1000', vat: { code: 'ATK' } },
    ],
  });
  await issueInvoice(tx, actor, toth, issuedOnDemoDay(daysAgo(21)));

  // 2. EUR invoice to Horváth Ingatlan Zrt. with the MNB rate and HUF twins.
  const horvath = await draft({
    contactId: contact('Horváth Ingatlan Zrt.'),
    deliveryDate: daysAgo(15),
    paymentDate: daysAgo(-5),
    currency: 'EUR',
    exchangeRate: '391.25',
    exchangeRateSource: 'MNB',
    exchangeRateDate: daysAgo(16),
    lines: [fee('Legal opinion on a Hungarian real estate acquisition', '6.25', '180'), fee('Due diligence – land registry review', '4', '180', { discount: { rate: '0.1', description: 'Törzsügyfél-kedvezmény' } })],
  });
  await issueInvoice(tx, actor, horvath, issuedOnDemoDay(daysAgo(15)));

  // 3. A matter's time of the first weeks invoiced (decision 0218: revenue by matter and lawyer,
  // realisation): the open, non-confidential matter with the most unbilled forint time. Issued
  // eleven days ago, so before the Bence Bau invoices: the numbers follow the issue dates.
  const [timeMatter] = resultRows<{ id: string }>(
    await tx.execute(sql`select te.matter_id as id from time_entries te join matters m on m.id = te.matter_id
      where te.tenant_id = ${tenantId} and not m.confidential and te.billable and te.invoice_id is null and te.currency = 'HUF' and te.work_date <= ${daysAgo(12)}::date
        and exists (select 1 from matter_parties p where p.matter_id = m.id and p.role = 'client' and p.contact_id is not null)
        and not exists (select 1 from time_entries o where o.matter_id = m.id and o.currency <> 'HUF')
      group by te.matter_id order by sum(te.amount) desc, te.matter_id limit 1`),
  );
  if (timeMatter) {
    const fromTime = await createDraftFromTime(tx, actor, invoiceFromTimeBodySchema.parse({ matterId: timeMatter.id, until: daysAgo(12) }));
    await issueInvoice(tx, actor, fromTime.id, issuedOnDemoDay(daysAgo(11)));
  }

  // 4. A HUF invoice to Bence Bau Kft. issued with a wrong fee, cancelled by a storno.
  const bence = await draft({
    contactId: contact('Bence Bau Kft.'),
    deliveryDate: daysAgo(9),
    lines: [fee('Szerződéskötés előkészítése – alvállalkozói keretszerződés', '5', '42000')],
  });
  await issueInvoice(tx, actor, bence, issuedOnDemoDay(daysAgo(9)));
  await issueCorrection(tx, actor, bence, 'STORNO', { note: 'Téves óradíj miatt érvénytelenítve.' }, issuedOnDemoDay(daysAgo(8)));
  // Payments: the re-issued Bence Bau invoice paid, the EUR one partly paid, Tóth's overdue.
  await seedPaymentsDemo(tx, actor, { horvath, benceContactId: contact('Bence Bau Kft.') }, today);

  // 5. A draft for Molnár Logisztika Bt., waiting to be issued.
  await draft({
    contactId: contact('Molnár Logisztika Bt.'),
    deliveryDate: daysAgo(1),
    lines: [fee('Fuvarozási szerződés véleményezése', '2.5', '45000'), { ...fee('Havi átalánydíj – november', '1', '150000'), unitOfMeasure: 'MONTH', unitOfMeasureOwn: undefined }],
  });
}
