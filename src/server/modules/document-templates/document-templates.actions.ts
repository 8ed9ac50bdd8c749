// The templates module's changes as services (issue 33.1/33.2, decisions 0290, 0291, 0293):
// each takes the Actor, checks canCreateTemplates / canGenerateDocuments, and writes its audit
// entry (and, for a generated document, its domain event) in the caller's transaction.
import type { TemplateDetail } from '@shared/document-templates/document-templates.schemas';
import { type Actor, asPerson, authorize } from '../../actor/actor';
import { audit } from '../../audit/audit';
import type { TenantTx } from '../../db/tenant-scope';
import { emit } from '../../events/domain-events';
import type { BlobStorage } from '../../storage';
import type { DocumentRenders } from './generation-render';
import { generateDocument, type GenerateInput } from './generation.service';
import { saveTemplateDocx, type UploadMeta } from './template-docx.service';
import { createTemplate, templateDetail, type TemplateFields, updateTemplate } from './document-templates.service';
import './document-templates.events';

const templateSubject = (id: string) => ({ type: 'document_template', id });

/** A firm's own template, or a copy of one: `templates.create`. */
export async function addTemplate(tx: TenantTx, actor: Actor, fields: TemplateFields & { basedOnId?: string | undefined }): Promise<TemplateDetail> {
  authorize(actor, 'canCreateTemplates');
  const person = asPerson(actor);
  const id = await createTemplate(tx, person, fields);
  await audit(tx, actor, 'templates.create', templateSubject(id), { name: fields.name, basedOnId: fields.basedOnId ?? null });
  return templateDetail(tx, person, id);
}

/** Changes a firm's template (new text: a new version): `templates.update`. */
export async function changeTemplate(tx: TenantTx, actor: Actor, id: string, patch: Partial<TemplateFields> & { changeNote?: string | undefined }): Promise<TemplateDetail> {
  authorize(actor, 'canCreateTemplates');
  const person = asPerson(actor);
  const result = await updateTemplate(tx, person, id, patch);
  await audit(tx, actor, 'templates.update', templateSubject(id), { changed: Object.keys(patch), version: result.version, newVersion: result.newVersion });
  return templateDetail(tx, person, id);
}

/** A checked DOCX template, new or as a new version: `templates.create` / `templates.update`. */
export async function saveDocxTemplate(tx: TenantTx, actor: Actor, meta: UploadMeta, bytes: Buffer, content: string, fileName: string): Promise<TemplateDetail> {
  authorize(actor, 'canCreateTemplates');
  const person = asPerson(actor);
  const saved = await saveTemplateDocx(tx, person, meta, bytes, content);
  await audit(tx, actor, meta.templateId ? 'templates.update' : 'templates.create', templateSubject(saved.id), { name: meta.name, docx: { fileName, sizeBytes: bytes.length }, version: saved.version });
  return templateDetail(tx, person, saved.id);
}

/**
 * A document from a template (canGenerateDocuments): audited as `templates.generate` with the
 * inputs as validated – what the document says and who asked for it – and `document.generated`.
 * Its transaction runs within withDocumentRenders: the files are rendered outside it.
 */
export async function generateFromTemplate(tx: TenantTx, storage: BlobStorage, renders: DocumentRenders, actor: Actor, input: GenerateInput) {
  authorize(actor, 'canGenerateDocuments');
  const result = await generateDocument(tx, storage, renders, asPerson(actor), input);
  const g = result.generation;
  const savedDocumentIds = g.saved.map((d) => d.documentId);
  const subject = { type: 'document_generation', id: g.id };
  await audit(tx, actor, 'templates.generate', subject, { templateId: g.templateId, templateVersion: g.templateVersion, matterId: g.matterId, savedDocumentIds, inputs: result.inputs });
  await emit(tx, actor, 'document.generated', subject, { templateId: g.templateId, templateVersion: g.templateVersion, matterId: g.matterId, savedDocumentIds });
  return g;
}
