// Invoice issuing throughput (issue 17): in this process, on a fresh embedded PGlite database with
// the demo firm, for BENCH_ISSUING_SECONDS (default 5) per figure, one invoice after another:
//   issuing  – a draft written, then issued (NAV business rules, InvoiceData XML built and checked
//              against NAV's XSDs, the series counter row, the NAV report row: one transaction),
//              its PDF typeset and its XML read back;
//   baseline – the same run's floor: the same draft written in its own tenant transaction only.
// Prints one JSON line for scripts/bench.mjs.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { invoiceDraftBodySchema } from '../src/shared/invoice-generator/invoice-generator.api.schemas';
import { openDatabase } from '../src/server/db/client';
import { contacts, invoiceSettings, users } from '../src/server/db/schema';
import { demoTenantId, seedDemo } from '../src/server/db/seed';
import { withTenant } from '../src/server/db/tenant-scope';
import { renderInvoicePdf } from '../src/server/modules/invoice-generator/invoice-pdf';
import { invoiceRow, issuedXml } from '../src/server/modules/invoice-generator/invoice-reads.service';
import { createDraft, issueInvoice } from '../src/server/modules/invoice-generator/invoice-generator.service';

const seconds = Number(process.env.BENCH_ISSUING_SECONDS ?? 5);
const dataDir = mkdtempSync(join(tmpdir(), 'vi-bench-issuing-'));
const database = await openDatabase({ driver: 'pglite', dataDir });

async function rate(work: () => Promise<unknown>): Promise<{ perSecond: number; count: number; msEach: number }> {
  for (let i = 0; i < 3; i++) await work(); // warm-up (fonts, XSD schemas, JIT)
  const start = performance.now();
  const until = start + seconds * 1000;
  let n = 0;
  while (performance.now() < until) {
    await work();
    n++;
  }
  const elapsed = (performance.now() - start) / 1000;
  return { perSecond: Math.round((n / elapsed) * 10) / 10, count: n, msEach: Math.round((elapsed * 1000 * 10) / n) / 10 };
}

try {
  await database.migrate();
  await seedDemo(database.db);
  const tenantId = (await demoTenantId(database.db))!;
  const [owner] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, 'iroda@kovacs-ugyved.hu'));
  const [toth] = await database.db.select({ id: contacts.id }).from(contacts).where(and(eq(contacts.tenantId, tenantId), eq(contacts.name, 'Tóth és Fia Kft.')));
  const [settings] = await database.db.select().from(invoiceSettings).where(eq(invoiceSettings.tenantId, tenantId));
  const actor = { tenantId, userId: owner!.id };
  const body = invoiceDraftBodySchema.parse({
    contactId: toth!.id,
    lines: [
      { description: 'Jogi tanácsadás – bérleti szerződés felülvizsgálata', quantity: '3.5', unitOfMeasure: 'HOUR', unitPrice: '45000', vat: { code: '27' } },
      { description: 'Cégkivonat lekérése (továbbszámlázott költség)', quantity: '1', unitOfMeasure: 'OWN', unitOfMeasureOwn: 'eset', unitPrice: '1000', vat: { code: 'ATK' } },
    ],
  });
  const inFirm = <T>(work: Parameters<typeof withTenant<T>>[2]) => withTenant(database.db, tenantId, work, { userId: actor.userId });

  const baseline = await rate(() => inFirm((tx) => createDraft(tx, actor, body)));
  const issuing = await rate(async () => {
    const id = await inFirm((tx) => createDraft(tx, actor, body));
    await inFirm((tx) => issueInvoice(tx, actor, id));
    const row = await inFirm((tx) => invoiceRow(tx, tenantId, id));
    const pdf = await renderInvoicePdf(row.document!, { footerNote: settings?.footerNote ?? null });
    const { xml } = await inFirm((tx) => issuedXml(tx, tenantId, id));
    if (pdf.length < 1000 || !xml.includes('<invoiceNumber>')) throw new Error('issued invoice without PDF or XML');
  });
  console.log(JSON.stringify({ database: 'PGlite (embedded)', secondsPerFigure: seconds, issuing, baseline }));
} finally {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
