// The confidentiality check of the route-guard harness (issue 34, decision 0300): every table that
// carries a `matter_id`, directly or through a parent (a foreign key to such a table, up to three
// steps), keeps the rows of a confidential matter from a lawyer of the same firm outside its team –
// in the database, under vi_app, so that no route of a new module can forget it.
//
// Derived from the catalogue, so a new table is covered without anyone listing it:
//   1. every vi_app policy of such a table asks a visibility function (`vi_…_visible(`) – policies
//      are OR-ed, so one plain tenant policy would open the table – unless the table is a reviewed
//      exception below;
//   2. the rows the fixture links to the demo firm's confidential matter are there for the owner
//      and its team and invisible to the outsider; a table without such a row fails, naming the
//      fixture to extend.
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { resultRows, type Database } from '../db/client';
import {
  bookingAppointmentTypes,
  bookings,
  complianceCompletions,
  complianceObligations,
  contacts,
  deadlineDocuments,
  deadlineReminders,
  documentGenerations,
  documents,
  documentTemplates,
  invoiceLines,
  invoicePayments,
  invoiceProformas,
  invoices,
  invoiceSeries,
  invoiceTimeEntries,
  kbArticleDocuments,
  kbArticles,
  matterDeadlines,
  matters,
  navReports,
  paymentReminders,
  portalComplaints,
  portalMessages,
  portalReads,
  portalThreads,
  timeEntries,
  users,
  inboundMails,
} from '../db/schema';
import { withTenant } from '../db/tenant-scope';

/**
 * Tables that reach a matter but deliberately do not follow its confidentiality, with the reason.
 * Adding one is a security decision: write down why an outsider may see these rows.
 */
export const confidentialityExceptions: Record<string, string> = {
  client_intakes: "the firm's AML record of a client (Pmt.), kept for its AML officer; it names only the id of the matter opened from it",
  client_intake_documents: 'the identification documents of an AML record (see client_intakes); the documents themselves follow their matter',
  compliance_completions: "the firm's own compliance obligations; an evidence document of a matter stays hidden itself",
  themis_conversations: "the user's own conversations only (user_id = the request's user)",
  themis_messages: "the user's own conversations only (user_id = the request's user)",
  time_timers: "the user's own running timer only",
  time_rates: "the firm's price list: a matter's rate names only the matter's id",
  // Hospitality reaches matter_id only through invoices: a stay invoice is issued from a folio and
  // never carries a matter (hospitality service), so these rows name no matter's work.
  hospitality_charges: 'a guest folio line; its invoice is a stay invoice, which has no matter',
  hospitality_folio_invoices: 'the link of a reservation to its stay invoice, which has no matter',
  hospitality_payments: "a guest's payment on a folio; its invoice is a stay invoice, which has no matter",
};

/**
 * Single policies that may leave a matter's visibility aside, each with its reason; the table's other
 * policies and the row counts along its path are still checked.
 */
export const confidentialityPolicyExceptions: Record<string, string> = {
  invoices_buyer_reads: 'the buyer (a customer, never staff) reads an issued invoice billed to her own contact, decision 0371',
  invoice_proformas_buyer_reads: 'the buyer (a customer, never staff) reads a pro-forma issued to her own contact, decision 0371',
};

type ForeignKey = {
  child: string;
  childColumn: string;
  parent: string;
  parentColumn: string;
};

/** One way a table reaches `matter_id`: the joins from the table to the one holding it. */
export interface MatterPath {
  table: string;
  steps: ForeignKey[];
}

