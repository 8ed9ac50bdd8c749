// A firm's DOCX template with placeholders (issue 16 point 1, decision 0183): the multipart
// upload is read here (the `meta` JSON field first, then one file), the type is told from the
// bytes (file-type, never the name or the browser's claim), the size is limited, docxtemplater
// compiles the tags and the text must use exactly the declared variables – then the template is
// created, or a new version of the firm's template is written.
import type { FastifyRequest } from 'fastify';
import { templateProblems } from '@shared/document-templates/document-templates';
import { TEMPLATE_DOCX_MAX_BYTES, uploadTemplateMetaSchema } from '@shared/document-templates/document-templates.schemas';
import { issuesByPath } from '@shared/document-templates/variables';
import type { z } from 'zod';
import type { TenantTx } from '../../db/tenant-scope';
import { HttpError } from '../../lib/http-error';
import { TemplateDocxError } from '../../lib/documents/template-render';
import { zipHeadProblem } from '../../lib/docx/zip-limits';
import { DomainError } from '../../lib/domain-error';
import { readTemplateDocxIsolated } from '../../lib/isolate/documents';
import { type Actor, createTemplate, updateTemplate } from './document-templates.service';

const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export type UploadMeta = z.output<typeof uploadTemplateMetaSchema>;

/** The fields and the file of the upload; refusals carry stable codes. */
export async function receiveTemplateDocx(request: FastifyRequest): Promise<{ meta: UploadMeta; bytes: Buffer; fileName: string }> {
  if (!request.isMultipart()) throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE');
  let rawMeta: string | null = null;
  let file: { bytes: Buffer; fileName: string } | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: TEMPLATE_DOCX_MAX_BYTES, files: 1, fields: 2, fieldSize: 200_000, parts: 3 } })) {
      if (part.type === 'field') {
        if (part.fieldname === 'meta' && typeof part.value === 'string') rawMeta = part.value;
        continue;
      }
      file = { bytes: await part.toBuffer(), fileName: part.filename };
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, 'TEMPLATE_DOCX_TOO_LARGE');
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw new HttpError(400, 'TEMPLATE_DOCX_META_INVALID');
    throw error;
  }
  let parsedJson: unknown;
  try {
    parsedJson = JSON.parse(rawMeta ?? '');
  } catch {
    throw new HttpError(400, 'TEMPLATE_DOCX_META_INVALID');
  }
  const meta = uploadTemplateMetaSchema.safeParse(parsedJson);
  if (!meta.success) throw new HttpError(400, 'TEMPLATE_DOCX_META_INVALID', undefined, issuesByPath(meta.error));
  if (!file || file.bytes.length === 0) throw new HttpError(400, 'TEMPLATE_DOCX_REQUIRED');
  return { meta: meta.data, ...file };
}

/** The text of a valid DOCX template for these variables, or the refusal with every problem in `fields.content`. */
export async function checkTemplateDocx(bytes: Buffer, variables: UploadMeta['variables']): Promise<string> {
  // Measured before file-type or a parser unpacks anything (zip bombs, issue 34 point 2).
  if (zipHeadProblem(bytes)) throw new DomainError('DOCX_UNPACKED_TOO_LARGE');
  // file-type is loaded by the first upload (decision 0439).
  const { fileTypeFromBuffer } = await import('file-type');
  const sniffed = await fileTypeFromBuffer(bytes);
  if (sniffed?.mime !== DOCX_MIME) throw new HttpError(415, 'TEMPLATE_DOCX_TYPE');
  let content: string;
  try {
    content = (await readTemplateDocxIsolated(bytes)).content;
  } catch (error) {
    if (!(error instanceof TemplateDocxError)) throw error;
    if (error.kind === 'not_docx') throw new HttpError(415, 'TEMPLATE_DOCX_TYPE');
    throw new HttpError(400, 'TEMPLATE_DOCX_MALFORMED', undefined, { content: error.problems.join(' ') });
  }
  const problems = templateProblems(content, variables);
  if (problems.length > 0) throw new HttpError(400, 'TEMPLATE_DOCX_MALFORMED', undefined, { content: problems.join(' ') });
  return content;
}

/** Creates the firm's template from the DOCX, or writes it as the next version of `meta.templateId`. */
export async function saveTemplateDocx(tx: TenantTx, actor: Actor, meta: UploadMeta, bytes: Buffer, content: string): Promise<{ id: string; version: number }> {
  const { templateId, changeNote, ...fields } = meta;
  if (templateId) {
    const result = await updateTemplate(tx, actor, templateId, { ...fields, content, sourceDocx: bytes, changeNote });
    return { id: templateId, version: result.version };
  }
  return { id: await createTemplate(tx, actor, { ...fields, content, sourceDocx: bytes }), version: 1 };
}
