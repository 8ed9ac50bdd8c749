// /app/automations/email-to-case in the browser (issue 36.1, decisions 0432–0436): the firm's and a
// matter's address, the honest note when the platform's SMTP endpoint is off, the latest messages
// with where they went, the settings form sent as the shared body, and read-only for a lawyer.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { InboundSettings } from '@shared/inbound-mail/inbound-mail';
import { loadAppLocales } from '@client/lib/app-locales';
import { renderWithProviders } from '@client/test/render';
import { InboundMailSettings } from './inbound-mail-settings';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const settings: InboundSettings = {
  platform: { smtpEnabled: false, domain: 'in.iroda.hu', maxMegabytes: 25 },
  address: 'kovacs-7k2m9q@in.iroda.hu',
  matterAddressExample: 'kovacs-7k2m9q+2026-0042@in.iroda.hu',
  enabled: false,
  allowedSenders: [],
  maxMegabytes: 10,
  imap: { enabled: false, host: '', port: 993, secure: true, user: '', hasPassword: false, mailbox: 'INBOX', polledAt: null, error: null },
  configuredBy: null,
  recent: [
    {
      id: 'm1',
      receivedAt: '2026-11-28T09:00:00.000Z',
      source: 'smtp',
      from: 'janos@ugyfel.hu',
      subject: 'Szerződéstervezet',
      status: 'filed',
      matter: { id: 'mat1', number: '2026/0042', title: 'Kovács kontra Szabó' },
      matchedBy: 'address',
      opportunityId: null,
      attachments: 1,
      attachmentsRefused: 1,
      error: null,
    },
  ],
};

function mockApi() {
  const calls: { method: string; body: unknown }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, body });
    if (String(input) !== '/api/automations/email-to-case') return json(404, { code: 'NOT_FOUND', message: 'Nincs ilyen.' });
    return json(200, method === 'PUT' ? { ...settings, enabled: true, platform: { ...settings.platform, smtpEnabled: true }, allowedSenders: body.allowedSenders } : settings);
  });
  return calls;
}

const render = (canEdit: boolean) =>
  renderWithProviders(
    <MemoryRouter>
      <InboundMailSettings canEdit={canEdit} />
    </MemoryRouter>,
  );

describe('InboundMailSettings', () => {
  beforeAll(async () => {
    await loadAppLocales();
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows the addresses, says that the SMTP endpoint is off, and lists where messages went', async () => {
    mockApi();
    render(false);
    expect(await screen.findByText('kovacs-7k2m9q@in.iroda.hu')).toBeVisible();
    expect(screen.getByText('kovacs-7k2m9q+2026-0042@in.iroda.hu')).toBeVisible();
    expect(screen.getByRole('note')).toHaveTextContent('nincs bekapcsolva');
    const row = screen.getByText('Szerződéstervezet').closest('tr')!;
    expect(within(row).getByText('Ügyhöz került (ügy címe)')).toBeVisible();
    expect(within(row).getByRole('link', { name: '2026/0042 Kovács kontra Szabó' })).toHaveAttribute('href', '/app/matters/mat1');
    expect(within(row).getByText('1 (+1 elutasítva)')).toBeVisible();
    // A lawyer reads; only the settings right changes the rules.
    expect(screen.queryByRole('button', { name: 'Beállítások módosítása' })).toBeNull();
  });

  it('saves the rules as the shared body: sender lines as a list, the IMAP mailbox off', async () => {
    const calls = mockApi();
    render(true);
    await userEvent.click(await screen.findByRole('button', { name: 'Beállítások módosítása' }));
    await userEvent.click(screen.getByLabelText('Bejövő levelek fogadása bekapcsolva'));
    const senders = screen.getByLabelText('Engedélyezett feladók');
    await userEvent.type(senders, 'nem cím');
    await userEvent.click(screen.getByRole('button', { name: 'Mentés' }));
    expect((await screen.findAllByText(/„nem cím”: teljes e-mail-cím vagy @-cal kezdődő domain lehet/)).length).toBeGreaterThan(0);
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
    await userEvent.clear(senders);
    await userEvent.type(senders, '@Ugyfel.hu{Enter}partner@kulso.hu');
    await userEvent.click(screen.getByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({
      enabled: true,
      allowedSenders: ['@ugyfel.hu', 'partner@kulso.hu'],
      maxMegabytes: 10,
      imap: { enabled: false, host: '', port: 993, secure: true, user: '', password: '', mailbox: 'INBOX' },
    });
    expect(await screen.findByText(/A beállításokat mentettük/)).toBeVisible();
  });
});
