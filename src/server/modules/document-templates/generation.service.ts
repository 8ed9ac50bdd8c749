// One generation (issue 16 point 3): the inputs are checked against the template's variables
// by the same schema the form uses, the files are produced, and the record (template version,
// inputs, who, when, matter, files) and the firm's usage count are written in one transaction.
// The files are rendered outside that transaction (generation-render.ts, decision 0414): the
// first attempt checks and asks for the render, the second finds it and writes.
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { generatedFileName, type OutputFormat } from '@shared/document-templates/document-templates';
import type { Generation } from '@shared/document-templates/document-templates.schemas';
import { buildInputsSchema, issuesByPath, type TemplateInputs } from '@shared/document-templates/variables';
import { documentGenerations, documentTemplateUsage, matterParties, matters, users } from '../../db/schema';
import type { TenantTx } from '../../db/tenant-scope';
import { HttpError } from '../../lib/http-error';
import { type PreparedGeneratedFile, saveGeneratedDocument } from '../documents';
import { installedModuleKeys } from '../../module-system/installed';
import type { BlobStorage } from '../../storage';
import type { DocumentRenders } from './generation-render';
import { visibleTemplate, type Actor } from './document-templates.service';

export interface GenerateInput {
  templateId: string;
  inputs: Record<string, unknown>;
  matterId?: string | null | undefined;
  clientContactId?: string | null | undefined;
  replaceGenerationId?: string | null | undefined;
}

const contentTypes: Record<OutputFormat, string> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pdf: 'application/pdf',
};
export const contentTypeOf = (format: OutputFormat) => contentTypes[format];

type GenerationRow = {
  id: string;
  templateId: string;
  templateName: string;
  templateVersion: number;
  matterId: string | null;
  matterNumber: string | null;
  createdAt: Date;
  createdByName: string | null;
  docxSize: number;
  pdfSize: number;
  docxDocumentId: string | null;
  pdfDocumentId: string | null;
};

function toGeneration(row: GenerationRow): Generation {
  const day = row.createdAt.toISOString().slice(0, 10);
  const file = (format: OutputFormat, size: number) => ({ format, size, fileName: generatedFileName(row.templateName, row.templateVersion, day, format), url: `/api/document-generator/${row.id}/files/${format}` });
  return {
    id: row.id,
    templateId: row.templateId,
    templateName: row.templateName,
    templateVersion: row.templateVersion,
    matterId: row.matterId,
    matterNumber: row.matterNumber,
    createdAt: row.createdAt.toISOString(),
    createdByName: row.createdByName,
    files: [file('docx', row.docxSize), file('pdf', row.pdfSize)],
    saved: (['docx', 'pdf'] as const).flatMap((format) => {
      const documentId = format === 'docx' ? row.docxDocumentId : row.pdfDocumentId;
      return documentId ? [{ format, documentId, url: `/app/documents/${documentId}` }] : [];
    }),
  };
}

/** The matter's client party that is a contact of the firm: the vault documents' client by default. */
async function matterClient(tx: TenantTx, tenantId: string, matterId: string): Promise<string | null> {
  const [party] = await tx
    .select({ contactId: matterParties.contactId })
    .from(matterParties)
    .where(and(eq(matterParties.tenantId, tenantId), eq(matterParties.matterId, matterId), eq(matterParties.role, 'client'), sql`${matterParties.contactId} is not null`))
    .limit(1);
  return party?.contactId ?? null;
}

/** The earlier generation whose vault documents get the new files as versions. */
async function replacedDocuments(tx: TenantTx, tenantId: string, generationId: string) {
  const [row] = await tx
    .select({ docx: documentGenerations.docxDocumentId, pdf: documentGenerations.pdfDocumentId })
    .from(documentGenerations)
    .where(and(eq(documentGenerations.tenantId, tenantId), eq(documentGenerations.id, generationId)));
  if (!row) throw new HttpError(404, 'GENERATION_REPLACE_NOT_FOUND');
  return row;
}

