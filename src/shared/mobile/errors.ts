// Error codes of the mobile module (decision 0516); found by the catalogue (shared/errors/errors.ts).
import { DEVICES_PER_USER_MAX } from './mobile.schemas';

export const mobileErrorMessages = {
  MOBILE_DEVICE_LIMIT: `Legfeljebb ${DEVICES_PER_USER_MAX} eszközt regisztrálhatsz értesítésekre. Távolíts el egy régit, mielőtt újat adsz hozzá.`,
  MOBILE_ENDPOINT_REFUSED: 'Ez a leküldési cím nem egy nyilvános, https-en elérhető értesítési szolgáltatásé, ezért nem regisztrálható.',
  MOBILE_NO_DEVICES: 'Ezen a fiókon még nincs értesítésekre regisztrált eszköz. Kapcsold be az értesítéseket egy eszközön.',
} as const;

/** The HTTP status each code is answered with (plugins/error-status.ts gathers these). */
export const mobileErrorStatus = {
  MOBILE_DEVICE_LIMIT: 409,
  MOBILE_ENDPOINT_REFUSED: 400,
  MOBILE_NO_DEVICES: 409,
} satisfies Record<keyof typeof mobileErrorMessages, number>;

declare module '../errors/errors' {
  interface ModuleErrorMessages extends Record<keyof typeof mobileErrorMessages, string> {}
}
