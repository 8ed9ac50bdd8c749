// One complaint's page: an id the firm has no complaint under says so under the page's heading,
// without the retry that could not help; a failure that could pass offers the retry. The way back
// to the complaints is under the message in both. The list of complaints is one card per complaint
// on a phone (decision 0478), so its due day and state are not behind a sideways scroll.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Complaint, ComplaintSummary } from '@shared/client-portal/complaints.schemas';
import { loadAppLocales } from '@client/lib/app-locales';
import { expectMissingObject, expectRetryableFailure, notFoundAnswer, renderObjectPage, serverFaultAnswer } from '@client/test/object-page-failures';
import { renderWithProviders } from '@client/test/render';
import { FirmComplaintPage, FirmComplaintsPage } from './firm-complaints-page';

const back = { name: 'Vissza a panaszokhoz', href: '/app/complaints' };
const renderPage = (answer: () => Response) => renderObjectPage(<FirmComplaintPage id="minta-1" canHandle />, '/api/client-portal/firm/complaints/minta-1', answer);

describe('FirmComplaintPage', () => {
  beforeAll(() => loadAppLocales());
  afterEach(() => vi.restoreAllMocks());

  it('a complaint that does not exist: the heading, "not found", the way back and no retry', async () => {
    renderPage(notFoundAnswer);
    await expectMissingObject({ heading: 'Panasz', sentence: 'Ez a panasz nem található.', back });
  });

  it('a server fault: "Hiba történt" with the retry and the way back', async () => {
    renderPage(serverFaultAnswer);
    await expectRetryableFailure({ back });
  });
});

describe('FirmComplaintsPage', () => {
  beforeAll(() => loadAppLocales());
  afterEach(() => vi.restoreAllMocks());

  const complaint: ComplaintSummary = {
    id: 'c-1',
    reference: 'P-2026-CUDXNH',
    subject: 'A számla nem egyezik az árajánlattal',
    status: 'submitted',
    client: { id: 'cl-1', name: 'Tóth és Fia Kft.' },
    matter: null,
    invoice: { id: 'inv-1', label: 'SZ/000001' },
    receivedAt: '2026-12-04T15:40:00.000Z',
    dueOn: '2027-01-03',
    overdue: false,
    answeredAt: null,
    handler: null,
  };

  it('shows each complaint as a card on a phone: its due day and state are on the screen, not off to the side', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response(JSON.stringify({ items: [complaint] }), { status: 200, headers: { 'content-type': 'application/json' } }));
    renderWithProviders(
      <MemoryRouter>
        <FirmComplaintsPage />
      </MemoryRouter>,
    );
    await screen.findByText('P-2026-CUDXNH');
    const table = screen.getByRole('table');
    expect(table.className).toContain('max-sm:block');
    expect(within(table).getByRole('rowheader').textContent).toBe('P-2026-CUDXNH');
    const cellLabels = [...table.querySelectorAll('td [aria-hidden="true"]')].map((l) => l.textContent);
    expect(cellLabels).toEqual(expect.arrayContaining(['Határidő', 'Állapot']));
    expect(within(table).getByText('2027. jan. 3.')).toBeTruthy();
  });
});

describe('the answer form (Fgytv. 17/A. § (8), decision 0488)', () => {
  beforeAll(() => loadAppLocales());
  afterEach(() => vi.restoreAllMocks());

  const detail = (remediesSuggestion: Complaint['remediesSuggestion']): Complaint => ({
    id: 'c-2',
    reference: 'P-2026-ABCDEF',
    subject: 'Késve kaptam meg a beadványt',
    status: 'in_progress',
    client: { id: 'cl-2', name: 'Szabó Anna' },
    matter: null,
    invoice: null,
    receivedAt: '2026-12-01T10:00:00.000Z',
    dueOn: '2026-12-31',
    overdue: false,
    answeredAt: null,
    handler: null,
    text: 'A beadvány másolatát csak a tárgyalás előtti napon kaptam meg.',
    record: { complainantName: 'Szabó Anna', complainantAddress: '1111 Budapest, Fő utca 1.', consumer: true, channel: 'portal', place: 'Ügyfélportál', submittedBy: 'Szabó Anna' },
    answer: null,
    closedAt: null,
    retainUntil: '2031-12-31',
    deadlineId: null,
    remediesSuggestion,
  });
  const open = async (complaint: Complaint) => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response(JSON.stringify(complaint), { status: 200, headers: { 'content-type': 'application/json' } }));
    renderWithProviders(
      <MemoryRouter>
        <FirmComplaintPage id={complaint.id} canHandle />
      </MemoryRouter>,
    );
    await userEvent.selectOptions(await screen.findByLabelText('Az iroda álláspontja'), 'rejected');
    return screen.getByRole('textbox', { name: /Hová fordulhat az ügyfél/ });
  };

  it("starts from the server's text for this client, with the board's contacts, and asks for nothing more", async () => {
    const text = 'Ha a válasszal nem ért egyet, … Irodánk székhelye szerinti testület: Budapesti Békéltető Testület, 1016 Budapest, Krisztina krt. 99.';
    const remedies = await open(detail({ text, boardMissing: false }));
    expect((remedies as HTMLTextAreaElement).value).toBe(text);
    expect(screen.queryByRole('link', { name: 'iroda nyilvános adatlapján' })).toBeNull();
  });

  it("says where to name the firm's board when its profile has none", async () => {
    const remedies = await open(detail({ text: 'Ha a válasszal nem ért egyet, fogyasztói jogvitában …', boardMissing: true }));
    expect(remedies.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText(/A törvény a békéltető testület címét és elérhetőségét is kéri/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'iroda nyilvános adatlapján' }).getAttribute('href')).toBe('/app/settings');
  });
});
