// Texts of a module in the UI language, who may use it, and a refusal's code in words.
import type { LocalizedText } from '@shared/modules/registry';
import { rolePermissions, type Permission } from '@shared/permissions/permissions';
import { tenantRoles, type TenantRole } from '@shared/permissions/roles';
import { isApiError } from '@client/lib/api-client';
import { i18n } from '@client/lib/i18n';

export function localized(text: LocalizedText): string {
  return i18n.language === 'en' ? text.en : text.hu;
}

/** The firm's roles holding `permission` (the platform admin is not a role inside a firm). */
export function firmRolesWith(permission: string): TenantRole[] {
  return tenantRoles.filter((role) => rolePermissions[role][permission as Permission] === true);
}

/** Error codes of the module API with their own text; other errors keep the server's Hungarian message. */
const knownCodes = [
  'MODULE_NOT_RELEASED',
  'MODULE_PLAN_REQUIRED',
  'MODULE_ALREADY_INSTALLED',
  'MODULE_PURCHASE_FORBIDDEN',
  'MODULE_HAS_DEPENDENTS',
  'MODULE_NOT_INSTALLED',
  'MODULE_NOT_FOUND',
  'MODULE_PRICING_FORBIDDEN',
  'MODULE_SETTINGS_TOO_LARGE',
  'FORBIDDEN',
] as const;
/** Refusals whose Hungarian server message names the plan or the modules involved. */
const namedInMessage: readonly string[] = ['MODULE_PLAN_REQUIRED', 'MODULE_HAS_DEPENDENTS', 'MODULE_NOT_RELEASED'];
type KnownCode = (typeof knownCodes)[number];

/**
 * A refusal in the UI language, by its stable code. In Hungarian the refusals whose server message
 * names the plan or the modules keep that message; unknown codes keep the server's message.
 */
export function moduleErrorText(error: unknown): string {
  if (!isApiError(error)) return i18n.t('errors.unexpected');
  const code = error.code as KnownCode;
  if (!knownCodes.includes(code) || (namedInMessage.includes(code) && i18n.language === 'hu')) return error.message;
  return i18n.t(`modules.errors.${code}`);
}
