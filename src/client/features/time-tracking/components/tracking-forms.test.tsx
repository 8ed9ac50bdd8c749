// The time forms on the form kit (issue 41 points 2 and 4): the manual entry reads the duration as
// typed and sends it as typed, the timer starts and stops; a server field error lands, in
// Hungarian, on its field.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiAnswer } from '@client/lib/api-client';
import { loadAppLocales } from '@client/lib/app-locales';
import { invalid, json, messageOf, mockApi, mockFetch } from '@client/test/form-api-mock';
import { renderWithProviders } from '@client/test/render';
import { EntryForm } from './entry-form';
import { TimerCard } from './timer-card';
import { timeEntry } from '../test/fixtures';
import { chooseInCombobox } from '@client/test/combobox';

const matters = {
  items: [
    {
      id: 'mt-1',
      number: '2026/0001',
      title: 'Szabó Anna – kártérítés',
      status: 'open',
      practiceArea: 'civil_litigation',
      clients: ['Szabó Anna'],
      responsibleLawyer: null,
      openedOn: '2026-01-05',
      confidential: false,
      openTasks: 0,
    },
  ],
  total: 1,
  counts: { open: 1, in_progress: 0, closed: 0, archived: 0 },
} satisfies ApiAnswer<'get', '/api/matters'>;
const entry = timeEntry();
const running = {
  timer: { matter: entry.matter, activity: 'other', description: 'Tárgyalás előkészítése', startedAt: '2026-11-29T08:00:00.000Z', serverNow: '2026-11-29T09:00:00.000Z' },
} satisfies ApiAnswer<'get', '/api/time-tracking/timer'>;

