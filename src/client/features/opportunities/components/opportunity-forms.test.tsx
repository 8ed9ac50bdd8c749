// The opportunities forms on the form kit: the new-opportunity dialog on the shared create body,
// "Megnyerés" on the win body's matter rule and the stage editor's names (a useFieldList list) and
// new stage on the shared stage rules. A refused local check sends nothing; the server's Hungarian
// field messages land on their fields.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadAppLocales } from '@client/lib/app-locales';
import { invalid, json, mockFetch } from '@client/test/form-api-mock';
import { chooseInCombobox } from '@client/test/combobox';
import { renderWithProviders } from '@client/test/render';
import { OpportunitiesPage } from './opportunities-page';
import { StageEditor } from './stage-editor';
import { WinDialog } from './win-dialog';
import { opportunity, stages } from '../test/fixtures';

/** The board and the contacts answered; `answer` for the writes. Returns the writes as sent. */
function mockApi(answer: (url: string, method: string) => Response | undefined, contacts: { id: string; kind: string; name: string }[] = []) {
  return mockFetch(
    (url, method) => {
      if (method === 'GET' && url === '/api/opportunities') return json(200, { stages, items: [] });
      if (method === 'GET' && url === '/api/contacts') return json(200, { items: contacts, total: contacts.length });
      return answer(url, method);
    },
    { record: 'writes' },
  );
}

beforeAll(() => loadAppLocales());
afterEach(() => vi.restoreAllMocks());

const conflict = { render: () => null, decision: { decision: 'no_conflict' as const }, reset: vi.fn() };

