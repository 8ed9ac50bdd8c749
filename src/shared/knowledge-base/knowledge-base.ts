// Knowledge base (issue 15 point 6, decisions 0138, 0247): the firm's articles in Markdown with a
// category, tags, an author, every earlier revision kept, and vault documents attached.
import { z } from 'zod';
import { KB_ATTACHMENTS_MAX } from './errors';

export const kbCategories = ['procedure', 'checklist', 'statute', 'template-guide', 'office', 'other'] as const;
export type KbCategory = (typeof kbCategories)[number];

export const kbVisibilities = ['internal', 'client'] as const;
export type KbVisibility = (typeof kbVisibilities)[number];

export const KB_TITLE_MAX = 200;
export const KB_BODY_MAX = 100_000;
export const KB_TAGS_MAX = 12;

const tagSchema = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .transform((t) => t.toLowerCase());

export const kbArticleBodySchema = z.object({
  title: z.string().trim().min(3).max(KB_TITLE_MAX),
  body: z
    .string()
    .max(KB_BODY_MAX)
    .refine((b) => b.trim().length > 0, 'empty'),
  category: z.enum(kbCategories),
  tags: z
    .array(tagSchema)
    .max(KB_TAGS_MAX)
    .default([])
    .transform((tags) => [...new Set(tags)]),
  visibility: z.enum(kbVisibilities).default('internal'),
});
export type KbArticleBody = z.input<typeof kbArticleBodySchema>;

/** Shows an article to the firm's customers (their support FAQ) or hides it again (decision 0409). */
export const kbVisibilityBodySchema = z.object({ visibility: z.enum(kbVisibilities) });

export const kbListQuerySchema = z.object({
  category: z.enum(kbCategories).optional(),
  tag: z.string().trim().min(1).max(40).optional(),
});

const person = z.object({ id: z.string(), name: z.string() }).nullable();

export const kbArticleSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  category: z.enum(kbCategories),
  tags: z.array(z.string()),
  visibility: z.enum(kbVisibilities),
  author: person,
  updatedBy: person,
  updatedAt: z.string(),
  version: z.number().int(),
});
export type KbArticleSummary = z.infer<typeof kbArticleSummarySchema>;

export const kbArticleSchema = kbArticleSummarySchema.extend({ body: z.string(), createdAt: z.string() });
export type KbArticle = z.infer<typeof kbArticleSchema>;

export const kbListResponseSchema = z.object({ items: z.array(kbArticleSummarySchema), tags: z.array(z.string()) });

export const kbRevisionSchema = z.object({
  number: z.number().int(),
  title: z.string(),
  body: z.string(),
  category: z.enum(kbCategories),
  editedBy: person,
  editedAt: z.string(),
});
export type KbRevision = z.infer<typeof kbRevisionSchema>;

export { KB_ATTACHMENTS_MAX };
/** The vault folder of files uploaded straight onto an article (when the form names none). */
export const KB_ATTACHMENT_FOLDER = 'Tudásbázis';

/**
 * Whether a client-facing article's attachment may be shown to the firm's customers (decision
 * 0247): only a firm-general document, tied to no matter and no client. A matter's or a client's
 * document belongs to that case, confidential or not, and the FAQ is read by every customer.
 */
export function kbAttachmentVisibleToCustomers(doc: { matterId: string | null; clientContactId: string | null }): boolean {
  return doc.matterId === null && doc.clientContactId === null;
}

export const kbAttachBodySchema = z.object({ documentId: z.string().trim().min(1).max(100) });

export const kbAttachmentSchema = z.object({
  documentId: z.string(),
  title: z.string(),
  fileName: z.string(),
  mime: z.string(),
  sizeBytes: z.number().int(),
  /** The document's matter; a confidential one's attachments reach only its team. */
  matter: z.object({ id: z.string(), number: z.string(), title: z.string(), confidential: z.boolean() }).nullable(),
  /** Shown to customers when the article is client-facing (kbAttachmentVisibleToCustomers). */
  customerVisible: z.boolean(),
  attachedBy: person,
  attachedAt: z.string(),
});
export type KbAttachment = z.infer<typeof kbAttachmentSchema>;
export const kbAttachmentListSchema = z.object({ items: z.array(kbAttachmentSchema) });

export { kbErrorMessages } from './errors';

/**
 * The article editor (form kit): the article body with the tags typed comma separated and the
 * checks' own Hungarian messages; the server checks the same body with kbArticleBodySchema.
 */
export const kbArticleFormSchema = z.object({
  title: z.string().trim().min(3, 'A cím legalább 3, legfeljebb 200 karakter.').max(KB_TITLE_MAX, 'A cím legalább 3, legfeljebb 200 karakter.'),
  body: z
    .string()
    .max(KB_BODY_MAX)
    .refine((b) => b.trim().length > 0, 'A cikk szövege nem lehet üres.'),
  category: z.enum(kbCategories),
  tags: z
    .string()
    .transform((text) =>
      text
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean),
    )
    .refine((tags) => tags.length <= KB_TAGS_MAX && tags.every((tag) => tag.length <= 40), 'Legfeljebb 12 címke adható meg, egyenként legfeljebb 40 karakter.'),
  visibility: z.enum(kbVisibilities),
});
