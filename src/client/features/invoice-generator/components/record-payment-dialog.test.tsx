// The payment dialog on the form kit (issue 41.2): the shared record-payment body checks the form,
// the server's refusal shows in the dialog and its field messages land on their fields.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { todayInBudapest } from '@shared/dates/iso-date';
import { loadAppLocales } from '@client/lib/app-locales';
import { renderWithProviders } from '@client/test/render';
import { RecordPaymentDialog } from './record-payment-dialog';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const invoice = { id: 'inv-1', number: 'SZ/000001', currency: 'HUF', paymentMethod: 'TRANSFER' };

function mockApi(answer: () => Response) {
  const calls: { url: string; method: string; body: unknown }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
    const text = await request.clone().text();
    const url = new URL(request.url).pathname;
    if (url === '/api/auth/get-session') return json(200, null);
    calls.push({ url, method: request.method, body: text ? JSON.parse(text) : undefined });
    return answer();
  });
  return calls;
}

describe('RecordPaymentDialog', () => {
  beforeAll(async () => {
    await loadAppLocales();
  });
  afterEach(() => vi.restoreAllMocks());

  it('issue 38.15: an over-payment refused by the server is shown in the dialog, which stays open', async () => {
    const message = 'A befizetés nagyobb, mint a számla fennálló tartozása.';
    mockApi(() => json(422, { code: 'PAYMENT_EXCEEDS_BALANCE', message }));
    const onClose = vi.fn();
    renderWithProviders(<RecordPaymentDialog open onClose={onClose} invoice={invoice} openAmount="127000" />);
    const amount = screen.getByLabelText(/Összeg/);
    await userEvent.clear(amount);
    await userEvent.type(amount, '200000');
    await userEvent.click(screen.getByRole('button', { name: 'Rögzítés' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(message));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('sends the shared body (spaces and the decimal comma read, no empty note) and closes', async () => {
    const calls = mockApi(() => json(201, { id: 'p1', state: { status: 'partially_paid', owed: '127000.00', paid: '60000.50', open: '66999.50' } }));
    const onClose = vi.fn();
    renderWithProviders(<RecordPaymentDialog open onClose={onClose} invoice={invoice} openAmount="127000" />);
    const amount = screen.getByLabelText('Összeg (Ft)');
    await userEvent.clear(amount);
    await userEvent.type(amount, '60 000,50');
    await userEvent.selectOptions(screen.getByLabelText('Fizetési mód'), 'CASH');
    await userEvent.click(screen.getByRole('button', { name: 'Rögzítés' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls).toEqual([{ url: '/api/invoice-generator/inv-1/payments', method: 'POST', body: { paidOn: todayInBudapest(), amount: '60000.50', method: 'CASH' } }]);
  });

  it('a wrong amount is refused on its field and nothing is sent; the server message lands on the date', async () => {
    const calls = mockApi(() => json(400, { code: 'VALIDATION_ERROR', message: 'Hibás adatok.', fields: { paidOn: 'A befizetés napja nem lehet a jövőben.' } }));
    renderWithProviders(<RecordPaymentDialog open onClose={vi.fn()} invoice={invoice} openAmount="127000" />);
    const amount = screen.getByLabelText('Összeg (Ft)');
    await userEvent.clear(amount);
    await userEvent.type(amount, '12,345');
    await userEvent.click(screen.getByRole('button', { name: 'Rögzítés' }));
    await waitFor(() => expect(amount).toHaveAccessibleDescription(/Az összeg pozitív szám, legfeljebb két tizedesjeggyel\./));
    expect(amount).toHaveFocus();
    expect(calls).toEqual([]);

    await userEvent.clear(amount);
    await userEvent.type(amount, '1000');
    await userEvent.click(screen.getByRole('button', { name: 'Rögzítés' }));
    const date = screen.getByRole('textbox', { name: 'A befizetés napja' });
    await waitFor(() => expect(date).toHaveAccessibleDescription('A befizetés napja nem lehet a jövőben.'));
    expect(date).toHaveFocus();
    expect(calls).toHaveLength(1);
  });
});
