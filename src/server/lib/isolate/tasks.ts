// The work that runs in the isolation worker (isolated.ts, issue 34 point 2): parsing DOCX files
// (mammoth, PizZip, docxtemplater), producing a generated document and the version diff. Each
// task takes and returns structured-clonable values (a Buffer arrives as a Uint8Array); the
// modules are loaded on the first task, inside the worker only.
import type { TemplateInputs } from '@shared/templates/variables';
import { MAX_EXTRACTED_CHARS } from '../documents/document-text';
import type { TemplateVersionToRender } from '../documents/template-render';

const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

export const isolatedTasks = {
  async docxText(bytes: Uint8Array): Promise<string> {
    const mammoth = await import('mammoth');
    // The caller keeps at most MAX_EXTRACTED_CHARS; a little more leaves room for the white space it squeezes.
    return (await mammoth.extractRawText({ buffer: asBuffer(bytes) })).value.slice(0, 2 * MAX_EXTRACTED_CHARS);
  },
  async docxHtml(bytes: Uint8Array): Promise<string> {
    const mammoth = await import('mammoth');
    return (await mammoth.convertToHtml({ buffer: asBuffer(bytes) })).value;
  },
  async readTemplateDocx(bytes: Uint8Array): Promise<{ content: string }> {
    const { readTemplateDocx } = await import('../documents/template-render');
    return readTemplateDocx(asBuffer(bytes));
  },
  async produceDocument(template: TemplateVersionToRender, inputs: TemplateInputs, createdAt: Date) {
    const { produceDocument } = await import('../documents/template-render');
    return produceDocument({ ...template, sourceDocx: template.sourceDocx ? asBuffer(template.sourceDocx) : null }, inputs, createdAt);
  },
  async diffTexts(before: string | null, after: string | null) {
    const { diffTexts } = await import('../documents/text-diff');
    return diffTexts(before, after);
  },
};

export type IsolatedTasks = typeof isolatedTasks;
export type IsolatedTaskName = keyof IsolatedTasks;
