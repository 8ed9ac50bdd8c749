// The invoicing settings on the form kit (issue 41.2): the seller data on the shared settings rule
// (the GIRO and tax number check digits in the browser), the series and the NAV technical user on
// their shared bodies; the server's field messages land on their fields; a refused check sends nothing.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadAppLocales } from '@client/lib/app-locales';
import { invalid, json, mockFetch } from '@client/test/form-api-mock';
import { renderWithProviders } from '@client/test/render';
import { InvoiceSettingsPage } from './invoice-settings-page';

const settings = {
  sellerName: 'Nagy és Társa Ügyvédi Iroda',
  taxNumber: '24225221-2-43',
  communityVatNumber: null,
  address: { countryCode: 'HU', postalCode: '1055', city: 'Budapest', addressLine: 'Kossuth tér 1.' },
  bankAccountNumber: '11700027-20000000-00000002',
  paymentDays: 8,
  footerNote: null,
};
const nav = { configured: true, environment: 'test', login: 'techuser01', taxNumber: '24225221', updatedAt: '2026-11-01T08:00:00.000Z' };

/** The settings, the series and the NAV credentials answer GETs; `write` answers the rest, which are recorded. */
const mockApi = (write: (url: string, method: string) => Response | undefined) =>
  mockFetch(
    (url, method) => {
      if (method !== 'GET') return write(url, method);
      if (url === '/api/invoice-generator/settings') return json(200, settings);
      if (url === '/api/invoice-generator/series') return json(200, [{ id: 's1', prefix: 'SZ', name: 'Alap', last: 3, isDefault: true }]);
      if (url === '/api/invoice-generator/nav-credentials') return json(200, nav);
      return json(200, null);
    },
    { record: 'writes' },
  );

function renderPage() {
  renderWithProviders(
    <MemoryRouter>
      <InvoiceSettingsPage />
    </MemoryRouter>,
  );
}
const sellerForm = async () => screen.findByRole('form', { name: 'Az iroda eladói adatai' });

beforeAll(() => loadAppLocales());
afterEach(() => vi.restoreAllMocks());

