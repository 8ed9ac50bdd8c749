// API shapes of the module factory (platform admin) and of a factory module's records (firms).
import { z } from 'zod';
import { moduleKeySchema } from '../modules/modules.schemas';
import { factoryDefinitionSchema } from './definition';

export const factoryModuleStatuses = ['draft', 'published'] as const;

const factoryValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);

export const factoryVersionSchema = z.object({
  version: z.number().int().min(1),
  definition: factoryDefinitionSchema,
  publishedAt: z.string(),
  publishedBy: z.string().nullable(),
});
export type FactoryVersion = z.infer<typeof factoryVersionSchema>;

/** A factory module as the designer sees it: the draft being edited and every published version. */
export const factoryModuleSchema = z.object({
  key: z.string(),
  status: z.enum(factoryModuleStatuses),
  /** The definition being edited; null when the latest version is published unchanged. */
  draft: factoryDefinitionSchema.nullable(),
  publishedVersion: z.number().int().nullable(),
  versions: z.array(factoryVersionSchema),
  installCount: z.number().int().min(0),
  updatedAt: z.string(),
});
export type FactoryModule = z.infer<typeof factoryModuleSchema>;
export const factoryModulesResponseSchema = z.object({ modules: z.array(factoryModuleSchema) });

export const factoryKeyParamsSchema = z.object({ key: moduleKeySchema });
export const factoryPreviewBodySchema = z.object({ definition: factoryDefinitionSchema, data: z.record(z.string(), z.unknown()) });
export const factoryPreviewResponseSchema = z.object({ data: z.record(z.string(), factoryValue) });

/** What a firm's working page needs: the latest published definition of an installed module. */
export const factoryModuleInfoSchema = z.object({ key: z.string(), version: z.number().int(), definition: factoryDefinitionSchema });
export type FactoryModuleInfo = z.infer<typeof factoryModuleInfoSchema>;

export const factoryRecordSchema = z.object({
  id: z.string(),
  /** The values the latest definition shows, by field key (see versioning.visibleData). */
  data: z.record(z.string(), z.unknown()),
  /** The definition version the record was last written with. */
  definitionVersion: z.number().int(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type FactoryRecord = z.infer<typeof factoryRecordSchema>;

/** Contact links resolved to names for display (id → name), only the firm's own contacts. */
const contactNames = z.record(z.string(), z.string());
/** Matter links resolved for display (id → "2026/0007 – title"), only the matters the user sees. */
const matterNames = z.record(z.string(), z.string());

export const factoryRecordsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(25),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export const factoryRecordsResponseSchema = z.object({ items: z.array(factoryRecordSchema), total: z.number().int(), contacts: contactNames, matters: matterNames });
export const factoryRecordResponseSchema = z.object({ record: factoryRecordSchema, contacts: contactNames, matters: matterNames });
export type FactoryRecordsResponse = z.infer<typeof factoryRecordsResponseSchema>;
export type FactoryRecordResponse = z.infer<typeof factoryRecordResponseSchema>;
export const factoryRecordBodySchema = z.object({ data: z.record(z.string(), z.unknown()) });
export const factoryRecordParamsSchema = z.object({ moduleKey: moduleKeySchema, id: z.string().min(1).max(100) });
export const factoryModuleParamsSchema = z.object({ moduleKey: moduleKeySchema });
