// What a NAV report's outbox state means to the person looking at the invoice (decision 0165).
import type { NavStatus } from './invoice-generator.api.schemas';

/** NAV's statuses before the end: the request is at NAV, being processed. */
const IN_PROGRESS = new Set(['PROCESSING', 'SAVED']);

export function navDisplayState(state: string, navStatus: string | null, configured: boolean): NavStatus['state'] {
  if (state === 'pending' && !configured) return 'not_configured';
  if (state === 'sent' && navStatus !== null && IN_PROGRESS.has(navStatus)) return 'processing';
  return state as NavStatus['state'];
}

/** The sentence the invoice PDF prints about NAV reporting: what has really happened, at download time. */
export function navPdfNote(nav: { state: NavStatus['state']; transactionId: string | null } | null): string {
  switch (nav?.state) {
    case undefined:
      return '';
    case 'not_configured':
      return 'NAV Online Számla: nincs beállítva NAV technikai felhasználó, ezért a program a számla adatait nem küldte be; az adatszolgáltatásról a kiállító gondoskodik.';
    case 'done':
      return `A számla adatait a NAV Online Számla rendszere befogadta (tranzakcióazonosító: ${nav.transactionId ?? '–'}).`;
    case 'aborted':
      return 'A NAV Online Számla rendszere a számla adatszolgáltatását elutasította; a javításról a kiállító gondoskodik.';
    case 'failed':
      return 'A számla adatainak beküldése a NAV Online Számla rendszerébe nem sikerült (hibás technikai felhasználó); a pótlásról a kiállító gondoskodik.';
    default:
      return 'A számla adatainak beküldése a NAV Online Számla rendszerébe folyamatban van.';
  }
}
