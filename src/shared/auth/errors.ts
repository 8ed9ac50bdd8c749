import { accountMessages } from './account-messages';

/** Error codes of the account flows (registration, verification, password reset, demo sign-in). */
export const accountErrorMessages = {
  VERIFICATION_TOKEN_INVALID: accountMessages.verificationTokenInvalid,
  RESET_TOKEN_INVALID: accountMessages.resetTokenInvalid,
  INVALID_CURRENT_PASSWORD: accountMessages.currentPasswordWrong,
  DEMO_SIGN_IN_FAILED: accountMessages.demoDisabled,
} as const;

/** The HTTP status each code is answered with (plugins/error-status.ts gathers these). */
export const accountErrorStatus = {
  VERIFICATION_TOKEN_INVALID: 400,
  RESET_TOKEN_INVALID: 400,
  INVALID_CURRENT_PASSWORD: 400,
  DEMO_SIGN_IN_FAILED: 401,
} satisfies Record<keyof typeof accountErrorMessages, number>;

declare module '../errors/errors' {
  interface ModuleErrorMessages extends Record<keyof typeof accountErrorMessages, string> {}
}
