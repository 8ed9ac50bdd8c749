// The customer's dashboard (spec 3.5): the recent activities' detail line is shown in full – a
// money figure is never cut – and the firm is named as the frame names it (decision 0477).
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PortalOverview } from '@shared/client-portal/client-portal.schemas';
import { loadAppLocales } from '@client/lib/app-locales';
import { renderWithProviders } from '@client/test/render';
import { CustomerPortalDashboard } from './customer-portal-dashboard';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const gross = 'Bruttó összeg: 1\u00a0480\u00a0000\u00a0Ft';

const overview: PortalOverview = {
  customerData: { name: 'Szabó Anna' },
  connectedCompany: { name: 'Kovács és Társai Ügyvédi Iroda', contact: 'Dr. Kovács Péter', email: 'ugyved@kovacs-ugyved.hu', phone: '+36 1 234 5678' },
  recentActivities: [{ type: 'invoice', title: 'Új számla: SZ/000012', description: gross, created_at: '2026-11-20T13:30:00.000Z', color: 'amber', link: '/app/my-purchases' }],
  stats: { unread_messages: 1, upcoming_appointments: 0, pending_invoices: 1 },
  clients: [{ id: 'c1', name: 'Szabó Anna' }],
  matters: [],
};

function renderDashboard(firmDisplayName?: string | null, answer: PortalOverview = overview) {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async () => json(200, answer));
  return renderWithProviders(
    <MemoryRouter>
      <CustomerPortalDashboard name="Anna" {...(firmDisplayName !== undefined ? { firmDisplayName } : {})} />
    </MemoryRouter>,
  );
}

describe('customer portal dashboard', () => {
  beforeAll(() => loadAppLocales());
  afterEach(() => vi.restoreAllMocks());

  it('shows an activity detail line in full, wrapping instead of truncating', async () => {
    renderDashboard();
    const list = within(await screen.findByRole('region', { name: 'Legutóbbi események' })).getByRole('list');
    const detail = within(list).getByText(gross, { normalizer: (text) => text });
    // jsdom has no layout: the classes that would cut the line (one line, hidden overflow, ellipsis) must not be there.
    expect(detail.className).not.toMatch(/\b(truncate|line-clamp-\d|text-ellipsis|overflow-hidden|whitespace-nowrap)\b/);
    expect(detail).toHaveClass('break-words');
    expect(detail.textContent).toBe(gross);
  });

  it("her matters are cards on a phone (decision 0478): each matter's number heads its card, every other value carries its column's name", async () => {
    const matters: PortalOverview['matters'] = [{ id: 'm1', number: 'Ü-2026/0042', title: 'Bérleti szerződés felülvizsgálata', status: 'in_progress', openedOn: '2026-10-05', responsibleLawyer: 'Dr. Kovács Péter' }];
    renderDashboard(undefined, { ...overview, matters });
    const region = (await screen.findAllByRole('region', { name: 'Ügyeim' })).at(-1)!;
    const table = within(region).getByRole('table');
    // The stacked table keeps its semantics explicitly (a phone's block layout would drop them).
    expect(table.getAttribute('role')).toBe('table');
    expect(within(table).getByRole('rowheader')).toHaveTextContent('Ü-2026/0042');
    expect([...table.querySelectorAll('td [aria-hidden="true"]')].map((l) => l.textContent)).toEqual(['Megnevezés', 'Állapot', 'Felelős ügyvéd', 'Nyitva']);
  });

  it("the upcoming-appointments figure opens her upcoming bookings, not today's (which may be none)", async () => {
    renderDashboard();
    const figures = await screen.findByRole('navigation', { name: 'Összesítés' });
    expect(within(figures).getByRole('link', { name: /Közelgő időpont/ })).toHaveAttribute('href', '/app/book-appointment?filter=upcoming');
  });

  it('names the firm by its branding display name when the frame does', async () => {
    renderDashboard('Kovács Ügyvédi Iroda');
    const firm = await screen.findByRole('region', { name: 'Kapcsolódó iroda' });
    expect(within(firm).getByText('Kovács Ügyvédi Iroda')).toBeVisible();
    expect(within(firm).queryByText('Kovács és Társai Ügyvédi Iroda')).not.toBeInTheDocument();
  });

  it('names the firm by its registered name without branding', async () => {
    renderDashboard(null);
    const firm = await screen.findByRole('region', { name: 'Kapcsolódó iroda' });
    expect(within(firm).getByText('Kovács és Társai Ügyvédi Iroda')).toBeVisible();
  });
});
