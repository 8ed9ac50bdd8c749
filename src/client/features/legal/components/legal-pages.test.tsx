// Issue 12 point 2: /terms and /privacy are public pages (not the sign-in screen), and a user
// whose accepted version is older than the one in force must accept it before the app opens.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentLegalVersions } from '@shared/legal/legal';
import { i18n } from '@client/lib/i18n';
import { authClient, resetAuthClientMock, setMockSession } from '@client/test/auth-client-mock';
import { renderRoute } from '@client/test/render';
import { anna, jsonResponse, legalStatus, shellApiMock } from '@client/test/shell-api-mock';

vi.mock('@client/lib/auth-client', () => import('@client/test/auth-client-mock'));

const unsetOperator = { name: null, address: null, registrationNumber: null, taxNumber: null, email: null, phone: null, privacyEmail: null, hostingProvider: null };

function documentsApi(operator: Record<string, string | null> = unsetOperator) {
  return vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async (input) =>
      String(input) === '/api/legal/documents' ? jsonResponse({ current: currentLegalVersions, operator }) : jsonResponse({ code: 'UNAUTHENTICATED', message: 'Bejelentkezés szükséges.' }, 401),
    );
}

beforeEach(() => resetAuthClientMock());
afterEach(() => vi.restoreAllMocks());

describe('public /terms and /privacy', () => {
  it('/terms shows the ÁSZF with its version and effective date, signed out, and marks unset operator details "[kitöltendő]"', async () => {
    setMockSession(null);
    documentsApi();
    renderRoute('/terms');
    expect(await screen.findByRole('heading', { level: 1, name: 'Általános Szerződési Feltételek' })).toBeInTheDocument();
    expect(screen.getByText(`Verzió: ${currentLegalVersions.terms.version} · Hatályos: 2026. nov. 25.`)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: '5. Csomagok és díjak' })).toBeInTheDocument();
    expect(screen.getByText(/Profi: korlátlan AI-ügynök-futtatás/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '12. Adatvédelem és adatfeldolgozás' })).toBeInTheDocument();
    const operator = screen.getByText('Cégnév:', { exact: false }).closest('li')!;
    expect(within(operator).getByText('[kitöltendő]')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Folytatás' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Adatkezelési tájékoztató' })).toHaveAttribute('href', '/privacy');
  });

  it('/privacy prints the configured operator, the processor role, the AI masking, cookies and the NAIH', async () => {
    setMockSession(null);
    documentsApi({ ...unsetOperator, name: 'Példa Szoftver Kft.', privacyEmail: 'adatvedelem@pelda.hu' });
    renderRoute('/privacy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Adatkezelési tájékoztató' })).toBeInTheDocument();
    expect(await screen.findByText('Példa Szoftver Kft.')).toBeInTheDocument();
    expect(screen.getAllByText('adatvedelem@pelda.hu').length).toBeGreaterThan(0);
    expect(screen.getByText(/Adatfeldolgozóként \(GDPR 28\. cikk\)/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '5. Mesterséges intelligencia (AI) használata' })).toBeInTheDocument();
    expect(screen.getByText(/httpOnly\) munkamenet-sütit/)).toBeInTheDocument();
    expect(screen.getByText('Nemzeti Adatvédelmi és Információszabadság Hatóság (NAIH)')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Folytatás' })).not.toBeInTheDocument();
  });

  it('in English shows a summary marked as such', async () => {
    setMockSession(null);
    documentsApi();
    await i18n.changeLanguage('en');
    try {
      renderRoute('/terms');
      expect(await screen.findByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeInTheDocument();
      expect(screen.getByText(/shorter English summary for information only/)).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('hu');
    }
  });
});

describe('links to the documents', () => {
  it('the sign-in and registration screens link both documents in their footer', async () => {
    setMockSession(null);
    documentsApi();
    for (const path of ['/login', '/register']) {
      const { unmount } = renderRoute(path);
      const footer = await screen.findByRole('navigation', { name: 'Jogi dokumentumok' });
      expect(within(footer).getByRole('link', { name: 'Általános Szerződési Feltételek' })).toHaveAttribute('href', '/terms');
      expect(within(footer).getByRole('link', { name: 'Adatkezelési tájékoztató' })).toHaveAttribute('href', '/privacy');
      unmount();
    }
  });
});

