// The deadline forms on the form kit (issue 41 points 2 and 4): each sends its body, and a server
// field error lands, in Hungarian, on its field.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiAnswer } from '@client/lib/api-client';
import { loadAppLocales } from '@client/lib/app-locales';
import { invalid, json, messageOf, mockApi } from '@client/test/form-api-mock';
import { chooseInCombobox } from '@client/test/combobox';
import { renderWithProviders } from '@client/test/render';
import { addDays, todayInBudapest } from '@shared/dates/iso-date';
import { formatHuDate } from '@shared/hu/format';
import { AdminCalendarPage } from './admin-calendar-page';
import { DeadlineDocuments } from './deadline-documents';
import { DeadlineForm } from './deadline-form';
import { ObligationsCard } from './obligations-card';
import { ReminderSettingsCard } from './reminder-settings-card';

const members = { items: [{ id: 'm-1', userId: 'u-1', name: 'Dr. Kovács Anna', email: 'anna@example.hu', roles: ['lawyer'] }] } satisfies ApiAnswer<'get', '/api/company/members'>;
const firmCalendar = { year: 2027, provisional: false, decree: null, days: [], entered: [], version: 'v1', entries: [], decrees: [] } satisfies ApiAnswer<'get', '/api/compliance-tracker/calendar'>;
const adminYear = { year: 2027, provisional: true, decree: null, days: [], entered: [], version: 'v1' } satisfies ApiAnswer<'get', '/api/admin/calendar'>;
const deadline = {
  id: 'd-1',
  matterId: 'mt-1',
  matterNumber: '2027/0001',
  matterTitle: 'Kiss kontra Nagy',
  title: 'Fellebbezés',
  kind: 'fixed',
  rule: null,
  dueOn: '2027-08-30',
  endDayKind: 'working_day',
  explanation: '',
  steps: [],
  provisional: false,
  calendarVersion: null,
  responsible: null,
  status: 'open',
  overdue: false,
  missedAutomatically: false,
  documents: [],
  notes: null,
  completedAt: null,
  createdAt: '2026-11-29T09:00:00.000Z',
} satisfies ApiAnswer<'post', '/api/compliance-tracker'>;
const obligation = {
  id: 'o-1',
  title: 'ÁFA-bevallás (havi)',
  category: 'tax',
  client: null,
  owner: null,
  recurrence: { frequency: 'monthly', dayOfMonth: 20, month: 1 },
  nextNominal: '2026-12-20',
  nextDue: '2026-12-21',
  movedBecause: [{ date: '2026-12-20', reason: 'weekend', name: null }],
  late: false,
  active: true,
  notes: null,
  history: [],
} satisfies ApiAnswer<'post', '/api/compliance-tracker/obligations'>;

