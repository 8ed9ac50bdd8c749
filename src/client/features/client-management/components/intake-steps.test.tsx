// The intake's editable steps on the form kit: each checks its part by the shared step rule first
// (nothing sent when refused), saves it with the next step, and the server's Hungarian field
// messages (identification.*, representatives.N.*, beneficialOwners.N.*, pep.*, business.*) land
// on their fields. The people are useFieldList lists.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { ApiAnswer } from '@client/lib/api-client';
import { TextField } from '@client/components/form';
import { loadAppLocales } from '@client/lib/app-locales';
import { invalid, json, mockApi } from '@client/test/form-api-mock';
import { renderWithProviders } from '@client/test/render';
import { BeneficialOwnersStep, BusinessStep, type ContactForm, IdentificationStep, PepStep, RepresentativesStep } from './intake-steps';

const intake = {
  id: 'in-1',
  kind: 'legal_person',
  status: 'draft',
  step: 'identification',
  displayName: 'Zöldmező Kft.',
  riskLevel: 'low',
  contactId: null,
  updatedAt: '2026-11-29T09:00:00.000Z',
  data: { identification: null, representatives: [], beneficialOwners: [], pep: null, business: null, sourceOfFunds: null },
  risk: { level: 'low', reasons: [] },
  sourceOfFundsRequired: false,
  documents: [],
  createdBy: null,
  submittedAt: null,
  submittedBy: null,
  decidedAt: null,
  decidedBy: null,
  decisionNote: null,
  matterId: null,
  relationshipEndedOn: null,
  retentionUntil: null,
  createdAt: '2026-11-28T09:00:00.000Z',
} satisfies ApiAnswer<'get', '/api/client-onboarding/{id}'>;

// The contacts feature's fields are the app's to hand over; a one-field stand-in here.
const contactForm: ContactForm = {
  Fields: ({ prefix }) => <TextField name={`${prefix}name`} label="Szervezet neve" />,
  schema: () => z.object({ name: z.string().trim().min(1, 'Kötelező mező.') }),
  values: (current) => ({ name: (current?.name as string | undefined) ?? '' }),
  read: (kind, values) => ({ kind, name: String(values.name).trim() }),
  fieldPath: (path) => path.replace(/^tags\.\d+$/, 'tags'),
};

const save = () => screen.getByRole('button', { name: 'Mentés és tovább' });

beforeAll(() => loadAppLocales());
afterEach(() => vi.restoreAllMocks());