/** Every table that carries a matter_id directly or through up to three foreign keys, with each path. */
export async function tablesReachingMatters(db: Database): Promise<MatterPath[]> {
  const direct = resultRows<{ table_name: string }>(
    await db.execute(sql`select table_name::text as table_name from information_schema.columns
      where table_schema = 'public' and column_name = 'matter_id' and table_name <> 'matters'`),
  ).map((r) => r.table_name);
  const keys = resultRows<ForeignKey>(
    await db.execute(sql`select c.conrelid::regclass::text as "child", a.attname::text as "childColumn",
        c.confrelid::regclass::text as "parent", p.attname::text as "parentColumn"
      from pg_constraint c
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
      join pg_attribute p on p.attrelid = c.confrelid and p.attnum = c.confkey[1]
      where c.contype = 'f' and c.connamespace = 'public'::regnamespace and array_length(c.conkey, 1) = 1`),
  );
  const paths: MatterPath[] = direct.map((table) => ({ table, steps: [] }));
  let frontier = paths;
  for (let depth = 0; depth < 3; depth++) {
    const next: MatterPath[] = [];
    for (const path of frontier) {
      const onPath = new Set([path.table, ...path.steps.map((s) => s.parent), 'matters']);
      for (const key of keys.filter((k) => k.parent === path.table && !onPath.has(k.child))) {
        next.push({ table: key.child, steps: [key, ...path.steps] });
      }
    }
    paths.push(...next);
    frontier = next;
  }
  return paths;
}

/** Policies of vi_app on the table that do not ask a visibility function. */
export async function policiesWithoutVisibility(db: Database, table: string): Promise<string[]> {
  const rows = resultRows<{ policyname: string; qual: string | null; with_check: string | null }>(
    await db.execute(sql`select policyname::text as policyname, qual, with_check from pg_policies
      where schemaname = 'public' and tablename = ${table} and 'vi_app' = any(roles) and permissive = 'PERMISSIVE'`),
  );
  if (rows.length === 0) return ['(no vi_app policy at all)'];
  const asks = (expression: string | null) => expression === null || /\bvi_\w+_visible\(/.test(expression);
  return rows.filter((r) => !asks(r.qual) || !asks(r.with_check)).map((r) => r.policyname);
}

/** `select count(*)` of the table's rows linked along the path to the matter. */
function countAlong(path: MatterPath, matterId: string) {
  const alias = (i: number) => sql.identifier(`t${i}`);
  let joins = sql``;
  path.steps.forEach((step, i) => {
    joins = sql`${joins} join ${sql.identifier(step.parent)} ${alias(i + 1)} on ${alias(i + 1)}.${sql.identifier(step.parentColumn)} = ${alias(i)}.${sql.identifier(step.childColumn)}`;
  });
  return sql`select count(*)::int as n from ${sql.identifier(path.table)} ${alias(0)}${joins} where ${alias(path.steps.length)}.matter_id = ${matterId}`;
}

export interface ConfidentialFirm {
  tenantId: string;
  matterId: string;
  /** On the team (the creator and responsible lawyer of the demo's share deal). */
  memberId: string;
  /** A lawyer of the same firm outside the team. */
  outsiderId: string;
}

/** The demo firm's confidential matter, its team member and the lawyer outside it. */
export async function demoConfidentialFirm(db: Database, tenantId: string): Promise<ConfidentialFirm> {
  const [matter] = await db
    .select({ id: matters.id, responsible: matters.responsibleLawyerId })
    .from(matters)
    .where(and(eq(matters.tenantId, tenantId), eq(matters.confidential, true)));
  const [outsider] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'ugyved@kovacs-ugyved.hu'));
  if (!matter?.responsible || !outsider) throw new Error('the demo seed lost its confidential matter or its outside lawyer');
  return { tenantId, matterId: matter.id, memberId: matter.responsible, outsiderId: outsider.id };
}

/**
 * Rows of the matter's child tables the demo seed does not hold (invoice and its rows, links to
 * documents, a generation, a deadline reminder, a completion's evidence): written as the owner.
 * A new table that reaches matters adds its row here.
 */
