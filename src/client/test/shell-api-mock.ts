// The API as the signed-in shell calls it, for tests that render /app routes with the real
// route table: /api/me (roles), the legal documents accepted, the company, contacts total and the
// notification count. A fresh Response per call (a body is read once).
import { currentLegalVersions, pendingLegalDocuments } from '@shared/legal/legal';

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export const anna = { id: 'u1', name: 'Kovács Anna', givenName: 'Anna', email: 'anna@example.hu' };

export const annaMe = {
  user: { ...anna, image: null, platformRole: null },
  memberships: [{ tenantId: 't1', tenantName: 'Kovács és Társa Ügyvédi Iroda', roles: ['lawyer'], suspended: false }],
  activeTenantId: 't1',
};

/** `/api/me` of Anna holding exactly `roles` in her firm. */
export function meWithRoles(roles: string[]) {
  return { ...annaMe, memberships: [{ ...annaMe.memberships[0]!, roles }] };
}

/** `/api/legal/acceptance` of a user who accepted `accepted` (the versions in force by default). */
export function legalStatus(accepted: { terms: string | null; privacy: string | null } = { terms: currentLegalVersions.terms.version, privacy: currentLegalVersions.privacy.version }) {
  const at = (version: string | null) => (version ? { version, acceptedAt: '2026-01-15T09:00:00.000Z' } : null);
  const acceptedVersions = { terms: at(accepted.terms), privacy: at(accepted.privacy) };
  return { current: currentLegalVersions, accepted: acceptedVersions, pending: pendingLegalDocuments(acceptedVersions) };
}

export function shellApiMock(me: unknown = annaMe) {
  return async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url.startsWith('/api/me')) return jsonResponse(me);
    if (url.startsWith('/api/legal/acceptance')) return jsonResponse(legalStatus());
    if (url.startsWith('/api/company')) return jsonResponse({ id: 't1', name: 'Kovács és Társa Ügyvédi Iroda', slug: 'kovacs', memberCount: 3 });
    if (url.startsWith('/api/contacts')) return jsonResponse({ items: [], total: 0 });
    if (url.startsWith('/api/matters/stats')) return jsonResponse({ openMatters: 4, myMatters: 2, tasksDueThisWeek: 1 });
    if (url.startsWith('/api/notifications/unread-count')) return jsonResponse({ unread: 2 });
    return jsonResponse({ code: 'NOT_FOUND', message: 'A kért erőforrás nem található.' }, 404);
  };
}
