// English texts of module-factory/errors.ts's codes, gathered by the client's English bundle
// (src/client/locales/en/api-errors.ts, decision 0447). `satisfies` makes a missing or stray code a compile error.
import type { moduleFactoryErrorMessages } from './errors';

export const moduleFactoryErrorMessagesEn = {
  FACTORY_KEY_TAKEN: 'This module identifier is already taken. Choose another one.',
  FACTORY_NO_DRAFT: 'There are no changes to publish: the latest version of the module is already published.',
  FACTORY_VERSION_CONFLICT: 'The change cannot be published: the type of an existing field cannot change. Add a new field with a new identifier.',
} satisfies Record<keyof typeof moduleFactoryErrorMessages, string>;
