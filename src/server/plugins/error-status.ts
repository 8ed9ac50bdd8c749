// The HTTP status of every error code, decided once, at the edge (issue 33.2, decision 0292).
// Services throw `DomainError(code)` without a status; the error plugin answers it with the status
// written here for the platform's own codes, and in each module's `shared/<x>/errors.ts` beside
// its codes (`export const xErrorStatus = {…} satisfies Record<keyof typeof xErrorMessages, number>`),
// found by folder (decision 0447). Both are total: a code without a status does not compile.
import { type coreErrorMessages, type ErrorCode, mergeCatalogues } from '@shared/errors/errors';

const coreErrorStatus = {
  VALIDATION_ERROR: 400,
  INVALID_JSON: 400,
  JSON_TOO_DEEP: 400,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NO_TENANT: 403,
  CSRF_REJECTED: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  RATE_LIMITED: 429,
  DATABASE_UNAVAILABLE: 503,
  INTERNAL_ERROR: 500,
  AUTOMATION_DEPTH_EXCEEDED: 409,
  TENANT_SUSPENDED: 403,
  SLUG_TAKEN: 409,
  EMAIL_TAKEN: 409,
  CONFIRMATION_MISMATCH: 400,
  CANNOT_CHANGE_SELF: 409,
  AVATAR_TOO_LARGE: 413,
  AVATAR_TYPE: 415,
  JOIN_REQUEST_LIMIT: 409,
  ALREADY_MEMBER: 409,
  AVATAR_CONTENT: 400,
  JOB_NOT_IN_DEAD_LETTER: 409,
  TERMS_REQUIRED: 400,
  SEAT_LIMIT_REACHED: 409,
  INVITATION_PENDING: 409,
  INVITATION_INVALID: 404,
  INVITATION_SIGN_IN_REQUIRED: 409,
  INVITATION_EMAIL_MISMATCH: 403,
  MEMBER_LAST_ADMIN: 409,
  USER_LAST_FIRM_ADMIN: 409,
  CUSTOMER_CANNOT_BE_ADMIN: 409,
} satisfies Record<keyof typeof coreErrorMessages, number>;

const moduleParts = import.meta.glob<Readonly<Record<string, unknown>>>('../../shared/*/errors.ts', { eager: true });

export const errorStatus = mergeCatalogues<number>({ core: { coreErrorStatus }, ...moduleParts }, 'ErrorStatus') as Readonly<Record<ErrorCode, number>>;
