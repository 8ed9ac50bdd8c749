import { accountMessages } from './account-messages';

/** Error codes of the account flows (registration, verification, password reset, demo sign-in). */
export const accountErrorMessages = {
  VERIFICATION_TOKEN_INVALID: accountMessages.verificationTokenInvalid,
  RESET_TOKEN_INVALID: accountMessages.resetTokenInvalid,
  INVALID_CURRENT_PASSWORD: accountMessages.currentPasswordWrong,
  DEMO_SIGN_IN_FAILED: accountMessages.demoDisabled,
} as const;
