// Issue 38.4: the engagement contract serves a company client (name, seat, cégjegyzékszám,
// adószám, representative), choosing the matter fills what the matter knows (client, firm,
// responsible lawyer, fee arrangement) through GET /api/document-generator/prefill/:matterId, and an
// hourly fee prints "45 000 Ft/óra" while a fixed fee prints without "/óra".
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtinTemplates, exampleInputs } from '@shared/document-templates/builtin-templates';
import { renderTemplateText } from '@shared/document-templates/template-text';
import { buildInputsSchema, renderValues, variableListSchema } from '@shared/document-templates/variables';
import { builtinTemplateId } from '../../db/builtin-templates';
import { invoiceSettings, users } from '../../db/schema';
import { demoTenantId } from '../../db/seed';
import { installDefaultModules } from '../../module-system/defaults';
import { buildTestApp, createTenantWithMember, injectAs, signIn, type TestApp } from '../../test/test-app';

const templateId = builtinTemplateId('megbizasi-szerzodes-ugyvedi');
const engagement = builtinTemplates.find((tpl) => tpl.slug === 'megbizasi-szerzodes-ugyvedi')!;
const variables = variableListSchema.parse(engagement.variables);
// Amounts are grouped with no-break spaces; the assertions read them as spaces.
const printed = (inputs: Record<string, unknown>) => renderTemplateText(engagement.content, renderValues(variables, buildInputsSchema(variables).parse(inputs))).replace(/[\u00a0\u202f]/g, ' ');

describe('engagement contract texts', () => {
  it('prints an hourly fee with "/óra" and a fixed fee without it', () => {
    const hourly = printed({ ...exampleInputs(engagement), fee_type: 'hourly', hourly_fee: '45 000' });
    expect(hourly).toContain('a felek óradíjas díjazásban állapodnak meg, amelynek összege 45 000 Ft/óra + ÁFA.');
    const fixed = printed({ ...exampleInputs(engagement), fee_type: 'fixed', fee: 1250000 });
    expect(fixed).toContain('amelynek összege 1 250 000 Ft, azaz egymillió-kétszázötvenezer forint + ÁFA.');
    expect(fixed).not.toContain('/óra');
  });

  it('names a company client with its seat, numbers and representative; a person as before', () => {
    const company = {
      kind: 'company',
      name: 'Fűzfa Szoftverház Kft.',
      seat: { country: 'HU', postalCode: '6720', city: 'Szeged', street: 'Kárász utca 6.' },
      registration: { kind: 'company_register', number: '06-09-004321' },
      taxNumber: '14528114-2-06',
      euVatNumber: '',
      representative: 'Kiss Ágnes ügyvezető',
    };
    const text = printed({ ...exampleInputs(engagement), client: company });
    expect(text).toContain('egyrészről Fűzfa Szoftverház Kft. (székhely: 6720 Szeged, Kárász utca 6., cégjegyzékszám: Cg. 06-09-004321, adószám: 14528114-2-06, képviseli: Kiss Ágnes ügyvezető) mint megbízó');
    expect(text).toContain('Megbízó: Fűzfa Szoftverház Kft.');
    // A company needs its representative; no birth place or mother's name is asked.
    const missing = buildInputsSchema(variables).safeParse({ ...exampleInputs(engagement), client: { ...company, representative: '' } });
    expect(missing.success).toBe(false);
    expect(missing.error!.issues.map((i) => i.path.join('.'))).toEqual(['client.representative']);
    // Inputs from before (a person without `kind`) still work.
    const { kind: _kind, ...person } = exampleInputs(engagement).client as Record<string, unknown>;
    expect(printed({ ...exampleInputs(engagement), client: person })).toContain('anyja neve:');
  });
});

