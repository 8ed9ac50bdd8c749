// The client-management forms on the form kit (issue 41 points 2 and 4): starting an intake, the
// reviewer's decision, the end of the relationship and the portal invitation each send their
// body, and a server field error lands, in Hungarian, on its field.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiAnswer } from '@client/lib/api-client';
import { loadAppLocales } from '@client/lib/app-locales';
import { invalid, json, messageOf, mockApi } from '@client/test/form-api-mock';
import { renderWithProviders } from '@client/test/render';
import { ClientPanel } from './client-panel';
import { IntakeDecision, RelationshipEnd } from './intake-review';
import type { ContactForm } from './intake-steps';
import { OnboardingPage } from './onboarding-page';

// The intake page's contact step is not shown in these tests.
const noContactForm: ContactForm = {
  Fields: () => null,
  schema: () => {
    throw new Error('not used');
  },
  values: () => ({}),
  read: () => {
    throw new Error('not used');
  },
  fieldPath: (path) => path,
};

const intake = {
  id: 'in-1',
  kind: 'legal_person',
  status: 'submitted',
  step: 'review',
  displayName: 'Zöldmező Kft.',
  riskLevel: 'low',
  contactId: null,
  updatedAt: '2026-11-29T09:00:00.000Z',
  data: { identification: null, representatives: [], beneficialOwners: [], pep: null, business: null, sourceOfFunds: null },
  risk: { level: 'low', reasons: [] },
  sourceOfFundsRequired: false,
  documents: [],
  createdBy: null,
  submittedAt: '2026-11-29T09:00:00.000Z',
  submittedBy: null,
  decidedAt: null,
  decidedBy: null,
  decisionNote: null,
  matterId: null,
  relationshipEndedOn: null,
  retentionUntil: null,
  createdAt: '2026-11-28T09:00:00.000Z',
} satisfies ApiAnswer<'get', '/api/client-onboarding/{id}'>;
const client = {
  id: 'c-1',
  kind: 'organisation',
  name: 'Zöldmező Kft.',
  email: 'iroda@zoldmezo.hu',
  taxNumber: null,
  openMatters: 0,
  totalMatters: 0,
  invoicedHuf: null,
  openHuf: null,
  overdueHuf: null,
  portalUsers: 0,
  matters: [],
  inviteableEmails: [
    { email: 'iroda@zoldmezo.hu', name: 'Zöldmező Kft.' },
    { email: 'zold.katalin@zoldmezo.hu', name: 'Zöld Katalin' },
  ],
  portalAccess: [],
  pendingInvitations: [],
  intake: null,
} satisfies ApiAnswer<'get', '/api/client-management/{id}'>;

