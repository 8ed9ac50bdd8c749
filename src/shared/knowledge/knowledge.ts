// Knowledge base (issue 15 point 6, decision 0138): the firm's articles in Markdown with a
// category, tags, an author and every earlier revision kept.
import { z } from 'zod';

export const kbCategories = ['procedure', 'checklist', 'statute', 'template-guide', 'office', 'other'] as const;
export type KbCategory = (typeof kbCategories)[number];

export const kbVisibilities = ['internal', 'client'] as const;
export type KbVisibility = (typeof kbVisibilities)[number];

export const KB_TITLE_MAX = 200;
export const KB_BODY_MAX = 100_000;
export const KB_TAGS_MAX = 12;

const tagSchema = z.string().trim().min(1).max(40).transform((t) => t.toLowerCase());

export const kbArticleBodySchema = z.object({
  title: z.string().trim().min(3).max(KB_TITLE_MAX),
  body: z.string().max(KB_BODY_MAX).refine((b) => b.trim().length > 0, 'empty'),
  category: z.enum(kbCategories),
  tags: z.array(tagSchema).max(KB_TAGS_MAX).default([]).transform((tags) => [...new Set(tags)]),
  visibility: z.enum(kbVisibilities).default('internal'),
});
export type KbArticleBody = z.input<typeof kbArticleBodySchema>;

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

export const kbErrorMessages = {
  KB_ARTICLE_NOT_FOUND: 'A cikk nem található.',
  KB_REVISION_NOT_FOUND: 'A kért változat nem található.',
} as const;
