// API shapes of the module system (issue 13): the store, my modules, the uninstall dry run and the
// platform admin's module base. One zod schema per shape, used by the routes (validation and
// OpenAPI) and by the client (types). camelCase like the rest of the API.
import { z } from 'zod';
import { moduleCategories, moduleStatuses, planKeys } from './registry';

const localized = z.object({ hu: z.string(), en: z.string() });

export const moduleKeySchema = z
  .string()
  .min(2)
  .max(60)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'A modulazonosító csak kisbetűt, számot és kötőjelet tartalmazhat.');
export const moduleKeyParamsSchema = z.object({ key: moduleKeySchema });

/** A store entry as the active firm sees it. */
export const storeModuleSchema = z.object({
  key: z.string(),
  /** 'builtin' from the registry, 'factory' designed in the module factory. */
  source: z.enum(['builtin', 'factory']),
  name: localized,
  description: localized,
  dataKept: localized,
  category: z.enum(moduleCategories),
  icon: z.string(),
  dependsOn: z.array(z.string()),
  minPlan: z.enum(planKeys),
  /** Net monthly add-on price in whole forints (0: covered by the plan). */
  monthlyPriceHuf: z.number().int().min(0),
  status: z.enum(moduleStatuses),
  featured: z.boolean(),
  /** false: the feature is not built yet; listed as coming soon, not installable. */
  released: z.boolean(),
  /** Whether the firm's current plan includes the module. */
  includedInPlan: z.boolean(),
  installed: z.boolean(),
  installedAt: z.string().nullable(),
  /** Pages under /app the module owns (for links from the store and the "not installed" page). */
  pages: z.array(z.string()),
  /** The permission a role needs to use it. */
  usePermission: z.string(),
});
export type StoreModule = z.infer<typeof storeModuleSchema>;

export const storeResponseSchema = z.object({
  /** The firm's plan key ('alap' without an active subscription). */
  plan: z.enum(planKeys),
  modules: z.array(storeModuleSchema),
});
export type StoreResponse = z.infer<typeof storeResponseSchema>;

export const installResponseSchema = z.object({
  /** Keys installed by this request, dependencies first (already installed ones are not listed). */
  installed: z.array(z.string()),
  /** Pro-forma numbers issued for paid modules (added to the monthly charges). */
  proformas: z.array(z.string()),
});
export type InstallResponse = z.infer<typeof installResponseSchema>;

export const uninstallPreviewSchema = z.object({
  key: z.string(),
  /** Installed modules that need this one: uninstall is refused while any is installed. */
  dependents: z.array(z.string()),
  /** What the module holds for the firm, per kind of record. */
  records: z.array(z.object({ label: localized, count: z.number().int().min(0) })),
  /** Days the data is kept after uninstalling; reinstalling within them brings it back intact. */
  retentionDays: z.number().int(),
});
export type UninstallPreview = z.infer<typeof uninstallPreviewSchema>;

export const uninstallBodySchema = z.object({ confirm: z.literal(true) });
export const uninstallResponseSchema = z.object({ key: z.string(), retainedUntil: z.string() });

/** My modules: an installed module with its usage (usage fields need canViewModuleUsage). */
export const installedModuleSchema = z.object({
  key: z.string(),
  installedAt: z.string(),
  installedBy: z.string().nullable(),
  settings: z.record(z.string(), z.unknown()),
  usage: z
    .object({
      records: z.number().int().min(0),
      lastUsedAt: z.string().nullable(),
      activeUsers: z.array(z.object({ id: z.string(), name: z.string() })),
    })
    .nullable(),
});
export type InstalledModule = z.infer<typeof installedModuleSchema>;
export const installedModulesResponseSchema = z.object({ modules: z.array(installedModuleSchema) });

export const moduleSettingsBodySchema = z.object({ settings: z.record(z.string(), z.unknown()) });

/** The platform admin's module base: every module with install counts and its editable fields. */
export const adminModuleSchema = storeModuleSchema.omit({ installed: true, installedAt: true, includedInPlan: true }).extend({
  installCount: z.number().int().min(0),
  /** Firm ids the module is hidden from (visibility per firm). */
  hiddenForTenants: z.array(z.string()),
  apiPrefixes: z.array(z.string()),
});
export type AdminModule = z.infer<typeof adminModuleSchema>;
export const adminModulesResponseSchema = z.object({ modules: z.array(adminModuleSchema) });

export const adminModulePatchSchema = z
  .object({
    status: z.enum(moduleStatuses),
    featured: z.boolean(),
    monthlyPriceHuf: z.number().int().min(0).max(10_000_000),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, 'Legalább egy mezőt módosítani kell.');

export const adminModuleVisibilityBodySchema = z.object({ tenantId: z.string().min(1).max(100), visible: z.boolean() });

/** Usage over time: installs and active firms per month (chart of the admin module page). */
export const moduleUsageSeriesSchema = z.object({
  key: z.string(),
  points: z.array(z.object({ month: z.string(), installs: z.number().int(), activeTenants: z.number().int() })),
  perTenant: z.array(z.object({ tenantId: z.string(), tenantName: z.string(), installedAt: z.string().nullable(), records: z.number().int() })),
});
export type ModuleUsageSeries = z.infer<typeof moduleUsageSeriesSchema>;
