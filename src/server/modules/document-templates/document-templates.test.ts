import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import mammoth from 'mammoth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtinTemplates, exampleInputs } from '@shared/document-templates/builtin-templates';
import { printable, renderTemplateText } from '@shared/document-templates/template-text';
import { buildInputsSchema, renderValues, variableListSchema } from '@shared/document-templates/variables';
import { auditLog, documentTemplates, matters } from '../../db/schema';
import { demoTenantId } from '../../db/seed';
import { withTenant } from '../../db/tenant-scope';
import { installDefaultModules } from '../../module-system/defaults';
import { buildTestApp, createTenantWithMember, injectAs, signIn, type TestApp } from '../../test/test-app';
import { builtinTemplateId } from '../../db/builtin-templates';

const workDir = mkdtempSync(join(tmpdir(), 'vi-templates-'));

/** pdftotext (poppler) of a PDF buffer. */
function pdfText(pdf: Buffer): string {
  const file = join(workDir, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

/** Every value the template prints for these inputs (what the document must contain). */
function printedValues(content: string, data: Record<string, unknown>): string[] {
  const values: string[] = [];
  renderTemplateText(content, data, (printed) => {
    if (printed.trim() !== '') values.push(printed);
  });
  return values;
}

describe('templates and generation API', () => {
  let t: TestApp;
  let owner: string;
  let lawyer: string;
  let customer: string;
  let tenantId: string;

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await signIn(t.app, 'iroda@kovacs-ugyved.hu');
    lawyer = await signIn(t.app, 'ugyved@kovacs-ugyved.hu');
    customer = await signIn(t.app, 'szabo.anna@example.hu');
    tenantId = (await demoTenantId(t.database.db))!;
  });
  afterAll(() => t.close());

  const generate = (cookie: string, payload: object) => injectAs(t.app, cookie, { method: 'POST', url: '/api/document-generator', payload });
  const download = (cookie: string, url: string) => injectAs(t.app, cookie, { method: 'GET', url });

  it('lists the twelve built-ins and the firm’s own template, with filters', async () => {
    const all = await injectAs(t.app, lawyer, { method: 'GET', url: '/api/document-templates' });
    expect(all.statusCode).toBe(200);
    const items = all.json().items as { id: string; builtIn: boolean; category: string; name: string; usageCount: number }[];
    expect(items.filter((i) => i.builtIn).length).toBeGreaterThanOrEqual(12);
    expect(items.some((i) => !i.builtIn && i.name.startsWith('Megbízási szerződés – Kovács és Társa'))).toBe(true);
    // The seeded generation counts for the engagement contract.
    expect(items.find((i) => i.id === builtinTemplateId('megbizasi-szerzodes-ugyvedi'))!.usageCount).toBe(1);

    const realEstate = (await injectAs(t.app, lawyer, { method: 'GET', url: '/api/document-templates?category=real_estate' })).json().items as { category: string }[];
    expect(realEstate.length).toBe(2);
    expect(realEstate.every((i) => i.category === 'real_estate')).toBe(true);
    const own = (await injectAs(t.app, lawyer, { method: 'GET', url: '/api/document-templates?source=firm' })).json().items as { builtIn: boolean }[];
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((i) => !i.builtIn)).toBe(true);
    const searched = (await injectAs(t.app, lawyer, { method: 'GET', url: `/api/document-templates?q=${encodeURIComponent('titoktartás')}` })).json().items as { name: string }[];
    expect(searched.map((i) => i.name)).toContain('Titoktartási megállapodás (NDA)');
  });

  it('shows a template with its variables and versions; a firm of its own sees built-ins but not this firm’s templates', async () => {
    const detail = await injectAs(t.app, lawyer, { method: 'GET', url: `/api/document-templates/${builtinTemplateId('ingatlan-adasveteli-szerzodes')}` });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().variables.find((v: { key: string }) => v.key === 'sellers')).toMatchObject({ type: 'list', item: { type: 'natural_person' } });
    expect(detail.json().versions).toHaveLength(1);

    const firm = await createTenantWithMember(t.database, 'lawyer');
    await installDefaultModules(t.database.db, firm.tenantId, null, ['document-templates', 'document-generator']);
    const cookie = await signIn(t.app, firm.email);
    const list = (await injectAs(t.app, cookie, { method: 'GET', url: '/api/document-templates' })).json().items as { builtIn: boolean; usageCount: number }[];
    expect(list.length).toBe(builtinTemplates.length);
    expect(list.every((i) => i.builtIn && i.usageCount === 0)).toBe(true);
    const [ownTemplate] = await t.database.db.select({ id: documentTemplates.id }).from(documentTemplates).where(eq(documentTemplates.tenantId, tenantId));
    expect((await injectAs(t.app, cookie, { method: 'GET', url: `/api/document-templates/${ownTemplate!.id}` })).statusCode).toBe(404);
  });

  describe.each(builtinTemplates.map((tpl) => [tpl.slug, tpl] as const))('built-in %s', (slug, template) => {
    it('generates a DOCX with every filled value and no placeholder left, and a PDF with ő and ű', async () => {
      const res = await generate(lawyer, { templateId: builtinTemplateId(slug), inputs: exampleInputs(template) });
      expect(res.statusCode, res.body).toBe(201);
      const generation = res.json();
      expect(generation.files.map((f: { format: string }) => f.format)).toEqual(['docx', 'pdf']);

      const docx = await download(lawyer, generation.files[0].url);
      expect(docx.statusCode).toBe(200);
      expect(docx.headers['content-type']).toContain('wordprocessingml');
      expect(docx.headers['content-disposition']).toMatch(/^attachment; filename="[a-z0-9-]+-v1-\d{4}-\d{2}-\d{2}\.docx"$/);
      const { value: docxText } = await mammoth.extractRawText({ buffer: docx.rawPayload });
      const variables = variableListSchema.parse(template.variables);
      const data = renderValues(variables, buildInputsSchema(variables).parse(exampleInputs(template)));
      const expected = printedValues(template.content, data);
      expect(expected.length).toBeGreaterThan(3);
      for (const value of expected) expect(docxText, value).toContain(value);
      expect(docxText).not.toMatch(/[{}]/);

      const pdf = await download(lawyer, generation.files[1].url);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      const text = pdfText(pdf.rawPayload);
      expect(text).toContain('ő');
      expect(text).toContain('ű');
      expect(text.replace(/\s+/g, ' ')).toContain(template.name === 'Ügyvédi meghatalmazás' ? 'ÜGYVÉDI MEGHATALMAZÁS' : printable(data.sign_date ?? data.meeting_date ?? data.effective_date));
    });
  });

  it('refuses invalid inputs field by field and changes nothing', async () => {
    const template = builtinTemplates.find((tpl) => tpl.slug === 'megbizasi-szerzodes-ugyvedi')!;
    const inputs = exampleInputs(template) as Record<string, Record<string, unknown> | unknown>;
    const bad = { ...inputs, fee: -5, bank_account: '12345678-12345678-12345678', client: { ...(inputs.client as object), taxId: '8123456789' }, success_fee_percent: '' };
    const before = (await injectAs(t.app, lawyer, { method: 'GET', url: '/api/document-generator?limit=100' })).json().items.length;
    const res = await generate(lawyer, { templateId: builtinTemplateId('megbizasi-szerzodes-ugyvedi'), inputs: bad });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('TEMPLATE_INPUTS_INVALID');
    expect(Object.keys(res.json().fields).sort()).toEqual(['bank_account', 'client.taxId', 'fee', 'success_fee_percent']);
    const after = (await injectAs(t.app, lawyer, { method: 'GET', url: '/api/document-generator?limit=100' })).json().items.length;
    expect(after).toBe(before);
  });

  it('links the generation to a matter, counts usage, audits the inputs, and keeps other firms out', async () => {
    const [matter] = await t.database.db
      .select({ id: matters.id, number: matters.number })
      .from(matters)
      .where(and(eq(matters.tenantId, tenantId), eq(matters.title, 'Szabó Anna – hibás teljesítés miatti kártérítési per')));
    const templateId = builtinTemplateId('fizetesi-felszolitas');
    const template = builtinTemplates.find((tpl) => tpl.slug === 'fizetesi-felszolitas')!;
    const usageBefore = (await injectAs(t.app, owner, { method: 'GET', url: `/api/document-templates/${templateId}` })).json().usageCount as number;
    const res = await generate(owner, { templateId, matterId: matter!.id, inputs: exampleInputs(template) });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ matterId: matter!.id, matterNumber: matter!.number, templateVersion: 1 });
    expect((await injectAs(t.app, owner, { method: 'GET', url: `/api/document-templates/${templateId}` })).json().usageCount).toBe(usageBefore + 1);
    const byMatter = (await injectAs(t.app, owner, { method: 'GET', url: `/api/document-generator?matterId=${matter!.id}` })).json().items as { id: string }[];
    expect(byMatter.map((g) => g.id)).toContain(res.json().id);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'templates.generate'), eq(auditLog.targetId, res.json().id)));
    expect((entry!.metadata as { inputs: { invoice_number: string } }).inputs.invoice_number).toBe('DKH-2026/00418');

    const firm = await createTenantWithMember(t.database, 'lawyer');
    await installDefaultModules(t.database.db, firm.tenantId, null, ['document-templates', 'document-generator']);
    const other = await signIn(t.app, firm.email);
    expect((await download(other, res.json().files[1].url)).statusCode).toBe(404);
    expect((await generate(other, { templateId, matterId: matter!.id, inputs: exampleInputs(template) })).json().code).toBe('GENERATION_MATTER_NOT_FOUND');
  });

  it('creates a firm template, makes a new version on a text edit, and keeps built-ins read-only', async () => {
    const body = {
      name: 'Egyszerű nyilatkozat',
      category: 'statement',
      content: 'NYILATKOZAT\nAlulírott {person} kijelentem, hogy {statement}\nKelt: {date}',
      variables: [
        { key: 'person', label: 'Nyilatkozó', type: 'natural_person' },
        { key: 'statement', label: 'Nyilatkozat', type: 'multiline' },
        { key: 'date', label: 'Kelt', type: 'date' },
      ],
    };
    const broken = await injectAs(t.app, lawyer, { method: 'POST', url: '/api/document-templates', payload: { ...body, content: 'NYILATKOZAT {person} {ismeretlen}' } });
    expect(broken.statusCode).toBe(400);
    const created = await injectAs(t.app, lawyer, { method: 'POST', url: '/api/document-templates', payload: body });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    const renamed = await injectAs(t.app, lawyer, { method: 'PATCH', url: `/api/document-templates/${id}`, payload: { name: 'Egyszerű nyilatkozat (irodai)' } });
    expect(renamed.json().version).toBe(1);
    const edited = await injectAs(t.app, lawyer, {
      method: 'PATCH',
      url: `/api/document-templates/${id}`,
      payload: { content: `${body.content}\nAláírás: {person.name}`, variables: body.variables, changeNote: 'Aláírássor' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().version).toBe(2);
    expect(edited.json().versions.map((v: { version: number; changeNote: string | null }) => [v.version, v.changeNote])).toEqual([
      [2, 'Aláírássor'],
      [1, null],
    ]);
    const builtin = await injectAs(t.app, lawyer, { method: 'PATCH', url: `/api/document-templates/${builtinTemplateId('munkaszerzodes')}`, payload: { name: 'Átírva' } });
    expect(builtin.statusCode).toBe(403);
    expect(builtin.json().code).toBe('TEMPLATE_BUILTIN_READ_ONLY');
    // Row-level security refuses it too, whatever the API does: a firm's transaction reads a
    // built-in but its UPDATE and DELETE reach no row.
    const id2 = builtinTemplateId('munkaszerzodes');
    const outcome = await withTenant(t.database.db, tenantId, async (tx) => ({
      read: (await tx.select({ id: documentTemplates.id }).from(documentTemplates).where(eq(documentTemplates.id, id2))).length,
      updated: (await tx.update(documentTemplates).set({ name: 'Átírva' }).where(eq(documentTemplates.id, id2)).returning({ id: documentTemplates.id })).length,
      deleted: (await tx.delete(documentTemplates).where(eq(documentTemplates.id, id2)).returning({ id: documentTemplates.id })).length,
    }));
    expect(outcome).toEqual({ read: 1, updated: 0, deleted: 0 });
    const rows = await t.database.db.select({ name: documentTemplates.name }).from(documentTemplates).where(eq(documentTemplates.id, id2));
    expect(rows[0]!.name).toBe('Munkaszerződés');
  });

  it('does not let a customer see templates or generate', async () => {
    expect((await injectAs(t.app, customer, { method: 'GET', url: '/api/document-templates' })).statusCode).toBe(403);
    expect((await generate(customer, { templateId: builtinTemplateId('munkaszerzodes'), inputs: {} })).statusCode).toBe(403);
  });
});