describe('deadline forms on the form kit', () => {
  beforeAll(() => loadAppLocales());
  afterEach(() => vi.restoreAllMocks());

  it('adds a computed deadline with the rule as the body and shows the server’s message on the length field', async () => {
    const sent = mockApi({ '/api/compliance-tracker/calendar': firmCalendar, '/api/company/members': members }, [
      invalid({ 'rule.length': 'A határidő legfeljebb 60 egység lehet.' }),
      json(201, { ...deadline, title: 'Fellebbezés az ítélet ellen' }),
    ]);
    renderWithProviders(<DeadlineForm matterId="mt-1" defaultResponsibleId="u-1" />);
    const form = screen.getByRole('form', { name: 'Új határidő' });
    fireEvent.change(within(form).getByLabelText(/^Megnevezés/), { target: { value: 'Fellebbezés az ítélet ellen' } });
    fireEvent.change(within(form).getByRole('textbox', { name: /^Kezdőnap/ }), { target: { value: '2027. 07. 09.' } });
    fireEvent.change(within(form).getByLabelText(/^Hossz/), { target: { value: '15' } });
    expect(await within(form).findByRole('status', { name: 'Számított határidő' })).toBeTruthy();
    await waitFor(() => expect(within(form).getByLabelText(/^Felelős/)).toHaveValue('u-1'));
    fireEvent.click(within(form).getByRole('button', { name: 'Határidő rögzítése' }));

    await waitFor(() => expect(within(form).getByLabelText(/^Hossz/)).toHaveAttribute('aria-invalid', 'true'));
    expect(messageOf(within(form).getByLabelText(/^Hossz/))).toContain('A határidő legfeljebb 60 egység lehet.');
    expect(sent[0]).toEqual({
      method: 'POST',
      url: '/api/compliance-tracker',
      body: { matterId: 'mt-1', title: 'Fellebbezés az ítélet ellen', responsibleId: 'u-1', kind: 'computed', rule: { start: '2027-07-09', length: 15, unit: 'days', procedure: 'pp', saturdayWorkdays: true } },
    });

    fireEvent.click(within(form).getByRole('button', { name: 'Határidő rögzítése' }));
    expect(await within(form).findByText('Rögzítve: Fellebbezés az ítélet ellen – 2027. augusztus 30., hétfő.')).toBeTruthy();
    expect(within(form).getByLabelText(/^Megnevezés/)).toHaveValue('');
    expect(sent).toHaveLength(2);
  });

  it('checks a fixed date in the browser first, in Hungarian', async () => {
    const sent = mockApi({ '/api/compliance-tracker/calendar': firmCalendar, '/api/company/members': members }, []);
    renderWithProviders(<DeadlineForm matterId="mt-1" defaultResponsibleId={null} />);
    const form = screen.getByRole('form', { name: 'Új határidő' });
    fireEvent.click(within(form).getByLabelText('Rögzített nap'));
    fireEvent.click(within(form).getByRole('button', { name: 'Határidő rögzítése' }));
    await waitFor(() => expect(messageOf(within(form).getByRole('textbox', { name: /^A határidő utolsó napja/ }))).toContain('Adj meg egy dátumot.'));
    expect(messageOf(within(form).getByLabelText(/^Megnevezés/))).toContain('Add meg a határidő megnevezését.');
    expect(sent).toEqual([]);
  });

  it('warns before saving when the last day has already passed, and still saves', async () => {
    const sent = mockApi({ '/api/compliance-tracker/calendar': firmCalendar, '/api/company/members': members }, [json(201, { ...deadline, dueOn: '2020-01-21', overdue: true })]);
    renderWithProviders(<DeadlineForm matterId="mt-1" defaultResponsibleId={null} />);
    const form = screen.getByRole('form', { name: 'Új határidő' });
    fireEvent.change(within(form).getByLabelText(/^Megnevezés/), { target: { value: 'Fellebbezés' } });
    const start = within(form).getByRole('textbox', { name: /^Kezdőnap/ });
    fireEvent.change(start, { target: { value: formatHuDate(addDays(todayInBudapest(), 3), 'short') } });
    expect(await within(form).findByRole('status', { name: 'Számított határidő' })).toBeTruthy();
    expect(within(form).queryByRole('alert')).toBeNull();

    // A start years ago: the computed last day is gone.
    fireEvent.change(start, { target: { value: '2020. 01. 06.' } });
    expect(await within(form).findByRole('alert')).toHaveTextContent(/^Figyelem: ez a határidő már lejárt – utolsó napja, 2020\. január \d+\., \p{L}+, elmúlt\./u);

    // A fixed day in the past too; the save goes ahead.
    fireEvent.click(within(form).getByLabelText('Rögzített nap'));
    const due = within(form).getByRole('textbox', { name: /^A határidő utolsó napja/ });
    fireEvent.change(due, { target: { value: formatHuDate(addDays(todayInBudapest(), 1), 'short') } });
    await waitFor(() => expect(within(form).queryByRole('alert')).toBeNull());
    fireEvent.change(due, { target: { value: '2020. 01. 21.' } });
    expect(await within(form).findByRole('alert')).toHaveTextContent('2020. január 21., kedd');
    fireEvent.click(within(form).getByRole('button', { name: 'Határidő rögzítése' }));
    await waitFor(() => expect(sent[0]?.body).toMatchObject({ kind: 'fixed', dueOn: '2020-01-21' }));
  });

  it('enters a calendar day and puts the server’s message on the date', async () => {
    const sent = mockApi({ '/api/admin/calendar': adminYear }, [invalid({ date: 'Ez a nap már szerepel a naptárban.' })]);
    renderWithProviders(<AdminCalendarPage />);
    const form = await screen.findByRole('form', { name: 'Nap rögzítése' });
    fireEvent.change(within(form).getByRole('textbox', { name: /^Dátum/ }), { target: { value: '2027. 08. 30.' } });
    fireEvent.change(within(form).getByLabelText(/^Típus/), { target: { value: 'rest_day' } });
    fireEvent.change(within(form).getByLabelText(/^Megnevezés/), { target: { value: 'Próba pihenőnap' } });
    fireEvent.change(within(form).getByLabelText(/^Forrás/), { target: { value: '99/2026. NGM rendelet' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Nap mentése' }));
    await waitFor(() => expect(messageOf(within(form).getByRole('textbox', { name: /^Dátum/ }))).toContain('Ez a nap már szerepel a naptárban.'));
    expect(sent[0]?.body).toEqual({ date: '2027-08-30', kind: 'rest_day', name: 'Próba pihenőnap', source: '99/2026. NGM rendelet' });
  });

  it('records the decree and puts the server’s message on the decree field', async () => {
    const sent = mockApi({ '/api/admin/calendar': adminYear }, [invalid({ decree: 'Ehhez az évhez már van rendelet.' })]);
    renderWithProviders(<AdminCalendarPage />);
    const heading = await screen.findByRole('heading', { name: /^Az év munkarendi rendelete/ });
    const form = heading.closest('form')!;
    fireEvent.change(within(form).getByLabelText(/^Rendelet/), { target: { value: '99/2026. (XI. 29.) NGM rendelet' } });
    fireEvent.change(within(form).getByLabelText(/^Forrás/), { target: { value: 'Magyar Közlöny 2026/180' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Rendelet rögzítése' }));
    await waitFor(() => expect(messageOf(within(form).getByLabelText(/^Rendelet/))).toContain('Ehhez az évhez már van rendelet.'));
    expect(sent[0]?.body).toMatchObject({ decree: '99/2026. (XI. 29.) NGM rendelet', source: 'Magyar Közlöny 2026/180' });
  });

  it('an obligation’s client is found by typing part of its name (the searching picker) and sent as its id', async () => {
    const clients = [
      { id: 'c-1', kind: 'organisation', name: 'Bence Bau Kft.' },
      { id: 'c-2', kind: 'person', name: 'Kovács Ödön' },
      { id: 'c-3', kind: 'organisation', name: 'Molnár Logisztika Bt.' },
    ];
    const sent = mockApi({ '/api/compliance-tracker/obligations': { items: [], late: 0 }, '/api/company/members': members, '/api/contacts': { items: clients, total: clients.length } }, [
      json(201, { ...obligation, title: 'Éves beszámoló' }),
    ]);
    renderWithProviders(<ObligationsCard canEdit />);
    const form = screen.getByRole('form', { name: 'Új ismétlődő kötelezettség' });
    fireEvent.change(within(form).getByLabelText(/^Megnevezés/), { target: { value: 'Éves beszámoló' } });
    const client = await within(form).findByRole('combobox', { name: /^Ügyfél/ });
    await chooseInCombobox(client, 'Molnár Logisztika Bt.', 'logiszt');
    expect(client).toHaveValue('Molnár Logisztika Bt.');
    fireEvent.click(within(form).getByRole('button', { name: 'Kötelezettség rögzítése' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toMatchObject({ title: 'Éves beszámoló', clientContactId: 'c-3' });
  });

  it('adds an obligation and completes one, each with the server’s message on its field', async () => {
    const sent = mockApi({ '/api/compliance-tracker/obligations': { items: [obligation], late: 0 }, '/api/company/members': members, '/api/contacts': { items: [], total: 0 } }, [
      invalid({ title: 'Ilyen nevű kötelezettség már van.' }),
      invalid({ note: 'A megjegyzés legfeljebb 2000 karakter.' }),
    ]);
    renderWithProviders(<ObligationsCard canEdit />);
    const form = screen.getByRole('form', { name: 'Új ismétlődő kötelezettség' });
    fireEvent.change(within(form).getByLabelText(/^Megnevezés/), { target: { value: 'ÁFA-bevallás (havi)' } });
    fireEvent.change(within(form).getByLabelText(/^Gyakoriság/), { target: { value: 'yearly' } });
    fireEvent.change(await within(form).findByLabelText(/^Hónap/), { target: { value: '5' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Kötelezettség rögzítése' }));
    await waitFor(() => expect(messageOf(within(form).getByLabelText(/^Megnevezés/))).toContain('Ilyen nevű kötelezettség már van.'));
    expect(sent[0]?.body).toMatchObject({ title: 'ÁFA-bevallás (havi)', category: 'tax', clientContactId: null, recurrence: { frequency: 'yearly', dayOfMonth: 20, month: 5 } });

    fireEvent.click(await screen.findByRole('button', { name: 'Teljesítve, jöhet a következő: ÁFA-bevallás (havi)' }));
    const complete = screen.getByRole('form', { name: /ÁFA-bevallás \(havi\)/ });
    fireEvent.change(within(complete).getByLabelText('Megjegyzés (nem kötelező)'), { target: { value: 'Beküldve' } });
    fireEvent.click(within(complete).getByRole('button', { name: 'Teljesítés rögzítése' }));
    await waitFor(() => expect(messageOf(within(complete).getByLabelText('Megjegyzés (nem kötelező)'))).toContain('A megjegyzés legfeljebb 2000 karakter.'));
    expect(sent[1]).toEqual({ method: 'POST', url: '/api/compliance-tracker/obligations/o-1/complete', body: { nominal: '2026-12-20', note: 'Beküldve' } });
  });

  it('says why each due day moved: a weekend day, a public holiday by its name, a swapped rest day', async () => {
    const items = [
      obligation,
      {
        ...obligation,
        id: 'o-2',
        title: 'Munkaügyi bejelentés',
        nextNominal: '2027-05-01',
        nextDue: '2027-05-03',
        movedBecause: [
          { date: '2027-05-01', reason: 'holiday', name: 'a munka ünnepe' },
          { date: '2027-05-02', reason: 'weekend', name: null },
        ],
      },
      {
        ...obligation,
        id: 'o-3',
        title: 'Éves felülvizsgálat',
        nextNominal: '2026-01-02',
        nextDue: '2026-01-05',
        movedBecause: [
          { date: '2026-01-02', reason: 'rest_day', name: 'áthelyezett pihenőnap (ledolgozva: 2026. január 10.)' },
          { date: '2026-01-03', reason: 'weekend', name: null },
          { date: '2026-01-04', reason: 'weekend', name: null },
        ],
      },
      { ...obligation, id: 'o-4', title: 'Hétfői határidő', nextNominal: '2026-12-21', nextDue: '2026-12-21', movedBecause: [] },
    ] satisfies Array<ApiAnswer<'post', '/api/compliance-tracker/obligations'>>;
    mockApi({ '/api/compliance-tracker/obligations': { items, late: 0 } }, []);
    renderWithProviders(<ObligationsCard canEdit={false} />);
    const entry = async (title: string) => (await screen.findByText(title)).closest('li')!;
    expect(await entry('ÁFA-bevallás (havi)')).toHaveTextContent('(2026. december 20., vasárnap helyett, hétvége miatt)');
    expect(await entry('Munkaügyi bejelentés')).toHaveTextContent('(2027. május 1., szombat helyett, munkaszüneti nap (a munka ünnepe) és hétvége miatt)');
    expect(await entry('Éves felülvizsgálat')).toHaveTextContent('(2026. január 2., péntek helyett, áthelyezett pihenőnap és hétvége miatt)');
    expect(await entry('Hétfői határidő')).not.toHaveTextContent('helyett');
    expect(screen.getByRole('list', { name: 'Ismétlődő megfelelési kötelezettségek' })).not.toHaveTextContent('munkaszüneti nap miatt');
  });

  it('saves the reminder lead days, refuses a bad list and shows the server’s message on the field', async () => {
    const sent = mockApi({ '/api/compliance-tracker/settings': { leadDays: [7, 3, 1] }, '/api/compliance-tracker/preferences': { dailyDigest: false } }, [invalid({ leadDays: 'Legfeljebb 5 emlékeztetési időpont.' })]);
    renderWithProviders(<ReminderSettingsCard canManageFirm />);
    const field = await screen.findByLabelText(/^Emlékeztetés ennyi munkanappal/);
    expect(field).toHaveValue('7, 3, 1');
    fireEvent.change(field, { target: { value: '7, 90' } });
    expect(screen.getByRole('button', { name: 'Mentés' })).toBeDisabled();
    fireEvent.change(field, { target: { value: '10, 5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(messageOf(field)).toContain('Legfeljebb 5 emlékeztetési időpont.'));
    expect(sent[0]?.body).toEqual({ leadDays: [10, 5] });
  });

  it('links a document to a deadline and shows the server’s message on the choice', async () => {
    const sent = mockApi({}, [invalid({ documentId: 'Az irat nem ehhez az ügyhöz tartozik.' })]);
    renderWithProviders(<DeadlineDocuments deadline={deadline} canEdit choices={[{ id: 'doc-1', title: 'Keresetlevél' }]} />);
    expect(screen.getByRole('button', { name: 'Irat kapcsolása' })).toBeDisabled();
    fireEvent.change(screen.getByLabelText(/^Az ügy irata/), { target: { value: 'doc-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Irat kapcsolása' }));
    await waitFor(() => expect(messageOf(screen.getByLabelText(/^Az ügy irata/))).toContain('Az irat nem ehhez az ügyhöz tartozik.'));
    expect(sent[0]).toEqual({ method: 'POST', url: '/api/compliance-tracker/d-1/documents', body: { documentId: 'doc-1' } });
  });
});