describe('invoice settings on the form kit', () => {
  it('saves the seller data as typed (trimmed, empty optionals null)', async () => {
    const calls = mockApi((url) => (url === '/api/invoice-generator/settings' ? json(200, settings) : undefined));
    renderPage();
    const form = await sellerForm();
    const account = within(form).getByLabelText('Bankszámlaszám (nem kötelező)');
    await userEvent.clear(account);
    await userEvent.type(account, ' 11700027 20000000 00000002 ');
    await userEvent.click(within(form).getByRole('button', { name: 'Eladói adatok mentése' }));
    expect(await within(form).findByText('Az eladói adatok mentve.')).toBeVisible();
    expect(calls).toEqual([{ url: '/api/invoice-generator/settings', method: 'PUT', body: { ...settings, bankAccountNumber: '11700027 20000000 00000002' } }]);
  });

  it("the seller's legal name is labelled as such, and an empty one is refused on its field", async () => {
    const calls = mockApi(() => undefined);
    renderPage();
    const form = await sellerForm();
    const name = within(form).getByLabelText('Az iroda hivatalos neve');
    expect(name).toHaveValue(settings.sellerName);
    await userEvent.clear(name);
    await userEvent.click(within(form).getByRole('button', { name: 'Eladói adatok mentése' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription(/Add meg az iroda hivatalos nevét\./));
    expect(calls).toEqual([]);
  });

  it('wrong check digits are refused in the browser on their fields, the first one focused; nothing is sent', async () => {
    const calls = mockApi(() => undefined);
    renderPage();
    const form = await sellerForm();
    const account = within(form).getByLabelText('Bankszámlaszám (nem kötelező)');
    await userEvent.clear(account);
    await userEvent.type(account, '11700024-20000000-00000000');
    const tax = within(form).getByLabelText('Adószám');
    await userEvent.clear(tax);
    await userEvent.type(tax, '24225222-2-43');
    await userEvent.click(within(form).getByRole('button', { name: 'Eladói adatok mentése' }));
    await waitFor(() => expect(account).toHaveAccessibleDescription(/A bankszámlaszám ellenőrző számjegye hibás, valószínűleg elírás\./));
    expect(tax).toHaveAccessibleDescription(/Az adószám törzsszámának ellenőrző számjegye hibás, valószínűleg elírás\./);
    expect(within(form).getByRole('alert')).toHaveTextContent('Javítsd a megjelölt mezőket.');
    expect(tax).toHaveFocus();
    expect(calls).toEqual([]);
  });

  it("the server's messages land on their fields (the address's too) and the first is focused", async () => {
    const calls = mockApi((url) => (url === '/api/invoice-generator/settings' ? invalid({ 'address.postalCode': 'Ismeretlen irányítószám.', footerNote: 'Túl hosszú lábléc.' }) : undefined));
    renderPage();
    const form = await sellerForm();
    await userEvent.click(within(form).getByRole('button', { name: 'Eladói adatok mentése' }));
    const postal = within(form).getByLabelText('Irányítószám');
    await waitFor(() => expect(postal).toHaveAccessibleDescription('Ismeretlen irányítószám.'));
    expect(within(form).getByLabelText('Lábléc a számlán (nem kötelező)')).toHaveAccessibleDescription(/Túl hosszú lábléc\./);
    // The server's messages land while the form still submits; focus follows once the fieldset is
    // enabled again (form.tsx), a render later – on a loaded machine after the check above.
    await waitFor(() => expect(postal).toHaveFocus());
    expect(calls).toHaveLength(1);
  });

  it('a new series goes in capitals; the server message lands on the prefix', async () => {
    const calls = mockApi((url) => (url === '/api/invoice-generator/series' ? invalid({ prefix: 'Ilyen előtagú számlatömb már van.' }) : undefined));
    renderPage();
    const section = await screen.findByRole('region', { name: 'Számlatömbök' });
    await userEvent.click(within(section).getByRole('button', { name: 'Új számlatömb' }));
    await waitFor(() => expect(within(section).getByLabelText('Megnevezés')).toHaveAttribute('aria-invalid', 'true'));
    expect(calls).toEqual([]);

    await userEvent.type(within(section).getByLabelText('Előtag'), ' sz ');
    await userEvent.type(within(section).getByLabelText('Megnevezés'), 'Alap');
    await userEvent.click(within(section).getByRole('button', { name: 'Új számlatömb' }));
    await waitFor(() => expect(within(section).getByLabelText('Előtag')).toHaveAccessibleDescription('Ilyen előtagú számlatömb már van.'));
    expect(calls).toEqual([{ url: '/api/invoice-generator/series', method: 'POST', body: { prefix: 'SZ', name: 'Alap', isDefault: false } }]);
  });

  it('the NAV technical user that failed to load offers a retry that brings the form', async () => {
    let navAnswer = () => json(500, { code: 'INTERNAL_ERROR', message: 'Belső hiba.' });
    const sent = mockFetch((url) => {
      if (url === '/api/invoice-generator/settings') return json(200, settings);
      if (url === '/api/invoice-generator/series') return json(200, []);
      if (url === '/api/invoice-generator/nav-credentials') return navAnswer();
      return undefined;
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Újrapróbálás' }));
    navAnswer = () => json(200, nav);
    await userEvent.click(await screen.findByRole('button', { name: 'Újrapróbálás' }));
    const form = await screen.findByRole('form', { name: 'NAV technikai felhasználó' });
    expect(within(form).getByLabelText('Felhasználónév')).toHaveValue('techuser01');
    expect(screen.queryByRole('button', { name: 'Újrapróbálás' })).not.toBeInTheDocument();
    expect(sent.filter((c) => c.url === '/api/invoice-generator/nav-credentials')).toHaveLength(3);
  });

  it('the NAV technical user: the shared body in the browser, the server message on the sign key, secrets emptied after saving', async () => {
    let answer = invalid({ signKey: 'Az aláírókulcs nem illik a felhasználóhoz.' });
    const calls = mockApi((url) => (url === '/api/invoice-generator/nav-credentials' ? answer : undefined));
    renderPage();
    const form = await screen.findByRole('form', { name: 'NAV technikai felhasználó' });
    const login = within(form).getByLabelText('Felhasználónév');
    await userEvent.clear(login);
    await userEvent.type(login, 'x');
    await userEvent.click(within(form).getByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(login).toHaveAccessibleDescription(/A technikai felhasználó neve 6–15 betű vagy számjegy\./));
    expect(calls).toEqual([]);

    await userEvent.clear(login);
    await userEvent.type(login, 'techuser02');
    const signKey = within(form).getByLabelText('XML aláírókulcs');
    await userEvent.type(signKey, 'k'.repeat(32));
    await userEvent.click(within(form).getByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(signKey).toHaveAccessibleDescription(/Az aláírókulcs nem illik a felhasználóhoz\./));
    expect(calls).toEqual([{ url: '/api/invoice-generator/nav-credentials', method: 'PUT', body: { environment: 'test', login: 'techuser02', taxNumber: '24225221', signKey: 'k'.repeat(32) } }]);

    answer = json(200, { ...nav, login: 'techuser02' });
    await userEvent.click(within(form).getByRole('button', { name: 'Mentés' }));
    expect(await within(form).findByText('A NAV technikai felhasználó mentve.')).toBeVisible();
    expect(signKey).toHaveValue('');
    expect(calls).toHaveLength(2);
  });
});