export async function extendConfidentialFixture(db: Database, firm: ConfidentialFirm): Promise<void> {
  const { tenantId, matterId, memberId } = firm;
  const [document] = await db.select({ id: documents.id }).from(documents).where(eq(documents.matterId, matterId)).limit(1);
  const [deadline] = await db.select({ id: matterDeadlines.id }).from(matterDeadlines).where(eq(matterDeadlines.matterId, matterId)).limit(1);
  const [entry] = await db.select({ id: timeEntries.id }).from(timeEntries).where(eq(timeEntries.matterId, matterId)).limit(1);
  if (!document || !deadline || !entry) throw new Error('the demo seed lost the confidential matter’s document, deadline or time entry');
  const [contact] = await db.insert(contacts).values({ tenantId, kind: 'organisation', name: 'Bizalmas Harness Vevő Kft.' }).returning({ id: contacts.id });
  const [series] = await db
    .insert(invoiceSeries)
    .values({ tenantId, prefix: `BIZ-${randomUUID().slice(0, 6)}`, name: 'Harness' })
    .returning({ id: invoiceSeries.id });
  const [invoice] = await db.insert(invoices).values({ tenantId, seriesId: series!.id, contactId: contact!.id, matterId, customerName: 'Bizalmas Harness Vevő Kft.', createdBy: memberId }).returning({ id: invoices.id });
  const invoiceId = invoice!.id;
  const money = { netAmount: '1000', vatAmount: '270', grossAmount: '1270', netAmountHuf: '1000', vatAmountHuf: '270', grossAmountHuf: '1270' };
  await db.insert(invoiceLines).values({ tenantId, invoiceId, lineNumber: 1, description: 'Bizalmas tétel', quantity: '1', unitOfMeasure: 'PIECE', unitPrice: '1000', vatCode: '27', ...money });
  await db.insert(invoiceTimeEntries).values({ tenantId, invoiceId, timeEntryId: entry.id });
  await db.insert(invoicePayments).values({ tenantId, invoiceId, paidOn: '2026-01-05', amount: '100', method: 'TRANSFER', createdBy: memberId });
  await db.insert(paymentReminders).values({ tenantId, invoiceId, recipient: 'penzugy@example.hu', amountDue: '1170', sentBy: memberId, sentOn: '2026-01-06' });
  await db.insert(navReports).values({ tenantId, invoiceId, operation: 'CREATE', invoiceData: 'PEludm9pY2VEYXRhLz4=' });
  // A díjbekérő from that draft (decision 0368): its matter and its draft are the confidential ones.
  await db.insert(invoiceProformas).values({
    tenantId,
    invoiceId,
    contactId: contact!.id,
    matterId,
    number: `DB-2026/BIZ${randomUUID().slice(0, 6)}`,
    customerName: 'Bizalmas Harness Vevő Kft.',
    currency: 'HUF',
    grossAmount: '1270',
    issueDate: '2026-01-05',
    document: {} as never,
    issuedBy: memberId,
  });
  await db.insert(deadlineReminders).values({ tenantId, deadlineId: deadline.id, leadDays: 99, remindOn: '2026-01-02', recipientId: memberId, outcome: 'sent' }).onConflictDoNothing();
  await db.insert(deadlineDocuments).values({ tenantId, deadlineId: deadline.id, documentId: document.id, linkedBy: memberId }).onConflictDoNothing();
  const [article] = await db.insert(kbArticles).values({ tenantId, title: 'Harness cikk', body: 'Harness', category: 'other', authorId: memberId }).returning({ id: kbArticles.id });
  await db.insert(kbArticleDocuments).values({ tenantId, articleId: article!.id, documentId: document.id }).onConflictDoNothing();
  const [template] = await db.select({ id: documentTemplates.id }).from(documentTemplates).limit(1);
  await db.insert(documentGenerations).values({
    tenantId,
    templateId: template!.id,
    templateVersion: 1,
    templateName: 'Harness',
    inputs: {},
    matterId,
    docxDocumentId: document.id,
    pdfDocumentId: document.id,
    docx: Buffer.from('docx'),
    pdf: Buffer.from('pdf'),
    createdBy: memberId,
  });
  const [obligation] = await db
    .insert(complianceObligations)
    .values({ tenantId, title: 'Harness kötelezettség', category: 'tax', frequency: 'monthly', dayOfMonth: 20, nextNominal: '2026-12-20', nextDue: '2026-12-21', ownerId: memberId })
    .returning({ id: complianceObligations.id });
  await db.insert(complianceCompletions).values({ tenantId, obligationId: obligation!.id, nominal: '2026-11-20', dueOn: '2026-11-20', completedBy: memberId, evidenceDocumentId: document.id });
  // A portal thread on the confidential matter, its message with an attachment and a read mark (decisions 0350, 0366).
  const [thread] = await db.insert(portalThreads).values({ tenantId, contactId: contact!.id, matterId, subject: 'Bizalmas harness üzenet', createdBy: memberId }).returning({ id: portalThreads.id });
  await db.insert(portalMessages).values({ tenantId, threadId: thread!.id, authorId: memberId, fromFirm: true, body: 'Bizalmas', documentId: document.id });
  await db.insert(portalReads).values({ tenantId, threadId: thread!.id, userId: memberId, readAt: new Date() });
  // A booking on the confidential matter (decision 0357), far ahead so it blocks nothing of the demo.
  const [type] = await db.insert(bookingAppointmentTypes).values({ tenantId, name: 'Bizalmas harness egyeztetés', durationMinutes: 30, mode: 'phone' }).returning({ id: bookingAppointmentTypes.id });
  const startsAt = new Date('2030-01-07T08:00:00Z');
  const endsAt = new Date('2030-01-07T08:30:00Z');
  await db.insert(bookings).values({ tenantId, lawyerId: memberId, typeId: type!.id, contactId: contact!.id, matterId, startsAt, endsAt, blockedUntil: endsAt, mode: 'phone' });
  // A received e-mail filed onto the confidential matter (e-mail to case, decision 0434).
  await db
    .insert(inboundMails)
    .values({ tenantId, source: 'smtp', recipient: 'harness@in.example.hu', sizeBytes: 10, status: 'filed', matterId, messageId: `<bizalmas-${randomUUID()}@harness>`, subject: 'Bizalmas harness levél' });
  // A complaint about the confidential matter, its invoice and its deadline (decision 0408).
  await db.insert(portalComplaints).values({
    tenantId,
    reference: `P-2026-B${randomUUID().slice(0, 5).toUpperCase()}`,
    contactId: contact!.id,
    matterId,
    invoiceId,
    deadlineId: deadline.id,
    subject: 'Bizalmas harness panasz',
    body: 'Bizalmas',
    complainantName: 'Bizalmas Harness Vevő Kft.',
    consumer: false,
    dueOn: '2026-12-31',
    retainUntil: '2031-12-31',
  });
}

