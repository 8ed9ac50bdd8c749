import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiAnswer } from '@client/lib/api-client';
import { loadAppLocales } from '@client/lib/app-locales';
import { renderWithProviders } from '@client/test/render';
import { CompaniesPage } from './companies-page';

const company = { id: 't1', name: 'Kovács és Társa Ügyvédi Iroda', slug: 'kovacs', createdAt: '2026-03-02T09:00:00.000Z', suspendedAt: null, memberCount: 4, activeAdministrators: 1 } satisfies ApiAnswer<
  'get',
  '/api/admin/companies'
>['items'][number];

/** A firm whose only administrator is deactivated (decision 0510). */
const orphan = { ...company, id: 't2', name: 'Árva Ügyvédi Iroda', slug: 'arva', memberCount: 1, activeAdministrators: 0 };

beforeAll(() => loadAppLocales());
beforeEach(() => {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response(JSON.stringify({ items: [company], total: 1 }), { status: 200, headers: { 'content-type': 'application/json' } }));
});
afterEach(() => vi.restoreAllMocks());

/** The page at its address (the filter lives in it), inside a router for its links. */
function renderPage(path = '/app/admin/companies') {
  return renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <CompaniesPage />
    </MemoryRouter>,
  );
}
const requestUrl = (input: Parameters<typeof fetch>[0]) => new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
/** The companies list requests so far, as their query parameters. */
const listRequests = () =>
  vi
    .mocked(globalThis.fetch)
    .mock.calls.map(([input]) => requestUrl(input))
    .filter((url) => url.pathname === '/api/admin/companies')
    .map((url) => url.searchParams);

describe('admin companies table', () => {
  it('labels every column in Hungarian, with no untranslated placeholder', async () => {
    renderPage();
    const table = await screen.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers.slice(0, 4)).toEqual(['Cégnév', 'Tagok', 'Létrehozva', 'Állapot']);
    expect(document.body.textContent).not.toContain('{{');
  });

  it('suspends a firm only after the platform owner confirms it (every member is locked out)', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Kovács és Társa Ügyvédi Iroda felfüggesztése' }));
    expect(confirm).toHaveBeenCalledWith('Biztosan felfüggeszted a(z) Kovács és Társa Ügyvédi Iroda hozzáférését? 4 tagja nem tud belépni, amíg vissza nem állítod; az adatok megmaradnak.');
    const suspensions = () => vi.mocked(globalThis.fetch).mock.calls.filter(([input]) => String(input instanceof Request ? input.url : input).includes('/suspension'));
    expect(suspensions()).toHaveLength(0);

    confirm.mockReturnValue(true);
    fireEvent.click(screen.getByRole('button', { name: 'Kovács és Társa Ügyvédi Iroda felfüggesztése' }));
    await waitFor(() => expect(suspensions()).toHaveLength(1));
  });

  describe('firms without an active administrator (decision 0510)', () => {
    beforeEach(() => {
      // The server filters: with withoutAdministrator=true only the orphan firm, otherwise both (45 in all, so there is a second page).
      vi.mocked(globalThis.fetch).mockImplementation(async (input) => {
        const filtered = requestUrl(input).searchParams.get('withoutAdministrator') === 'true';
        const body = filtered ? { items: [orphan], total: 1 } : { items: [company, orphan], total: 45 };
        return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
      });
    });

    it('marks only the firm with no active administrator', async () => {
      renderPage();
      const table = await screen.findByRole('table');
      const rowOf = (name: string) => within(table).getByText(name).closest('[role="row"]') as HTMLElement;
      expect(within(rowOf(orphan.name)).getByText('Nincs aktív adminisztrátor')).toBeInTheDocument();
      expect(within(rowOf(company.name)).queryByText('Nincs aktív adminisztrátor')).toBeNull();
    });

    it('the two filter buttons toggle (aria-pressed, by keyboard too), ask the server for the firms without one from the first page, and point to the users page', async () => {
      const user = userEvent.setup();
      renderPage();
      await screen.findByRole('table');
      const group = screen.getByRole('group', { name: 'Cégek szűrése' });
      const all = within(group).getByRole('button', { name: 'Minden cég' });
      const without = within(group).getByRole('button', { name: 'Aktív adminisztrátor nélkül' });
      expect(all).toHaveAttribute('aria-pressed', 'true');
      expect(without).toHaveAttribute('aria-pressed', 'false');
      expect(screen.queryByRole('link', { name: 'Felhasználók' })).toBeNull();
      expect(listRequests().every((p) => !p.has('withoutAdministrator'))).toBe(true);

      // On the second page of all firms, the filter starts again on its first page.
      await user.click(screen.getByRole('button', { name: 'Következő' }));
      await waitFor(() => expect(listRequests().at(-1)?.get('offset')).toBe('20'));

      // Reached and pressed with the keyboard alone.
      for (let i = 0; i < 20 && document.activeElement !== without; i++) await user.tab();
      expect(without).toHaveFocus();
      await user.keyboard('{Enter}');
      expect(without).toHaveAttribute('aria-pressed', 'true');
      expect(all).toHaveAttribute('aria-pressed', 'false');
      await waitFor(() => expect(listRequests().at(-1)?.get('withoutAdministrator')).toBe('true'));
      expect(listRequests().at(-1)?.get('offset')).toBe('0');
      await waitFor(() => expect(within(screen.getByRole('table')).queryByText(company.name)).toBeNull());
      const note = screen.getByRole('link', { name: 'Felhasználók' });
      expect(note).toHaveAttribute('href', '/app/admin/users');
      expect(note.closest('p')?.textContent).toContain('Ezeknek a cégeknek nincs aktív cégadminisztrátora.');

      await user.click(all);
      expect(all).toHaveAttribute('aria-pressed', 'true');
      await waitFor(() => expect(listRequests().at(-1)?.has('withoutAdministrator')).toBe(false));
      expect(screen.queryByRole('link', { name: 'Felhasználók' })).toBeNull();
    });

    it('opens filtered from the address (?withoutAdministrator=1)', async () => {
      renderPage('/app/admin/companies?withoutAdministrator=1');
      expect(await screen.findByRole('button', { name: 'Aktív adminisztrátor nélkül' })).toHaveAttribute('aria-pressed', 'true');
      await waitFor(() => expect(listRequests()[0]?.get('withoutAdministrator')).toBe('true'));
      expect(listRequests().some((p) => !p.has('withoutAdministrator'))).toBe(false);
    });
  });

  it("each firm's „Tagok” opens its members on the users page (decision 0511)", async () => {
    renderPage();
    const table = await screen.findByRole('table');
    const row = within(table).getByText(company.name).closest('[role="row"]') as HTMLElement;
    const link = within(row).getByRole('link', { name: `${company.name} tagjai` });
    expect(link).toHaveAttribute('href', '/app/admin/users?tenantId=t1');
    expect(link).toHaveTextContent('Tagok');
  });

  it('shows each firm as a card on a phone, its actions in reach (no sideways scroll)', async () => {
    renderPage();
    const table = await screen.findByRole('table');
    // stackOnPhone sets the table roles explicitly (decision 0478).
    expect(table.getAttribute('role')).toBe('table');
  });
});