describe('acceptance of a new version', () => {
  function apiWith(status: ReturnType<typeof legalStatus>, onAccept: (body: unknown) => Response) {
    const base = shellApiMock();
    let current = status;
    return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      if (String(input) === '/api/legal/acceptance' && init?.method === 'POST') {
        const response = onAccept(JSON.parse(String(init.body)));
        if (response.ok) current = legalStatus();
        return response;
      }
      if (String(input) === '/api/legal/acceptance') return jsonResponse(current);
      return base(input);
    });
  }

  it('blocks the app until the newer ÁSZF is accepted; links open the documents in a new tab; the box must be ticked', async () => {
    setMockSession(anna);
    const bodies: unknown[] = [];
    apiWith(legalStatus({ terms: 'aszf-2025-01-01', privacy: currentLegalVersions.privacy.version }), (body) => {
      bodies.push(body);
      return jsonResponse(legalStatus());
    });
    renderRoute('/app/dashboard');

    expect(await screen.findByRole('heading', { level: 1, name: 'Frissültek a feltételeink' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Főmenü' })).not.toBeInTheDocument();
    expect(screen.getByText(/Korábban elfogadott változat: aszf-2025-01-01/)).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'általános szerződési feltételeket' });
    expect(link).toHaveAttribute('href', '/terms');
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.queryByRole('link', { name: 'adatvédelmi tájékoztatót' })).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Elfogadom' }));
    expect(await screen.findByText('Az általános szerződési feltételek elfogadása kötelező')).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await user.click(screen.getByRole('checkbox', { name: /általános szerződési feltételeket/ }));
    await user.click(screen.getByRole('button', { name: 'Elfogadom' }));
    expect(await screen.findByRole('navigation', { name: 'Főmenü' })).toBeInTheDocument();
    expect(bodies).toEqual([{ terms: currentLegalVersions.terms.version }]);
  });

  it('asks an account that never accepted for both documents, and shows the server refusing a version no longer in force', async () => {
    setMockSession(anna);
    apiWith(legalStatus({ terms: null, privacy: null }), () =>
      jsonResponse({ code: 'LEGAL_VERSION_NOT_CURRENT', message: 'A dokumentum időközben megváltozott. Töltsd újra az oldalt, olvasd el az új változatot, és fogadd el azt.' }, 409),
    );
    renderRoute('/app/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Fogadd el a feltételeinket' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: /általános szerződési feltételeket/ }));
    await user.click(screen.getByRole('button', { name: 'Elfogadom' }));
    expect(await screen.findByText('Az adatvédelmi tájékoztató elfogadása kötelező')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /adatvédelmi tájékoztatót/ }));
    await user.click(screen.getByRole('button', { name: 'Elfogadom' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A dokumentum időközben megváltozott.');
    expect(screen.getByRole('heading', { level: 1, name: 'Fogadd el a feltételeinket' })).toBeInTheDocument();
  });

  it("puts the server's field error on the document's tick", async () => {
    setMockSession(anna);
    apiWith(legalStatus({ terms: null, privacy: null }), () => jsonResponse({ code: 'VALIDATION_ERROR', message: 'Hibás adatok.', fields: { privacy: 'Ismeretlen adatvédelmi tájékoztató-változat.' } }, 400));
    renderRoute('/app/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Fogadd el a feltételeinket' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: /általános szerződési feltételeket/ }));
    await user.click(screen.getByRole('checkbox', { name: /adatvédelmi tájékoztatót/ }));
    await user.click(screen.getByRole('button', { name: 'Elfogadom' }));
    const privacy = screen.getByRole('checkbox', { name: /adatvédelmi tájékoztatót/ });
    await waitFor(() => expect(privacy).toHaveAttribute('aria-invalid', 'true'));
    expect(privacy).toHaveAccessibleDescription(expect.stringContaining('Ismeretlen adatvédelmi tájékoztató-változat.'));
    expect(screen.getByRole('checkbox', { name: /általános szerződési feltételeket/ })).not.toHaveAttribute('aria-invalid');
  });

  it('when the acceptance status cannot be read, shows "Hiba történt" with a retry instead of the app', async () => {
    setMockSession(anna);
    const base = shellApiMock();
    let fail = true;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) =>
      String(input) === '/api/legal/acceptance' && fail ? jsonResponse({ code: 'DATABASE_UNAVAILABLE', message: 'Az adatbázis jelenleg nem érhető el.' }, 503) : base(input),
    );
    renderRoute('/app/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hiba történt' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Főmenü' })).not.toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Újrapróbálás' }));
    expect(await screen.findByRole('navigation', { name: 'Főmenü' })).toBeInTheDocument();
  });

  it('declining signs the user out', async () => {
    setMockSession(anna);
    apiWith(legalStatus({ terms: 'aszf-2025-01-01', privacy: 'adatkezeles-2025-01-01' }), () => jsonResponse(legalStatus()));
    const { router } = renderRoute('/app/dashboard');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Nem fogadom el, kijelentkezem' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(authClient.signOut).toHaveBeenCalledTimes(1);
  });
});