describe('opportunities forms on the form kit', () => {
  it('a new opportunity: a value that is no amount is refused here, the server message on the prospect lands under it', async () => {
    const calls = mockApi((url, method) => (url === '/api/opportunities' && method === 'POST' ? invalid({ prospectName: 'A leendő ügyfél neve legfeljebb 200 karakter.' }) : undefined));
    renderWithProviders(
      <MemoryRouter>
        <OpportunitiesPage canCreate canEdit canEditStages={false} staff={[{ id: 'u1', name: 'dr. Kovács Anna' }]} currentUserId="u1" conflict={conflict} />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Új lehetőség' }));
    const dialog = screen.getByRole('dialog', { name: 'Új lehetőség' });
    await userEvent.type(within(dialog).getByLabelText('Megnevezés'), 'Cégátalakítás');
    await userEvent.type(within(dialog).getByLabelText('Leendő ügyfél neve'), 'Átalakuló Kft.');
    const value = within(dialog).getByLabelText('Becsült érték (Ft)');
    await userEvent.type(value, 'sok');
    const probability = within(dialog).getByLabelText('Valószínűség (%)');
    await userEvent.clear(probability);
    await userEvent.type(probability, '40');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mentés' }));
    expect(value).toHaveAccessibleDescription('Az érték egész forintösszeg.');
    expect(calls).toEqual([]);

    await userEvent.clear(value);
    await userEvent.type(value, '1 800 000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(within(dialog).getByLabelText('Leendő ügyfél neve')).toHaveAccessibleDescription('A leendő ügyfél neve legfeljebb 200 karakter.'));
    expect(calls[0]?.body).toEqual({
      title: 'Cégátalakítás',
      contactId: null,
      prospectName: 'Átalakuló Kft.',
      prospectKind: 'organisation',
      valueHuf: 1_800_000,
      probability: 40,
      expectedCloseOn: null,
      ownerId: 'u1',
      stageId: 's1',
      notes: null,
    });
    expect(dialog).toBeInTheDocument();
  });

  it('a new opportunity: the contact is found by typing part of its name (the searching picker) and sent as its id', async () => {
    const contacts = [
      { id: 'c1', kind: 'organisation', name: 'Bence Bau Kft.' },
      { id: 'c2', kind: 'person', name: 'Kovács Ödön' },
      { id: 'c3', kind: 'person', name: 'Kovácsné Tóth Éva' },
    ];
    const calls = mockApi((url, method) => (url === '/api/opportunities' && method === 'POST' ? json(201, { id: 'o9' }) : undefined), contacts);
    renderWithProviders(
      <MemoryRouter>
        <OpportunitiesPage canCreate canEdit canEditStages={false} staff={[{ id: 'u1', name: 'dr. Kovács Anna' }]} currentUserId="u1" conflict={conflict} />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Új lehetőség' }));
    const dialog = screen.getByRole('dialog', { name: 'Új lehetőség' });
    await userEvent.type(within(dialog).getByLabelText('Megnevezés'), 'Öröklési tanácsadás');
    const picker = within(dialog).getByRole('combobox', { name: 'Meglévő névjegy' });
    // The empty choice is the placeholder: no contact means a new prospect, whose name is asked.
    expect(picker).toHaveAttribute('placeholder', '– nincs, új leendő ügyfél –');
    expect(within(dialog).getByLabelText('Leendő ügyfél neve')).toBeInTheDocument();
    await chooseInCombobox(picker, 'Kovácsné Tóth Éva', 'tóth');
    expect(picker).toHaveValue('Kovácsné Tóth Éva');
    expect(within(dialog).queryByLabelText('Leendő ügyfél neve')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toMatchObject({ title: 'Öröklési tanácsadás', contactId: 'c3', prospectName: null });
  });

  it('Megnyerés: an overlong title is refused here, the server message on matter.title lands under the title', async () => {
    const calls = mockApi((url) => (url === '/api/opportunities/o1/win' ? invalid({ 'matter.title': 'Ez a megnevezés már foglalt.' }) : undefined));
    renderWithProviders(
      <MemoryRouter>
        <WinDialog opportunity={opportunity} conflict={conflict} onClose={vi.fn()} />
      </MemoryRouter>,
    );
    const title = screen.getByLabelText('Az ügy megnevezése');
    expect(title).toHaveValue('Átalakuló Kft. – Cégátalakítás');
    await userEvent.type(title, 'x'.repeat(300), { delay: null });
    await userEvent.click(screen.getByRole('button', { name: 'Megnyerés és ügy megnyitása' }));
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toEqual([]);

    await userEvent.clear(title);
    await userEvent.type(title, 'Átalakuló Kft. – átalakulás');
    await userEvent.selectOptions(screen.getByLabelText('Jogterület'), 'corporate');
    await userEvent.click(screen.getByLabelText('Bizalmas ügy (csak az ügy csapata látja)'));
    await userEvent.click(screen.getByRole('button', { name: 'Megnyerés és ügy megnyitása' }));
    await waitFor(() => expect(title).toHaveAccessibleDescription('Ez a megnevezés már foglalt.'));
    expect(calls[0]?.body).toEqual({
      matter: { title: 'Átalakuló Kft. – átalakulás', practiceArea: 'corporate', billingArrangement: 'hourly', confidential: true },
      conflict: { decision: 'no_conflict' },
    });
  });

  it('stage editor: an emptied name is refused here; a rename and a new stage put the server message under their field', async () => {
    const calls = mockApi((url, method) => {
      if (url === '/api/opportunities/stages/s1' && method === 'PATCH') return invalid({ name: 'A szakasz neve legfeljebb 60 karakter.' });
      if (url === '/api/opportunities/stages' && method === 'POST') return invalid({ name: 'Ilyen nevű szakasz már van.' });
      return undefined;
    });
    renderWithProviders(<StageEditor stages={stages} onClose={vi.fn()} />);
    const first = screen.getByLabelText('Szakasz neve (Folyamatban)');
    const renameFirst = screen.getByRole('button', { name: '„Érdeklődő” átnevezése' });
    expect(renameFirst).toBeDisabled();
    await userEvent.clear(first);
    await userEvent.click(renameFirst);
    expect(first).toHaveAccessibleDescription('Add meg a szakasz nevét.');
    expect(calls).toEqual([]);

    await userEvent.type(first, 'Első megkeresés');
    await userEvent.click(renameFirst);
    await waitFor(() => expect(first).toHaveAccessibleDescription('A szakasz neve legfeljebb 60 karakter.'));
    expect(calls).toEqual([{ url: '/api/opportunities/stages/s1', method: 'PATCH', body: { name: 'Első megkeresés' } }]);

    const add = screen.getByRole('button', { name: 'Szakasz hozzáadása' });
    const name = screen.getByLabelText('Szakasz neve');
    await userEvent.click(add);
    expect(name).toHaveAccessibleDescription('Add meg a szakasz nevét.');
    expect(calls).toHaveLength(1);
    await userEvent.type(name, 'Szerződéskötés');
    await userEvent.selectOptions(screen.getByLabelText('Típus'), 'won');
    await userEvent.click(add);
    await waitFor(() => expect(name).toHaveAccessibleDescription('Ilyen nevű szakasz már van.'));
    expect(calls[1]).toEqual({ url: '/api/opportunities/stages', method: 'POST', body: { name: 'Szerződéskötés', kind: 'won' } });
  });

  it('stage editor: "Törlés" asks first and sends nothing; the refusal of a stage with cards is told beside that stage', async () => {
    const calls = mockApi((url, method) =>
      url === '/api/opportunities/stages/s1' && method === 'DELETE' ? json(409, { code: 'OPPORTUNITY_STAGE_IN_USE', message: 'Ebben a szakaszban lehetőségek vannak: előbb helyezd át őket.' }) : undefined,
    );
    renderWithProviders(<StageEditor stages={stages} onClose={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: '„Érdeklődő” törlése' }));
    expect(calls).toEqual([]);
    const row = screen.getByRole('group', { name: 'Biztosan törlöd ezt a szakaszt: „Érdeklődő”?' });
    await userEvent.click(within(row).getByRole('button', { name: 'Mégse' }));
    expect(screen.queryByRole('group', { name: 'Biztosan törlöd ezt a szakaszt: „Érdeklődő”?' })).not.toBeInTheDocument();
    expect(calls).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: '„Érdeklődő” törlése' }));
    await userEvent.click(within(screen.getByRole('group', { name: 'Biztosan törlöd ezt a szakaszt: „Érdeklődő”?' })).getByRole('button', { name: 'Igen, törlöm' }));
    await waitFor(() => expect(calls).toEqual([{ url: '/api/opportunities/stages/s1', method: 'DELETE', body: undefined }]));
    const first = screen.getByRole('listitem', { name: 'Érdeklődő' });
    expect(await within(first).findByRole('alert')).toHaveTextContent('Ebben a szakaszban lehetőségek vannak: előbb helyezd át őket.');
  });
});
