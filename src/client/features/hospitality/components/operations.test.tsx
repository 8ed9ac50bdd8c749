import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays, todayInBudapest } from '@shared/dates/iso-date';
import { AppProviders, createQueryClient } from '@client/app/providers';
import { loadAppLocales } from '@client/lib/app-locales';
import { renderWithProviders } from '@client/test/render';
import type { HousekeepingBoard, NtakOverview, Property, TouristTaxMonth } from '../api/types';
import { HousekeepingPage } from './housekeeping-page';
import { NtakPage } from './ntak-page';
import { StayInvoicesPage } from './stay-invoices-page';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const today = todayInBudapest();

const property = { id: 'p1', name: 'Tölgyfa Vendégház', units: [], ratePlans: [] } as unknown as Property;

const board: HousekeepingBoard = {
  date: today,
  staff: [{ id: 'w1', name: 'Takács Éva' }],
  units: [
    {
      unitId: 'u1',
      unitName: '1',
      building: 'a',
      state: 'dirty',
      occupied: false,
      task: 'departure',
      reservation: { id: 'r1', number: 'F-2026-0001', bookerName: 'Kiss Anna', status: 'checked_out' },
      assignee: null,
      done: false,
    },
    {
      unitId: 'u2',
      unitName: '2',
      building: 'a',
      state: 'clean',
      occupied: true,
      task: 'stay_over',
      reservation: { id: 'r2', number: 'F-2026-0002', bookerName: 'Nagy Péter', status: 'checked_in' },
      assignee: { id: 'w1', name: 'Takács Éva' },
      done: false,
    },
  ],
};

const month: TouristTaxMonth = {
  propertyId: 'p1',
  propertyName: 'Tölgyfa Vendégház',
  month: today.slice(0, 7),
  dueOn: '2026-12-15',
  rule: { mode: 'per_night', amountHuf: 450 },
  guestNights: 12,
  liableGuestNights: 10,
  exemptGuestNights: 2,
  exemptByReason: [],
  taxDue: 4500,
  collected: 4500,
  days: [],
};

/** The stay-invoices page's API, its property list held back until `answerProperties()`. */
function propertiesAnsweredLater() {
  let answerProperties: () => void = () => {};
  const propertiesAnswered = new Promise<void>((resolve) => (answerProperties = resolve));
  const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input);
    if (url.startsWith('/api/hospitality/properties')) {
      await propertiesAnswered;
      return json(200, [property]);
    }
    if (url.startsWith('/api/hospitality/reservations')) return json(200, { items: [], total: 0 });
    if (url.startsWith('/api/hospitality/tourist-tax')) return json(200, month);
    return json(404, { code: 'NOT_FOUND', message: 'Nincs ilyen.' });
  });
  return { fetchMock, answerProperties: () => answerProperties() };
}

