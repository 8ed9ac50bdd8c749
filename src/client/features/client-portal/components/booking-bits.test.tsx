// The cancellation's confirmation dialog of the booking pages (decision 0420): a modal dialog named
// "Időpont lemondása" instead of window.prompt, with an optional reason (empty = none), "Mégse" that
// cancels nothing, and the server's refusal shown inside the dialog, which stays open.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Booking } from '@shared/client-portal/booking.schemas';
import { ApiError } from '@client/lib/api-client';
import { loadAppLocales } from '@client/lib/app-locales';
import { renderWithProviders } from '@client/test/render';
import { CancelBookingDialog } from './booking-bits';

const booking = {
  id: 'b-1',
  status: 'confirmed',
  start: '2026-12-07T10:00:00+01:00',
  end: '2026-12-07T11:00:00+01:00',
  mode: 'in_person',
  priceHuf: 30_000,
  note: null,
  type: { id: 't-1', name: 'Első konzultáció' },
  lawyer: { id: 'u-1', name: 'dr. Nagy Péter' },
  client: { id: 'c-1', name: 'Szabó Anna' },
  matter: null,
  cancelledAt: null,
  cancelReason: null,
  changeableUntil: '2026-12-06T10:00:00+01:00',
} satisfies Booking;

describe('CancelBookingDialog', () => {
  beforeAll(async () => {
    await loadAppLocales();
  });

  it('asks in a named dialog and sends the typed reason, or none when left empty', async () => {
    const onCancel = vi.fn(async () => ({ id: 'b-1' }));
    const onClose = vi.fn();
    const prompt = vi.spyOn(window, 'prompt');
    const { unmount } = renderWithProviders(<CancelBookingDialog booking={booking} onCancel={onCancel} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Időpont lemondása' });
    expect(dialog).toHaveTextContent('december 7.');
    expect(dialog).toHaveTextContent('Első konzultáció, dr. Nagy Péter');
    await userEvent.type(screen.getByLabelText('A lemondás oka (nem kötelező)'), '  Beteg lettem ');
    await userEvent.click(screen.getByRole('button', { name: 'Lemondás megerősítése' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onCancel).toHaveBeenCalledWith('Beteg lettem');
    unmount();

    renderWithProviders(<CancelBookingDialog booking={booking} byFirm onCancel={onCancel} onClose={onClose} />);
    expect(screen.getByLabelText('A lemondás oka – az ügyfél látni fogja (nem kötelező)')).toHaveValue('');
    expect(screen.getByRole('dialog')).toHaveTextContent('Szabó Anna');
    await userEvent.click(screen.getByRole('button', { name: 'Lemondás megerősítése' }));
    await waitFor(() => expect(onCancel).toHaveBeenLastCalledWith(null));
    expect(prompt).not.toHaveBeenCalled();
  });

  it('"Mégse" closes without cancelling; a refusal stays in the open dialog', async () => {
    const onCancel = vi.fn(async () => {
      throw new ApiError('BOOKING_NOTICE_PASSED', 'A lemondási határidő lejárt.', 409);
    });
    const onClose = vi.fn();
    renderWithProviders(<CancelBookingDialog booking={booking} onCancel={onCancel} onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Lemondás megerősítése' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('A lemondási határidő lejárt.'));
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Mégse' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});

describe('CancelBookingDialog on the form kit', () => {
  beforeAll(async () => {
    await loadAppLocales();
  });

  it("puts the server's message on the reason under the reason field and keeps the dialog open", async () => {
    const onCancel = vi.fn(async () => {
      throw new ApiError('VALIDATION_ERROR', 'Hibás adatok.', 400, { reason: 'Az indoklás legfeljebb 500 karakter lehet.' });
    });
    const onClose = vi.fn();
    renderWithProviders(<CancelBookingDialog booking={booking} byFirm onCancel={onCancel} onClose={onClose} />);
    const field = screen.getByLabelText('A lemondás oka – az ügyfél látni fogja (nem kötelező)');
    await userEvent.type(field, 'Az ügyvéd tárgyaláson van');
    await userEvent.click(screen.getByRole('button', { name: 'Lemondás megerősítése' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription('Az indoklás legfeljebb 500 karakter lehet.'));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(onCancel).toHaveBeenCalledWith('Az ügyvéd tárgyaláson van');
    expect(onClose).not.toHaveBeenCalled();
  });
});
