// The API as the signed-in shell calls it, for tests that render /app routes with the real
// route table: /api/me (roles), the legal documents accepted, the company, contacts total and the
// notification count. A fresh Response per call (a body is read once). Each answer is typed from
// the generated OpenAPI paths (decision 0320), so a changed route schema breaks the fixture.
import { currentLegalVersions, pendingLegalDocuments } from '@shared/legal/legal';
import type { TenantRole } from '@shared/permissions/roles';
import type { ApiAnswer } from '@client/lib/api-client';

type Me = ApiAnswer<'get', '/api/me'>;

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export const anna = { id: 'u1', name: 'Kovács Anna', givenName: 'Anna', email: 'anna@example.hu' };

export const annaMe: Me = {
  user: { ...anna, image: null, platformRole: null },
  memberships: [{ tenantId: 't1', tenantName: 'Kovács és Társa Ügyvédi Iroda', roles: ['lawyer'], suspended: false }],
  activeTenantId: 't1',
  // No firm modules known: the sidebar is the spec's list (decision 0412); tests that need modules set them.
  modules: null,
};

/** `/api/me` of Anna holding exactly `roles` in her firm. */
export function meWithRoles(roles: TenantRole[]): Me {
  return { ...annaMe, memberships: [{ ...annaMe.memberships[0]!, roles }] };
}

/** `/api/legal/acceptance` of a user who accepted `accepted` (the versions in force by default). */
export function legalStatus(accepted: { terms: string | null; privacy: string | null } = { terms: currentLegalVersions.terms.version, privacy: currentLegalVersions.privacy.version }) {
  const at = (version: string | null) => (version ? { version, acceptedAt: '2026-01-15T09:00:00.000Z' } : null);
  const acceptedVersions = { terms: at(accepted.terms), privacy: at(accepted.privacy) };
  return { current: currentLegalVersions, accepted: acceptedVersions, pending: pendingLegalDocuments(acceptedVersions) } satisfies ApiAnswer<'get', '/api/legal/acceptance'>;
}

export function shellApiMock(me: Me = annaMe) {
  return async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url.startsWith('/api/me')) return jsonResponse(me);
    if (url.startsWith('/api/legal/acceptance')) return jsonResponse(legalStatus());
    if (url.startsWith('/api/company')) return jsonResponse({ id: 't1', name: 'Kovács és Társa Ügyvédi Iroda', slug: 'kovacs', memberCount: 3 } satisfies ApiAnswer<'get', '/api/company'>);
    if (url.startsWith('/api/contacts')) return jsonResponse({ items: [], total: 0 } satisfies ApiAnswer<'get', '/api/contacts'>);
    if (url.startsWith('/api/matters/stats'))
      return jsonResponse({ openMatters: 4, myMatters: 2, tasksDueThisWeek: 1, tasksOverdue: 0, myTasksDueThisWeek: 1, myTasksOverdue: 0 } satisfies ApiAnswer<'get', '/api/matters/stats'>);
    if (url.startsWith('/api/notifications/unread-count')) return jsonResponse({ unread: 2 } satisfies ApiAnswer<'get', '/api/notifications/unread-count'>);
    return jsonResponse({ code: 'NOT_FOUND', message: 'A kért erőforrás nem található.' }, 404);
  };
}
