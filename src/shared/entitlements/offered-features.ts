// What a plan may promise (issue 38.11, decision 0336): a plan flag stands for a module, and it is
// offered — listed on the plans and pricing pages, named in a plan's feature list — only while
// that module is released. The entitlement itself stays in the plan (the database and the gate
// keep it), so releasing the module later needs no data change.
import { featureCatalogue, type PlanFlag, planFlags } from './entitlements';
import { moduleByKey } from '../modules/registry';

/** The module behind each flag that has one (priority support is a service, not a module). */
export const planFlagModules: Partial<Record<PlanFlag, string>> = { mobile_app: 'mobile', custom_branding: 'custom-branding', api_access: 'api-keys' };

export function isOfferedFlag(flag: PlanFlag): boolean {
  const key = planFlagModules[flag];
  return key === undefined || (moduleByKey(key)?.released ?? false);
}

/** The flags the plans pages list. */
export const offeredPlanFlags = (): PlanFlag[] => planFlags.filter(isOfferedFlag);

/** A plan's feature lines without those naming an unbuilt feature ("API-hozzáférés", "Mobilalkalmazás", "Egyedi arculat"). */
export function offeredFeatureLines(lines: readonly string[]): string[] {
  const unbuilt = planFlags.filter((f) => !isOfferedFlag(f)).map((f) => featureCatalogue[f].name.toLocaleLowerCase('hu'));
  return lines.filter((line) => !unbuilt.some((name) => line.toLocaleLowerCase('hu').includes(name)));
}
