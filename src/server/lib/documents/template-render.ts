// Producing the files of a generation (issue 16 point 3, decision 0181). Kept free of the
// database and the request so that the document vault can call it after the merge: it takes a
// template version and validated inputs and returns the DOCX and PDF buffers.
//
// The template's text becomes a DOCX in code (a few XML parts zipped with pizzip, one paragraph
// per line, no binary asset) and docxtemplater fills it (paragraphLoop: a section tag alone on
// its line leaves no empty paragraph). The PDF is typeset from the filled DOCX's paragraphs, so
// both files say the same thing; DejaVu Sans is embedded for ő and ű.
import { createRequire } from 'node:module';
import type Docxtemplater from 'docxtemplater';
import PizZip from 'pizzip';
import { docxtemplaterParser } from '@shared/document-templates/template-text';
import { renderValues, type TemplateInputs, type VariableDefinition } from '@shared/document-templates/variables';
import { createHungarianPdf, pdfToBuffer } from '../pdf/hungarian-pdf';

export interface TemplateVersionToRender {
  name: string;
  version: number;
  content: string;
  variables: readonly VariableDefinition[];
  /** An uploaded DOCX (decision 0183): filled as it is, keeping the firm's layout. */
  sourceDocx?: Buffer | null;
}

export interface ProducedDocument {
  docx: Buffer;
  pdf: Buffer;
  /** The filled paragraphs, as both files show them. */
  paragraphs: string[];
}

const W_NS = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const unescapeXml = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

function paragraphXml(line: string, isTitle: boolean): string {
  const pPr = isTitle ? '<w:pPr><w:jc w:val="center"/><w:spacing w:after="240"/></w:pPr>' : '<w:pPr><w:jc w:val="both"/><w:spacing w:after="120"/></w:pPr>';
  const rPr = isTitle ? '<w:rPr><w:b/><w:sz w:val="28"/></w:rPr>' : '';
  return `<w:p>${pPr}<w:r>${rPr}<w:t xml:space="preserve">${escapeXml(line)}</w:t></w:r></w:p>`;
}

/** An unfilled DOCX whose paragraphs are the template's lines (the first one is the title). */
export function templateDocx(content: string): PizZip {
  const lines = content.split(/\r?\n/);
  const body = lines.map((line, i) => paragraphXml(line, i === 0)).join('');
  const zip = new PizZip();
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/></Types>',
  );
  zip.file(
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
  );
  zip.file(
    'word/_rels/document.xml.rels',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>',
  );
  zip.file(
    'word/styles.xml',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:styles xmlns:w="${W_NS}"><w:docDefaults><w:rPrDefault><w:rPr><w:rFonts w:ascii="Times New Roman" w:hAnsi="Times New Roman" w:cs="Times New Roman"/><w:sz w:val="24"/><w:lang w:val="hu-HU"/></w:rPr></w:rPrDefault></w:docDefaults></w:styles>`,
  );
  zip.file(
    'word/document.xml',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="${W_NS}"><w:body>${body}<w:sectPr><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1417" w:right="1417" w:bottom="1417" w:left="1417" w:header="708" w:footer="708" w:gutter="0"/></w:sectPr></w:body></w:document>`,
  );
  return zip;
}

/** The text of each paragraph of a DOCX's main part. */
export function docxParagraphs(documentXml: string): string[] {
  const paragraphs: string[] = [];
  for (const p of documentXml.matchAll(/<w:p[ >][\s\S]*?<\/w:p>/g)) {
    const texts = [...p[0].matchAll(/<w:t(?: [^>]*)?>([\s\S]*?)<\/w:t>/g)].map((m) => unescapeXml(m[1] ?? ''));
    paragraphs.push(texts.join(''));
  }
  return paragraphs;
}

export class TemplateRenderError extends Error {}

// Loaded on the first document, not at start: an idle server does not pay for it (decision 0258).
let docxtemplaterClass: typeof Docxtemplater | undefined;
const docxtemplater = () => (docxtemplaterClass ??= createRequire(import.meta.url)('docxtemplater') as typeof Docxtemplater);

/** Fills a template DOCX (built from text here, or a firm's uploaded one) with the display values. */
export function fillDocx(template: PizZip, variables: readonly VariableDefinition[], inputs: TemplateInputs): PizZip {
  let doc: Docxtemplater;
  try {
    doc = new (docxtemplater())(template, { paragraphLoop: true, linebreaks: true, parser: docxtemplaterParser, nullGetter: () => '' });
    doc.render(renderValues(variables, inputs));
  } catch (error) {
    throw new TemplateRenderError(error instanceof Error ? error.message : String(error));
  }
  return doc.getZip();
}

