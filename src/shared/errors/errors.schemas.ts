import { z } from 'zod';

export const apiErrorSchema = z
  .object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  })
  .meta({ id: 'ApiError', description: 'Egységes hibaválasz' });