describe('hospitality operations pages', () => {
  beforeAll(async () => {
    await loadAppLocales();
  });
  afterEach(() => vi.restoreAllMocks());

  it('stay invoices: a tourist-tax month that failed to load offers a retry that brings the month', async () => {
    let taxLoads = 0;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = String(input);
      if (url.startsWith('/api/hospitality/properties')) return json(200, [property]);
      if (url.startsWith('/api/hospitality/reservations')) return json(200, { items: [], total: 0 });
      // The property's month fails the first time.
      if (url.startsWith('/api/hospitality/tourist-tax') && url.includes('propertyId=p1')) return ++taxLoads === 1 ? json(500, { code: 'INTERNAL_ERROR', message: 'Belső hiba.' }) : json(200, month);
      return json(404, { code: 'NOT_FOUND', message: 'Nincs ilyen.' });
    });
    renderWithProviders(
      <MemoryRouter>
        <StayInvoicesPage />
      </MemoryRouter>,
    );
    const failed = await screen.findByRole('alert');
    expect(failed).toHaveTextContent('Az adatok nem tölthetők be.');
    await userEvent.click(within(failed).getByRole('button', { name: 'Újrapróbálás' }));
    expect(await screen.findByText('Fizetendő adó')).toBeInTheDocument();
    expect(screen.queryByText('Az adatok nem tölthetők be.')).not.toBeInTheDocument();
    expect(taxLoads).toBe(2);
  });

  it('stay invoices: asks for the tourist-tax month only once its property is known, never without a property', async () => {
    const { fetchMock, answerProperties } = propertiesAnsweredLater();
    const taxRequests = () => fetchMock.mock.calls.map(([u]) => String(u)).filter((u) => u.startsWith('/api/hospitality/tourist-tax'));
    renderWithProviders(
      <MemoryRouter>
        <StayInvoicesPage />
      </MemoryRouter>,
    );
    await waitFor(() => expect(fetchMock.mock.calls.some(([u]) => String(u).startsWith('/api/hospitality/properties'))).toBe(true));
    expect(taxRequests()).toEqual([]);
    answerProperties();
    expect(await screen.findByText('Fizetendő adó')).toBeInTheDocument();
    expect(taxRequests()).toHaveLength(1);
    expect(new URL(taxRequests()[0]!, 'http://localhost').searchParams.get('propertyId')).toBe('p1');
  });

  it("stay invoices: the stays to invoice are the chosen property's, never the whole firm's while the property loads", async () => {
    const { fetchMock, answerProperties } = propertiesAnsweredLater();
    const stayRequests = () => fetchMock.mock.calls.map(([u]) => new URL(String(u), 'http://localhost')).filter((u) => u.pathname === '/api/hospitality/reservations');
    renderWithProviders(
      <MemoryRouter>
        <StayInvoicesPage />
      </MemoryRouter>,
    );
    await waitFor(() => expect(fetchMock.mock.calls.some(([u]) => String(u).startsWith('/api/hospitality/properties'))).toBe(true));
    expect(stayRequests()).toEqual([]);
    answerProperties();
    expect(await screen.findByText('Nincs ilyen tartózkodás.')).toBeInTheDocument();
    expect(stayRequests().map((u) => u.searchParams.get('propertyId'))).toEqual(['p1']);
  });

  it('stay invoices: the tourist-tax month follows the month switch and is asked again on every visit (a storno elsewhere changes it)', async () => {
    const previous = addDays(`${today.slice(0, 7)}-01`, -1).slice(0, 7);
    let collected = 4500;
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/hospitality/properties') return json(200, [property]);
      if (url.pathname === '/api/hospitality/reservations') return json(200, { items: [], total: 0 });
      if (url.pathname === '/api/hospitality/tourist-tax') {
        const m = url.searchParams.get('month')!;
        return json(200, { ...month, month: m, guestNights: m === previous ? 31 : 12, collected });
      }
      return json(404, { code: 'NOT_FOUND', message: 'Nincs ilyen.' });
    });
    const taxMonths = () =>
      fetchMock.mock.calls
        .map(([u]) => new URL(String(u), 'http://localhost'))
        .filter((u) => u.pathname === '/api/hospitality/tourist-tax')
        .map((u) => `${u.searchParams.get('propertyId')} ${u.searchParams.get('month')}`);
    const figure = (label: string) => screen.getByText(label).nextElementSibling?.textContent?.replace(/\D/g, '');
    // The app's own cache settings (30 s fresh by default), one client across both visits.
    const client = createQueryClient();
    const page = () => (
      <AppProviders queryClient={client}>
        <MemoryRouter>
          <StayInvoicesPage />
        </MemoryRouter>
      </AppProviders>
    );
    const first = render(page());
    await waitFor(() => expect(figure('Vendégéjszaka')).toBe('12'));
    fireEvent.change(screen.getByLabelText('Hónap'), { target: { value: previous } });
    await waitFor(() => expect(figure('Vendégéjszaka')).toBe('31'));
    expect(taxMonths()).toEqual([`p1 ${today.slice(0, 7)}`, `p1 ${previous}`]);
    first.unmount();

    // Meanwhile a stay invoice is cancelled on the invoices page: the next visit shows it.
    collected = 0;
    render(page());
    await waitFor(() => expect(taxMonths()).toHaveLength(3));
    await waitFor(() => expect(figure('Beszedve (kiállított számlákon)')).toBe('0'));
    client.clear();
  });

  it("housekeeping: shows each unit's state, occupancy and task, and sets a state and an assignee", async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = String(input);
      if (url.startsWith('/api/hospitality/properties')) return json(200, [property]);
      if (url.startsWith('/api/hospitality/housekeeping')) return json(200, board);
      if (init?.method === 'PUT') return json(200, { id: 'u1' });
      return json(404, { code: 'NOT_FOUND', message: 'Nincs ilyen.' });
    });
    renderWithProviders(
      <MemoryRouter>
        <HousekeepingPage canBook />
      </MemoryRouter>,
    );
    const one = await screen.findByRole('listitem', { name: '1 egység' });
    expect(within(one).getByText('Takarítandó', { selector: 'span' })).toBeInTheDocument();
    expect(within(one).getByText('Üres')).toBeInTheDocument();
    expect(within(one).getByText('Távozó: teljes takarítás')).toBeInTheDocument();
    expect(within(screen.getByRole('listitem', { name: '2 egység' })).getByText('Foglalt (bent lakik)')).toBeInTheDocument();
    await userEvent.selectOptions(within(one).getByLabelText('Állapot'), 'Tiszta');
    await userEvent.selectOptions(within(one).getByLabelText('Felelős'), 'Takács Éva');
    await waitFor(() => expect(fetchMock.mock.calls.filter(([, i]) => i?.method === 'PUT')).toHaveLength(2));
    const puts = fetchMock.mock.calls.filter(([, i]) => i?.method === 'PUT').map(([u, i]) => [String(u), JSON.parse(String(i?.body))]);
    expect(puts).toEqual([
      ['/api/hospitality/units/u1/housekeeping', { state: 'clean', note: null }],
      ['/api/hospitality/units/u1/task', { date: today, assigneeId: 'w1' }],
    ]);
  });

  it("NTAK: each day's close status, NTAK's rejection text, and resubmission of a rejected message", async () => {
    const overview: NtakOverview = {
      settings: {
        configured: true,
        environment: 'test',
        authCertificate: { subject: 'CN=auth', validTo: '2030-01-01T00:00:00.000Z', expired: false },
        signingCertificate: { subject: 'CN=sign', validTo: '2030-01-01T00:00:00.000Z', expired: false },
        updatedAt: null,
      },
      messages: [
        {
          id: 'm1',
          kind: 'NAPI_ZARAS',
          state: 'rejected',
          cancelled: false,
          closedDay: '2026-11-27',
          attempts: 1,
          ntakId: null,
          ntakErrors: [{ uzenet: 'Hiányzó vendégéjszaka.' }],
          lastError: null,
          createdAt: '2026-11-28T03:00:00.000Z',
          sentAt: null,
          supersededBy: null,
          reservationId: null,
          reservationNumber: null,
          propertyId: 'p1',
        },
        {
          id: 'm2',
          kind: 'FOGLALAS',
          state: 'accepted',
          cancelled: false,
          closedDay: null,
          attempts: 1,
          ntakId: 'N-1',
          ntakErrors: null,
          lastError: null,
          createdAt: '2026-11-28T02:00:00.000Z',
          sentAt: '2026-11-28T02:00:01.000Z',
          supersededBy: null,
          reservationId: 'r1',
          reservationNumber: 'F-2026-0001',
          propertyId: 'p1',
        },
      ],
      days: [
        {
          propertyId: 'p1',
          propertyName: 'Tölgyfa Vendégház',
          registrationNumber: 'MA23004521',
          days: [
            { date: '2026-11-28', status: 'missing' },
            { date: '2026-11-27', status: 'rejected' },
            { date: '2026-11-26', status: 'accepted' },
            { date: '2026-11-25', status: 'queued' },
          ],
        },
      ],
    };
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = String(input);
      if (url === '/api/hospitality/ntak') return json(200, overview);
      if (url === '/api/hospitality/ntak/messages/m1/resubmit' && init?.method === 'POST') return json(200, { id: 'm3' });
      return json(404, { code: 'NOT_FOUND', message: 'Nincs ilyen.' });
    });
    renderWithProviders(
      <MemoryRouter>
        <NtakPage canConfigure />
      </MemoryRouter>,
    );
    const days = await screen.findByRole('list', { name: 'Napok állapota' });
    expect(within(days).getByText('2026. nov. 28.: Hiányzik')).toBeInTheDocument();
    expect(within(days).getByText('2026. nov. 27.: Elutasítva')).toBeInTheDocument();
    // A close written but never sent (no certificate yet, as in the demo) is not called sent.
    expect(within(days).getByText('2026. nov. 25.: Küldésre vár')).toBeInTheDocument();
    expect(screen.getByText('Hiányzik: 1 · Elutasítva: 1 · Küldésre vár: 1 · Elküldve: 0 · Elfogadva: 1')).toBeInTheDocument();
    expect(screen.getByText('Hiányzó vendégéjszaka.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'F-2026-0001' })).toHaveAttribute('href', '/app/hospitality/reservations/r1');
    await userEvent.click(screen.getByRole('button', { name: 'Napi zárás újraküldése' }));
    expect(await screen.findByText('Az üzenet újra küldésre vár.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([u, i]) => String(u) === '/api/hospitality/ntak/messages/m1/resubmit' && i?.method === 'POST')).toBe(true);
  });
});
