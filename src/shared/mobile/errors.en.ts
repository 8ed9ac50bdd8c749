// English texts of mobile/errors.ts's codes, gathered by the client's English bundle
// (src/client/locales/en/api-errors.ts, decision 0447). `satisfies` makes a missing or stray code a compile error.
import { DEVICES_PER_USER_MAX } from './mobile.schemas';
import type { mobileErrorMessages } from './errors';

export const mobileErrorMessagesEn = {
  MOBILE_DEVICE_LIMIT: `You can register at most ${DEVICES_PER_USER_MAX} devices for notifications. Remove an old one before adding a new one.`,
  MOBILE_ENDPOINT_REFUSED: 'This push address is not a public notification service reachable over https, so it cannot be registered.',
  MOBILE_NO_DEVICES: 'No device of this account is registered for notifications yet. Turn notifications on on a device.',
} satisfies Record<keyof typeof mobileErrorMessages, string>;
