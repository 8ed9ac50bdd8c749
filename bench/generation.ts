// Document generation throughput (issue 16): the engagement contract filled from its sample
// inputs, in this process, for BENCH_GENERATION_SECONDS (default 5) per figure. DOCX: the
// docxtemplater fill and the zip; PDF: the whole generation (DOCX, then the PDF typeset from it).
// Prints one JSON line for scripts/bench.mjs. No database: what is measured is the rendering.
import { builtinTemplates, exampleInputs } from '../src/shared/document-templates/builtin-templates';
import { buildInputsSchema, variableListSchema } from '../src/shared/document-templates/variables';
import { fillDocx, produceDocument, templateDocx } from '../src/server/lib/documents/template-render';

const seconds = Number(process.env.BENCH_GENERATION_SECONDS ?? 5);
const template = builtinTemplates.find((t) => t.slug === 'megbizasi-szerzodes-ugyvedi')!;
const variables = variableListSchema.parse(template.variables);
const inputs = buildInputsSchema(variables).parse(exampleInputs(template));
const version = { name: template.name, version: 1, content: template.content, variables };

async function rate(work: () => Promise<unknown>): Promise<{ documentsPerSecond: number; documents: number; msPerDocument: number }> {
  for (let i = 0; i < 3; i++) await work(); // warm-up (fonts, JIT)
  const until = performance.now() + seconds * 1000;
  const start = performance.now();
  let n = 0;
  while (performance.now() < until) {
    await work();
    n++;
  }
  const elapsed = (performance.now() - start) / 1000;
  return { documentsPerSecond: Math.round((n / elapsed) * 10) / 10, documents: n, msPerDocument: Math.round((elapsed * 1000 * 10) / n) / 10 };
}

const docx = await rate(async () => Buffer.from(fillDocx(templateDocx(template.content), variables, inputs).generate({ type: 'uint8array', compression: 'DEFLATE' })));
const pdf = await rate(() => produceDocument(version, inputs, new Date()));
console.log(JSON.stringify({ template: template.name, secondsPerFigure: seconds, docx, pdf }));