async function typesetPdf(title: string, paragraphs: string[], creationDate: Date): Promise<Buffer> {
  const pdf = createHungarianPdf({ title, creationDate });
  const width = pdf.page.width - pdf.page.margins.left - pdf.page.margins.right;
  paragraphs.forEach((text, i) => {
    if (i === 0) {
      pdf.font('bold').fontSize(14).text(text, { align: 'center', width });
      pdf.moveDown(1);
      pdf.font('regular').fontSize(11);
    } else {
      // An empty paragraph keeps its line, as in the DOCX.
      pdf.text(text === '' ? ' ' : text, { align: 'justify', width, lineGap: 2 });
      pdf.moveDown(0.5);
    }
  });
  return pdfToBuffer(pdf);
}

/**
 * The DOCX and PDF of one generation. `inputs` must be the output of the template's
 * `buildInputsSchema` (validated and normalised); `createdAt` fixes the PDF's date.
 */
export async function produceDocument(template: TemplateVersionToRender, inputs: TemplateInputs, createdAt: Date): Promise<ProducedDocument> {
  const source = template.sourceDocx ? new PizZip(template.sourceDocx) : templateDocx(template.content);
  const filled = fillDocx(source, template.variables, inputs);
  const docx = Buffer.from(filled.generate({ type: 'uint8array', compression: 'DEFLATE' }));
  const paragraphs = docxParagraphs(filled.file('word/document.xml')!.asText());
  const pdf = await typesetPdf(template.name, paragraphs, createdAt);
  return { docx, pdf, paragraphs };
}

/** Docxtemplater's refusals of a template, in the words a lawyer fixing it in Word needs. */
function docxtemplaterProblem(error: { properties?: { id?: string; xtag?: string; context?: string; openingtag?: string; closingtag?: string } }): string {
  const p = error.properties ?? {};
  const tag = (p.xtag ?? p.context ?? '').trim();
  switch (p.id) {
    case 'unclosed_tag':
    case 'duplicate_open_tag':
      return `Lezáratlan helyőrző: „{${tag.replace(/^\{/, '')}” – a helyőrzőt } zárja.`;
    case 'unopened_tag':
    case 'duplicate_close_tag':
      return `Nyitó { nélküli helyőrző: „${tag.replace(/\}$/, '')}}”.`;
    case 'unclosed_loop':
      return `A(z) {#${tag}} szakasz nincs lezárva.`;
    case 'unopened_loop':
      return `A(z) {/${tag}} zárójelnek nincs nyitó párja.`;
    case 'closing_tag_does_not_match_opening_tag':
      return `A(z) {#${p.openingtag ?? ''}} szakaszt {/${p.closingtag ?? ''}} zárja.`;
    default:
      return `Hibás helyőrző${tag ? `: „${tag}”` : ''}.`;
  }
}

export class TemplateDocxError extends Error {
  constructor(
    readonly kind: 'not_docx' | 'malformed',
    readonly problems: string[] = [],
  ) {
    super(kind);
  }
}

/**
 * Reads an uploaded DOCX template (decision 0183): its text (one line per paragraph, as the
 * preview and the placeholder check read it) after docxtemplater has compiled its tags, or
 * the problems found. A zip without a Word main part is not a DOCX.
 */
export function readTemplateDocx(bytes: Buffer): { content: string } {
  let zip: PizZip;
  try {
    zip = new PizZip(bytes);
  } catch {
    throw new TemplateDocxError('not_docx');
  }
  const main = zip.file('word/document.xml');
  if (!main) throw new TemplateDocxError('not_docx');
  try {
    // Compiling (no render) finds every malformed tag, also tags split across Word's runs.
    new (docxtemplater())(zip, { paragraphLoop: true, linebreaks: true, parser: docxtemplaterParser });
  } catch (error) {
    const errors = (error as { properties?: { errors?: unknown[] } }).properties?.errors ?? [error];
    throw new TemplateDocxError('malformed', [...new Set(errors.map((e) => docxtemplaterProblem(e as Parameters<typeof docxtemplaterProblem>[0])))]);
  }
  return { content: docxParagraphs(main.asText()).join('\n') };
}
