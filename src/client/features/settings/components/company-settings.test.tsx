// The firm's settings on the form kit (issue 41 points 2 and 4): renaming the firm and inviting a
// colleague send what was typed, and the server's Hungarian field errors land on their fields.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CompanyMember } from '@shared/company/company.schemas';
import { permissionsForRoles } from '@shared/permissions/permissions';
import type { ApiAnswer } from '@client/lib/api-client';
import { loadAppLocales } from '@client/lib/app-locales';
import { renderWithProviders } from '@client/test/render';
import { CompanySettings } from './company-settings';

type Reply = { status?: number; body?: unknown };
let renameReply: Reply;
let inviteReply: Reply;
let memberReply: Reply | undefined;
const calls: { method: string; url: string; body: unknown }[] = [];

const company = { id: 't1', name: 'Kovács és Társai', slug: 'kovacs-es-tarsai', memberCount: 2 } satisfies ApiAnswer<'get', '/api/company'>;
const members = {
  items: [
    { id: 'm1', userId: 'u1', name: 'Kovács Anna', email: 'anna@kovacs.hu', roles: ['tenant', 'lawyer'] },
    { id: 'm2', userId: 'u2', name: 'Szabó Péter', email: 'peter@kovacs.hu', roles: ['lawyer'] },
  ],
} satisfies ApiAnswer<'get', '/api/company/members'>;
const invitations = {
  items: [],
  seats: { used: 2, invited: 0, limit: 5, planName: 'Iroda' },
  days: 7,
} satisfies ApiAnswer<'get', '/api/company/colleague-invitations'>;

beforeAll(() => loadAppLocales());
beforeEach(() => {
  calls.length = 0;
  memberReply = undefined;
  renameReply = { body: { ...company, name: 'Kovács és Társai Ügyvédi Iroda' } satisfies ApiAnswer<'patch', '/api/company'> };
  inviteReply = {
    status: 201,
    body: { id: 'inv-1', expiresAt: '2026-12-06T08:00:00.000Z' } satisfies ApiAnswer<'post', '/api/company/colleague-invitations'>,
  };
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    calls.push({ method, url, body: init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined });
    let reply: Reply = { status: 404, body: { code: 'NOT_FOUND', message: 'nincs' } };
    if (url === '/api/company') reply = method === 'PATCH' ? renameReply : { body: company };
    if (url === '/api/company/members') reply = { body: members };
    if (url === '/api/company/colleague-invitations') reply = method === 'POST' ? inviteReply : { body: invitations };
    if (url.startsWith('/api/company/members/') && memberReply) reply = memberReply;
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), { status: reply.status ?? 200, headers: { 'Content-Type': 'application/json' } });
  });
});
afterEach(() => vi.restoreAllMocks());

const admin = permissionsForRoles(['tenant', 'lawyer']);
const posted = (method: string, url: string) => calls.filter((c) => c.method === method && c.url === url).map((c) => c.body);

