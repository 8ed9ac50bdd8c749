// The report period on the form kit (issue 41.2): the API's period rule checks it before the
// address changes; a reversed or empty period is refused with an alert and nothing is applied.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadAppLocales } from '@client/lib/app-locales';
import { renderWithProviders } from '@client/test/render';
import { PeriodPicker } from './period-picker';

beforeAll(() => loadAppLocales());

describe('PeriodPicker', () => {
  it('applies a valid period as ISO dates', async () => {
    const onChange = vi.fn();
    renderWithProviders(<PeriodPicker period={{ from: '2026-01-01', to: '2026-11-30' }} onChange={onChange} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Kezdőnap' }), { target: { value: '2026. 02. 01.' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Zárónap' }), { target: { value: '2026-03-31' } });
    await userEvent.click(screen.getByRole('button', { name: 'Alkalmaz' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith({ from: '2026-02-01', to: '2026-03-31' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a reversed period is refused with the shared rule’s message on the end date; nothing is applied', async () => {
    const onChange = vi.fn();
    renderWithProviders(<PeriodPicker period={{ from: '2026-01-01', to: '2026-11-30' }} onChange={onChange} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Kezdőnap' }), { target: { value: '2026-03-01' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Zárónap' }), { target: { value: '2026-01-01' } });
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Alkalmaz' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A kezdőnap nem lehet későbbi a zárónapnál.');
    const to = screen.getByRole('textbox', { name: 'Zárónap' });
    expect(to).toHaveAccessibleDescription('A kezdőnap nem lehet későbbi a zárónapnál.');
    expect(to).toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();

    // Fixed as the date changes; then applied.
    fireEvent.change(to, { target: { value: '2026-04-30' } });
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Alkalmaz' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith({ from: '2026-03-01', to: '2026-04-30' }));
  });

  it('an empty end is named', async () => {
    const onChange = vi.fn();
    renderWithProviders(<PeriodPicker period={{ from: '2026-01-01', to: '2026-11-30' }} onChange={onChange} />);
    await userEvent.clear(screen.getByRole('textbox', { name: 'Kezdőnap' }));
    await userEvent.click(screen.getByRole('button', { name: 'Alkalmaz' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Add meg a kezdő- és a zárónapot.');
    expect(onChange).not.toHaveBeenCalled();
  });
});
