// The factory record form on the form kit: the shared record rule (buildRecordSchema, the server's)
// checks in the browser and sends nothing when it refuses; a valid record is sent as typed; the
// server's VALIDATION_ERROR messages (keyed by field) land on their fields.
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { companyRecordsModule } from '@shared/module-factory/fixtures';
import { loadAppLocales } from '@client/lib/app-locales';
import { invalid, json, mockApi } from '@client/test/form-api-mock';
import { chooseInCombobox } from '@client/test/combobox';
import { renderWithProviders } from '@client/test/render';
import { useCreateRecord } from '../api/factory-api';
import { RecordForm } from './record-form';

beforeAll(() => loadAppLocales());
afterEach(() => vi.restoreAllMocks());

const valid = { cegnev: 'Példa Kft.', cegjegyzekszam: '01-09-123456', irat_tipusa: 'alapitas', benyujtas_datuma: '2026-11-02', illetek: '15 000', megjegyzes: '', kapcsolodo_nevjegy: 'c-1' };

/** The firm's "new record" form as the module page wires it: the real create mutation. */
function NewCompanyRecord({ initial }: { initial?: Record<string, unknown> }) {
  const create = useCreateRecord('cegiratok');
  return <RecordForm definition={companyRecordsModule} submitLabel="Mentés" loadContacts={false} guardUnsaved={false} {...(initial ? { initial } : {})} onSubmit={(values) => create.mutateAsync(values)} />;
}

describe('factory record form', () => {
  it("labels every field and shows the shared validator's Hungarian messages on their fields without calling the server", async () => {
    const sent = mockApi({}, []);
    renderWithProviders(<NewCompanyRecord />);
    for (const label of ['Cégnév', 'Cégjegyzékszám', 'Irat típusa', 'Benyújtás dátuma', 'Illeték', 'Megjegyzés', 'Kapcsolódó névjegy']) {
      // The searching pickers' listbox carries its field's label too.
      expect(screen.getAllByLabelText(new RegExp(`^${label}`))[0]).toBeTruthy();
    }
    fireEvent.change(screen.getByLabelText(/^Cégjegyzékszám/), { target: { value: '01-99-123456' } });
    // Leaving a field says nothing yet: a message appearing there would move the button under the pointer.
    fireEvent.blur(screen.getByLabelText(/^Cégjegyzékszám/));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByLabelText(/^Cégjegyzékszám/)).not.toHaveAccessibleDescription(/cégformakód/);
    await userEvent.click(screen.getByRole('button', { name: 'Mentés' }));
    expect(await screen.findByText('4 mezőt javítani kell.')).toBeTruthy();
    expect(screen.getByLabelText(/^Cégjegyzékszám/)).toHaveAccessibleDescription('A cégjegyzékszám középső két számjegye nem létező cégformakód.');
    expect(screen.getByLabelText(/^Cégnév/)).toHaveAccessibleDescription('A mező kitöltése kötelező.');
    expect(screen.getByLabelText(/^Cégnév/).getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);
  });

  it("sends a valid record as typed; the server's field error lands on its field", async () => {
    const sent = mockApi({}, [invalid({ kapcsolodo_nevjegy: 'A kiválasztott névjegy nem található.' }), json(201, { record: { id: 'r-1', data: {} } })]);
    renderWithProviders(<NewCompanyRecord initial={valid} />);
    await userEvent.click(screen.getByRole('button', { name: 'Mentés' }));
    await vi.waitFor(() => expect(screen.getByRole('combobox', { name: /^Kapcsolódó névjegy/ })).toHaveAccessibleDescription('A kiválasztott névjegy nem található.'));
    expect(screen.getByText('1 mezőt javítani kell.')).toBeTruthy();
    expect(sent).toEqual([{ method: 'POST', url: '/api/m/cegiratok/records', body: { data: valid } }]);
  });

  it('offers the matters the user sees for a matter field (issue 38.15) and sends the chosen id', async () => {
    mockApi({ '/api/matters': { items: [{ id: 'm-1', number: '2026/0007', title: 'Kiss Bence – munkaügyi per' }], total: 1 } }, []);
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    const definition = { fields: [{ key: 'ugy', type: 'matter' as const, label: { hu: 'Ügy', en: 'Matter' }, required: true }] };
    renderWithProviders(<RecordForm definition={definition} submitLabel="Mentés" onSubmit={onSubmit} />);
    const picker = screen.getByRole('combobox', { name: /^Ügy/ });
    fireEvent.click(screen.getByRole('button', { name: 'Mentés' }));
    await vi.waitFor(() => expect(picker).toHaveAccessibleDescription('A mező kitöltése kötelező.'));
    expect(onSubmit).not.toHaveBeenCalled();
    // A searching picker: typing part of the number finds the matter.
    await chooseInCombobox(picker, '2026/0007 – Kiss Bence – munkaügyi per', '0007');
    fireEvent.click(screen.getByRole('button', { name: 'Mentés' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ ugy: 'm-1' }));
  });

  it('shows a date field in Hungarian whatever the browser language (issue 38.13), sends the ISO date and refuses a day that does not exist', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    const definition = { fields: [{ key: 'nap', type: 'date' as const, label: { hu: 'Benyújtás napja', en: 'Filed on' }, required: true }] };
    renderWithProviders(<RecordForm definition={definition} submitLabel="Mentés" onSubmit={onSubmit} loadContacts={false} initial={{ nap: '2026-03-02' }} />);
    const input = screen.getByRole('textbox', { name: /^Benyújtás napja/ });
    expect(input).toHaveValue('2026. 03. 02.');
    expect(input).toHaveAttribute('type', 'text');
    fireEvent.change(input, { target: { value: '2026. 02. 30.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Mentés' }));
    await vi.waitFor(() => expect(input).toHaveAccessibleDescription('Érvénytelen dátum (ÉÉÉÉ-HH-NN).'));
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: '2026. 11. 29.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Mentés' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ nap: '2026-11-29' }));
  });
});
