import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiAnswer } from '@client/lib/api-client';
import { loadAppLocales } from '@client/lib/app-locales';
import { renderWithProviders } from '@client/test/render';
import { OperatorDetailsSection } from './operator-details-form';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const empty = { name: null, address: null, taxNumber: null, bank: null, bankAccount: null, missing: ['name', 'taxNumber', 'bank', 'bankAccount'], updatedAt: null } satisfies ApiAnswer<
  'get',
  '/api/platform/billing/operator'
>;

describe('operator billing details (issue 38.11)', () => {
  beforeAll(() => loadAppLocales());
  afterEach(() => vi.restoreAllMocks());

  it('names what a pro-forma still needs, refuses a bad tax number in the browser and saves the details', async () => {
    const sent: unknown[] = [];
    let stored: object = empty;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (_url, init) => {
      if (init?.method === 'PUT') {
        const body = JSON.parse(String(init.body));
        sent.push(body);
        stored = { ...body, missing: [], updatedAt: '2026-11-29T09:00:00.000Z' };
      }
      return json(200, stored);
    });
    renderWithProviders(<OperatorDetailsSection canEdit />);
    expect(await screen.findByText('Díjbekérő most nem állítható ki. Hiányzik: Üzemeltető neve, Adószám, Számlavezető bank, Bankszámlaszám.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Üzemeltető neve/), { target: { value: 'Virtuális Iroda Szolgáltató Kft.' } });
    fireEvent.change(screen.getByLabelText(/^Székhely/), { target: { value: '1052 Budapest, Váci utca 12.' } });
    fireEvent.change(screen.getByLabelText(/^Adószám/), { target: { value: '12345678-2-41' } });
    fireEvent.change(screen.getByLabelText(/^Számlavezető bank/), { target: { value: 'OTP Bank Nyrt.' } });
    fireEvent.change(screen.getByLabelText(/^Bankszámlaszám/), { target: { value: '11773016-11111018' } });
    fireEvent.click(screen.getByRole('button', { name: 'Adatok mentése' }));
    await waitFor(() => expect(screen.getByLabelText(/^Adószám/)).toHaveAttribute('aria-invalid', 'true'));
    expect(sent).toEqual([]);

    fireEvent.change(screen.getByLabelText(/^Adószám/), { target: { value: '12345676-2-41' } });
    fireEvent.click(screen.getByRole('button', { name: 'Adatok mentése' }));
    expect(await screen.findByText('Mentettük: a következő díjbekérők ezekkel az adatokkal készülnek.')).toBeTruthy();
    expect(sent).toEqual([{ name: 'Virtuális Iroda Szolgáltató Kft.', address: '1052 Budapest, Váci utca 12.', taxNumber: '12345676-2-41', bank: 'OTP Bank Nyrt.', bankAccount: '11773016-11111018' }]);
    await waitFor(() => expect(screen.queryByText(/Díjbekérő most nem állítható ki/)).toBeNull());
  });
});
