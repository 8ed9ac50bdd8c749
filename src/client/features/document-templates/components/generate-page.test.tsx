// The document generator's form on the form kit: the generation body (generateBodySchema) with the
// inputs checked by the template's own variables (buildInputsSchema, the server's rule) in the
// browser – a refusal sends nothing –, a valid form is sent as typed, and the server's messages
// about a variable land on that variable's field.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadAppLocales } from '@client/lib/app-locales';
import { json, mockApi, mockFetch } from '@client/test/form-api-mock';
import { chooseInCombobox } from '@client/test/combobox';
import { renderWithProviders } from '@client/test/render';
import { GeneratePage } from './generate-page';

beforeAll(() => loadAppLocales());
afterEach(() => vi.restoreAllMocks());

const template = {
  id: 't1',
  name: 'Díjbekérő levél',
  description: '',
  category: 'demand_letter',
  builtIn: false,
  version: 1,
  status: 'active',
  content: 'DÍJBEKÉRŐ\nTisztelt {ugyfel_neve}! Számlánk: {bankszamla}.',
  variables: [
    { key: 'ugyfel_neve', label: 'Ügyfél neve', type: 'text', required: true },
    { key: 'bankszamla', label: 'Bankszámla', type: 'bank_account', required: true },
  ],
};
const gets = { '/api/document-templates/t1': template, '/api/document-templates': { items: [template], total: 1 }, '/api/matters': { items: [], total: 0 }, '/api/document-generator': { items: [] } };

function renderGenerator(search = '?template=t1') {
  renderWithProviders(
    <MemoryRouter initialEntries={[`/app/documents/generate${search}`]}>
      <GeneratePage />
    </MemoryRouter>,
  );
}