export interface ConfidentialityFinding {
  table: string;
  path: string;
  problem: string;
}

/** Runs checks 1 and 2 over every table reaching a matter; an empty list means all hold. */
export async function confidentialityFindings(db: Database, firm: ConfidentialFirm): Promise<ConfidentialityFinding[]> {
  const findings: ConfidentialityFinding[] = [];
  const paths = await tablesReachingMatters(db);
  const describe = (p: MatterPath) => [p.table, ...p.steps.map((s) => `${s.childColumn} → ${s.parent}`), 'matter_id'].join(' · ');
  for (const table of new Set(paths.map((p) => p.table))) {
    if (confidentialityExceptions[table]) continue;
    const open = (await policiesWithoutVisibility(db, table)).filter((policy) => !confidentialityPolicyExceptions[policy]);
    if (open.length) {
      findings.push({
        table,
        path: describe(paths.find((p) => p.table === table)!),
        problem: `vi_app policies that ask no vi_…_visible() function: ${open.join(', ')} (make it follow its matter or parent, or add a reasoned entry to confidentialityExceptions)`,
      });
    }
  }
  const count = async (path: MatterPath, userId: string | null) => {
    const query = countAlong(path, firm.matterId);
    if (userId === null) return resultRows<{ n: number }>(await db.execute(query))[0]!.n;
    return withTenant(db, firm.tenantId, async (tx) => resultRows<{ n: number }>(await tx.execute(query))[0]!.n, { userId });
  };
  for (const path of paths) {
    if (confidentialityExceptions[path.table]) continue;
    const total = await count(path, null);
    if (total === 0) {
      findings.push({ table: path.table, path: describe(path), problem: 'no row of the confidential matter in the fixture: add one to extendConfidentialFixture (confidentiality-harness.ts)' });
      continue;
    }
    const seenByOutsider = await count(path, firm.outsiderId);
    if (seenByOutsider > 0) findings.push({ table: path.table, path: describe(path), problem: `a lawyer outside the team sees ${seenByOutsider} of its ${total} rows` });
    const seenByMember = await count(path, firm.memberId);
    if (seenByMember === 0) findings.push({ table: path.table, path: describe(path), problem: 'the matter’s own team sees none of its rows' });
  }
  return findings;
}
