// The answer of an integration's "Kapcsolat tesztelése" (issue 36.5): whether it worked and, in
// Hungarian, what failed. Isomorphic: the server answers it, the integrations page shows it.
import { z } from 'zod';

export const connectionTestResultSchema = z.object({
  ok: z.boolean(),
  message: z.string(),
  durationMs: z.number().int().optional(),
});
export type ConnectionTestResult = z.infer<typeof connectionTestResultSchema>;
