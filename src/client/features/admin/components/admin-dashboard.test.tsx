// The platform owner's dashboard: the ways in include the cross-firm AI screen, which the spec's admin
// sidebar (2.4) does not list.
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadAppLocales } from '@client/lib/app-locales';
import { renderWithProviders } from '@client/test/render';
import { AdminDashboard } from './admin-dashboard';

beforeAll(() => loadAppLocales());
beforeEach(() => {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response(JSON.stringify({ code: 'INTERNAL_ERROR', message: 'Belső hiba.' }), { status: 500, headers: { 'content-type': 'application/json' } }));
});
afterEach(() => vi.restoreAllMocks());

describe("the platform owner's dashboard", () => {
  it('leads to the AI screen (keys, every firm’s usage, alerts and AI log)', async () => {
    renderWithProviders(
      <MemoryRouter>
        <AdminDashboard name="Admin" />
      </MemoryRouter>,
    );
    const shortcuts = await screen.findByRole('navigation', { name: 'Adminisztráció' });
    const ai = within(shortcuts).getByRole('link', { name: /AI modulok/ });
    expect(ai.getAttribute('href')).toBe('/app/ai-modules');
    expect(ai.textContent).toContain('Platformkulcsok, az irodák AI-használata, riasztásai és AI-naplója.');
  });
});
