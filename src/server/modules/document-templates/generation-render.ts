// A generated document is rendered outside every database transaction (issue 40 point 3,
// decision 0414). On PGlite a statement outside a transaction waits for the open one to end, so a
// render of 10–20 s inside a transaction stopped every request of the server. The transaction
// that needs a document reads what the render needs and, finding no rendered document for that
// template version and those inputs, throws RenderOutsideTransaction: the transaction rolls back
// (nothing of it stays), the document is rendered in the worker with no transaction open, and the
// transaction runs again from the start – every check (permission, template version, matter) is
// made again, and the writes commit with the rendered files. If the template or the inputs
// changed meanwhile, the document is rendered again for what the transaction now sees. The files
// for the vault are stored there too (prepareGeneratedFile).
import { createHash } from 'node:crypto';
import type { OutputFormat } from '@shared/document-templates/document-templates';
import type { TemplateInputs } from '@shared/document-templates/variables';
import { prepareGeneratedFile, type PreparedGeneratedFile } from '../documents';
import { type ProducedDocument, TemplateRenderError, type TemplateVersionToRender } from '../../lib/documents/template-render';
import { HttpError } from '../../lib/http-error';
import { produceDocumentIsolated } from '../../lib/isolate/documents';
import type { BlobStorage } from '../../storage';

/** Where the rendered files go in the vault, when the firm has one. */
export interface VaultFiles {
  storage: BlobStorage;
  tenantId: string;
  fileName: (format: OutputFormat, createdAt: Date) => string;
}

/** Thrown inside a transaction that needs a document not yet rendered: ends it, to render outside. */
export class RenderOutsideTransaction extends Error {
  constructor(
    readonly key: string,
    readonly template: TemplateVersionToRender,
    readonly inputs: TemplateInputs,
    readonly vault: VaultFiles | null,
  ) {
    super('a document is rendered outside the transaction; the transaction runs again');
    this.name = 'RenderOutsideTransaction';
  }
}

export interface RenderedDocument {
  produced: ProducedDocument;
  /** When it was rendered: the date the PDF carries and the generation's createdAt. */
  createdAt: Date;
  /** The files stored for the vault; null: none asked (or no documents module). */
  files: Record<OutputFormat, PreparedGeneratedFile> | null;
}

/** What exactly a render depends on: the template version's text, variables and DOCX, and the inputs. */
function renderKey(template: TemplateVersionToRender, inputs: TemplateInputs): string {
  const hash = createHash('sha256');
  hash.update(JSON.stringify([template.name, template.version, template.content, template.variables, inputs]));
  hash.update(template.sourceDocx ?? Buffer.alloc(0));
  return hash.digest('hex');
}

/** The documents rendered for one unit of work, across its transaction's attempts. */
export class DocumentRenders {
  private readonly rendered = new Map<string, RenderedDocument>();

  /**
   * The document of this template version and these inputs, or RenderOutsideTransaction to render
   * it first (and, with `vault`, store its files). A document rendered without stored files is
   * taken as it is: the vault then stores them in the transaction.
   */
  take(template: TemplateVersionToRender, inputs: TemplateInputs, vault: VaultFiles | null): RenderedDocument {
    const key = renderKey(template, inputs);
    const done = this.rendered.get(key);
    if (!done) throw new RenderOutsideTransaction(key, template, inputs, vault);
    return done;
  }

  set(key: string, document: RenderedDocument): void {
    this.rendered.set(key, document);
  }
}

export type DocumentRenderer = (template: TemplateVersionToRender, inputs: TemplateInputs, createdAt: Date) => Promise<ProducedDocument>;

let renderWatch: (() => Promise<void>) | null = null;
/** Tests: awaited as each render starts, where it runs (with no transaction open). */
export function watchDocumentRenders(watch: (() => Promise<void>) | null): void {
  renderWatch = watch;
}

/** A run needing more documents than this (its transaction attempted as often) is stopped. */
const MAX_RENDERS = 8;

/**
 * Runs `transaction` (which opens and commits its own transaction) until it needs no document it
 * has not got; each document it asks for is rendered between two attempts, with no transaction open.
 * A template the renderer refuses answers 422 TEMPLATE_RENDER_FAILED.
 */
export async function withDocumentRenders<T>(transaction: (renders: DocumentRenders) => Promise<T>, render: DocumentRenderer = produceDocumentIsolated): Promise<T> {
  const renders = new DocumentRenders();
  for (let rendered = 0; ; rendered++) {
    try {
      return await transaction(renders);
    } catch (error) {
      if (!(error instanceof RenderOutsideTransaction)) throw error;
      if (rendered >= MAX_RENDERS) throw new Error(`more than ${MAX_RENDERS} documents to render for one transaction`, { cause: error });
      if (renderWatch) await renderWatch();
      const createdAt = new Date();
      let produced: ProducedDocument;
      try {
        produced = await render(error.template, error.inputs, createdAt);
      } catch (renderError) {
        if (renderError instanceof TemplateRenderError) throw new HttpError(422, 'TEMPLATE_RENDER_FAILED');
        throw renderError;
      }
      const vault = error.vault;
      const prepare = async (format: OutputFormat) => (vault ? prepareGeneratedFile(vault.storage, produced[format], vault.fileName(format, createdAt), vault.tenantId) : null);
      const [docx, pdf] = await Promise.all([prepare('docx'), prepare('pdf')]);
      renders.set(error.key, { produced, createdAt, files: docx && pdf ? { docx, pdf } : null });
    }
  }
}