describe('document generator on the form kit', () => {
  it('a missing required value is refused on its field; nothing is sent', async () => {
    const sent = mockApi(gets, []);
    renderGenerator();
    await userEvent.type(await screen.findByLabelText('Bankszámla'), '11773016-11111018-00000000');
    await userEvent.click(screen.getByRole('button', { name: 'Dokumentum elkészítése' }));
    expect(await screen.findByLabelText('Ügyfél neve')).toHaveAccessibleDescription('A mező kitöltése kötelező.');
    expect(screen.getByText('1 mező hibás, javítsd a jelölt helyen.')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('sends the inputs as typed; the server message about a variable lands on its field', async () => {
    const sent = mockApi(gets, [json(400, { code: 'TEMPLATE_INPUTS_INVALID', message: 'A sablon adatai hibásak.', fields: { bankszamla: 'A bankszámla zárolt.' } })]);
    renderGenerator();
    await userEvent.type(await screen.findByLabelText('Ügyfél neve'), 'Szabó Anna');
    await userEvent.type(screen.getByLabelText('Bankszámla'), '11773016-11111018-00000000');
    await userEvent.click(screen.getByRole('button', { name: 'Dokumentum elkészítése' }));
    await vi.waitFor(() => expect(screen.getByLabelText('Bankszámla')).toHaveAccessibleDescription('A bankszámla zárolt.'));
    expect(screen.getByText('A sablon adatai hibásak.')).toBeTruthy();
    expect(sent).toEqual([
      {
        method: 'POST',
        url: '/api/document-generator',
        body: { templateId: 't1', inputs: { ugyfel_neve: 'Szabó Anna', bankszamla: '11773016-11111018-00000000' }, matterId: null, clientContactId: null, replaceGenerationId: null },
      },
    ]);
  });

  it('opened from a matter: the matter is chosen, its data filled in and sent with the matter and its client', async () => {
    const matter = { id: 'm1', number: '2026/0001', title: 'Szabó Anna – kártérítés' };
    const sent = mockApi({ ...{ '/api/document-generator/prefill/m1': { inputs: { ugyfel_neve: 'Szabó Anna' }, clientContactId: 'c1' } }, ...gets, '/api/matters': { items: [matter], total: 1 } }, [
      json(201, {
        id: 'g1',
        templateId: 't1',
        templateName: template.name,
        templateVersion: 1,
        matterId: 'm1',
        matterNumber: '2026/0001',
        createdAt: '2026-11-30T08:00:00.000Z',
        createdByName: null,
        files: [],
        saved: [],
      }),
    ]);
    renderGenerator('?template=t1&matter=m1');
    // The searching picker shows the matter the page was opened with once the matters have arrived.
    await vi.waitFor(() => expect(screen.getByRole('combobox', { name: 'Ügy (nem kötelező)' })).toHaveValue('2026/0001 – Szabó Anna – kártérítés'));
    await vi.waitFor(() => expect(screen.getByLabelText('Ügyfél neve')).toHaveValue('Szabó Anna'));
    await userEvent.type(screen.getByLabelText('Bankszámla'), '11773016-11111018-00000000');
    await userEvent.click(screen.getByRole('button', { name: 'Dokumentum elkészítése' }));
    expect(await screen.findByText(/Elkészült a dokumentum/)).toBeTruthy();
    expect(sent).toEqual([
      {
        method: 'POST',
        url: '/api/document-generator',
        body: { templateId: 't1', inputs: { ugyfel_neve: 'Szabó Anna', bankszamla: '11773016-11111018-00000000' }, matterId: 'm1', clientContactId: 'c1', replaceGenerationId: null },
      },
    ]);
  });
});

describe('document generator, the matter picker searches', () => {
  it("a part of the matter's number or title finds it; its data is filled in and the matter and its client are sent as ids", async () => {
    const matters = [
      { id: 'm1', number: '2026/0001', title: 'Szabó Anna – kártérítés' },
      { id: 'm2', number: '2026/0250', title: 'Bence Bau Kft. – behajtás' },
    ];
    const sent = mockApi({ '/api/document-generator/prefill/m2': { inputs: { ugyfel_neve: 'Bence Bau Kft.' }, clientContactId: 'c2' }, ...gets, '/api/matters': { items: matters, total: 2 } }, [
      json(201, {
        id: 'g1',
        templateId: 't1',
        templateName: template.name,
        templateVersion: 1,
        matterId: 'm2',
        matterNumber: '2026/0250',
        createdAt: '2026-11-30T08:00:00.000Z',
        createdByName: null,
        files: [],
        saved: [],
      }),
    ]);
    renderGenerator();
    const matter = await screen.findByRole('combobox', { name: 'Ügy (nem kötelező)' });
    expect(matter).toHaveAttribute('placeholder', 'Nincs ügyhöz kötve');
    await chooseInCombobox(matter, '2026/0250 – Bence Bau Kft. – behajtás', '0250');
    expect(matter).toHaveValue('2026/0250 – Bence Bau Kft. – behajtás');
    await vi.waitFor(() => expect(screen.getByLabelText('Ügyfél neve')).toHaveValue('Bence Bau Kft.'));
    await userEvent.type(screen.getByLabelText('Bankszámla'), '11773016-11111018-00000000');
    await userEvent.click(screen.getByRole('button', { name: 'Dokumentum elkészítése' }));
    expect(await screen.findByText(/Elkészült a dokumentum/)).toBeTruthy();
    expect(sent[0]?.body).toMatchObject({ matterId: 'm2', clientContactId: 'c2' });
  });
});

describe('document generator, a party taken from the contacts', () => {
  it('the contact is found by a part of its name and stays chosen in its picker (it used to jump back to "choose"), and its data fills the party', async () => {
    const partyTemplate = { ...template, id: 't2', content: 'Megbízó: {megbizo}', variables: [{ key: 'megbizo', label: 'Megbízó', type: 'company', source: 'contact', required: true }] };
    const contact = (id: string, name: string) => ({
      id,
      kind: 'organisation',
      name,
      address: { country: 'HU', postalCode: '1052', city: 'Budapest', street: 'Váci utca 1.' },
      companyRegNumber: '01-09-123456',
      taxNumber: '',
      euVatNumber: '',
    });
    mockApi(
      {
        '/api/document-templates/t2': partyTemplate,
        '/api/document-templates': { items: [partyTemplate], total: 1 },
        '/api/matters': { items: [], total: 0 },
        '/api/document-generator': { items: [] },
        '/api/contacts': { items: [contact('c1', 'Bence Bau Kft.'), contact('c2', 'Molnár Logisztika Bt.')], total: 2 },
      },
      [],
    );
    renderGenerator('?template=t2');
    const picker = await screen.findByRole('combobox', { name: 'Megbízó a névjegyek közül' });
    // A searching picker: a part of the name, accents aside, finds the contact.
    await chooseInCombobox(picker, 'Molnár Logisztika Bt.', 'molnar');
    expect(picker).toHaveValue('Molnár Logisztika Bt.');
    await vi.waitFor(() => expect(document.querySelector('input[name="megbizo.name"]')).toHaveValue('Molnár Logisztika Bt.'));
    // Another contact: the picker shows it, the party takes its data.
    await chooseInCombobox(picker, 'Bence Bau Kft.', 'bau');
    expect(picker).toHaveValue('Bence Bau Kft.');
    await vi.waitFor(() => expect(document.querySelector('input[name="megbizo.name"]')).toHaveValue('Bence Bau Kft.'));
  });
});

describe('document generator, a template that does not load', () => {
  const answerTemplate = (answer: Response) => mockFetch((url) => (url === '/api/document-templates/t9' ? answer : url === '/api/document-templates' ? json(200, { items: [template], total: 1 }) : undefined));

  it('a template that does not exist: "not found" under the page heading, no retry', async () => {
    answerTemplate(json(404, { code: 'NOT_FOUND', message: 'A kért erőforrás nem található.' }));
    renderGenerator('?template=t9');
    expect(await screen.findByRole('alert')).toHaveTextContent('A sablon nem található.');
    expect(screen.getByRole('heading', { level: 1, name: 'Dokumentum készítése sablonból' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Újrapróbálás' })).not.toBeInTheDocument();
  });

  it('a lost connection is not "not found": the failure under the page heading, with the retry', async () => {
    mockFetch((url) => {
      if (url === '/api/document-templates/t9') throw new TypeError('Failed to fetch');
      return url === '/api/document-templates' ? json(200, { items: [template], total: 1 }) : undefined;
    });
    renderGenerator('?template=t9');
    expect(await screen.findByRole('heading', { level: 2, name: 'Hiba történt' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Újrapróbálás' })).toBeInTheDocument();
    expect(screen.queryByText('A sablon nem található.')).not.toBeInTheDocument();
  });
});

describe('document generator, a repeated block with a minimum', () => {
  const witnesses = {
    ...template,
    content: 'Tanúk:\n{#tanuk}{index}. tanú: {value}\n{/tanuk}',
    variables: [{ key: 'tanuk', label: 'Tanúk', type: 'list', item: { type: 'text' }, required: true, minItems: 2, maxItems: 3 }],
  };
  const witnessGets = { ...gets, '/api/document-templates/t1': witnesses, '/api/document-templates': { items: [witnesses], total: 1 } };

  it('offers no removal that would take the block below its minimum (the power of attorney’s two witnesses)', async () => {
    mockApi(witnessGets, []);
    renderGenerator();
    expect(await screen.findByRole('textbox', { name: 'Tanúk – 2.' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /elem törlése/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Új elem: Tanúk' }));
    expect(screen.getAllByRole('button', { name: /elem törlése/ })).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: 'Tanúk – 3. elem törlése' }));
    expect(screen.queryByRole('button', { name: /elem törlése/ })).not.toBeInTheDocument();
  });
});
