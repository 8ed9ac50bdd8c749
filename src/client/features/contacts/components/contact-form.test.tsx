// The contact dialog on the form kit: the shared contact rule checks the typed fields first (a
// wrong check digit is refused on its field, nothing sent, one alert above), the body goes as typed
// and the server's Hungarian field messages land on their fields (a tag's on the tags field).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadAppLocales } from '@client/lib/app-locales';
import { invalid, json, mockFetch } from '@client/test/form-api-mock';
import { chooseInCombobox } from '@client/test/combobox';
import { renderWithProviders } from '@client/test/render';
import { ContactFormDialog } from './contact-form';

/** The organisations answered; `answer` for the writes. Returns the writes as sent. */
const mockApi = (answer: (url: string, method: string) => Response | undefined) =>
  mockFetch((url, method) => answer(url, method) ?? (url === '/api/contacts' ? json(200, { items: [{ id: 'org-1', kind: 'organisation', name: 'Bence Bau Kft.' }], total: 1 }) : undefined), { record: 'writes' });

beforeAll(() => loadAppLocales());
afterEach(() => vi.restoreAllMocks());

describe('contact dialog on the form kit', () => {
  it('an organisation: a wrong check digit is refused on the field; the server message on a tag lands on the tags', async () => {
    const calls = mockApi((url, method) => (url === '/api/contacts' && method === 'POST' ? invalid({ 'tags.1': 'Egy címke legfeljebb 40 karakter.' }) : undefined));
    renderWithProviders(<ContactFormDialog target={{ kind: 'organisation', contact: null }} onClose={vi.fn()} onSaved={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Új szervezet' });
    await userEvent.type(within(dialog).getByLabelText('Szervezet neve'), 'Zöldmező Kft.');
    const tax = within(dialog).getByLabelText('Adószám');
    await userEvent.type(tax, '12892313-2-42');
    await userEvent.type(within(dialog).getByLabelText('Irányítószám'), '1052');
    await userEvent.type(within(dialog).getByLabelText('Település'), 'Budapest');
    await userEvent.type(within(dialog).getByLabelText('Utca, házszám'), 'Váci utca 10.');
    await userEvent.type(within(dialog).getByLabelText('Címkék'), 'ügyfél, ingatlan');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mentés' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Javítsd a megjelölt mezőket.');
    await waitFor(() => expect(tax).toHaveAccessibleDescription(/Az adószám törzsszámának ellenőrző számjegye hibás, valószínűleg elírás\./));
    await waitFor(() => expect(tax).toHaveFocus());
    expect(calls).toEqual([]);

    await userEvent.clear(tax);
    await userEvent.type(tax, '24225221-2-43');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(within(dialog).getByLabelText('Címkék')).toHaveAccessibleDescription(/Egy címke legfeljebb 40 karakter\./));
    expect(calls).toEqual([
      {
        url: '/api/contacts',
        method: 'POST',
        body: {
          kind: 'organisation',
          name: 'Zöldmező Kft.',
          companyRegNumber: '',
          email: '',
          phone: '',
          taxNumber: '24225221-2-43',
          euVatNumber: '',
          bankAccount: '',
          iban: '',
          address: { country: 'HU', postalCode: '1052', city: 'Budapest', street: 'Váci utca 10.' },
          tags: ['ügyfél', 'ingatlan'],
          notes: '',
        },
      },
    ]);
  });

  it('a person with a workplace: the server message on the link lands on its field', async () => {
    const calls = mockApi((url, method) => (url === '/api/contacts' && method === 'POST' ? invalid({ 'links.0.title': 'A beosztás legfeljebb 100 karakter.' }) : undefined));
    renderWithProviders(<ContactFormDialog target={{ kind: 'person', contact: null }} onClose={vi.fn()} onSaved={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Új személy' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mentés' }));
    expect(within(dialog).getByLabelText('Családi név')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toEqual([]);

    await userEvent.type(within(dialog).getByLabelText('Családi név'), 'Kovács');
    await userEvent.type(within(dialog).getByLabelText('Utónév'), 'Réka');
    await chooseInCombobox(within(dialog).getByRole('combobox', { name: 'Szervezet' }), 'Bence Bau Kft.', 'bence');
    await userEvent.selectOptions(within(dialog).getByLabelText('Kapcsolat'), 'represents');
    const title = within(dialog).getByLabelText('Beosztás');
    await userEvent.type(title, 'ügyvezető');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(title).toHaveAccessibleDescription('A beosztás legfeljebb 100 karakter.'));
    expect(calls[0]?.body).toMatchObject({
      kind: 'person',
      familyName: 'Kovács',
      givenName: 'Réka',
      idDocument: null,
      address: null,
      tags: [],
      links: [{ organisationId: 'org-1', role: 'represents', title: 'ügyvezető' }],
    });
  });
});
