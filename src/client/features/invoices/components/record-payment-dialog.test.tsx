import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadAppLocales } from '@client/lib/app-locales';
import { renderWithProviders } from '@client/test/render';
import { RecordPaymentDialog } from './record-payment-dialog';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('RecordPaymentDialog', () => {
  beforeAll(async () => {
    await loadAppLocales();
  });
  afterEach(() => vi.restoreAllMocks());

  it('issue 38.15: an over-payment refused by the server is shown in the dialog, which stays open', async () => {
    const message = 'A befizetés nagyobb, mint a számla fennálló tartozása.';
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => json(422, { code: 'PAYMENT_EXCEEDS_BALANCE', message }));
    const onClose = vi.fn();
    renderWithProviders(<RecordPaymentDialog open onClose={onClose} invoice={{ id: 'inv-1', number: 'SZ/000001', currency: 'HUF', paymentMethod: 'TRANSFER' }} openAmount="127000" />);
    const amount = screen.getByLabelText(/Összeg/);
    await userEvent.clear(amount);
    await userEvent.type(amount, '200000');
    await userEvent.click(screen.getByRole('button', { name: 'Rögzítés' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(message));
    expect(onClose).not.toHaveBeenCalled();
  });
});
