// Automations (issue 36.1, decisions 0360–0362) through the app on a real database: a rule's
// actions run as its author on the job runtime, the run log, the plan's limit with spec 3.4's
// gate, the loop guard, a dry run, enable/disable, a schedule and a failing action.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  automationRules,
  members,
  automationRuns,
  contacts,
  documentGenerations,
  domainEvents,
  invoices,
  invoiceSeries,
  mailOutbox,
  matterDeadlines,
  matterNotes,
  matterTasks,
  notifications,
  subscriptions,
  usageTracking,
  webhookDeliveries,
  webhookEndpoints,
} from '../../db/schema';
import { builtinTemplateId } from '../../db/builtin-templates';
import { enqueue } from '../../jobs/enqueue';
import { installDefaultModules } from '../../module-system/defaults';
import { addDays, isoWeekday, todayInBudapest } from '@shared/dates/iso-date';
import { budapestInstant } from '@shared/automations/schedule';
import { automationScheduleJob, automationSweepJob } from './automations.jobs-def';
import { engagementFixedInputs, engagementTemplate, insertEngagementClient } from '../../test/engagement-client';
import { buildTestApp, createTenantWithMember, injectAs, signIn, type TestApp } from '../../test/test-app';

const MODULES = ['automations', 'matters', 'contacts', 'compliance-tracker', 'document-templates', 'document-generator'];
const engagement = engagementTemplate;
const fixedInputs = engagementFixedInputs;