describe('CompanySettings: the firm name', () => {
  it('sends the trimmed name and says the name was saved', async () => {
    renderWithProviders(<CompanySettings permissions={admin} currentUserId="u1" />);
    const user = userEvent.setup();
    const field = await screen.findByLabelText('Cég neve');
    expect(field).toHaveValue('Kovács és Társai');
    await user.clear(field);
    await user.type(field, '  Kovács és Társai Ügyvédi Iroda ');
    await user.click(screen.getAllByRole('button', { name: 'Mentés' })[0]!);
    expect(await screen.findByText('A cég neve frissült.')).toBeInTheDocument();
    expect(posted('PATCH', '/api/company')).toEqual([{ name: 'Kovács és Társai Ügyvédi Iroda' }]);
  });

  it('checks the name as the server does, in Hungarian, before sending', async () => {
    renderWithProviders(<CompanySettings permissions={admin} currentUserId="u1" />);
    const user = userEvent.setup();
    const field = await screen.findByLabelText('Cég neve');
    await user.clear(field);
    await user.type(field, 'K');
    await user.click(screen.getAllByRole('button', { name: 'Mentés' })[0]!);
    expect(await screen.findByText('A cég neve legalább 2 karakter.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(posted('PATCH', '/api/company')).toEqual([]);
  });

  it("shows the server's field error on the name field", async () => {
    renameReply = { status: 400, body: { code: 'VALIDATION_ERROR', message: 'Hibás adatok.', fields: { name: 'A cég neve legfeljebb 120 karakter.' } } };
    renderWithProviders(<CompanySettings permissions={admin} currentUserId="u1" />);
    const user = userEvent.setup();
    const field = await screen.findByLabelText('Cég neve');
    await user.type(field, ' Kft.');
    await user.click(screen.getAllByRole('button', { name: 'Mentés' })[0]!);
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription('A cég neve legfeljebb 120 karakter.');
    expect(screen.queryByText('A cég neve frissült.')).not.toBeInTheDocument();
  });

  it('shows the name as text to a member who may not change it', async () => {
    renderWithProviders(<CompanySettings permissions={permissionsForRoles(['customer'])} currentUserId="u9" />);
    expect(await screen.findByText('Kovács és Társai')).toBeInTheDocument();
    expect(screen.queryByLabelText('Cég neve')).not.toBeInTheDocument();
  });
});

describe('ColleagueInvitations', () => {
  it('sends name, e-mail and the chosen role, confirms in Hungarian and empties the form', async () => {
    renderWithProviders(<CompanySettings permissions={admin} currentUserId="u1" />);
    const user = userEvent.setup();
    const invite = await screen.findByRole('form', { name: 'Munkatárs meghívása' });
    expect(within(invite).getByRole('radio', { name: 'Ügyvéd' })).toBeChecked();
    await user.type(within(invite).getByLabelText('Név'), 'Nagy Éva');
    await user.type(within(invite).getByLabelText('Emailcím'), 'eva@kovacs.hu');
    await user.click(within(invite).getByRole('radio', { name: 'Ügyvéd és cégadminisztrátor' }));
    await user.click(within(invite).getByRole('button', { name: 'Meghívó küldése' }));
    expect(await screen.findByText('Meghívót küldtünk ide: eva@kovacs.hu (érvényes eddig: 2026. december 6.).')).toBeInTheDocument();
    expect(posted('POST', '/api/company/colleague-invitations')).toEqual([{ name: 'Nagy Éva', email: 'eva@kovacs.hu', roles: 'tenant,lawyer' }]);
    expect(within(invite).getByLabelText('Név')).toHaveValue('');
    expect(within(invite).getByRole('radio', { name: 'Ügyvéd' })).toBeChecked();
  });

  it('names a wrong e-mail address in Hungarian without sending', async () => {
    renderWithProviders(<CompanySettings permissions={admin} currentUserId="u1" />);
    const user = userEvent.setup();
    const invite = await screen.findByRole('form', { name: 'Munkatárs meghívása' });
    await user.type(within(invite).getByLabelText('Név'), 'Nagy Éva');
    await user.type(within(invite).getByLabelText('Emailcím'), 'eva-kovacs.hu');
    await user.click(within(invite).getByRole('button', { name: 'Meghívó küldése' }));
    expect(await within(invite).findByText('Érvénytelen email cím formátum')).toBeInTheDocument();
    expect(posted('POST', '/api/company/colleague-invitations')).toEqual([]);
  });

  it("shows the server's field error on the e-mail field", async () => {
    inviteReply = { status: 409, body: { code: 'VALIDATION_ERROR', message: 'Hibás adatok.', fields: { email: 'Ezzel az emailcímmel már van függő meghívó.' } } };
    renderWithProviders(<CompanySettings permissions={admin} currentUserId="u1" />);
    const user = userEvent.setup();
    const invite = await screen.findByRole('form', { name: 'Munkatárs meghívása' });
    await user.type(within(invite).getByLabelText('Név'), 'Nagy Éva');
    const email = within(invite).getByLabelText('Emailcím');
    await user.type(email, 'eva@kovacs.hu');
    await user.click(within(invite).getByRole('button', { name: 'Meghívó küldése' }));
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription('Ezzel az emailcímmel már van függő meghívó.');
    expect(within(invite).getByLabelText('Név')).toHaveAttribute('aria-invalid', 'false');
  });

  it('keeps the send button off when every seat is taken', async () => {
    invitations.seats.used = 5;
    try {
      renderWithProviders(<CompanySettings permissions={admin} currentUserId="u1" />);
      const invite = await screen.findByRole('form', { name: 'Munkatárs meghívása' });
      expect(within(invite).getByRole('button', { name: 'Meghívó küldése' })).toBeDisabled();
    } finally {
      invitations.seats.used = 2;
    }
  });
});

describe('CompanySettings: member roles', () => {
  const roleBoxes = async (name: string) =>
    within(await screen.findByRole('group', { name: `${name} szerepkörei` }))
      .getAllByRole('checkbox')
      .map((box) => box.closest('label')?.textContent);

  it('offers a customer account no firm administration, and an administrator no customer role (decision 0494)', async () => {
    (members.items as CompanyMember[]).push({ id: 'm3', userId: 'u3', name: 'Tóth Gábor', email: 'gabor@example.hu', roles: ['customer'] });
    try {
      renderWithProviders(<CompanySettings permissions={admin} currentUserId="u1" />);
      expect(await roleBoxes('Tóth Gábor')).toEqual(['Ügyvéd', 'Ügyfél']);
      expect(await roleBoxes('Kovács Anna')).toEqual(['Cégadminisztrátor', 'Ügyvéd']);
      // A lawyer may become either; ticking one takes the other away.
      expect(await roleBoxes('Szabó Péter')).toEqual(['Cégadminisztrátor', 'Ügyvéd', 'Ügyfél']);
      const user = userEvent.setup();
      await user.click(within(screen.getByRole('group', { name: 'Szabó Péter szerepkörei' })).getByRole('checkbox', { name: 'Cégadminisztrátor' }));
      expect(await roleBoxes('Szabó Péter')).toEqual(['Cégadminisztrátor', 'Ügyvéd']);
    } finally {
      members.items.pop();
    }
  });

  it("shows the server's Hungarian refusal when the firm's last administrator would lose the role or be removed (decision 0501)", async () => {
    const lastAdmin = 'Az iroda utolsó adminisztrátora nem távolítható el, és a szerepköre sem vehető el.';
    memberReply = { status: 409, body: { code: 'MEMBER_LAST_ADMIN', message: lastAdmin } };
    // A platform admin acting in the firm (every permission, not Kovács Anna herself).
    renderWithProviders(<CompanySettings permissions={permissionsForRoles(['admin', 'lawyer'])} currentUserId="u9" />);
    const user = userEvent.setup();
    const anna = await screen.findByRole('group', { name: 'Kovács Anna szerepkörei' });
    await user.click(within(anna).getByRole('checkbox', { name: 'Cégadminisztrátor' }));
    await user.click(within(anna).getByRole('button', { name: 'Mentés' }));
    expect(await within(anna).findByRole('alert')).toHaveTextContent(lastAdmin);
    expect(posted('PATCH', '/api/company/members/m1')).toEqual([{ roles: ['lawyer'] }]);

    await user.click(within(anna).getByRole('button', { name: 'Kovács Anna eltávolítása a cégből' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Eltávolítás' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(lastAdmin);
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual(['/api/company/members/m1']);
  });
});
