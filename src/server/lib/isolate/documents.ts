// The document work of tasks.ts as the callers use it (issue 34 point 2): run in the isolation
// worker, values turned back into Buffers, the task's own errors rebuilt as their classes, and a
// worker out of time or memory turned into the user's refusal (docx-guard.ts).
import type { TemplateInputs } from '@shared/document-templates/variables';
import { docxParseable, isolationRefusal } from '../docx/docx-guard';
import { type ProducedDocument, TemplateDocxError, TemplateRenderError, type TemplateVersionToRender } from '../documents/template-render';
import { IsolatedTaskThrew, runIsolated } from './isolated';

const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** readTemplateDocx of template-render.ts, measured first and parsed in the worker. */
export async function readTemplateDocxIsolated(bytes: Buffer): Promise<{ content: string }> {
  if (!docxParseable(bytes)) throw new TemplateDocxError('not_docx');
  try {
    return await runIsolated('readTemplateDocx', bytes);
  } catch (error) {
    if (error instanceof IsolatedTaskThrew && error.errorName === 'TemplateDocxError') {
      throw new TemplateDocxError(error.kind === 'malformed' ? 'malformed' : 'not_docx', Array.isArray(error.problems) ? (error.problems as string[]) : []);
    }
    throw isolationRefusal(error);
  }
}

/** produceDocument of template-render.ts in the worker: a firm's DOCX and a long list cannot stall the server. */
export async function produceDocumentIsolated(template: TemplateVersionToRender, inputs: TemplateInputs, createdAt: Date): Promise<ProducedDocument> {
  if (template.sourceDocx && !docxParseable(template.sourceDocx)) throw new TemplateRenderError('the template DOCX is not a readable zip');
  const { name, version, content, variables, sourceDocx } = template;
  try {
    const produced = await runIsolated('produceDocument', { name, version, content, variables, sourceDocx: sourceDocx ?? null }, inputs, createdAt);
    return { docx: asBuffer(produced.docx), pdf: asBuffer(produced.pdf), paragraphs: produced.paragraphs };
  } catch (error) {
    if (error instanceof IsolatedTaskThrew && error.errorName === 'TemplateRenderError') throw new TemplateRenderError(error.message);
    throw isolationRefusal(error);
  }
}

/** The version diff (lib/documents/text-diff.ts) in the worker. */
export async function diffTextsIsolated(before: string | null, after: string | null) {
  try {
    return await runIsolated('diffTexts', before, after);
  } catch (error) {
    throw isolationRefusal(error);
  }
}
