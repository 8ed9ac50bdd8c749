// GET /api/search (decision 0136): one query over the records the user may see, grouped by type.
import { z } from 'zod';
import { MAX_QUERY_LENGTH } from './normalise';

export const searchGroups = ['contacts', 'organisations', 'matters', 'documents', 'articles'] as const;
export type SearchGroup = (typeof searchGroups)[number];

export const searchQuerySchema = z.object({
  /** Empty: no hits (the top bar asks as the user types). */
  q: z.string().trim().max(MAX_QUERY_LENGTH).default(''),
  /** Hits per group (the top bar asks for 5, a results page for more). */
  limit: z.coerce.number().int().min(1).max(25).default(5),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

export const snippetPartSchema = z.object({ text: z.string(), hit: z.boolean() });

export const searchHitSchema = z.object({
  id: z.string(),
  group: z.enum(searchGroups),
  title: z.string(),
  /** A second line: matter number, e-mail, folder, category. */
  subtitle: z.string().nullable(),
  /** The matching text around the hit, hits marked (documents' text, articles' body). */
  snippet: z.array(snippetPartSchema),
  /** The app page of the record. */
  href: z.string(),
  rank: z.number(),
});
export type SearchHit = z.infer<typeof searchHitSchema>;

export const searchResponseSchema = z.object({
  query: z.string(),
  groups: z.array(z.object({ group: z.enum(searchGroups), items: z.array(searchHitSchema) })),
  /** Groups left out because the module is not installed or the role may not see them. */
  unavailable: z.array(z.enum(searchGroups)),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;