describe('automations', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({ seed: false });
  });
  afterAll(() => t.close());

  async function firm(plan: string | null) {
    const f = await createTenantWithMember(t.database, 'tenant,lawyer', `admin-${randomUUID()}@auto-iroda.hu`, MODULES);
    await installDefaultModules(t.database.db, f.tenantId, f.userId, MODULES);
    if (plan) await t.database.db.insert(subscriptions).values({ tenantId: f.tenantId, planId: plan, status: 'active' });
    return { ...f, cookie: await signIn(t.app, f.email) };
  }
  type Firm = Awaited<ReturnType<typeof firm>>;
  const call = (f: Firm, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => injectAs(t.app, f.cookie, { method, url, ...(payload ? { payload } : {}) });
  const drain = (now?: Date) => t.app.jobs.drain({ names: ['automations.run', 'automations.schedule'], maxRuns: 200, ...(now ? { now: () => now } : {}) });
  const runsOf = (ruleId: string) =>
    t.database.db
      .select()
      .from(automationRuns)
      .where(and(eq(automationRuns.ruleId, ruleId), ne(automationRuns.status, 'dry_run')));
  async function openMatter(f: Firm, title: string, clientId?: string) {
    const res = await call(f, 'POST', '/api/matters', { title, openedOn: '2026-11-02', conflict: { decision: 'no_conflict' }, parties: clientId ? [{ contactId: clientId, role: 'client' }] : [] });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string; number: string };
  }

  describe('a firm on the default plan (one run a month)', () => {
    let f: Firm;
    let ruleId: string;
    let clientId: string;

    beforeAll(async () => {
      f = await firm(null);
      clientId = await insertEngagementClient(t.database.db, f.tenantId);
    });

    it('creates a rule, refusing bad input and a colleague without the settings right, changing nothing', async () => {
      const rule = {
        name: 'Új ügy: megbízási szerződés',
        trigger: { kind: 'event', eventType: 'matter.created' },
        conditions: [{ field: 'title', op: 'contains', value: 'kovács' }],
        actions: [
          { type: 'add_note', body: 'Automatikus feljegyzés: {{number}} megnyitva.' },
          { type: 'create_task', title: 'Megbízási szerződés aláíratása ({{number}})', dueInDays: 3 },
          { type: 'notify', recipient: 'role', role: 'tenant', title: 'Új ügy: {{number}}', body: '{{title}}' },
          { type: 'generate_document', templateId: builtinTemplateId(engagement.slug), inputs: fixedInputs },
        ],
      };
      expect((await call(f, 'POST', '/api/automations', { ...rule, actions: [] })).statusCode).toBe(400);
      expect((await call(f, 'POST', '/api/automations', { ...rule, conditions: [{ field: '__proto__.polluted', op: 'exists' }] })).statusCode).toBe(400);
      const unknownTemplate = await call(f, 'POST', '/api/automations', { ...rule, actions: [{ type: 'generate_document', templateId: randomUUID() }] });
      expect(unknownTemplate.statusCode).toBe(404);
      const lawyer = await createTenantWithMember(t.database, 'lawyer', `ugyved-${randomUUID()}@auto-iroda.hu`, []);
      await t.database.db.insert(members).values({ id: randomUUID(), organizationId: f.tenantId, userId: lawyer.userId, role: 'lawyer' });
      const lawyerCookie = await signIn(t.app, lawyer.email);
      // The lawyer acts in this firm (x-tenant-id; their own firm has no modules, so a wrong firm
      // would answer MODULE_NOT_INSTALLED): refused for the missing permission itself.
      const byLawyer = await injectAs(t.app, lawyerCookie, { method: 'POST', url: '/api/automations', headers: { 'x-tenant-id': f.tenantId }, payload: rule });
      expect(byLawyer.statusCode).toBe(403);
      expect(byLawyer.json().code).toBe('FORBIDDEN');
      expect(await t.database.db.select().from(automationRules).where(eq(automationRules.tenantId, f.tenantId))).toHaveLength(0);

      const res = await call(f, 'POST', '/api/automations', rule);
      expect(res.statusCode, res.body).toBe(201);
      ruleId = res.json().id;
      expect(res.json()).toMatchObject({ name: rule.name, enabled: true, createdBy: { id: f.userId }, runCount: 0, lastRun: null });
    });

    it('runs the actions as the rule author when a matching matter is opened, and logs the run', async () => {
      const matter = await openMatter(f, 'Kovács János hagyatéki ügye', clientId);
      const [queued] = await runsOf(ruleId);
      expect(queued).toMatchObject({ status: 'queued', eventType: 'matter.created' });
      expect((await drain()).results.map((r) => r.result)).toEqual(['succeeded']);

      const [run] = await runsOf(ruleId);
      expect(run, JSON.stringify(run)).toMatchObject({ status: 'succeeded', error: null, attempts: 1 });
      expect(run!.results.map((r) => [r.type, r.ok])).toEqual([
        ['add_note', true],
        ['create_task', true],
        ['notify', true],
        ['generate_document', true],
      ]);
      const [note] = await t.database.db.select().from(matterNotes).where(eq(matterNotes.matterId, matter.id));
      expect(note?.body).toBe(`Automatikus feljegyzés: ${matter.number} megnyitva.`);
      const [task] = await t.database.db.select().from(matterTasks).where(eq(matterTasks.matterId, matter.id));
      expect(task?.title).toBe(`Megbízási szerződés aláíratása (${matter.number})`);
      const notices = await t.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.tenantId, f.tenantId), eq(notifications.kind, 'automation.notice')));
      expect(notices.map((n) => [n.userId, n.title])).toEqual([[f.userId, `Új ügy: ${matter.number}`]]);
      const [generation] = await t.database.db.select().from(documentGenerations).where(eq(documentGenerations.matterId, matter.id));
      expect(generation?.templateId).toBe(builtinTemplateId(engagement.slug));
      // The services audited the changes as the automation, for its author.
      const [taskAudit] = await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'matters.task_add'), eq(auditLog.targetId, matter.id)));
      expect(taskAudit).toMatchObject({ actorKind: 'automation', actorId: ruleId });
      const [generated] = await t.database.db
        .select()
        .from(domainEvents)
        .where(and(eq(domainEvents.tenantId, f.tenantId), eq(domainEvents.type, 'document.generated')));
      expect(generated).toMatchObject({ actorKind: 'automation', actorId: ruleId, depth: 1 });
      // Counted once against the plan.
      const [usage] = await t.database.db.select().from(usageTracking).where(eq(usageTracking.organizationId, f.tenantId));
      expect(usage?.automationsUsed).toBe(1);

      const log = (await call(f, 'GET', `/api/automations/${ruleId}/runs`)).json();
      expect(log.items[0]).toMatchObject({ status: 'succeeded', eventType: 'matter.created', inputs: { number: matter.number } });
      const list = (await call(f, 'GET', '/api/automations')).json();
      expect(list.usage).toEqual({ used: 1, limit: 1 });
      expect(list.items[0]).toMatchObject({ runCount: 1, lastRun: { status: 'succeeded' } });
    });

    it('does not start for an event whose conditions fail', async () => {
      await openMatter(f, 'Szabó Anna munkaügyi vitája');
      expect(await runsOf(ruleId)).toHaveLength(1);
    });

    it('refuses the (N+1)th run of the month with the plan gate, doing nothing of it', async () => {
      const matter = await openMatter(f, 'Kovács Ödön szerződéses ügye');
      await drain();
      const runs = await runsOf(ruleId);
      const refused = runs.find((r) => r.status === 'refused');
      expect(refused).toMatchObject({ gateReason: 'automations_limit_exceeded' });
      expect(refused!.error).toContain('automatizációk havi limitjét');
      expect(await t.database.db.select().from(matterNotes).where(eq(matterNotes.matterId, matter.id))).toHaveLength(0);
      const [usage] = await t.database.db.select().from(usageTracking).where(eq(usageTracking.organizationId, f.tenantId));
      expect(usage?.automationsUsed).toBe(1);
    });

    it('dry-runs a past event without changing anything or counting it', async () => {
      const events = (await call(f, 'GET', `/api/automations/${ruleId}/events`)).json().items as { id: string; summary: string }[];
      expect(events.length).toBe(3);
      const notesBefore = (await t.database.db.select().from(matterNotes)).length;
      const szabo = events.find((e) => e.summary.includes('Szabó'))!;
      const miss = (await call(f, 'POST', `/api/automations/${ruleId}/dry-run`, { eventId: szabo.id })).json();
      expect(miss).toMatchObject({ status: 'dry_run', results: [] });
      expect(miss.error).toContain('A feltétel nem teljesül');
      const kovacs = events.find((e) => e.summary.includes('Kovács Ödön'))!;
      const hit = await call(f, 'POST', `/api/automations/${ruleId}/dry-run`, { eventId: kovacs.id });
      expect(hit.statusCode, hit.body).toBe(200);
      expect(hit.json()).toMatchObject({ status: 'dry_run', error: null });
      expect(hit.json().results.map((r: { type: string; ok: boolean }) => [r.type, r.ok])).toEqual([
        ['add_note', true],
        ['create_task', true],
        ['notify', true],
        ['generate_document', true],
      ]);
      expect(hit.json().results[3].summary).toContain('Megbízási szerződés');
      expect((await t.database.db.select().from(matterNotes)).length).toBe(notesBefore);
      expect((await call(f, 'POST', `/api/automations/${ruleId}/dry-run`, { eventId: randomUUID() })).statusCode).toBe(404);
      const [usage] = await t.database.db.select().from(usageTracking).where(eq(usageTracking.organizationId, f.tenantId));
      expect(usage?.automationsUsed).toBe(1);
    });

    it('a disabled rule does not start; enabled again it does', async () => {
      const off = await call(f, 'POST', `/api/automations/${ruleId}/enabled`, { enabled: false });
      expect(off.json().enabled).toBe(false);
      await openMatter(f, 'Kovács Béla ingatlanügye');
      expect((await runsOf(ruleId)).length).toBe(2);
      await call(f, 'POST', `/api/automations/${ruleId}/enabled`, { enabled: true });
      await openMatter(f, 'Kovács Géza cégügye');
      expect((await runsOf(ruleId)).length).toBe(3);
    });
  });

  describe('a firm with unlimited runs', () => {
    let f: Firm;
    beforeAll(async () => {
      f = await firm('plan-profi');
    });

    it("an automation's own changes do not retrigger it, and a chain of rules stops at the depth limit", async () => {
      const follow = (name: string) => ({ name, trigger: { kind: 'event', eventType: 'deadline.created' }, actions: [{ type: 'create_deadline', title: 'Követő: {{title}}', dueInDays: 10 }] });
      const a = (await call(f, 'POST', '/api/automations', follow('A követő'))).json().id as string;
      const b = (await call(f, 'POST', '/api/automations', follow('B követő'))).json().id as string;
      const matter = await openMatter(f, 'Határidős ügy');
      const res = await call(f, 'POST', '/api/compliance-tracker', { kind: 'fixed', matterId: matter.id, title: 'Fellebbezés', dueOn: '2026-12-15' });
      expect(res.statusCode, res.body).toBe(201);
      await drain();
      const runs = await t.database.db
        .select()
        .from(automationRuns)
        .where(inArray(automationRuns.ruleId, [a, b]));
      const count = (status: string, error?: string) => runs.filter((r) => r.status === status && (!error || r.error?.includes(error))).length;
      // Depths 0–4: each rule runs once per event of the other (and both on the person's).
      expect(count('succeeded')).toBe(10);
      expect(count('skipped', 'saját változására')).toBe(10);
      expect(count('skipped', 'túl hosszú láncot')).toBe(2);
      expect(count('queued') + count('failed')).toBe(0);
      const deadlines = await t.database.db.select().from(matterDeadlines).where(eq(matterDeadlines.matterId, matter.id));
      expect(deadlines).toHaveLength(11);
      const depths = (
        await t.database.db
          .select({ depth: domainEvents.depth })
          .from(domainEvents)
          .where(and(eq(domainEvents.tenantId, f.tenantId), eq(domainEvents.type, 'deadline.created')))
      ).map((e) => e.depth);
      expect(Math.max(...depths)).toBe(5);
    });

    it('logs a failing action as a failed run with its reason, and keeps nothing of it', async () => {
      const rule = (
        await call(f, 'POST', '/api/automations', {
          name: 'Névjegy feljegyzés',
          trigger: { kind: 'event', eventType: 'contact.created' },
          actions: [
            { type: 'notify', recipient: 'author', title: 'Új névjegy: {{name}}' },
            { type: 'add_note', body: 'Új névjegy' },
          ],
        })
      ).json();
      const created = await call(f, 'POST', '/api/contacts', { kind: 'person', name: 'Tóth Katalin', familyName: 'Tóth', givenName: 'Katalin' });
      expect(created.statusCode, created.body).toBe(201);
      await drain();
      const [run] = await runsOf(rule.id);
      expect(run).toMatchObject({ status: 'failed' });
      expect(run!.error).toContain('nem tartozik ügy');
      expect(
        await t.database.db
          .select()
          .from(notifications)
          .where(and(eq(notifications.userId, f.userId), eq(notifications.title, 'Új névjegy: Tóth Katalin'))),
      ).toHaveLength(0);
    });

    it('runs a scheduled rule once per slot and moves it to the next', async () => {
      const matter = await openMatter(f, 'Ütemezett ügy');
      const res = await call(f, 'POST', '/api/automations', {
        name: 'Heti áttekintés',
        trigger: { kind: 'schedule', frequency: 'weekly', hour: 8, weekday: 1 },
        actions: [{ type: 'add_note', body: 'Heti áttekintés esedékes.', matterId: matter.id }],
      });
      expect(res.statusCode, res.body).toBe(201);
      const rule = res.json();
      expect(new Date(rule.nextRunAt).getTime()).toBeGreaterThan(Date.now());
      // A Monday 8:00 (Budapest) slot a week or more ahead of the real clock: the sweep job is
      // enqueued at the real time, so the drain's clock must be later than that (a fixed date
      // stopped working once the real clock passed it).
      const dueDate = addDays(todayInBudapest(), 7 + ((8 - isoWeekday(todayInBudapest())) % 7));
      const due = budapestInstant(dueDate, 8);
      await t.database.db.update(automationRules).set({ nextRunAt: due }).where(eq(automationRules.id, rule.id));
      const now = new Date(due.getTime() + 30_000);
      // Two sweeps of the same minute (two instances, or a retry): one run.
      for (let i = 0; i < 2; i++) {
        await enqueue(t.database.db, automationScheduleJob, {});
        await drain(now);
      }
      const runs = await runsOf(rule.id);
      expect(runs.map((r) => r.status)).toEqual(['succeeded']);
      expect(await t.database.db.select().from(matterNotes).where(eq(matterNotes.matterId, matter.id))).toHaveLength(1);
      const [after] = await t.database.db.select().from(automationRules).where(eq(automationRules.id, rule.id));
      // The next Monday, 8:00 in Budapest.
      expect(after!.nextRunAt!.toISOString()).toBe(budapestInstant(addDays(dueDate, 7), 8).toISOString());
    });

    it('deletes a rule with its run log', async () => {
      const rule = (await call(f, 'POST', '/api/automations', { name: 'Törlendő', trigger: { kind: 'event', eventType: 'matter.closed' }, actions: [{ type: 'add_note', body: 'x' }] })).json();
      expect((await call(f, 'DELETE', `/api/automations/${rule.id}`)).statusCode).toBe(200);
      expect((await call(f, 'GET', `/api/automations/${rule.id}`)).statusCode).toBe(404);
    });
  });
  // Decision 0376: the automation's document takes the same prefill as the generation form, so a
  // company client comes with its representative, cégjegyzékszám and székhely.
  describe('a generated document for a company client', () => {
    let f: Firm;
    beforeAll(async () => {
      f = await firm('plan-profi');
    });

    it('fills the company, its representative and what the matter knows, as GET /prefill does for the form', async () => {
      const stamp = randomUUID().slice(0, 8);
      const org = await call(f, 'POST', '/api/contacts', {
        kind: 'organisation',
        name: `Nyírfa ${stamp} Kft.`,
        taxNumber: '14528114-2-06',
        companyRegNumber: '06-09-004321',
        address: { country: 'HU', postalCode: '6720', city: 'Szeged', street: 'Kárász utca 6.' },
      });
      expect(org.statusCode, org.body).toBe(201);
      const rep = await call(f, 'POST', '/api/contacts', { kind: 'person', familyName: 'Kiss', givenName: 'Ágnes', links: [{ organisationId: org.json().id, role: 'represents', title: 'ügyvezető' }] });
      expect(rep.statusCode, rep.body).toBe(201);
      // Only what the matter and the firm (no seller data here) cannot give is fixed in the rule.
      const fixed = { payment_days: 15, bank_account: '11773016-11111018-00000000', sign_place: 'Szeged', sign_date: '2026-11-30' };
      const rule = await call(f, 'POST', '/api/automations', {
        name: 'Cégügyfél: megbízási szerződés',
        trigger: { kind: 'event', eventType: 'matter.created' },
        conditions: [{ field: 'title', op: 'contains', value: stamp }],
        actions: [{ type: 'generate_document', templateId: builtinTemplateId(engagement.slug), inputs: fixed }],
      });
      expect(rule.statusCode, rule.body).toBe(201);
      const res = await call(f, 'POST', '/api/matters', {
        title: `Nyírfa ${stamp} – licencvita`,
        openedOn: '2026-11-02',
        billingArrangement: 'hourly',
        billingAmountHuf: 45000,
        responsibleLawyerId: f.userId,
        conflict: { decision: 'no_conflict' },
        parties: [{ contactId: org.json().id, role: 'client' }],
      });
      expect(res.statusCode, res.body).toBe(201);
      const matter = res.json() as { id: string };
      await drain();

      const [run] = await runsOf(rule.json().id);
      expect(run, JSON.stringify(run)).toMatchObject({ status: 'succeeded', error: null });
      const [generation] = await t.database.db.select().from(documentGenerations).where(eq(documentGenerations.matterId, matter.id));
      const inputs = generation!.inputs as Record<string, unknown>;
      expect(inputs.client).toEqual({
        kind: 'company',
        name: `Nyírfa ${stamp} Kft.`,
        seat: { country: 'HU', postalCode: '6720', city: 'Szeged', street: 'Kárász utca 6.' },
        registration: { kind: 'company_register', number: '06-09-004321' },
        taxNumber: '14528114-2-06',
        euVatNumber: null,
        representative: 'Kiss Ágnes ügyvezető',
      });
      expect(inputs).toMatchObject({ ...fixed, matter_subject: `Nyírfa ${stamp} – licencvita`, fee_type: 'hourly', hourly_fee: 45000, has_success_fee: false });
      // The same values the form is offered for this matter (the empty EU VAT number validated to null).
      const prefill = await call(f, 'GET', `/api/document-generator/prefill/${matter.id}?templateId=${builtinTemplateId(engagement.slug)}`);
      expect(prefill.statusCode, prefill.body).toBe(200);
      const { euVatNumber, ...formClient } = prefill.json().inputs.client;
      expect(euVatNumber).toBe('');
      expect(inputs).toMatchObject({ ...prefill.json().inputs, client: formClient });
    });
  });
  // Decision 0438: the actions to e-mail, create a contact and call a webhook; the swept triggers
  // (an invoice gone overdue, a deadline N working days away); the depth limit on contact chains.
  describe('e-mail, contact and webhook actions; overdue invoices and due deadlines', () => {
    let f: Firm;
    const sweep = async () => {
      await enqueue(t.database.db, automationSweepJob, {});
      return t.app.jobs.drain({ names: ['automations.sweep', 'automations.run'], maxRuns: 200 });
    };
    beforeAll(async () => {
      f = await firm('plan-profi');
      await installDefaultModules(t.database.db, f.tenantId, f.userId, ['integrations', 'invoice-generator']);
    });

    it('e-mails the client, creates a contact and queues a signed webhook delivery, as the author', async () => {
      const [endpoint] = await t.database.db
        .insert(webhookEndpoints)
        .values({ tenantId: f.tenantId, url: 'https://hooks.example.com/vi', description: 'Ügyviteli rendszer', events: [], secret: 'x', secretStart: 'whsec_x' })
        .returning({ id: webhookEndpoints.id });
      const rule = {
        name: 'Új ügy: levél, névjegy, webhook',
        trigger: { kind: 'event', eventType: 'matter.created' },
        actions: [
          { type: 'send_email', recipient: 'matter_client', subject: 'Megnyitottuk az ügyét ({{number}})', body: 'Tisztelt Ügyfelünk!\n\nA(z) {{title}} ügyet megnyitottuk.' },
          { type: 'create_contact', kind: 'organisation', name: 'Ellenfél – {{number}}', email: 'ellenfel@example.hu' },
          { type: 'call_webhook', endpointId: endpoint!.id },
        ],
      };
      expect((await call(f, 'POST', '/api/automations', { ...rule, actions: [{ type: 'call_webhook', endpointId: randomUUID() }] })).statusCode).toBe(422);
      expect((await call(f, 'POST', '/api/automations', { ...rule, actions: [{ type: 'create_contact', kind: 'person', familyName: 'Kiss' }] })).statusCode).toBe(400);
      const created = await call(f, 'POST', '/api/automations', rule);
      expect(created.statusCode, created.body).toBe(201);
      const [client] = await t.database.db.insert(contacts).values({ tenantId: f.tenantId, kind: 'person', name: 'Fehér Ilona', email: 'feher.ilona@example.hu' }).returning({ id: contacts.id });
      const matter = await openMatter(f, 'Fehér Ilona bérleti ügye', client!.id);
      await drain();
      await t.app.mailer.idle();
      const [run] = await runsOf(created.json().id);
      expect(run, JSON.stringify(run)).toMatchObject({ status: 'succeeded' });
      expect(run!.results.map((r) => r.type)).toEqual(['send_email', 'create_contact', 'call_webhook']);
      const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, 'feher.ilona@example.hu'));
      expect(mails.map((m) => m.subject)).toEqual([`Megnyitottuk az ügyét (${matter.number}) – Virtuális Iroda`]);
      expect(mails[0]!.textBody).toContain('Fehér Ilona bérleti ügye');
      const [made] = await t.database.db
        .select()
        .from(contacts)
        .where(and(eq(contacts.tenantId, f.tenantId), eq(contacts.name, `Ellenfél – ${matter.number}`)));
      expect(made).toMatchObject({ kind: 'organisation', email: 'ellenfel@example.hu' });
      const [madeEvent] = await t.database.db
        .select()
        .from(domainEvents)
        .where(and(eq(domainEvents.subjectId, made!.id), eq(domainEvents.type, 'contact.created')));
      expect(madeEvent).toMatchObject({ actorKind: 'automation', depth: 1 });
      const deliveries = await t.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpoint!.id));
      expect(deliveries).toHaveLength(1);
      expect(deliveries[0]!.eventType).toBe('automation.triggered');
      expect(JSON.parse(deliveries[0]!.body)).toMatchObject({ type: 'automation.triggered', data: { rule: { name: rule.name }, runId: run!.id, trigger: { number: matter.number } } });
    });

    it('fails the run, sending nothing, when the client has no e-mail address', async () => {
      const rule = (
        await call(f, 'POST', '/api/automations', {
          name: 'Levél az ügyfélnek',
          trigger: { kind: 'event', eventType: 'matter.created' },
          conditions: [{ field: 'title', op: 'contains', value: 'címtelen' }],
          actions: [{ type: 'send_email', recipient: 'matter_client', subject: 'Tárgy', body: 'Szöveg' }],
        })
      ).json();
      const [client] = await t.database.db.insert(contacts).values({ tenantId: f.tenantId, kind: 'person', name: 'Címtelen Ödön' }).returning({ id: contacts.id });
      await openMatter(f, 'Címtelen Ödön ügye', client!.id);
      await drain();
      const [run] = await runsOf(rule.id);
      expect(run).toMatchObject({ status: 'failed' });
      expect(run!.error).toContain('nincs e-mail-címe');
    });

    it('a chain of contact-creating rules stops at the depth limit', async () => {
      const chain = (name: string) => ({
        name,
        trigger: { kind: 'event', eventType: 'contact.created' },
        conditions: [{ field: 'name', op: 'contains', value: 'lánc' }],
        actions: [{ type: 'create_contact', kind: 'organisation', name: '{{name}} – lánc ' + name }],
      });
      const a = (await call(f, 'POST', '/api/automations', chain('A'))).json().id as string;
      const b = (await call(f, 'POST', '/api/automations', chain('B'))).json().id as string;
      expect((await call(f, 'POST', '/api/contacts', { kind: 'organisation', name: 'Kezdő lánc Kft.' })).statusCode).toBe(201);
      await drain();
      const runs = await t.database.db
        .select()
        .from(automationRuns)
        .where(inArray(automationRuns.ruleId, [a, b]));
      expect(runs.filter((r) => r.status === 'queued' || r.status === 'failed')).toHaveLength(0);
      expect(runs.filter((r) => r.status === 'skipped' && r.error?.includes('túl hosszú láncot')).length).toBe(2);
      const depths = (
        await t.database.db
          .select({ depth: domainEvents.depth })
          .from(domainEvents)
          .where(and(eq(domainEvents.tenantId, f.tenantId), eq(domainEvents.type, 'contact.created')))
      ).map((e) => e.depth);
      expect(Math.max(...depths)).toBe(5);
    });

    it('starts once per invoice that went overdue since the rule was made, however often it sweeps', async () => {
      const rule = (
        await call(f, 'POST', '/api/automations', {
          name: 'Lejárt számla',
          trigger: { kind: 'event', eventType: 'invoice.overdue' },
          conditions: [{ field: 'daysOverdue', op: 'gte', value: '1' }],
          actions: [{ type: 'notify', recipient: 'author', title: 'Lejárt: {{number}} ({{customerName}})' }],
        })
      ).json();
      const today = todayInBudapest();
      const [series] = await t.database.db.insert(invoiceSeries).values({ tenantId: f.tenantId, prefix: 'AUT', name: 'Automata' }).returning({ id: invoiceSeries.id });
      const issued = (number: string, paymentDate: string, gross: string) => ({
        tenantId: f.tenantId,
        seriesId: series!.id,
        status: 'issued' as const,
        number,
        customerName: 'Késő Fizető Kft.',
        issueDate: addDays(today, -20),
        paymentDate,
        grossAmount: gross,
        grossAmountHuf: gross,
        document: {} as never,
      });
      await t.database.db.insert(invoices).values([issued('AUT-1', addDays(today, -1), '100000'), issued('AUT-2', addDays(today, -30), '50000'), issued('AUT-3', addDays(today, 5), '70000')]);
      await sweep();
      await sweep();
      const runs = await runsOf(rule.id);
      expect(runs.map((r) => [r.status, r.inputs.number, r.inputs.daysOverdue])).toEqual([['succeeded', 'AUT-1', 1]]);
      const notices = await t.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, f.userId), eq(notifications.title, 'Lejárt: AUT-1 (Késő Fizető Kft.)')));
      expect(notices).toHaveLength(1);
      // The dry run offers today's overdue invoices as its events.
      const events = (await call(f, 'GET', `/api/automations/${rule.id}/events`)).json().items as { id: string; summary: string }[];
      expect(events.map((e) => e.summary)).toEqual([expect.stringContaining('AUT-1')]);
      const dry = (await call(f, 'POST', `/api/automations/${rule.id}/dry-run`, { eventId: events[0]!.id })).json();
      expect(dry).toMatchObject({ status: 'dry_run', error: null });
    });

    it('starts once per deadline within N working days of its last day, on the working-day calendar', async () => {
      const res = await call(f, 'POST', '/api/automations', {
        name: 'Közelgő határidő',
        trigger: { kind: 'event', eventType: 'deadline.due', workingDays: 2 },
        actions: [{ type: 'create_task', title: 'Előkészítés: {{title}} ({{workingDaysLeft}} munkanap)', dueInDays: 0 }],
      });
      expect(res.statusCode, res.body).toBe(201);
      expect((await call(f, 'POST', '/api/automations', { name: 'N nélkül', trigger: { kind: 'event', eventType: 'deadline.due' }, actions: [{ type: 'add_note', body: 'x' }] })).statusCode).toBe(400);
      const matter = await openMatter(f, 'Határidős peres ügy');
      const today = todayInBudapest();
      for (const [title, dueOn] of [
        ['Fellebbezés', addDays(today, 1)],
        ['Viszontkereset', addDays(today, 30)],
      ] as const) {
        expect((await call(f, 'POST', '/api/compliance-tracker', { kind: 'fixed', matterId: matter.id, title, dueOn })).statusCode).toBe(201);
      }
      await sweep();
      await sweep();
      const runs = await runsOf(res.json().id);
      expect(runs.map((r) => [r.status, r.inputs.title])).toEqual([['succeeded', 'Fellebbezés']]);
      expect(runs[0]!.inputs.workingDaysLeft).toBe(1);
      const tasks = await t.database.db.select().from(matterTasks).where(eq(matterTasks.matterId, matter.id));
      expect(tasks.map((x) => x.title)).toEqual(['Előkészítés: Fellebbezés (1 munkanap)']);
    });
  });
});