describe('client forms on the form kit', () => {
  beforeAll(() => loadAppLocales());
  afterEach(() => vi.restoreAllMocks());

  it('starts an intake of the chosen kind and shows the server’s message on the kind', async () => {
    const sent = mockApi({ '/api/client-onboarding': { items: [] } }, [invalid({ kind: 'Válaszd ki, hogy természetes vagy jogi személy az ügyfél.' })]);
    renderWithProviders(
      <MemoryRouter initialEntries={['/app/client-onboarding']}>
        <OnboardingPage canWrite canDecide={false} canOpenMatter={false} contactForm={noContactForm} />
      </MemoryRouter>,
    );
    fireEvent.change(screen.getByLabelText(/^Az ügyfél/), { target: { value: 'natural_person' } });
    fireEvent.click(screen.getByRole('button', { name: 'Átvilágítás indítása' }));
    await waitFor(() => expect(messageOf(screen.getByLabelText(/^Az ügyfél/))).toContain('Válaszd ki, hogy természetes vagy jogi személy az ügyfél.'));
    expect(sent[0]).toEqual({ method: 'POST', url: '/api/client-onboarding', body: { kind: 'natural_person' } });
  });

  it('asks for a note to reject and a title to open the first matter, in Hungarian, without calling the server', async () => {
    const sent = mockApi({}, []);
    renderWithProviders(<IntakeDecision intake={intake} canOpenMatter />);
    fireEvent.click(screen.getByRole('button', { name: 'Elutasítás' }));
    await waitFor(() => expect(messageOf(screen.getByLabelText(/^Megjegyzés/))).toContain('Elutasításhoz add meg az indokot.'));
    fireEvent.click(screen.getByLabelText('Az ügyfél első ügyének megnyitása a jóváhagyással'));
    fireEvent.click(screen.getByRole('button', { name: 'Jóváhagyás' }));
    await waitFor(() => expect(messageOf(screen.getByLabelText(/^Az ügy megnevezése/))).toContain('Add meg az ügy megnevezését, vagy ne nyiss ügyet.'));
    expect(sent).toEqual([]);
  });

  it('approves with the first matter and puts the server’s conflict message on the reason', async () => {
    const sent = mockApi({}, [invalid({ 'matter.conflict.reason': 'Az összeférhetetlenségi találatnál indokolt döntés kell.' })]);
    renderWithProviders(<IntakeDecision intake={intake} canOpenMatter />);
    fireEvent.change(screen.getByLabelText(/^Megjegyzés/), { target: { value: 'Cégkivonat ellenőrizve.' } });
    fireEvent.click(screen.getByLabelText('Az ügyfél első ügyének megnyitása a jóváhagyással'));
    fireEvent.change(await screen.findByLabelText(/^Az ügy megnevezése/), { target: { value: 'Szerződéses keret' } });
    fireEvent.change(screen.getByLabelText(/^Jogterület/), { target: { value: 'corporate' } });
    fireEvent.change(screen.getByLabelText(/^Összeférhetetlenségi döntés/), { target: { value: 'conflict_waived' } });
    fireEvent.change(await screen.findByLabelText(/^A döntés indoka/), { target: { value: 'Az ügyfél hozzájárult.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Jóváhagyás' }));
    await waitFor(() => expect(messageOf(screen.getByLabelText(/^A döntés indoka/))).toContain('Az összeférhetetlenségi találatnál indokolt döntés kell.'));
    expect(sent[0]).toEqual({
      method: 'POST',
      url: '/api/client-onboarding/in-1/approve',
      body: { note: 'Cégkivonat ellenőrizve.', matter: { title: 'Szerződéses keret', practiceArea: 'corporate', conflict: { decision: 'conflict_waived', reason: 'Az ügyfél hozzájárult.' } } },
    });
  });

  it('records the end of the relationship as an ISO date and shows the server’s message on the date', async () => {
    const sent = mockApi({}, [invalid({ endedOn: 'A kapcsolat vége nem lehet a jóváhagyás előtt.' })]);
    renderWithProviders(<RelationshipEnd intake={{ ...intake, status: 'approved', decidedAt: '2026-11-29T10:00:00.000Z' }} />);
    const date = screen.getByRole('textbox', { name: /^Az üzleti kapcsolat vége/ });
    fireEvent.change(date, { target: { value: '2026. 11. 30.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(messageOf(date)).toContain('A kapcsolat vége nem lehet a jóváhagyás előtt.'));
    expect(sent[0]).toEqual({ method: 'PUT', url: '/api/client-onboarding/in-1/relationship-end', body: { endedOn: '2026-11-30' } });
  });

  it('invites the chosen address to the portal and shows the server’s message on the choice', async () => {
    const sent = mockApi({ '/api/client-management/c-1': client }, [invalid({ email: 'Ennek a címnek már van függő meghívója.' }), json(201, { id: 'inv-1' })]);
    renderWithProviders(
      <MemoryRouter>
        <ClientPanel id="c-1" canManageAccess />
      </MemoryRouter>,
    );
    const panel = await screen.findByRole('region', { name: 'Zöldmező Kft.' });
    fireEvent.change(within(panel).getByLabelText(/^Kit hívsz meg/), { target: { value: 'zold.katalin@zoldmezo.hu' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Meghívás az ügyfélportálra' }));
    await waitFor(() => expect(messageOf(within(panel).getByLabelText(/^Kit hívsz meg/))).toContain('Ennek a címnek már van függő meghívója.'));
    expect(sent[0]).toEqual({ method: 'POST', url: '/api/client-management/c-1/portal-invitations', body: { email: 'zold.katalin@zoldmezo.hu' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Meghívás az ügyfélportálra' }));
    expect(await within(panel).findByText('Meghívó elküldve: zold.katalin@zoldmezo.hu.')).toBeTruthy();
  });
});
