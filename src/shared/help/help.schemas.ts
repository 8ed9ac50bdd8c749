// /api/help (issue 36 point 6, decision 0437): the help centre's articles, their Hungarian search
// and the platform support's contact.
import { z } from 'zod';
import { MAX_QUERY_LENGTH } from '../search/normalise';
import { snippetPartSchema } from '../search/search.schemas';
import { helpCategories } from './help-articles';

export const helpQuerySchema = z.object({
  /** Empty: every article the caller is shown, in the centre's order. */
  q: z.string().trim().max(MAX_QUERY_LENGTH).default(''),
});

export const helpArticleSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  category: z.enum(helpCategories),
  summary: z.string(),
  /** The matching text around the hit (a search only). */
  snippet: z.array(snippetPartSchema),
});
export type HelpArticleSummary = z.infer<typeof helpArticleSummarySchema>;

export const helpArticlesResponseSchema = z.object({
  query: z.string(),
  items: z.array(helpArticleSummarySchema),
});
export type HelpArticlesResponse = z.infer<typeof helpArticlesResponseSchema>;

export const helpArticleResponseSchema = z.object({
  slug: z.string(),
  title: z.string(),
  category: z.enum(helpCategories),
  summary: z.string(),
  body: z.string(),
});
export type HelpArticleResponse = z.infer<typeof helpArticleResponseSchema>;

export const helpSlugParamSchema = z.object({ slug: z.string().min(1).max(100) });

/** The platform operator's support contact (LEGAL_OPERATOR_* configuration); null where not set. */
export const helpSupportResponseSchema = z.object({
  operatorName: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
});
export type HelpSupportResponse = z.infer<typeof helpSupportResponseSchema>;