/**
 * Saves the DOCX and the PDF in the document vault (decision 0184), linked to the matter and
 * its client, or as new versions of an earlier generation's documents. The files were stored and
 * read before the transaction when they could be (`prepared`). Called only when the firm has a
 * vault (documents module installed): otherwise the files stay downloadable from the generation.
 */
async function saveToVault(
  tx: TenantTx,
  storage: BlobStorage,
  actor: Actor,
  input: GenerateInput,
  files: { docx: Buffer; pdf: Buffer; name: (format: OutputFormat) => string; title: string; prepared: Record<OutputFormat, PreparedGeneratedFile> | null },
) {
  const replace = input.replaceGenerationId ? await replacedDocuments(tx, actor.tenantId, input.replaceGenerationId) : { docx: null, pdf: null };
  const clientContactId = input.clientContactId ?? (input.matterId ? await matterClient(tx, actor.tenantId, input.matterId) : null);
  const save = async (format: OutputFormat) => {
    const documentId = replace[format];
    const saved = await saveGeneratedDocument(tx, storage, {
      actor,
      bytes: files[format],
      fileName: files.name(format),
      source: 'templates',
      prepared: files.prepared?.[format] ?? null,
      ...(documentId ? { documentId } : { links: { title: `${files.title} (${format.toUpperCase()})`, tags: ['generált'], matterId: input.matterId ?? null, clientContactId } }),
    });
    return saved.documentId;
  };
  return { docx: await save('docx'), pdf: await save('pdf') };
}

/**
 * Validates, takes the rendered files (or throws RenderOutsideTransaction to have them rendered
 * outside the transaction: call it within withDocumentRenders), saves to the vault and records;
 * returns the record and the validated inputs (for the audit).
 */
export async function generateDocument(tx: TenantTx, storage: BlobStorage, renders: DocumentRenders, actor: Actor, input: GenerateInput): Promise<{ generation: Generation; inputs: TemplateInputs }> {
  const template = await visibleTemplate(tx, input.templateId);
  if (template.status !== 'active') throw new HttpError(409, 'TEMPLATE_NOT_ACTIVE');
  const parsed = buildInputsSchema(template.variables).safeParse(input.inputs);
  if (!parsed.success) throw new HttpError(400, 'TEMPLATE_INPUTS_INVALID', undefined, issuesByPath(parsed.error));
  let matterNumber: string | null = null;
  if (input.matterId) {
    // RLS hides other firms' matters and confidential ones outside their team alike.
    const [matter] = await tx
      .select({ number: matters.number })
      .from(matters)
      .where(and(eq(matters.tenantId, actor.tenantId), eq(matters.id, input.matterId)));
    if (!matter) throw new HttpError(404, 'GENERATION_MATTER_NOT_FOUND');
    matterNumber = matter.number;
  }

  const fileName = (format: OutputFormat, at: Date) => generatedFileName(template.name, template.version, at.toISOString().slice(0, 10), format);
  const hasVault = (await installedModuleKeys(tx, actor.tenantId)).has('documents');
  const { produced, createdAt, files } = renders.take(template, parsed.data, hasVault ? { storage, tenantId: actor.tenantId, fileName } : null);
  const vault = hasVault
    ? await saveToVault(tx, storage, actor, input, { docx: produced.docx, pdf: produced.pdf, name: (format) => fileName(format, createdAt), title: template.name, prepared: files })
    : { docx: null, pdf: null };

  const [row] = await tx
    .insert(documentGenerations)
    .values({
      tenantId: actor.tenantId,
      templateId: template.id,
      templateVersion: template.version,
      templateName: template.name,
      matterId: input.matterId ?? null,
      inputs: parsed.data,
      docx: produced.docx,
      pdf: produced.pdf,
      docxDocumentId: vault.docx,
      pdfDocumentId: vault.pdf,
      createdBy: actor.userId,
      createdAt,
    })
    .returning({ id: documentGenerations.id });
  await tx
    .insert(documentTemplateUsage)
    .values({ tenantId: actor.tenantId, templateId: template.id, usageCount: 1, lastUsedAt: createdAt })
    .onConflictDoUpdate({ target: [documentTemplateUsage.tenantId, documentTemplateUsage.templateId], set: { usageCount: sql`${documentTemplateUsage.usageCount} + 1`, lastUsedAt: createdAt } });
  const [me] = await tx.select({ name: users.name }).from(users).where(eq(users.id, actor.userId));
  const generation = toGeneration({
    id: row!.id,
    templateId: template.id,
    templateName: template.name,
    templateVersion: template.version,
    matterId: input.matterId ?? null,
    matterNumber,
    createdAt,
    createdByName: me?.name ?? null,
    docxSize: produced.docx.length,
    pdfSize: produced.pdf.length,
    docxDocumentId: vault.docx,
    pdfDocumentId: vault.pdf,
  });
  return { generation, inputs: parsed.data };
}

