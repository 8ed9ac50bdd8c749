// The client list and the list of intakes are read on a phone row by row (decision 0478): each row
// a card headed by the client's name, so the open balance and the risk are on the screen rather than
// behind a sideways scroll. A stacked row carries each column's name beside its value (for the eye).
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { loadAppLocales } from '@client/lib/app-locales';
import { mockApi } from '@client/test/form-api-mock';
import { renderWithProviders } from '@client/test/render';
import { ClientManagementPage } from './client-management-page';
import type { ContactForm } from './intake-steps';
import { OnboardingPage } from './onboarding-page';

beforeAll(() => loadAppLocales());
afterEach(() => vi.restoreAllMocks());

describe('client lists on a phone', () => {
  it('the client list stacks its rows: the name heads the card, the open balance is a line of it', async () => {
    const client = { id: 'c-1', kind: 'organisation', name: 'Tóth és Fia Kft.', email: null, taxNumber: null, openMatters: 0, totalMatters: 0, invoicedHuf: '315325', openHuf: '315325', overdueHuf: '0', portalUsers: 1 };
    mockApi({ '/api/client-management': { items: [client] } }, []);
    renderWithProviders(
      <MemoryRouter>
        <ClientManagementPage canManageAccess canOnboard={false} />
      </MemoryRouter>,
    );
    const row = (await screen.findByRole('rowheader', { name: 'Tóth és Fia Kft.' })).closest('tr')!;
    expect(row).toHaveTextContent(/Nyitott egyenleg\s*315\s325\sFt/);
    expect(row).toHaveTextContent(/Ügyfélportál\s*1 felhasználó/);
  });

  it('a picked client: the panel sits beside the list only from 1536 px, and is brought into view under it', async () => {
    // At 1280 px the list beside the panel had 60 % of the content width and clipped the overdue
    // amount and the portal column; under the list, the panel of a client picked low in the list
    // was off the screen, so the panel is scrolled into view when a client is picked.
    const client = { id: 'c-1', kind: 'organisation', name: 'Tóth és Fia Kft.', email: null, taxNumber: null, openMatters: 0, totalMatters: 0, invoicedHuf: '0', openHuf: '0', overdueHuf: '0', portalUsers: 0 };
    mockApi({ '/api/client-management/c-1': { ...client, matters: [], inviteableEmails: [], portalAccess: [], pendingInvitations: [], intake: null }, '/api/client-management': { items: [client] } }, []);
    const scrolled: Element[] = [];
    const scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this);
    });
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = scrollIntoView;
    onTestFinished(() => {
      Element.prototype.scrollIntoView = original;
    });
    renderWithProviders(
      <MemoryRouter>
        <ClientManagementPage canManageAccess={false} canOnboard={false} />
      </MemoryRouter>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Tóth és Fia Kft.' }));
    const panel = await screen.findByRole('region', { name: 'Tóth és Fia Kft.' });
    expect(scrolled.some((el) => el.contains(panel))).toBe(true);
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'nearest' });
    const grid = screen.getByRole('table').closest('.grid')!;
    expect(grid.className).toContain('2xl:grid-cols-');
    expect(grid.className).not.toMatch(/(^|\s)xl:grid-cols-/);
  });

  it('the list of intakes stacks its rows too', async () => {
    const intake = { id: 'in-1', kind: 'natural_person', status: 'draft', step: 'pep', riskLevel: 'low', contactId: null, displayName: 'Fekete Márton', updatedAt: '2026-12-02T19:30:00.000Z' };
    mockApi({ '/api/client-onboarding': { items: [intake] } }, []);
    renderWithProviders(
      <MemoryRouter initialEntries={['/app/client-onboarding']}>
        <OnboardingPage canWrite={false} canDecide={false} canOpenMatter={false} contactForm={{} as ContactForm} />
      </MemoryRouter>,
    );
    const row = (await screen.findByRole('rowheader', { name: 'Fekete Márton' })).closest('tr')!;
    expect(row).toHaveTextContent(/Kockázat\s*Alacsony \(előzetes\)/);
  });
});
