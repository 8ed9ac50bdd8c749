// The /api/document-templates and /api/document-generator shapes (issue 16), used by the routes and the client.
import { z } from 'zod';
import { templateProblems, templateCategories, templateComplexities, templateStatuses } from './document-templates';
import { variableDefinitionSchema, variableListSchema } from './variables';

const text = (max: number) => z.string().trim().min(1).max(max);

export const templateSummarySchema = z.object({
  id: z.string(),
  slug: z.string().nullable(),
  name: z.string(),
  description: z.string(),
  category: z.enum(templateCategories),
  language: z.string(),
  complexity: z.enum(templateComplexities),
  status: z.enum(templateStatuses),
  tags: z.array(z.string()),
  /** Documents this firm generated from the template (spec 3.8 usage_count, per firm). */
  usageCount: z.number().int(),
  rating: z.number().nullable(),
  estimatedTimeMinutes: z.number().int(),
  version: z.number().int(),
  builtIn: z.boolean(),
  variableCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TemplateSummary = z.infer<typeof templateSummarySchema>;

export const listTemplatesQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  category: z.enum(templateCategories).optional(),
  complexity: z.enum(templateComplexities).optional(),
  source: z.enum(['all', 'builtin', 'firm']).default('all'),
  status: z.enum(templateStatuses).optional(),
});
export type ListTemplatesQuery = z.input<typeof listTemplatesQuerySchema>;
export const listTemplatesResponseSchema = z.object({ items: z.array(templateSummarySchema) });

export const templateVersionSchema = z.object({
  version: z.number().int(),
  name: z.string(),
  changeNote: z.string().nullable(),
  createdAt: z.string(),
  createdByName: z.string().nullable(),
});

export const templateDetailSchema = templateSummarySchema.extend({
  content: z.string(),
  /** The template is an uploaded DOCX (filled as it is); `content` is its text. */
  hasDocx: z.boolean(),
  variables: z.array(variableDefinitionSchema),
  createdByName: z.string().nullable(),
  versions: z.array(templateVersionSchema),
});
export type TemplateDetail = z.infer<typeof templateDetailSchema>;

const templateFields = {
  name: text(200),
  description: z.string().trim().max(2000).default(''),
  category: z.enum(templateCategories),
  complexity: z.enum(templateComplexities).default('simple'),
  status: z.enum(templateStatuses).default('active'),
  tags: z.array(text(50)).max(20).default([]),
  estimatedTimeMinutes: z.number().int().min(1).max(600).default(10),
  content: text(100_000),
  variables: variableListSchema,
};

/** The text must use exactly the declared variables (shown as field errors on `content`). */
function checkContent(t: { content?: string; variables?: z.output<typeof variableListSchema> }, ctx: z.RefinementCtx) {
  if (t.content === undefined || t.variables === undefined) return;
  for (const problem of templateProblems(t.content, t.variables)) ctx.addIssue({ code: 'custom', path: ['content'], message: problem });
}

export const createTemplateBodySchema = z.object({ ...templateFields, basedOnId: z.string().max(100).optional() }).superRefine(checkContent);
export type CreateTemplateBody = z.input<typeof createTemplateBodySchema>;

/** An edit: content and variables go together (a new version); metadata alone keeps the version. */
export const updateTemplateBodySchema = z
  .object({
    name: templateFields.name.optional(),
    description: z.string().trim().max(2000).optional(),
    category: templateFields.category.optional(),
    complexity: z.enum(templateComplexities).optional(),
    status: z.enum(templateStatuses).optional(),
    tags: z.array(text(50)).max(20).optional(),
    estimatedTimeMinutes: z.number().int().min(1).max(600).optional(),
    content: templateFields.content.optional(),
    variables: variableListSchema.optional(),
    changeNote: z.string().trim().max(500).optional(),
  })
  .refine((b) => (b.content === undefined) === (b.variables === undefined), { message: 'A szöveg és a változók csak együtt módosíthatók.', path: ['content'] })
  .superRefine(checkContent);
export type UpdateTemplateBody = z.input<typeof updateTemplateBodySchema>;

export const generateBodySchema = z.object({
  templateId: z.string().min(1).max(100),
  /** Checked against the template's variables on the server (buildInputsSchema). */
  inputs: z.record(z.string(), z.unknown()),
  matterId: z.string().min(1).max(100).nullish(),
  /** The client the vault documents are linked to (default: the matter's client party). */
  clientContactId: z.string().min(1).max(100).nullish(),
  /** Save the files as new versions of this earlier generation's vault documents (not new documents). */
  replaceGenerationId: z.string().min(1).max(100).nullish(),
});
export type GenerateBody = z.input<typeof generateBodySchema>;

/** What a chosen matter fills in (issue 38.4): per variable key the form's value, and the client the documents link to. */
export const prefillQuerySchema = z.object({ templateId: z.string().min(1).max(100) });
export const prefillParamsSchema = z.object({ matterId: z.string().min(1).max(100) });
export const prefillResponseSchema = z.object({ inputs: z.record(z.string(), z.unknown()), clientContactId: z.string().nullable() });
export type Prefill = z.infer<typeof prefillResponseSchema>;

export const generationFileSchema = z.object({ format: z.enum(['docx', 'pdf']), fileName: z.string(), size: z.number().int(), url: z.string() });

export const generationSchema = z.object({
  id: z.string(),
  templateId: z.string(),
  templateName: z.string(),
  templateVersion: z.number().int(),
  matterId: z.string().nullable(),
  matterNumber: z.string().nullable(),
  createdAt: z.string(),
  createdByName: z.string().nullable(),
  files: z.array(generationFileSchema),
  /** The files in the document vault (decision 0184); empty when the firm has no vault module. */
  saved: z.array(z.object({ format: z.enum(['docx', 'pdf']), documentId: z.string(), url: z.string() })),
});
export type Generation = z.infer<typeof generationSchema>;

export const listGenerationsQuerySchema = z.object({
  templateId: z.string().max(100).optional(),
  matterId: z.string().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const listGenerationsResponseSchema = z.object({ items: z.array(generationSchema) });

/** The largest DOCX template a firm may upload (decision 0183). */
export { TEMPLATE_DOCX_MAX_BYTES } from './limits';

/**
 * The `meta` field of a DOCX template upload (JSON, before the file): what the editor holds
 * besides the text, which comes from the DOCX. With `templateId` the DOCX is a new version.
 */
export const uploadTemplateMetaSchema = z.object({
  templateId: z.string().min(1).max(100).optional(),
  name: templateFields.name,
  description: templateFields.description,
  category: templateFields.category,
  complexity: templateFields.complexity,
  status: templateFields.status,
  tags: templateFields.tags,
  estimatedTimeMinutes: templateFields.estimatedTimeMinutes,
  variables: variableListSchema,
  changeNote: z.string().trim().max(500).optional(),
});
export type UploadTemplateMeta = z.input<typeof uploadTemplateMetaSchema>;
