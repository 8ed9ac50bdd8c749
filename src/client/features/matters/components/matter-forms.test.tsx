// The matters forms on the form kit: the new matter (the shared create body's rules, the parties a
// useFieldList list, only named parties sent) and the case file's status, party, team, task and
// note forms on their shared bodies. A refused local check sends nothing; the server's Hungarian
// field messages land on their fields (a party's on that party's field).
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiAnswer } from '@client/lib/api-client';
import { loadAppLocales } from '@client/lib/app-locales';
import { chooseInCombobox } from '@client/test/combobox';
import { invalid, json, mockFetch } from '@client/test/form-api-mock';
import { renderWithProviders } from '@client/test/render';
import { MatterDetailPage } from './matter-detail-page';
import { NewMatterPage } from './new-matter-page';

const members = {
  items: [
    { id: 'm1', userId: 'u1', name: 'dr. Nagy Péter', email: 'nagy@iroda.hu', roles: ['lawyer'] },
    { id: 'm2', userId: 'u2', name: 'dr. Kiss Éva', email: 'kiss@iroda.hu', roles: ['lawyer'] },
  ],
} satisfies ApiAnswer<'get', '/api/company/members'>;
const matter = {
  id: 'm-1',
  number: '2026/0001',
  title: 'Szabó Anna – kártérítési per',
  status: 'open',
  practiceArea: 'civil_litigation',
  responsibleLawyer: { id: 'u1', name: 'dr. Nagy Péter' },
  openedOn: '2026-11-02',
  confidential: false,
  authority: null,
  authorityCaseNumber: null,
  closedOn: null,
  valueInDisputeHuf: null,
  billingArrangement: 'hourly',
  billingAmountHuf: 45_000,
  successFeePercent: null,
  conflictDecision: 'no_conflict',
  conflictReason: null,
  conflictHits: [],
  parties: [],
  team: [{ id: 'u1', name: 'dr. Nagy Péter' }],
  notes: [],
  tasks: [],
} satisfies ApiAnswer<'get', '/api/matters/{id}'>;

/** The staff, contacts, conflict check and matter answered; `answer` first. Returns the writes as sent. */
function mockApi(answer: (url: string, method: string) => Response | undefined) {
  return mockFetch(
    (url, method) => {
      const given = answer(url, method);
      if (given) return given;
      if (url === '/api/company/members') return json(200, members);
      if (url === '/api/contacts') return json(200, { items: [], total: 0 });
      if (url === '/api/matters/conflict-check') return json(200, { hits: [] });
      if (url === '/api/matters/m-1/totals') return json(200, { workedHours: 0, unbilledHours: 0, unbilledHuf: 0, invoicedHuf: 0, paidHuf: 0, openHuf: 0 });
      if (url === '/api/matters/m-1') return json(200, matter);
      return undefined;
    },
    { record: 'writes' },
  );
}
/** The writes but the conflict check (a POST that changes nothing). */
const writes = <T extends { url: string }>(calls: T[]) => calls.filter((c) => !c.url.endsWith('/conflict-check'));

beforeAll(() => loadAppLocales());
afterEach(() => vi.restoreAllMocks());

