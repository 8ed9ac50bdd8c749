import { count, eq, isNotNull, isNull, lt, min, sql } from 'drizzle-orm';
import { addDays, isoDateInZone, todayInBudapest } from '@shared/dates/iso-date';
import { moduleRegistry } from '@shared/modules/registry';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './client';
import {
  apiKeys,
  automationRules,
  clientIntakes,
  complianceCompletions,
  complianceObligations,
  contactActivities,
  contacts,
  documentGenerations,
  documents,
  documentTemplates,
  documentTemplateVersions,
  documentVersions,
  factoryRecords,
  invoicePayments,
  invoices,
  joinRequests,
  kbArticleDocuments,
  matterDeadlines,
  matterParties,
  matters,
  members,
  moduleCatalog,
  notifications,
  opportunities,
  opportunityStages,
  tenantModules,
  tenants,
  timeEntries,
  users,
} from './schema';
import { DEMO_CONTACT_COUNT } from './seed-contacts';
import { demoAccounts, demoCredentialsText, DEMO_PASSWORD, hasDemoData, seedDemo } from './seed';
import { openTestDatabase } from '../test/test-database';

describe('demo seed', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('seeds an admin, one law firm with a tenant admin and a lawyer, two customers, contacts and a pending join request — once', async () => {
    expect(await seedDemo(database.db)).toBe(true);
    expect(await seedDemo(database.db)).toBe(false);
    const [u] = await database.db.select({ n: count() }).from(users);
    const [t] = await database.db.select({ n: count() }).from(tenants);
    const [m] = await database.db.select({ n: count() }).from(members);
    const [c] = await database.db.select({ n: count() }).from(contacts);
    expect([u?.n, t?.n, m?.n, c?.n]).toEqual([6, 1, 4, DEMO_CONTACT_COUNT]);
    const requests = await database.db.select({ email: joinRequests.requesterEmail, status: joinRequests.status, with: joinRequests.requestedWith }).from(joinRequests);
    expect(requests).toEqual([{ email: 'kiss.bence@example.hu', status: 'pending', with: 'ugyved@kovacs-ugyved.hu' }]);
    expect(await hasDemoData(database.db)).toBe(true);
  });

  it('installs the released modules, hospitality (decision 0348) and the factory module "Cégiratok nyilvántartása" (four filings) for the demo firm by its administrator, and gives the module base a featured module and a changed price', async () => {
    const installed = await database.db
      .select({ key: tenantModules.moduleKey, status: tenantModules.status, by: users.email })
      .from(tenantModules)
      .innerJoin(users, eq(users.id, tenantModules.installedBy))
      .orderBy(tenantModules.moduleKey);
    // Every released module of the registry (a new one with its demo seed needs no line here), and the factory's.
    const released = moduleRegistry.filter((m) => m.released !== false).map((m) => m.key);
    expect(installed).toEqual([...released, 'cegiratok'].sort().map((key) => ({ key, status: 'installed', by: 'iroda@kovacs-ugyved.hu' })));
    // Issue 36: one API key of the administrator's, used yesterday; only its hash is stored.
    const [key] = await database.db.select().from(apiKeys);
    expect(key).toMatchObject({ name: 'Könyvelőiroda – havi szinkron', lastUsedIp: '198.51.100.24', revokedAt: null });
    expect(key?.secretHash).toMatch(/^[0-9a-f]{64}$/);
    expect(await database.db.$count(apiKeys)).toBe(1);
    // Issue 36.1: the administrator's three automation rules, made through the service; only the invoice one is on.
    const rules = await database.db
      .select({ name: automationRules.name, enabled: automationRules.enabled, triggerType: automationRules.triggerType, nextRunAt: automationRules.nextRunAt })
      .from(automationRules)
      .orderBy(automationRules.name);
    expect(rules).toEqual([
      { name: 'Hétfő reggeli határidő-áttekintés', enabled: false, triggerType: 'schedule', nextRunAt: null },
      { name: 'Milliós számla: szóljon az irodavezetőnek', enabled: true, triggerType: 'invoice.issued', nextRunAt: null },
      { name: 'Új ügy: megbízási szerződés és feladat', enabled: false, triggerType: 'matter.created', nextRunAt: null },
    ]);
    // Issue 17: five issued invoices (one in EUR, one from a matter's time, one re-issued after the
    // storno of another), the storno and a draft; payments: the re-issue paid in full, the EUR one in part.
    expect(await database.db.$count(invoices, eq(invoices.status, 'issued'))).toBe(6);
    expect(await database.db.$count(invoicePayments)).toBe(2);
    expect(await database.db.$count(invoices, isNotNull(invoices.matterId))).toBe(1);
    expect(await database.db.$count(invoices, eq(invoices.operation, 'STORNO'))).toBe(1);
    expect(await database.db.$count(invoices, eq(invoices.currency, 'EUR'))).toBe(1);
    // Issue 16: the built-in library, the firm's own template in two versions and one generated document.
    expect(await database.db.$count(documentTemplates, isNull(documentTemplates.tenantId))).toBeGreaterThanOrEqual(12);
    expect(await database.db.$count(documentTemplateVersions, isNotNull(documentTemplateVersions.tenantId))).toBe(2);
    expect(await database.db.$count(documentGenerations)).toBe(1);
    // Issue 15: six demo documents (one of the confidential matter, one firm-general form), the
    // contract in two versions; two knowledge-base articles have an attachment (decision 0247).
    expect(await database.db.$count(documents)).toBe(6);
    expect(await database.db.$count(documentVersions)).toBe(7);
    expect(await database.db.$count(kbArticleDocuments)).toBe(2);
    // Issue 14 points 6-7: an intake in progress and an approved company client with two beneficial owners.
    const intakes = await database.db.select().from(clientIntakes).orderBy(clientIntakes.status);
    expect(intakes.map((i) => [i.status, i.displayName, i.data.beneficialOwners.length])).toEqual([
      ['approved', 'Tóth és Fia Kft.', 2],
      ['draft', 'Fekete Márton', 0],
    ]);
    expect(intakes[0]!.contactId).not.toBeNull();
    // Issue 14: five demo matters, one of them confidential (its team excludes ugyved@).
    expect(await database.db.$count(matters)).toBe(5);
    expect(await database.db.$count(matters, eq(matters.confidential, true))).toBe(1);
    // Issue 18: eight demo deadlines counted by the shared engine, one of them already done; plus
    // the answered demo complaint's 30-day answer deadline (issue 35.5), done when it was answered.
    expect(await database.db.$count(matterDeadlines)).toBe(9);
    expect(await database.db.$count(matterDeadlines, eq(matterDeadlines.status, 'done'))).toBe(2);
    // Issue 18 point 6: five compliance obligations (three of the firm, two of clients), the VAT return with one completion, the AML review late.
    expect(await database.db.$count(complianceObligations)).toBe(5);
    expect(await database.db.$count(complianceObligations, isNotNull(complianceObligations.clientContactId))).toBe(2);
    expect(await database.db.$count(complianceCompletions)).toBe(1);
    expect(await database.db.$count(complianceObligations, lt(complianceObligations.nextDue, todayInBudapest()))).toBe(1);
    expect(await database.db.$count(factoryRecords, eq(factoryRecords.moduleKey, 'cegiratok'))).toBe(4);
    // Issue 14 point 4: the default pipeline with nine opportunities, one won (with its matter) and one lost.
    expect(await database.db.$count(opportunityStages)).toBe(6);
    expect(await database.db.$count(opportunities)).toBe(9);
    expect(await database.db.$count(opportunities, isNotNull(opportunities.wonMatterId))).toBe(1);
    const overrides = await database.db.select({ key: moduleCatalog.key, featured: moduleCatalog.featured, price: moduleCatalog.monthlyPriceHuf }).from(moduleCatalog).orderBy(moduleCatalog.key);
    expect(overrides).toEqual([
      { key: 'hospitality', featured: false, price: 12_900 },
      { key: 'themis', featured: true, price: null },
    ]);
  });

  it('dates each contact on or before its first matter was opened, and the contacts without a matter over the past months, their "created" entries with them', async () => {
    const rows = await database.db
      .select({ name: contacts.name, createdAt: contacts.createdAt, firstMatter: min(matters.openedOn) })
      .from(contacts)
      .leftJoin(matterParties, eq(matterParties.contactId, contacts.id))
      .leftJoin(matters, eq(matters.id, matterParties.matterId))
      .groupBy(contacts.id);
    const today = todayInBudapest();
    const withMatter = rows.filter((r) => r.firstMatter !== null);
    expect(withMatter.map((r) => r.name).sort()).toEqual(['Horváth Eszter', 'Kiss Bence', 'Molnár László', 'Szabó Anna', 'Tóth Gábor', 'Tóth és Fia Kft.', 'Varga Judit']);
    for (const r of withMatter) expect(`${r.name} ${isoDateInZone(r.createdAt)}`).toBe(`${r.name} ${minDay(isoDateInZone(r.createdAt), r.firstMatter!)}`);
    for (const r of rows) expect(r.createdAt.getTime()).toBeLessThan(Date.now());
    // The others came over the past months, on many days (an organisation with its representative) – not all at the seed.
    const others = rows.filter((r) => r.firstMatter === null).map((r) => isoDateInZone(r.createdAt));
    expect(new Set(others).size).toBeGreaterThanOrEqual(others.length / 2);
    expect(others.every((d) => d < today && d >= addDays(today, -200))).toBe(true);
    expect(others.some((d) => d < addDays(today, -90))).toBe(true);
    // Each contact's "created" timeline entry is at its creation.
    const created = await database.db
      .select({ name: contacts.name, at: contactActivities.createdAt, createdAt: contacts.createdAt })
      .from(contactActivities)
      .innerJoin(contacts, eq(contacts.id, contactActivities.contactId))
      .where(eq(contactActivities.kind, 'created'));
    expect(created).toHaveLength(rows.length);
    for (const c of created) expect(c.at.getTime()).toBe(c.createdAt.getTime());
  });

  it('stamps each demo invoice as issued on its issue day (the customer\'s "Új számla" is not dated at the seed)', async () => {
    const issued = await database.db.select({ number: invoices.number, issueDate: invoices.issueDate, issuedAt: invoices.issuedAt }).from(invoices).where(isNotNull(invoices.issuedAt));
    expect(issued.length).toBeGreaterThanOrEqual(6);
    for (const i of issued) expect(`${i.number} ${isoDateInZone(i.issuedAt!)}`).toBe(`${i.number} ${i.issueDate}`);
  });

  it('numbers the matters of a year in the order they were opened', async () => {
    const rows = await database.db.select({ number: matters.number, openedOn: matters.openedOn }).from(matters).orderBy(matters.number);
    const byYear = (year: string) => rows.filter((r) => r.number.startsWith(year));
    for (const year of new Set(rows.map((r) => r.number.slice(0, 4)))) {
      const opened = byYear(year).map((r) => r.openedOn);
      expect(opened).toEqual([...opened].sort());
    }
  });

  it('logs no time on a matter before it was opened, and bills the time of the hourly matter (not a fixed fee) from before its invoice', async () => {
    const early = await database.db
      .select({ title: matters.title, workDate: timeEntries.workDate, openedOn: matters.openedOn })
      .from(timeEntries)
      .innerJoin(matters, eq(matters.id, timeEntries.matterId))
      .where(lt(timeEntries.workDate, matters.openedOn));
    expect(early).toEqual([]);
    // One entry a day per person and matter: a person's day is not split into several lines of the same matter.
    const days = await database.db.select({ key: sql<string>`${timeEntries.userId} || ${timeEntries.matterId} || ${timeEntries.workDate}` }).from(timeEntries);
    expect(new Set(days.map((d) => d.key)).size).toBe(days.length);
    // Every open matter that was open for a few working days has time of its own.
    const perMatter = await database.db
      .select({ title: matters.title, entries: count(timeEntries.id) })
      .from(matters)
      .leftJoin(timeEntries, eq(timeEntries.matterId, matters.id))
      .where(lt(matters.openedOn, addDays(todayInBudapest(), -3)))
      .groupBy(matters.id);
    expect(perMatter.filter((m) => !m.title.startsWith('Varga Judit') && m.entries === 0)).toEqual([]);
    const [billed] = await database.db.select({ billing: matters.billingArrangement, openedOn: matters.openedOn, issuedOn: invoices.issueDate }).from(invoices).innerJoin(matters, eq(matters.id, invoices.matterId));
    expect(billed?.billing).toBe('hourly');
    expect(billed!.openedOn < billed!.issuedOn!).toBe(true);
  });

  it('writes the doctor title small in the names of people, as Hungarian running text does ("dr. Nagy Péter", issue 39.3)', async () => {
    const names = [
      ...(await database.db.select({ name: users.name }).from(users)).map((r) => r.name),
      ...(await database.db.select({ name: matterParties.name }).from(matterParties)).map((r) => r.name),
      ...(await database.db.select({ name: contacts.name }).from(contacts)).map((r) => r.name),
    ];
    expect(names).toContain('dr. Nagy Péter');
    expect(names.filter((n) => /\bDr\./.test(n ?? ''))).toEqual([]);
  });

  it("asks only a lawyer for practice areas in the profile notice; a customer's is hers to fill", async () => {
    const rows = await database.db.select({ email: users.email, body: notifications.body }).from(notifications).innerJoin(users, eq(users.id, notifications.userId)).where(eq(notifications.kind, 'profile.incomplete'));
    const body = (email: string) => rows.find((r) => r.email === email)?.body;
    expect(body('ugyved@kovacs-ugyved.hu')).toContain('szakterületeidet');
    expect(body('szabo.anna@example.hu')).toBe('Add meg a neved és a profilképed.');
    expect(body('admin@virtualis-iroda.hu')).toBe('Add meg a neved és a profilképed.');
  });

  it('prints every demo login with its password', () => {
    const text = demoCredentialsText('http://localhost:3000');
    for (const a of demoAccounts) expect(text).toContain(a.email);
    expect(text).toContain(DEMO_PASSWORD);
  });
});

const minDay = (a: string, b: string) => (a < b ? a : b);