describe('intake steps on the form kit', () => {
  it('identification: an empty name is refused here; the server message on identification.contact.name lands on it', async () => {
    const sent = mockApi({}, [invalid({ 'identification.contact.name': 'Ilyen nevű ügyfél már van.', 'identification.legalForm': 'A cégforma legfeljebb 60 karakter.' })]);
    const onSaved = vi.fn();
    renderWithProviders(<IdentificationStep intake={intake} next="representatives" onSaved={onSaved} contactForm={contactForm} />);
    await userEvent.click(save());
    expect(screen.getByRole('alert')).toHaveTextContent('Javítsd a megjelölt mezőket.');
    expect(screen.getByLabelText('Szervezet neve')).toHaveAccessibleDescription('Kötelező mező.');
    expect(sent).toEqual([]);

    await userEvent.type(screen.getByLabelText('Szervezet neve'), 'Zöldmező Kft.');
    await userEvent.type(screen.getByLabelText('Cégforma'), 'Kft.');
    await userEvent.click(save());
    await waitFor(() => expect(screen.getByLabelText('Szervezet neve')).toHaveAccessibleDescription('Ilyen nevű ügyfél már van.'));
    expect(screen.getByLabelText('Cégforma')).toHaveAccessibleDescription(/A cégforma legfeljebb 60 karakter\./);
    expect(sent).toEqual([
      { method: 'PATCH', url: '/api/client-onboarding/in-1', body: { identification: { contact: { kind: 'organisation', name: 'Zöldmező Kft.' }, nationality: 'HU', legalForm: 'Kft.' }, step: 'representatives' } },
    ]);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('representatives: a second one is added and removed; the server message lands on that representative’s field', async () => {
    const sent = mockApi({}, [invalid({ 'representatives.0.position': 'A tisztség legfeljebb 120 karakter.' }), json(200, intake)]);
    const onSaved = vi.fn();
    renderWithProviders(<RepresentativesStep intake={intake} next="beneficial_owners" onSaved={onSaved} />);
    const first = screen.getByRole('group', { name: '1. képviselő' });
    await userEvent.click(save());
    expect(within(first).getByLabelText('Név')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Újabb képviselő' }));
    await userEvent.click(screen.getByRole('button', { name: '2. képviselő törlése' }));
    await userEvent.type(within(first).getByLabelText('Név'), 'Zöld Katalin');
    await userEvent.type(within(first).getByLabelText('Tisztség'), 'ügyvezető');
    await userEvent.click(save());
    await waitFor(() => expect(within(first).getByLabelText('Tisztség')).toHaveAccessibleDescription('A tisztség legfeljebb 120 karakter.'));
    expect(sent[0]?.body).toEqual({ representatives: [{ name: 'Zöld Katalin', position: 'ügyvezető', birthDate: null, nationality: 'HU' }], step: 'beneficial_owners' });
    await userEvent.click(save());
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('beneficial_owners'));
  });

  it('beneficial owners: shares over 100% are refused with the total; the server message lands on the second owner', async () => {
    const sent = mockApi({}, [invalid({ 'beneficialOwners.1.name': 'A név legfeljebb 200 karakter.' })]);
    renderWithProviders(<BeneficialOwnersStep intake={intake} next="pep" onSaved={vi.fn()} />);
    const owner = (n: number) => screen.getByRole('group', { name: `${n}. tényleges tulajdonos` });
    await userEvent.type(within(owner(1)).getByLabelText('Név'), 'Zöld Katalin');
    await userEvent.type(within(owner(1)).getByLabelText('Tulajdoni hányad (%)'), '60');
    await userEvent.click(screen.getByRole('button', { name: 'Újabb tényleges tulajdonos' }));
    await userEvent.type(within(owner(2)).getByLabelText('Név'), 'Mező Péter');
    const share = within(owner(2)).getByLabelText('Tulajdoni hányad (%)');
    await userEvent.type(share, '50');
    expect(screen.getByTestId('share-total')).toHaveTextContent('Hányadok összesen: 110%');
    await userEvent.click(save());
    expect(screen.getByRole('alert')).toHaveTextContent('A hányadok összege 110%, legfeljebb 100% lehet.');
    await userEvent.clear(share);
    await userEvent.type(share, 'sok');
    await userEvent.click(save());
    await waitFor(() => expect(share).toHaveAccessibleDescription(/A tulajdoni hányad 0-nál nagyobb és legfeljebb 100% lehet\./));
    expect(sent).toEqual([]);

    await userEvent.clear(share);
    await userEvent.type(share, '40');
    await userEvent.click(save());
    await waitFor(() => expect(within(owner(2)).getByLabelText('Név')).toHaveAccessibleDescription('A név legfeljebb 200 karakter.'));
    expect(sent[0]?.body).toEqual({
      beneficialOwners: [
        { name: 'Zöld Katalin', birthDate: null, nationality: 'HU', address: null, sharePercent: 60, control: 'ownership', isPep: false },
        { name: 'Mező Péter', birthDate: null, nationality: 'HU', address: null, sharePercent: 40, control: 'ownership', isPep: false },
      ],
      step: 'pep',
    });
  });

  it('PEP: no answer and a PEP without a function are refused here; the server message on pep.position lands on it', async () => {
    const sent = mockApi({}, [invalid({ 'pep.position': 'A tisztség legfeljebb 300 karakter.' })]);
    renderWithProviders(<PepStep intake={intake} next="business" onSaved={vi.fn()} />);
    const question = screen.getByRole('group', { name: 'Kiemelt közszereplő?' });
    await userEvent.click(save());
    expect(question).toHaveAccessibleDescription('Nyilatkozz arról, hogy az ügyfél kiemelt közszereplő-e.');
    await userEvent.click(within(question).getByLabelText('Igen'));
    await userEvent.click(save());
    const position = screen.getByLabelText('Közszereplői tisztség vagy kapcsolat');
    await waitFor(() => expect(position).toHaveAccessibleDescription('Add meg a tisztséget vagy a kapcsolatot.'));
    expect(sent).toEqual([]);
    await userEvent.type(position, 'polgármester');
    await userEvent.click(save());
    await waitFor(() => expect(position).toHaveAccessibleDescription('A tisztség legfeljebb 300 karakter.'));
    expect(sent[0]?.body).toEqual({ pep: { isPep: true, position: 'polgármester' }, step: 'business' });
  });

  it('business: a value that is no whole amount is refused here; the server message on business.purpose lands on it', async () => {
    const sent = mockApi({}, [invalid({ 'business.purpose': 'A cél legfeljebb 1000 karakter.' })]);
    renderWithProviders(<BusinessStep intake={intake} next="documents" onSaved={vi.fn()} />);
    const purpose = screen.getByLabelText('Az üzleti kapcsolat célja és jellege');
    const value = screen.getByLabelText('Várható éves érték (Ft)');
    await userEvent.type(purpose, 'Társasági ügyek folyamatos képviselete.');
    await userEvent.type(value, '4,5');
    await userEvent.click(save());
    expect(value).toHaveAccessibleDescription('Egész forintösszeget adj meg.');
    expect(sent).toEqual([]);
    await userEvent.clear(value);
    await userEvent.type(value, '4 800 000');
    await userEvent.click(screen.getByLabelText('Az ügyfél azonosítása nem személyes jelenlétben történik'));
    await userEvent.click(save());
    await waitFor(() => expect(purpose).toHaveAccessibleDescription('A cél legfeljebb 1000 karakter.'));
    expect(sent[0]?.body).toEqual({
      business: { purpose: 'Társasági ügyek folyamatos képviselete.', expectedValueHuf: 4_800_000, highRiskCountry: false, nonFaceToFace: true, cashIntensive: false },
      sourceOfFunds: null,
      step: 'documents',
    });
  });
});