describe('matters forms on the form kit', () => {
  it('a new matter: an amount that is no number is refused here; a named party is sent and its server message lands on its field', async () => {
    const calls = mockApi((url, method) => (url === '/api/matters' && method === 'POST' ? invalid({ 'parties.0.taxNumber': 'Az adószám formátuma: 12345678-1-12.' }) : undefined));
    renderWithProviders(
      <MemoryRouter>
        <NewMatterPage currentUserId="u1" />
      </MemoryRouter>,
    );
    await screen.findByRole('option', { name: 'dr. Kiss Éva' });
    await userEvent.type(screen.getByLabelText('Megnevezés'), 'Bence Bau Kft. elleni követelés');
    const value = screen.getByLabelText('Pertárgyérték (Ft)');
    await userEvent.type(value, 'sok');
    const save = screen.getByRole('button', { name: 'Ügy megnyitása' });
    await userEvent.click(save);
    expect(value).toHaveAttribute('aria-invalid', 'true');
    expect(value).toHaveAccessibleDescription(/.+/);
    expect(writes(calls)).toEqual([]);

    await userEvent.clear(value);
    await userEvent.type(value, '2 400 000');
    await userEvent.click(screen.getByLabelText('dr. Kiss Éva'));
    // Only the opposing party (the second) is named: it alone is checked and sent.
    const taxNumbers = screen.getAllByLabelText('Adószám');
    await userEvent.type(screen.getAllByLabelText('Név', { exact: true })[1]!, 'Bence Bau Kft.');
    await userEvent.type(taxNumbers[1]!, '123');
    expect(save).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Összeférhetetlenségi vizsgálat' }));
    await screen.findByText('A vizsgálat nem talált egyezést a cég névjegyei és ügyfelei között.');
    await userEvent.click(save);
    await waitFor(() => expect(taxNumbers[1]).toHaveAccessibleDescription('Az adószám formátuma: 12345678-1-12.'));
    expect(taxNumbers[0]).not.toHaveAccessibleDescription(/adószám/);
    expect(writes(calls)).toHaveLength(1);
    expect(writes(calls)[0]?.body).toEqual({
      title: 'Bence Bau Kft. elleni követelés',
      practiceArea: 'civil_litigation',
      authority: null,
      authorityCaseNumber: null,
      valueInDisputeHuf: 2_400_000,
      billingArrangement: 'hourly',
      billingAmountHuf: null,
      successFeePercent: null,
      responsibleLawyerId: 'u1',
      confidential: false,
      teamUserIds: ['u2'],
      parties: [{ contactId: null, name: 'Bence Bau Kft.', role: 'opposing', roleLabel: null, taxNumber: '123', companyRegistrationNumber: null }],
      conflict: { decision: 'no_conflict', reason: null },
    });
  });

  it('a new matter: the client is found by typing part of its name (a searching picker) and fills in the party’s name', async () => {
    const calls = mockApi((url) =>
      url === '/api/contacts'
        ? json(200, {
            items: [
              { id: 'c-1', kind: 'person', name: 'Kovács Ödön', company: null },
              { id: 'c-2', kind: 'person', name: 'Kiss Bence', company: 'Bence Bau Kft.' },
            ],
            total: 2,
          })
        : url === '/api/matters'
          ? json(201, { ...matter, id: 'm-2' })
          : undefined,
    );
    renderWithProviders(
      <MemoryRouter>
        <NewMatterPage currentUserId="u1" />
      </MemoryRouter>,
    );
    await userEvent.type(screen.getByLabelText('Megnevezés'), 'Lakásvásárlás');
    const client = screen.getAllByRole('combobox', { name: 'Névjegy (nem kötelező)' })[0]!;
    await chooseInCombobox(client, 'Kiss Bence (Bence Bau Kft.)', 'bau');
    expect(screen.getAllByLabelText('Név', { exact: true })[0]).toHaveValue('Kiss Bence');
    await userEvent.click(screen.getByRole('button', { name: 'Összeférhetetlenségi vizsgálat' }));
    await screen.findByText('A vizsgálat nem talált egyezést a cég névjegyei és ügyfelei között.');
    await userEvent.click(screen.getByRole('button', { name: 'Ügy megnyitása' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect((writes(calls)[0]?.body as { parties: unknown[] }).parties[0]).toMatchObject({ contactId: 'c-2', name: 'Kiss Bence', role: 'client' });
  });

  it('the case file: an empty note and task are refused here; status, task, team and party send their bodies and show the server messages on their fields', async () => {
    const calls = mockApi((url, method) => {
      if (url === '/api/matters/m-1' && method === 'PATCH') return invalid({ status: 'Lezárt ügy nem nyitható újra.' });
      if (url === '/api/matters/m-1/tasks') return invalid({ dueOn: 'A határidő nem lehet a múltban.' });
      if (url === '/api/matters/m-1/notes') return invalid({ body: 'A jegyzet túl hosszú.' });
      if (url === '/api/matters/m-1/team') return invalid({ userId: 'Nincs ilyen munkatárs.' });
      if (url === '/api/matters/m-1/parties') return invalid({ 'party.name': 'Add meg a fél nevét.' });
      return undefined;
    });
    renderWithProviders(
      <MemoryRouter initialEntries={['/app/matters/m-1']}>
        <Routes>
          <Route path="/app/matters/:id" element={<MatterDetailPage matterId="m-1" />} />
        </Routes>
      </MemoryRouter>,
    );
    const status = await screen.findByLabelText('Állapot');
    await userEvent.selectOptions(status, 'in_progress');
    await userEvent.click(screen.getByRole('button', { name: 'Állapot módosítása' }));
    await waitFor(() => expect(status).toHaveAccessibleDescription('Lezárt ügy nem nyitható újra.'));
    expect(writes(calls)[0]).toEqual({ url: '/api/matters/m-1', method: 'PATCH', body: { status: 'in_progress' } });

    const addTask = screen.getByRole('button', { name: 'Feladat hozzáadása' });
    await userEvent.click(addTask);
    expect(screen.getByLabelText('Feladat', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    expect(writes(calls)).toHaveLength(1);
    await userEvent.type(screen.getByLabelText('Feladat', { exact: true }), 'Fizetési felszólítás');
    await userEvent.type(screen.getByRole('textbox', { name: 'Határidő' }), '2026. 12. 01.');
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Felelős' }), 'u2');
    await userEvent.click(addTask);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Határidő' })).toHaveAccessibleDescription(/A határidő nem lehet a múltban\./));
    expect(writes(calls)[1]).toEqual({ url: '/api/matters/m-1/tasks', method: 'POST', body: { title: 'Fizetési felszólítás', dueOn: '2026-12-01', assigneeId: 'u2' } });

    const note = screen.getByLabelText('Új jegyzet');
    await userEvent.type(note, '   ');
    expect(screen.getByRole('button', { name: 'Jegyzet mentése' })).toBeDisabled();
    await userEvent.type(note, 'Ügyfél telefonon egyeztetett.');
    await userEvent.click(screen.getByRole('button', { name: 'Jegyzet mentése' }));
    await waitFor(() => expect(note).toHaveAccessibleDescription('A jegyzet túl hosszú.'));
    expect(writes(calls)[2]).toEqual({ url: '/api/matters/m-1/notes', method: 'POST', body: { body: 'Ügyfél telefonon egyeztetett.' } });

    const member = screen.getByRole('combobox', { name: 'Csapattag hozzáadása' });
    await userEvent.selectOptions(member, 'u2');
    await userEvent.click(screen.getByRole('button', { name: 'Csapattag hozzáadása' }));
    await waitFor(() => expect(member).toHaveAccessibleDescription('Nincs ilyen munkatárs.'));
    expect(writes(calls)[3]).toEqual({ url: '/api/matters/m-1/team', method: 'POST', body: { userId: 'u2' } });

    await userEvent.click(screen.getByText('Új fél'));
    const party = screen.getByLabelText('Név', { exact: true });
    await userEvent.type(party, 'Varga Judit');
    await userEvent.click(screen.getByRole('button', { name: 'Összeférhetetlenségi vizsgálat' }));
    await screen.findByText('A vizsgálat nem talált egyezést a cég névjegyei és ügyfelei között.');
    await userEvent.click(screen.getByRole('button', { name: 'Fél hozzáadása' }));
    await waitFor(() => expect(party).toHaveAccessibleDescription('Add meg a fél nevét.'));
    expect(writes(calls)[4]).toEqual({
      url: '/api/matters/m-1/parties',
      method: 'POST',
      body: { party: { contactId: null, name: 'Varga Judit', role: 'other', taxNumber: null, companyRegistrationNumber: null }, conflict: { decision: 'no_conflict' } },
    });
  });
});
