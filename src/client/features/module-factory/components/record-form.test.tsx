import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { companyRecordsModule } from '@shared/module-factory/fixtures';
import { ApiError } from '@client/lib/api-client';
import { loadAppLocales } from '@client/lib/app-locales';
import { renderWithProviders } from '@client/test/render';
import { RecordForm } from './record-form';

beforeAll(() => loadAppLocales());
afterEach(() => vi.restoreAllMocks());

describe('factory record form', () => {
  it("labels every field and shows the shared validator's Hungarian messages without calling the server", async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<RecordForm definition={companyRecordsModule} submitLabel="Mentés" onSubmit={onSubmit} loadContacts={false} />);
    for (const label of ['Cégnév', 'Cégjegyzékszám', 'Irat típusa', 'Benyújtás dátuma', 'Illeték', 'Megjegyzés', 'Kapcsolódó névjegy']) {
      expect(screen.getByLabelText(new RegExp(`^${label}`))).toBeTruthy();
    }
    fireEvent.change(screen.getByLabelText(/^Cégjegyzékszám/), { target: { value: '01-99-123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Mentés' }));
    expect(await screen.findByText('4 mezőt javítani kell.')).toBeTruthy();
    expect(screen.getByText('A cégjegyzékszám középső két számjegye nem létező cégformakód.')).toBeTruthy();
    expect(screen.getByLabelText(/^Cégnév/).getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows the server's field errors under the fields", async () => {
    const onSubmit = vi.fn().mockRejectedValue(new ApiError('VALIDATION_ERROR', 'A megadott adatok hibásak.', 400, { kapcsolodo_nevjegy: 'A kiválasztott névjegy nem található.' }));
    renderWithProviders(
      <RecordForm
        definition={companyRecordsModule}
        submitLabel="Mentés"
        onSubmit={onSubmit}
        loadContacts={false}
        initial={{ cegnev: 'Példa Kft.', cegjegyzekszam: '01-09-123456', irat_tipusa: 'alapitas', benyujtas_datuma: '2026-11-02', illetek: '', megjegyzes: '', kapcsolodo_nevjegy: 'c-1' }}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Mentés' }));
    expect(await screen.findByText('A kiválasztott névjegy nem található.')).toBeTruthy();
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ cegnev: 'Példa Kft.' }));
  });

  it('offers the matters the user sees for a matter field (issue 38.15) and sends the chosen id', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      async () => new Response(JSON.stringify({ items: [{ id: 'm-1', number: '2026/0007', title: 'Kiss Bence – munkaügyi per' }], total: 1 }), { status: 200, headers: { 'content-type': 'application/json' } }),
    );
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    const definition = { fields: [{ key: 'ugy', type: 'matter' as const, label: { hu: 'Ügy', en: 'Matter' }, required: true }] };
    renderWithProviders(<RecordForm definition={definition} submitLabel="Mentés" onSubmit={onSubmit} />);
    const select = screen.getByLabelText(/^Ügy/);
    expect(await screen.findByRole('option', { name: '2026/0007 – Kiss Bence – munkaügyi per' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Mentés' }));
    expect(await screen.findByText('A mező kitöltése kötelező.')).toBeTruthy();
    fireEvent.change(select, { target: { value: 'm-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Mentés' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ ugy: 'm-1' }));
  });

  it('shows a date field in Hungarian whatever the browser language (issue 38.13) and sends the ISO date', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    const definition = { fields: [{ key: 'nap', type: 'date' as const, label: { hu: 'Benyújtás napja', en: 'Filed on' }, required: true }] };
    renderWithProviders(<RecordForm definition={definition} submitLabel="Mentés" onSubmit={onSubmit} loadContacts={false} initial={{ nap: '2026-03-02' }} />);
    const input = screen.getByRole('textbox', { name: /^Benyújtás napja/ });
    expect(input).toHaveValue('2026. 03. 02.');
    expect(input).toHaveAttribute('type', 'text');
    fireEvent.change(input, { target: { value: '2026. 11. 29.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Mentés' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ nap: '2026-11-29' }));
  });
});