describe('time forms on the form kit', () => {
  beforeAll(() => loadAppLocales());
  afterEach(() => vi.restoreAllMocks());

  it('explains a wrong duration once left, confirms a right one, sends it as typed and shows the server’s message on the day', async () => {
    const sent = mockApi({ '/api/matters': matters }, [invalid({ workDate: 'Lezárt időszakra nem rögzíthető idő.' }), json(201, entry)]);
    renderWithProviders(<EntryForm />);
    const form = screen.getByRole('region', { name: 'Utólagos rögzítés' });
    await chooseInCombobox(within(form).getByRole('combobox', { name: /^Ügy/ }), '2026/0001 – Szabó Anna – kártérítés', 'szabo');
    const duration = within(form).getByLabelText(/^Időtartam/);
    fireEvent.change(duration, { target: { value: '1:75' } });
    fireEvent.blur(duration);
    expect(await within(form).findByText('Óra mellett a perc 0 és 59 között lehet (például 1:45 vagy 1ó 45p).')).toBeTruthy();
    expect(duration).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(duration, { target: { value: '1h 12m' } });
    expect(await within(form).findByText('= 1:12')).toBeTruthy();
    fireEvent.change(within(form).getByRole('textbox', { name: /^Nap/ }), { target: { value: '2026. 11. 27.' } });
    fireEvent.change(within(form).getByLabelText(/^Leírás/), { target: { value: 'Keresetlevél átnézése' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Rögzítés' }));

    await waitFor(() => expect(messageOf(within(form).getByRole('textbox', { name: /^Nap/ }))).toContain('Lezárt időszakra nem rögzíthető idő.'));
    expect(sent[0]).toEqual({
      method: 'POST',
      url: '/api/time-tracking',
      body: { matterId: 'mt-1', activity: 'drafting', workDate: '2026-11-27', duration: '1h 12m', billable: true, description: 'Keresetlevél átnézése' },
    });

    fireEvent.click(within(form).getByRole('button', { name: 'Rögzítés' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Rögzítve: 1:12');
    expect(within(form).getByLabelText(/^Időtartam/)).toHaveValue('');
  });

  // The "Rögzítve" of the last save stayed beside a later failed one: it looked saved.
  it('takes the last "Rögzítve" back when a later save fails, on the form’s own check or on the server', async () => {
    mockApi({ '/api/matters': matters }, [json(201, entry), invalid({ workDate: 'Lezárt időszakra nem rögzíthető idő.' })]);
    renderWithProviders(<EntryForm />);
    const form = screen.getByRole('region', { name: 'Utólagos rögzítés' });
    await chooseInCombobox(within(form).getByRole('combobox', { name: /^Ügy/ }), '2026/0001 – Szabó Anna – kártérítés', 'szabo');
    const fill = () => {
      fireEvent.change(within(form).getByLabelText(/^Időtartam/), { target: { value: '1:12' } });
      fireEvent.change(within(form).getByLabelText(/^Leírás/), { target: { value: 'Keresetlevél átnézése' } });
    };
    fill();
    fireEvent.click(within(form).getByRole('button', { name: 'Rögzítés' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Rögzítve: 1:12');
    // The reset emptied duration and description: the next submit stops at the form's own check.
    fireEvent.click(within(form).getByRole('button', { name: 'Rögzítés' }));
    expect(await within(form).findByText('Válassz ügyet, és írd le, mit csináltál.')).toBeTruthy();
    expect(within(form).queryByText(/^Rögzítve/)).toBeNull();
    // Filled again, the server refuses it: still no "Rögzítve".
    fill();
    fireEvent.click(within(form).getByRole('button', { name: 'Rögzítés' }));
    await waitFor(() => expect(messageOf(within(form).getByRole('textbox', { name: /^Nap/ }))).toContain('Lezárt időszakra nem rögzíthető idő.'));
    expect(within(form).queryByText(/^Rögzítve/)).toBeNull();
  });

  it('names the missing matter and description in Hungarian without calling the server', async () => {
    const sent = mockApi({ '/api/matters': matters }, []);
    renderWithProviders(<EntryForm />);
    const form = screen.getByRole('region', { name: 'Utólagos rögzítés' });
    fireEvent.change(within(form).getByLabelText(/^Időtartam/), { target: { value: '30p' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Rögzítés' }));
    expect(await within(form).findByText('Válassz ügyet, és írd le, mit csináltál.')).toBeTruthy();
    expect(messageOf(within(form).getByRole('combobox', { name: /^Ügy/ }))).toContain('Válassz ügyet.');
    expect(messageOf(within(form).getByLabelText(/^Leírás/))).toContain('Írd le röviden, mit csináltál.');
    expect(sent).toEqual([]);
  });

  it('starts the timer on a matter and puts the server’s message on the matter', async () => {
    const sent = mockApi({ '/api/time-tracking/timer': { timer: null }, '/api/matters': matters }, [invalid({ matterId: 'Lezárt ügyre nem indítható stopper.' })]);
    renderWithProviders(<TimerCard canRecord />);
    const card = screen.getByRole('region', { name: 'Stopper' });
    const start = await within(card).findByRole('button', { name: 'Időmérés indítása' });
    expect(start).toBeDisabled();
    await chooseInCombobox(within(card).getByRole('combobox', { name: /^Ügy/ }), '2026/0001 – Szabó Anna – kártérítés', 'szabo');
    fireEvent.click(start);
    await waitFor(() => expect(messageOf(within(card).getByRole('combobox', { name: /^Ügy/ }))).toContain('Lezárt ügyre nem indítható stopper.'));
    expect(sent[0]).toEqual({ method: 'POST', url: '/api/time-tracking/timer', body: { matterId: 'mt-1', activity: 'other', description: '' } });
  });

  it('stops the running timer with its description and puts the server’s message on the description', async () => {
    const sent = mockApi({ '/api/time-tracking/timer': running }, [invalid({ description: 'A leírás legfeljebb 2000 karakter.' })]);
    renderWithProviders(<TimerCard canRecord />);
    const card = screen.getByRole('region', { name: 'Stopper' });
    const description = await within(card).findByLabelText(/^Leírás/);
    expect(description).toHaveValue('Tárgyalás előkészítése');
    fireEvent.change(description, { target: { value: 'Tárgyalás előkészítése, iratok' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Leállítás és mentés' }));
    await waitFor(() => expect(messageOf(within(card).getByLabelText(/^Leírás/))).toContain('A leírás legfeljebb 2000 karakter.'));
    expect(sent[0]).toEqual({ method: 'POST', url: '/api/time-tracking/timer/stop', body: { description: 'Tárgyalás előkészítése, iratok', billable: true, keepShort: false } });
  });

  // A stopped timer said nothing: the lawyer could not tell whether the time was saved.
  it('says what the stopped timer recorded', async () => {
    mockApi({ '/api/time-tracking/timer': running }, [json(200, { entry: { ...entry, source: 'timer' } })]);
    renderWithProviders(<TimerCard canRecord />);
    const card = screen.getByRole('region', { name: 'Stopper' });
    fireEvent.click(await within(card).findByRole('button', { name: 'Leállítás és mentés' }));
    expect(await within(card).findByRole('status')).toHaveTextContent('Rögzítve: 1:12 (2026. november 27.).');
  });

  // A timer stopped after 2 seconds became 0:01 and billed 0:06: a mis-click must not bill a unit.
  it('takes the stopped timer’s "Rögzítve" back when the next start fails', async () => {
    let timer: unknown = running;
    mockFetch((url, method) => {
      if (url === '/api/time-tracking/timer' && method === 'GET') return json(200, timer);
      if (url === '/api/matters') return json(200, matters);
      if (url === '/api/time-tracking/timer/stop') {
        timer = { timer: null };
        return json(200, { entry: { ...entry, source: 'timer' } });
      }
      if (url === '/api/time-tracking/timer' && method === 'POST') return invalid({ matterId: 'Lezárt ügyre nem indítható stopper.' });
      return undefined;
    });
    renderWithProviders(<TimerCard canRecord />);
    const card = screen.getByRole('region', { name: 'Stopper' });
    fireEvent.click(await within(card).findByRole('button', { name: 'Leállítás és mentés' }));
    expect(await within(card).findByRole('status')).toHaveTextContent('Rögzítve: 1:12');
    await chooseInCombobox(within(card).getByRole('combobox', { name: /^Ügy/ }), '2026/0001 – Szabó Anna – kártérítés', 'szabo');
    fireEvent.click(within(card).getByRole('button', { name: 'Időmérés indítása' }));
    await waitFor(() => expect(messageOf(within(card).getByRole('combobox', { name: /^Ügy/ }))).toContain('Lezárt ügyre nem indítható stopper.'));
    expect(within(card).queryByText(/^Rögzítve/)).toBeNull();
  });

  it('asks before recording a timer stopped under a minute: record it as 1 minute, discard it, or keep timing', async () => {
    const tooShort = () => json(409, { code: 'TIMER_TOO_SHORT', message: 'A stopper egy percnél rövidebb ideig futott. Rögzítsd 1 percként, vagy vesd el.' });
    const sent = mockApi({ '/api/time-tracking/timer': running }, [tooShort(), tooShort(), json(200, { entry: { ...entry, minutes: 1, billedMinutes: 6, source: 'timer' } })]);
    renderWithProviders(<TimerCard canRecord />);
    const card = screen.getByRole('region', { name: 'Stopper' });
    fireEvent.click(await within(card).findByRole('button', { name: 'Leállítás és mentés' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('A stopper egy percnél rövidebb ideig futott, ezért még nem rögzítettük.');
    expect(within(card).queryByRole('status')).toBeNull();
    // Keep timing: the question goes, the stop button is back; stopping again asks again.
    fireEvent.click(within(card).getByRole('button', { name: 'Tovább mérek' }));
    expect(within(card).queryByRole('alert')).toBeNull();
    fireEvent.click(within(card).getByRole('button', { name: 'Leállítás és mentés' }));
    fireEvent.click(await within(card).findByRole('button', { name: 'Rögzítés 1 percként' }));
    expect(await within(card).findByRole('status')).toHaveTextContent('Rögzítve: 0:01');
    expect(sent.map((s) => s.body)).toEqual([
      { description: 'Tárgyalás előkészítése', billable: true, keepShort: false },
      { description: 'Tárgyalás előkészítése', billable: true, keepShort: false },
      { description: 'Tárgyalás előkészítése', keepShort: true },
    ]);
  });

  it('discards a timer stopped under a minute when asked', async () => {
    const sent = mockApi({ '/api/time-tracking/timer': running }, [json(409, { code: 'TIMER_TOO_SHORT', message: 'Rövid.' }), json(200, { ok: true })]);
    renderWithProviders(<TimerCard canRecord />);
    const card = screen.getByRole('region', { name: 'Stopper' });
    fireEvent.click(await within(card).findByRole('button', { name: 'Leállítás és mentés' }));
    fireEvent.click(await within(card).findByRole('button', { name: 'Mérés elvetése' }));
    await waitFor(() => expect(sent[1]).toEqual({ method: 'DELETE', url: '/api/time-tracking/timer', body: undefined }));
  });

  it('offers every open matter, not only the first page: the 250th of a firm with 250 (decision 0487)', async () => {
    const many = Array.from({ length: 250 }, (_, i) => ({ ...matters.items[0]!, id: `mt-${i + 1}`, number: `2026/${String(i + 1).padStart(4, '0')}`, title: `Ügy ${i + 1}` }));
    mockFetch((url) => {
      if (url !== '/api/matters') return undefined;
      const query = new URL(String(vi.mocked(globalThis.fetch).mock.lastCall?.[0]), 'http://localhost').searchParams;
      const offset = Number(query.get('offset'));
      return json(200, { ...matters, items: many.slice(offset, offset + Number(query.get('limit'))), total: many.length });
    });
    renderWithProviders(<EntryForm />);
    const form = screen.getByRole('region', { name: 'Utólagos rögzítés' });
    // The searching picker finds it by its number.
    await chooseInCombobox(within(form).getByRole('combobox', { name: /^Ügy/ }), '2026/0250 – Ügy 250', '0250');
    expect(within(form).getByRole('combobox', { name: /^Ügy/ })).toHaveValue('2026/0250 – Ügy 250');
  });
});
