/**
 * Figures for docs/decisions/0140 (not a test): how long XSD validation of generated invoices takes
 * with the project's warm libxml2-wasm validator, next to a same-run baseline (parsing the same XML
 * without a schema) and, where available, the alternatives:
 *   npx tsx src/server/modules/invoice-generator/nav/testing/xsd-timing.ts [N]
 *   XMLLINT_WASM=/path/to/node_modules/xmllint-wasm/index-node.js  (optional: measure xmllint-wasm)
 * The native `xmllint` CLI is measured when it is on PATH.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInvoice } from '@shared/invoice-generator/invoice-document';
import { draft, eurDraft, feeLine } from '@shared/invoice-generator/test-fixtures';
import { buildInvoiceDataXml } from '../invoice-data-xml';
import { NAV_XSD_DIR, navXsdValidator, wrapperSchema, XSD_FILES } from '../xsd-validator';

const N = Number(process.argv[2] ?? 1000);
const ms = (t0: number) => performance.now() - t0;
const fmt = (v: number) => v.toFixed(v < 10 ? 2 : 0);

const docs = Array.from({ length: N }, (_, i) => {
  const lines = Array.from({ length: 1 + (i % 20) }, (_, j) => feeLine({ description: `Jogi munka ${j + 1}`, quantity: ((j + 1) / 10).toFixed(1), unitPrice: String(30000 + j * 1000) }));
  const d = i % 5 === 0 ? eurDraft() : draft({ lines });
  return buildInvoiceDataXml(createInvoice(d, `VI-2026/${String(i + 1).padStart(6, '0')}`));
});
const bytes = docs.reduce((a, x) => a + Buffer.byteLength(x), 0);
console.log(`${N} generated InvoiceData documents, ${(bytes / N / 1024).toFixed(1)} KiB on average`);

let t0 = performance.now();
const validator = await navXsdValidator();
console.log(`libxml2-wasm: load + compile the schema set once: ${fmt(ms(t0))} ms`);

const { XmlDocument } = await import('libxml2-wasm');
t0 = performance.now();
for (const x of docs) XmlDocument.fromString(x).dispose();
const parseOnly = ms(t0);
t0 = performance.now();
let invalid = 0;
for (const x of docs) if (!validator.validate(x, 'InvoiceData').valid) invalid++;
const warm = ms(t0);
console.log(`baseline, parse only (same library, same run): ${fmt(parseOnly / N)} ms/document`);
console.log(`libxml2-wasm warm validator: ${fmt(warm / N)} ms/document (${fmt(warm / parseOnly)}× the parse baseline), ${invalid} invalid`);

const dir = mkdtempSync(join(tmpdir(), 'nav-xsd-'));
try {
  const sample = docs.slice(0, Math.min(N, 100));
  sample.forEach((x, i) => writeFileSync(join(dir, `d${i}.xml`), x));
  try {
    const wrapper = join(dir, 'nav-all.xsd');
    writeFileSync(
      wrapper,
      wrapperSchema((f) => `file://${join(NAV_XSD_DIR, f)}`),
    );
    t0 = performance.now();
    execFileSync('xmllint', ['--noout', '--schema', wrapper, join(dir, 'd0.xml')], { stdio: 'ignore' });
    const one = ms(t0);
    t0 = performance.now();
    execFileSync('xmllint', ['--noout', '--schema', wrapper, ...sample.map((_, i) => join(dir, `d${i}.xml`))], { stdio: 'ignore' });
    console.log(`native xmllint CLI: ${fmt(one)} ms for one document (process + schema), ${fmt(ms(t0) / sample.length)} ms/document in a batch of ${sample.length}`);
  } catch (e) {
    console.log(`native xmllint CLI: not measured (${(e as Error).message.split('\n')[0]})`);
  }
  if (process.env.XMLLINT_WASM) {
    const { validateXML } = (await import(process.env.XMLLINT_WASM)) as { validateXML: (o: unknown) => Promise<{ valid: boolean }> };
    const preload = XSD_FILES.map((f) => ({ fileName: f, contents: readFileSync(join(NAV_XSD_DIR, f), 'utf8') }));
    const schema = [{ fileName: 'nav-all.xsd', contents: wrapperSchema() }];
    const singles: number[] = [];
    for (let i = 0; i < 5; i++) {
      t0 = performance.now();
      await validateXML({ xml: [{ fileName: 'd.xml', contents: sample[i]! }], schema, preload });
      singles.push(ms(t0));
    }
    t0 = performance.now();
    const r = await validateXML({ xml: sample.map((c, i) => ({ fileName: `d${i}.xml`, contents: c })), schema, preload, maxMemoryPages: 4096 });
    console.log(`xmllint-wasm: ${singles.map(fmt).join(', ')} ms for single documents (a fresh worker each call); ${fmt(ms(t0) / sample.length)} ms/document in a batch of ${sample.length} (valid: ${r.valid})`);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
