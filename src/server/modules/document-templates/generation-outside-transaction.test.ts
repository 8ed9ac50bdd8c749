// A generated document is rendered with no database transaction open (issue 40 point 3, decision
// 0414): on PGlite a statement outside a transaction waits for the open one, so a render inside a
// transaction stopped every request. While the renderer runs, a plain statement on the server's
// database answers at once (PGlite) and no connection of the database is idle in a transaction
// (PostgreSQL) – for the generate route and for an automation's generate_document action.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exampleInputs } from '@shared/document-templates/builtin-templates';
import { builtinTemplateId } from '../../db/builtin-templates';
import { resultRows } from '../../db/client';
import { automationRuns, documentGenerations, documentVersions } from '../../db/schema';
import { installDefaultModules } from '../../module-system/defaults';
import { watchDocumentRenders } from './generation-render';
import { engagementFixedInputs, engagementTemplate, insertEngagementClient } from '../../test/engagement-client';
import { buildTestApp, createTenantWithMember, injectAs, signIn, type TestApp } from '../../test/test-app';

const MODULES = ['automations', 'matters', 'contacts', 'document-templates', 'document-generator', 'documents'];
const engagement = engagementTemplate;

describe('document generation renders outside every transaction', () => {
  let t: TestApp;
  let f: Awaited<ReturnType<typeof createTenantWithMember>> & { cookie: string };
  /** What the database looked like each time a render started. */
  const seen: string[] = [];

  beforeAll(async () => {
    t = await buildTestApp({ seed: false });
    const firm = await createTenantWithMember(t.database, 'tenant,lawyer', `admin-${randomUUID()}@render-iroda.hu`, MODULES);
    await installDefaultModules(t.database.db, firm.tenantId, firm.userId, MODULES);
    f = { ...firm, cookie: await signIn(t.app, firm.email) };
    watchDocumentRenders(async () => {
      // A statement outside any transaction: on PGlite it waits while a transaction is open.
      const statement = t.database.db.execute(sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and state like 'idle in transaction%' and pid <> pg_backend_pid()`);
      const answer = await Promise.race([statement, new Promise<'blocked'>((resolve) => setTimeout(() => resolve('blocked'), 3_000))]);
      if (answer === 'blocked') return void seen.push('blocked');
      const open = resultRows<{ n: number }>(answer)[0]?.n ?? 0;
      seen.push(open ? `${open} open` : 'free');
    });
  });
  afterAll(async () => {
    watchDocumentRenders(null);
    await t.close();
  });

  it('the generate route: the render between two transactions, the generation written once', async () => {
    seen.length = 0;
    const res = await injectAs(t.app, f.cookie, { method: 'POST', url: '/api/document-generator', payload: { templateId: builtinTemplateId(engagement.slug), inputs: exampleInputs(engagement) } });
    expect(res.statusCode, res.body).toBe(201);
    expect(seen).toEqual(['free']);
    const rows = await t.database.db.select({ id: documentGenerations.id }).from(documentGenerations).where(eq(documentGenerations.tenantId, f.tenantId));
    expect(rows.map((r) => r.id)).toEqual([res.json().id]);
    // The vault's files were stored before the second transaction; their text is read by the
    // documents.extract job the versions enqueued (decision 0411).
    const saved = res.json().saved as { documentId: string }[];
    expect(saved).toHaveLength(2);
    await t.app.jobs.drain({ names: ['documents.extract'] });
    const versions = await t.database.db
      .select({ text: documentVersions.extractedText })
      .from(documentVersions)
      .where(
        inArray(
          documentVersions.documentId,
          saved.map((d) => d.documentId),
        ),
      );
    expect(versions).toHaveLength(2);
    for (const v of versions) expect(v.text).toContain('MEGBÍZÁSI');
  });

  it('an automation run: the render between its attempts, the run committed once with its document', async () => {
    const rule = await injectAs(t.app, f.cookie, {
      method: 'POST',
      url: '/api/automations',
      payload: {
        name: 'Új ügy: szerződés',
        trigger: { kind: 'event', eventType: 'matter.created' },
        conditions: [],
        actions: [
          { type: 'add_note', body: 'Automatikus feljegyzés: {{number}}' },
          { type: 'generate_document', templateId: builtinTemplateId(engagement.slug), inputs: engagementFixedInputs },
        ],
      },
    });
    expect(rule.statusCode, rule.body).toBe(201);
    const clientId = await insertEngagementClient(t.database.db, f.tenantId);
    const matter = await injectAs(t.app, f.cookie, {
      method: 'POST',
      url: '/api/matters',
      payload: { title: 'Renderelés próba', openedOn: '2026-11-02', conflict: { decision: 'no_conflict' }, parties: [{ contactId: clientId, role: 'client' }] },
    });
    expect(matter.statusCode, matter.body).toBe(201);

    seen.length = 0;
    const drained = await t.app.jobs.drain({ names: ['automations.run'], maxRuns: 10 });
    expect(drained.results.map((r) => r.result)).toEqual(['succeeded']);
    expect(seen).toEqual(['free']);
    const [run] = await t.database.db
      .select()
      .from(automationRuns)
      .where(and(eq(automationRuns.tenantId, f.tenantId), eq(automationRuns.ruleId, rule.json().id)));
    expect(run).toMatchObject({ status: 'succeeded', attempts: 1 });
    const generations = await t.database.db.select({ id: documentGenerations.id, matterId: documentGenerations.matterId }).from(documentGenerations).where(eq(documentGenerations.matterId, matter.json().id));
    expect(generations).toEqual([{ id: run!.results[1]!.ref, matterId: matter.json().id }]);
  });
});
