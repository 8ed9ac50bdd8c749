// English texts of the API's error codes (the Hungarian ones are the server's own messages,
// src/shared/errors/errors.ts): the platform's own codes here, each module's in its
// `shared/<x>/errors.en.ts`, found by folder (decision 0447). `satisfies` makes a platform code
// without an English text a compile error; a module's file checks its own codes the same way.
import type { coreErrorMessages } from '@shared/errors/errors';
import { formatFileSize } from '@shared/documents/documents';
import { type ErrorCode, mergeCatalogues } from '@shared/errors/errors';
import { AVATAR_MAX_BYTES } from '@shared/profile/limits';

const coreEn = {
  VALIDATION_ERROR: 'The data you entered is not valid.',
  INVALID_JSON: 'The request body is not valid JSON.',
  JSON_TOO_DEEP: 'The request body is nested too deeply.',
  PAYLOAD_TOO_LARGE: 'The request is too large.',
  UNSUPPORTED_MEDIA_TYPE: 'Unsupported content type.',
  UNAUTHENTICATED: 'Please sign in.',
  FORBIDDEN: 'You do not have permission for this action.',
  NO_TENANT: 'No company is selected for this action.',
  CSRF_REJECTED: 'The origin of the request could not be verified, so it was rejected.',
  NOT_FOUND: 'The requested item was not found.',
  METHOD_NOT_ALLOWED: 'This action is not allowed.',
  RATE_LIMITED: 'Too many requests. Please try again later.',
  DATABASE_UNAVAILABLE: 'The database is currently unavailable. Please try again later.',
  INTERNAL_ERROR: 'An unexpected error occurred. Please try again later.',
  AUTOMATION_DEPTH_EXCEEDED: 'Automations triggered each other in too long a chain, so this step was not carried out.',
  TENANT_SUSPENDED: "Your company's access has been suspended. Please contact the platform operator.",
  SLUG_TAKEN: 'This company identifier is already taken.',
  JOB_NOT_IN_DEAD_LETTER: 'This background job is no longer among the failed ones (it was restarted or discarded meanwhile).',
  EMAIL_TAKEN: 'A user with this email address already exists.',
  CONFIRMATION_MISMATCH: "To confirm, type the company's name exactly.",
  CANNOT_CHANGE_SELF: 'You cannot change your own account here.',
  AVATAR_TOO_LARGE: `The image can be at most ${formatFileSize(AVATAR_MAX_BYTES)}.`,
  AVATAR_TYPE: 'You can only upload a PNG, JPEG or WebP image.',
  JOIN_REQUEST_LIMIT: 'You can have at most 5 pending join requests at a time. Wait for a decision or withdraw a request.',
  ALREADY_MEMBER: 'This person is already a member of your company.',
  AVATAR_CONTENT: 'The image is damaged or contains more than an image.',
  TERMS_REQUIRED: 'You must accept the terms of use and the privacy notice.',
  SEAT_LIMIT_REACHED: "Your plan's user seats are used up: upgrade, or revoke a pending invitation or remove a member.",
  INVITATION_PENDING: 'There is already a pending invitation for this address: you can resend it from the list.',
  INVITATION_INVALID: "The invitation is invalid, expired or revoked. Ask the firm's administrator for a new one.",
  INVITATION_SIGN_IN_REQUIRED: 'You already have an account with this address: sign in with it, then open the invitation link again.',
  INVITATION_EMAIL_MISMATCH: 'The invitation is for another e-mail address: sign out and sign in with the invited one.',
  MEMBER_LAST_ADMIN: "The firm's last administrator cannot be removed or lose the role.",
  USER_LAST_FIRM_ADMIN: "The user is a firm's only active administrator: first make another member of the firm its administrator, then deactivate the user.",
  CUSTOMER_CANNOT_BE_ADMIN:
    "A customer account cannot be made the firm's administrator, nor can an administrator also be a customer. If the customer has joined the firm's staff, first remove the customer role and save them as a lawyer.",
} satisfies Record<keyof typeof coreErrorMessages, string>;

const moduleTexts = import.meta.glob<Readonly<Record<string, unknown>>>('../../../shared/*/errors.en.ts', { eager: true });

export const enApiErrors = mergeCatalogues<string>({ core: { coreEn }, ...moduleTexts }, 'En') as Readonly<Record<ErrorCode, string>>;
