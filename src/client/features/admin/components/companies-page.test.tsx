import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiAnswer } from '@client/lib/api-client';
import { loadAppLocales } from '@client/lib/app-locales';
import { renderWithProviders } from '@client/test/render';
import { CompaniesPage } from './companies-page';

const company = { id: 't1', name: 'Kovács és Társa Ügyvédi Iroda', slug: 'kovacs', createdAt: '2026-03-02T09:00:00.000Z', suspendedAt: null, memberCount: 4, activeAdministrators: 1 } satisfies ApiAnswer<
  'get',
  '/api/admin/companies'
>['items'][number];

beforeAll(() => loadAppLocales());
beforeEach(() => {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response(JSON.stringify({ items: [company], total: 1 }), { status: 200, headers: { 'content-type': 'application/json' } }));
});
afterEach(() => vi.restoreAllMocks());

describe('admin companies table', () => {
  it('labels every column in Hungarian, with no untranslated placeholder', async () => {
    renderWithProviders(<CompaniesPage />);
    const table = await screen.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers.slice(0, 4)).toEqual(['Cégnév', 'Tagok', 'Létrehozva', 'Állapot']);
    expect(document.body.textContent).not.toContain('{{');
  });

  it('suspends a firm only after the platform owner confirms it (every member is locked out)', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    renderWithProviders(<CompaniesPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Kovács és Társa Ügyvédi Iroda felfüggesztése' }));
    expect(confirm).toHaveBeenCalledWith('Biztosan felfüggeszted a(z) Kovács és Társa Ügyvédi Iroda hozzáférését? 4 tagja nem tud belépni, amíg vissza nem állítod; az adatok megmaradnak.');
    const suspensions = () => vi.mocked(globalThis.fetch).mock.calls.filter(([input]) => String(input instanceof Request ? input.url : input).includes('/suspension'));
    expect(suspensions()).toHaveLength(0);

    confirm.mockReturnValue(true);
    fireEvent.click(screen.getByRole('button', { name: 'Kovács és Társa Ügyvédi Iroda felfüggesztése' }));
    await waitFor(() => expect(suspensions()).toHaveLength(1));
  });

  it('shows each firm as a card on a phone, its actions in reach (no sideways scroll)', async () => {
    renderWithProviders(<CompaniesPage />);
    const table = await screen.findByRole('table');
    // stackOnPhone sets the table roles explicitly (decision 0478).
    expect(table.getAttribute('role')).toBe('table');
  });
});
