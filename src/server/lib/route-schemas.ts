// Response and parameter schemas every route file shares (issue 10): the error responses a
// route declares are all the one `ApiError` shape, so a route file names only its status codes.
import { z } from 'zod';
import { apiErrorSchema } from '@shared/errors/errors.schemas';

/** `{ 400: ApiError, 404: ApiError, … }` for the status codes a route answers with an error. */
export function errorResponses<const Codes extends readonly number[]>(...codes: Codes): { [Code in Codes[number]]: typeof apiErrorSchema } {
  return Object.fromEntries(codes.map((code) => [code, apiErrorSchema])) as { [Code in Codes[number]]: typeof apiErrorSchema };
}

/** The `:id` path parameter of a record route. */
export const idParam = z.object({ id: z.string().min(1).max(100) });

/** `{ ok: true }`, the answer of a write that returns nothing else. */
export const okSchema = z.object({ ok: z.literal(true) });

/**
 * Route option for a hot read whose handler builds its answer field by field, typed against the
 * response schema (decision 0260): serialised with plain `JSON.stringify` instead of zod parsing
 * every row again (50 objects of 24 fields per page). The schema still types the handler and
 * documents the route (OpenAPI); the handler must build fresh objects, never pass rows through.
 */
export const builtResponse = { serializerCompiler: () => (data: unknown) => JSON.stringify(data) } as const;
