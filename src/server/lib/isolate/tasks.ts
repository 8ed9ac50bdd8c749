// The work that runs in the isolation worker (isolated.ts, issue 34 point 2): parsing DOCX files
// (mammoth, PizZip, docxtemplater), a PDF's text layer (pdf.js), producing a generated document and the version diff. Each
// task takes and returns structured-clonable values (a Buffer arrives as a Uint8Array); the
// modules are loaded inside the worker only, before it says it is ready (loadTaskModules), so a
// task's time limit never pays for compiling them.
import type { TemplateInputs } from '@shared/document-templates/variables';
import { MAX_EXTRACTED_CHARS } from '../documents/document-text';
import type { TemplateVersionToRender } from '../documents/template-render';

const modules = {
  mammoth: () => import('mammoth'),
  templates: () => import('../documents/template-render'),
  diff: () => import('../documents/text-diff'),
  pdf: () => import('../documents/pdf-text'),
};

/** Loads every task's modules (an import is cached, so the tasks' own loads are then instant). */
export const loadTaskModules = () => Promise.all(Object.values(modules).map((load) => load()));

const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

export const isolatedTasks = {
  async docxText(bytes: Uint8Array): Promise<string> {
    const mammoth = await modules.mammoth();
    // The caller keeps at most MAX_EXTRACTED_CHARS; a little more leaves room for the white space it squeezes.
    return (await mammoth.extractRawText({ buffer: asBuffer(bytes) })).value.slice(0, 2 * MAX_EXTRACTED_CHARS);
  },
  /** A PDF's text layer (decision 0441). */
  async pdfText(bytes: Uint8Array): Promise<string> {
    const { pdfText } = await modules.pdf();
    return pdfText(asBuffer(bytes));
  },
  async docxHtml(bytes: Uint8Array): Promise<string> {
    const mammoth = await modules.mammoth();
    return (await mammoth.convertToHtml({ buffer: asBuffer(bytes) })).value;
  },
  async readTemplateDocx(bytes: Uint8Array): Promise<{ content: string }> {
    const { readTemplateDocx } = await modules.templates();
    return readTemplateDocx(asBuffer(bytes));
  },
  async produceDocument(template: TemplateVersionToRender, inputs: TemplateInputs, createdAt: Date) {
    const { produceDocument } = await modules.templates();
    return produceDocument({ ...template, sourceDocx: template.sourceDocx ? asBuffer(template.sourceDocx) : null }, inputs, createdAt);
  },
  async diffTexts(before: string | null, after: string | null) {
    const { diffTexts } = await modules.diff();
    return diffTexts(before, after);
  },
};

export type IsolatedTasks = typeof isolatedTasks;
export type IsolatedTaskName = keyof IsolatedTasks;
