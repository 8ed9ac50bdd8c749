import type { z } from 'zod';
import type { listMattersResponseSchema } from '@shared/matters/matters.schemas';

export type ListMattersResponse = z.infer<typeof listMattersResponseSchema>;
