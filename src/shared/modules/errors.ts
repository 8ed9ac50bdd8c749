// Error codes of the module system (issue 13, decision 0090); merged into the shared catalogue
// (shared/errors/errors.ts) so the API's `{ code, message }` covers them.
import { type PlanKey } from './registry';

export const moduleErrorMessages = {
  MODULE_NOT_INSTALLED: 'Ez a modul nincs telepítve a cégednél. A Modulboltban telepítheted.',
  MODULE_NOT_FOUND: 'A kért modul nem található.',
  MODULE_NOT_RELEASED: 'Ez a modul még fejlesztés alatt áll, hamarosan telepítheted.',
  MODULE_PLAN_REQUIRED: 'Ehhez a modulhoz magasabb csomag szükséges.',
  MODULE_ALREADY_INSTALLED: 'Ez a modul már telepítve van a cégednél.',
  MODULE_PURCHASE_FORBIDDEN: 'Fizetős modult csak modulvásárlási jogosultsággal telepíthetsz. Kérd meg a cég adminisztrátorát.',
  MODULE_HAS_DEPENDENTS: 'A modult nem távolíthatod el, amíg egy telepített modul épül rá.',
  MODULE_PRICING_FORBIDDEN: 'A modul árát csak árazási jogosultsággal módosíthatod.',
  MODULE_SETTINGS_TOO_LARGE: 'A modul beállításai túl nagyok (legfeljebb 10 000 karakter).',
} as const;

/** Display names of the plan tiers (the plans table may rename them; the tiers are fixed). */
export const planLabels: Readonly<Record<PlanKey, string>> = { alap: 'Alap', halado: 'Haladó', profi: 'Profi' };

/** "A(z) Themis jogi asszisztens modulhoz legalább Haladó csomag szükséges." */
export function planRequiredMessage(moduleName: string, plan: PlanKey): string {
  return `A(z) ${moduleName} modulhoz legalább ${planLabels[plan]} csomag szükséges.`;
}

/** Names the installed modules that still need the one being uninstalled. */
export function hasDependentsMessage(dependentNames: readonly string[]): string {
  return `A modult nem távolíthatod el, amíg ezek a telepített modulok épülnek rá: ${dependentNames.join(', ')}.`;
}

/** Names the module (a dependency, perhaps) that is not built yet. */
export function notReleasedMessage(moduleName: string): string {
  return `A(z) ${moduleName} modul még fejlesztés alatt áll, hamarosan telepítheted.`;
}

/** The HTTP status each code is answered with (plugins/error-status.ts gathers these). */
export const moduleErrorStatus = {
  MODULE_NOT_INSTALLED: 403,
  MODULE_NOT_FOUND: 404,
  MODULE_NOT_RELEASED: 409,
  MODULE_PLAN_REQUIRED: 403,
  MODULE_ALREADY_INSTALLED: 409,
  MODULE_PURCHASE_FORBIDDEN: 403,
  MODULE_HAS_DEPENDENTS: 409,
  MODULE_PRICING_FORBIDDEN: 403,
  MODULE_SETTINGS_TOO_LARGE: 400,
} satisfies Record<keyof typeof moduleErrorMessages, number>;

declare module '../errors/errors' {
  interface ModuleErrorMessages extends Record<keyof typeof moduleErrorMessages, string> {}
}