describe('GET /api/document-generator/prefill/:matterId', () => {
  let t: TestApp;
  let owner: string;
  let lawyer: string;
  let tenantId: string;

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await signIn(t.app, 'iroda@kovacs-ugyved.hu');
    lawyer = await signIn(t.app, 'ugyved@kovacs-ugyved.hu');
    tenantId = (await demoTenantId(t.database.db))!;
  });
  afterAll(() => t.close());

  const post = (cookie: string, url: string, payload: object) => injectAs(t.app, cookie, { method: 'POST', url, payload });
  const prefill = (cookie: string, matterId: string) => injectAs(t.app, cookie, { method: 'GET', url: `/api/document-generator/prefill/${matterId}?templateId=${templateId}` });

  it('fills the company client, the firm, the responsible lawyer and the hourly fee from the matter; the contract prints them', async () => {
    const org = await post(owner, '/api/contacts', {
      kind: 'organisation',
      name: 'Fűzfa Szoftverház Kft.',
      taxNumber: '14528114-2-06',
      companyRegNumber: '06-09-004321',
      address: { country: 'HU', postalCode: '6720', city: 'Szeged', street: 'Kárász utca 6.' },
    });
    expect(org.statusCode, org.body).toBe(201);
    const rep = await post(owner, '/api/contacts', { kind: 'person', familyName: 'Kiss', givenName: 'Ágnes', links: [{ organisationId: org.json().id, role: 'represents', title: 'ügyvezető' }] });
    expect(rep.statusCode, rep.body).toBe(201);
    const [me] = await t.database.db.select({ id: users.id, name: users.name }).from(users).where(eq(users.email, 'ugyved@kovacs-ugyved.hu'));
    const matter = await post(owner, '/api/matters', {
      title: 'Fűzfa Szoftverház – licencvita',
      billingArrangement: 'hourly',
      billingAmountHuf: 45000,
      responsibleLawyerId: me!.id,
      parties: [{ contactId: org.json().id, role: 'client' }],
      // The demo firm knows this company's name from elsewhere: the check's hit is decided.
      conflict: { decision: 'not_a_conflict', reason: 'Ugyanaz az ügyfél, nincs ellenérdek.' },
    });
    expect(matter.statusCode, matter.body).toBe(201);
    const [seller] = await t.database.db.select().from(invoiceSettings).where(eq(invoiceSettings.tenantId, tenantId));

    const res = await prefill(lawyer, matter.json().id);
    expect(res.statusCode, res.body).toBe(200);
    const { inputs, clientContactId } = res.json();
    expect(clientContactId).toBe(org.json().id);
    expect(inputs).toEqual({
      client: {
        kind: 'company',
        name: 'Fűzfa Szoftverház Kft.',
        seat: { country: 'HU', postalCode: '6720', city: 'Szeged', street: 'Kárász utca 6.' },
        registration: { kind: 'company_register', number: '06-09-004321' },
        taxNumber: '14528114-2-06',
        euVatNumber: '',
        representative: 'Kiss Ágnes ügyvezető',
      },
      firm_name: seller!.sellerName,
      lawyer_name: me!.name,
      matter_subject: 'Fűzfa Szoftverház – licencvita',
      fee_type: 'hourly',
      hourly_fee: 45000,
      has_success_fee: false,
      payment_days: seller!.paymentDays,
      bank_account: seller!.bankAccountNumber,
    });

    const generated = await post(lawyer, '/api/document-generator', { templateId, matterId: matter.json().id, clientContactId, inputs: { ...inputs, sign_place: 'Budapest', sign_date: '2026-11-29' } });
    expect(generated.statusCode, generated.body).toBe(201);
    const pdf = await injectAs(t.app, lawyer, { method: 'GET', url: generated.json().files[1].url });
    const dir = mkdtempSync(join(tmpdir(), 'vi-engagement-'));
    writeFileSync(join(dir, 'c.pdf'), pdf.rawPayload);
    const text = execFileSync('pdftotext', [join(dir, 'c.pdf'), '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    expect(text).toContain('képviseli: Kiss Ágnes ügyvezető');
    expect(text).toContain('amelynek összege 45 000 Ft/óra + ÁFA');
    expect(text).toContain(`eljáró ügyvéd: ${me!.name}`);
  });

  it('fills a fixed fee with its success fee; a person client as a person', async () => {
    const person = await post(owner, '/api/contacts', {
      kind: 'person',
      familyName: 'Tóth',
      givenName: 'Béla',
      birthPlace: 'Pécs',
      birthDate: '1970-03-04',
      mothersName: 'Nagy Ilona',
      address: { country: 'HU', postalCode: '7621', city: 'Pécs', street: 'Király utca 1.' },
    });
    expect(person.statusCode, person.body).toBe(201);
    const matter = await post(owner, '/api/matters', {
      title: 'Tóth Béla – kártérítés',
      billingArrangement: 'success_fee',
      billingAmountHuf: 300000,
      successFeePercent: 10,
      parties: [{ contactId: person.json().id, role: 'client' }],
      conflict: { decision: 'not_a_conflict', reason: 'Ugyanaz az ügyfél, nincs ellenérdek.' },
    });
    expect(matter.statusCode, matter.body).toBe(201);
    const { inputs } = (await prefill(lawyer, matter.json().id)).json();
    expect(inputs).toMatchObject({ fee_type: 'fixed', fee: 300000, has_success_fee: true, success_fee_percent: 10, client: { kind: 'person', name: 'Tóth Béla', birthPlace: 'Pécs', mothersName: 'Nagy Ilona' } });
    expect(inputs.hourly_fee).toBeUndefined();
  });

  it('answers 404 for another firm’s matter, and 403 without the generator permission', async () => {
    const firm = await createTenantWithMember(t.database, 'lawyer');
    await installDefaultModules(t.database.db, firm.tenantId, null, ['document-templates', 'document-generator']);
    const other = await signIn(t.app, firm.email);
    const matter = await post(owner, '/api/matters', { title: 'Belső ügy', parties: [], conflict: { decision: 'no_conflict' } });
    const res = await prefill(other, matter.json().id);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('GENERATION_MATTER_NOT_FOUND');
    const customer = await signIn(t.app, 'szabo.anna@example.hu');
    expect((await prefill(customer, matter.json().id)).statusCode).toBe(403);
  });
});
