/**
 * Errors of the NAV client, each with a stable code. `retryable` tells the outbox whether sending
 * again later can help; `transactionIdUnknown` means NAV may have received a manageInvoice whose
 * answer was lost: run the lost-transaction procedure (lost-transaction.ts) before resending.
 */
export const NAV_ERROR_CODES = {
  NAV_TIMEOUT: 'A NAV nem válaszolt időben.',
  NAV_NETWORK_ERROR: 'A NAV szervere nem érhető el.',
  NAV_UNAVAILABLE: 'A NAV rendszere átmenetileg nem elérhető (karbantartás vagy szerverhiba).',
  NAV_INVALID_RESPONSE: 'A NAV válasza nem értelmezhető.',
  NAV_AUTHENTICATION_FAILED: 'A NAV nem fogadta el a technikai felhasználó adatait.',
  NAV_SIGNATURE_REJECTED: 'A NAV elutasította a kérés aláírását (hibás aláírókulcs?).',
  NAV_TOKEN_INVALID: 'A NAV adatszolgáltatási tokenje lejárt vagy érvénytelen.',
  NAV_TOKEN_DECRYPTION_FAILED: 'A NAV tokenje nem fejthető vissza (hibás cserekulcs?).',
  NAV_TIMESTAMP_REJECTED: 'A NAV elutasította a kérés időbélyegét (eltérő rendszeridő?).',
  NAV_REQUEST_REJECTED: 'A NAV elutasította a kérést.',
} as const;

export type NavErrorCode = keyof typeof NAV_ERROR_CODES;

export class NavError extends Error {
  constructor(
    readonly code: NavErrorCode,
    readonly details: {
      /** NAV's own `errorCode` (e.g. INVALID_SECURITY_USER), when NAV answered. */
      navErrorCode?: string;
      navMessage?: string;
      httpStatus?: number;
      retryable: boolean;
      transactionIdUnknown?: boolean;
      cause?: unknown;
    },
  ) {
    super(details.navMessage ? `${NAV_ERROR_CODES[code]} (${details.navErrorCode ?? 'NAV'}: ${details.navMessage})` : NAV_ERROR_CODES[code]);
    this.name = 'NavError';
  }
  get retryable(): boolean {
    return this.details.retryable;
  }
}

/** Our code for NAV's `errorCode` of a funcCode=ERROR answer. */
export function navErrorCodeFor(navErrorCode: string | undefined): { code: NavErrorCode; retryable: boolean } {
  switch (navErrorCode) {
    case 'INVALID_SECURITY_USER':
    case 'NOT_REGISTERED_CUSTOMER':
    case 'INVALID_CUSTOMER':
    case 'INVALID_USER_RELATION':
    case 'FORBIDDEN':
      return { code: 'NAV_AUTHENTICATION_FAILED', retryable: false };
    case 'INVALID_REQUEST_SIGNATURE':
      return { code: 'NAV_SIGNATURE_REJECTED', retryable: false };
    case 'INVALID_EXCHANGE_TOKEN':
      return { code: 'NAV_TOKEN_INVALID', retryable: true };
    case 'INVALID_TIMESTAMP':
      return { code: 'NAV_TIMESTAMP_REJECTED', retryable: true };
    case 'OPERATION_FAILED':
    case 'MAINTENANCE':
      return { code: 'NAV_UNAVAILABLE', retryable: true };
    default:
      return { code: 'NAV_REQUEST_REJECTED', retryable: false };
  }
}
