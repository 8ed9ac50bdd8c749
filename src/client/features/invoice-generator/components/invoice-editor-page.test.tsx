// The invoice editor on the form kit (issue 41.2): the shared draft body checks the form (nothing is
// sent when it refuses), empty lines are left out of the request, and the server's messages land
// on the line on the screen they are about (the body's line 0 may be the screen's second line).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadAppLocales } from '@client/lib/app-locales';
import { renderWithProviders } from '@client/test/render';
import { draftInvoice } from '../test/draft-invoice';
import { InvoiceEditorPage } from './invoice-editor-page';
import { chooseInCombobox } from '@client/test/combobox';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const invalid = (fields: Record<string, string>) => json(400, { code: 'VALIDATION_ERROR', message: 'Hibás adatok.', fields });

function mockApi(write: () => Response) {
  const calls: { url: string; method: string; body: unknown }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
    const url = new URL(request.url).pathname;
    if (request.method === 'GET') {
      if (url === '/api/contacts') return json(200, { items: [{ id: 'c-1', name: 'Tóth és Fia Kft.' }], total: 1 });
      return json(200, null);
    }
    const text = await request.clone().text();
    calls.push({ url, method: request.method, body: text ? JSON.parse(text) : undefined });
    return write();
  });
  return calls;
}

const render = (draft?: ReturnType<typeof draftInvoice>) =>
  renderWithProviders(
    <MemoryRouter>
      <InvoiceEditorPage {...(draft ? { draft } : {})} />
    </MemoryRouter>,
  );
const line = (n: number) => screen.getByRole('group', { name: `${n}. tétel` });

beforeAll(() => loadAppLocales());
afterEach(() => vi.restoreAllMocks());

describe('invoice editor on the form kit', () => {
  it('a new draft: a line without its name is refused on its field and nothing is sent; then the body is posted', async () => {
    const calls = mockApi(() => json(201, { id: 'inv-9' }));
    render();
    await chooseInCombobox(await screen.findByRole('combobox', { name: 'Vevő' }), 'Tóth és Fia Kft.', 'toth');
    await userEvent.type(within(line(1)).getByLabelText('Nettó egységár (HUF)'), '45 000');
    await userEvent.click(screen.getByRole('button', { name: 'Piszkozat mentése' }));
    const description = within(line(1)).getByLabelText('Megnevezés');
    await waitFor(() => expect(description).toHaveAccessibleDescription('A tétel megnevezése kötelező.'));
    expect(description).toHaveFocus();
    expect(calls).toEqual([]);

    await userEvent.type(description, 'Jogi tanácsadás');
    await userEvent.clear(within(line(1)).getByLabelText('Mennyiség'));
    await userEvent.type(within(line(1)).getByLabelText('Mennyiség'), '1,5');
    await userEvent.click(screen.getByRole('button', { name: 'Piszkozat mentése' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({
      url: '/api/invoice-generator',
      method: 'POST',
      body: {
        contactId: 'c-1',
        matterId: null,
        deliveryDate: null,
        paymentDate: null,
        paymentMethod: 'TRANSFER',
        currency: 'HUF',
        exchangeRate: '1',
        exchangeRateSource: null,
        note: null,
        lines: [{ description: 'Jogi tanácsadás', nature: 'SERVICE', quantity: '1.5', unitOfMeasure: 'HOUR', unitPrice: '45000', vat: { code: '27' } }],
      },
    });
  });

  it("the server's message about the body's first line lands on the screen's second line (the empty first one is not sent)", async () => {
    const calls = mockApi(() => invalid({ 'lines.0.vat.code': 'Ez az áfaeset ennél a vevőnél nem választható.', paymentDate: 'A fizetési határidő nem lehet a kelte előtt.' }));
    const draft = draftInvoice({ paymentDate: '2026-12-10', deliveryDate: '2026-12-01' });
    render(draft);
    await userEvent.click(screen.getByRole('button', { name: 'Új tétel' }));
    // The first line emptied, the second filled: only the second is sent.
    await userEvent.clear(within(line(1)).getByLabelText('Megnevezés'));
    await userEvent.clear(within(line(1)).getByLabelText('Nettó egységár (HUF)'));
    await userEvent.type(within(line(2)).getByLabelText('Megnevezés'), 'Okirat ellenjegyzése');
    await userEvent.type(within(line(2)).getByLabelText('Nettó egységár (HUF)'), '30000');
    await userEvent.selectOptions(within(line(2)).getByLabelText('Áfakulcs vagy áfaeset'), 'AAM');
    await userEvent.click(screen.getByRole('button', { name: 'Piszkozat mentése' }));
    const vat = within(line(2)).getByLabelText('Áfakulcs vagy áfaeset');
    await waitFor(() => expect(vat).toHaveAccessibleDescription('Ez az áfaeset ennél a vevőnél nem választható.'));
    expect(screen.getByRole('textbox', { name: 'Fizetési határidő' })).toHaveAccessibleDescription(/A fizetési határidő nem lehet a kelte előtt\./);
    expect(within(line(1)).getByLabelText('Áfakulcs vagy áfaeset')).not.toHaveAccessibleDescription(/áfaeset/);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.method).toBe('PUT');
    expect((calls[0]!.body as { lines: { description: string; vat: unknown }[] }).lines).toEqual([expect.objectContaining({ description: 'Okirat ellenjegyzése', vat: { code: 'AAM' } })]);
  });
});

describe("invoice editor, a line's total", () => {
  it('a negative line (a correction) names its net, VAT and gross instead of adding a negative VAT', async () => {
    mockApi(() => json(200, {}));
    const draft = draftInvoice();
    render({ ...draft, lines: draft.lines.map((l) => ({ ...l, quantity: '-2' })) });
    const text = (await within(line(1)).findByText(/^Nettó -?\d/)).textContent?.replace(/\u00a0/g, ' ');
    expect(text).toBe('Nettó -80 000 Ft, áfa -21 600 Ft, bruttó -101 600 Ft');
  });
});