const generationColumns = {
  id: documentGenerations.id,
  templateId: documentGenerations.templateId,
  templateName: documentGenerations.templateName,
  templateVersion: documentGenerations.templateVersion,
  matterId: documentGenerations.matterId,
  matterNumber: matters.number,
  createdAt: documentGenerations.createdAt,
  createdByName: users.name,
  docxSize: sql<number>`octet_length(${documentGenerations.docx})`.mapWith(Number),
  pdfSize: sql<number>`octet_length(${documentGenerations.pdf})`.mapWith(Number),
  docxDocumentId: documentGenerations.docxDocumentId,
  pdfDocumentId: documentGenerations.pdfDocumentId,
};

export async function listGenerations(tx: TenantTx, actor: Actor, q: { templateId?: string | undefined; matterId?: string | undefined; limit: number }): Promise<Generation[]> {
  const where: SQL[] = [eq(documentGenerations.tenantId, actor.tenantId)];
  if (q.templateId) where.push(eq(documentGenerations.templateId, q.templateId));
  if (q.matterId) where.push(eq(documentGenerations.matterId, q.matterId));
  const rows = await tx
    .select(generationColumns)
    .from(documentGenerations)
    .leftJoin(matters, eq(matters.id, documentGenerations.matterId))
    .leftJoin(users, eq(users.id, documentGenerations.createdBy))
    .where(and(...where))
    .orderBy(desc(documentGenerations.createdAt))
    .limit(q.limit);
  return rows.map(toGeneration);
}

export async function generationDetail(tx: TenantTx, actor: Actor, id: string): Promise<Generation> {
  const [row] = await tx
    .select(generationColumns)
    .from(documentGenerations)
    .leftJoin(matters, eq(matters.id, documentGenerations.matterId))
    .leftJoin(users, eq(users.id, documentGenerations.createdBy))
    .where(and(eq(documentGenerations.tenantId, actor.tenantId), eq(documentGenerations.id, id)));
  if (!row) throw new HttpError(404, 'GENERATION_NOT_FOUND');
  return toGeneration(row);
}

/** The bytes of one produced file, with its download name. */
export async function generationFile(tx: TenantTx, actor: Actor, id: string, format: OutputFormat): Promise<{ body: Buffer; fileName: string }> {
  const [row] = await tx
    .select({
      docx: documentGenerations.docx,
      pdf: documentGenerations.pdf,
      templateName: documentGenerations.templateName,
      templateVersion: documentGenerations.templateVersion,
      createdAt: documentGenerations.createdAt,
    })
    .from(documentGenerations)
    .where(and(eq(documentGenerations.tenantId, actor.tenantId), eq(documentGenerations.id, id)));
  if (!row) throw new HttpError(404, 'GENERATION_NOT_FOUND');
  return { body: format === 'docx' ? row.docx : row.pdf, fileName: generatedFileName(row.templateName, row.templateVersion, row.createdAt.toISOString().slice(0, 10), format) };
}
