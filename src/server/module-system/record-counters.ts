// How much data a module holds for a firm, per kind of record: shown by the uninstall dry run and
// on my modules. One entry per module key; an issue that builds a module adds its counter here.
// A module without an entry (not built yet) holds nothing. Every counter names the firm
// explicitly, so it is correct both inside withTenant (RLS) and on the owner connection (admin).
import { type AnyColumn, count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { LocalizedText } from '@shared/modules/registry';
import type { Database } from '../db/client';
import {
  contacts,
  documentGenerations,
  documents,
  documentTemplates,
  documentTemplateVersions,
  documentVersions,
  invoices,
  invoiceSeries,
  matterDeadlines,
  matterNotes,
  matterParties,
  matters,
  matterTasks,
  opportunities,
  opportunityStages,
  timeEntries,
  timeRates,
} from '../db/schema';
import type { TenantTx } from '../db/tenant-scope';

export interface RecordCount {
  label: LocalizedText;
  count: number;
}

export type RecordCounter = (db: Database | TenantTx, tenantId: string) => Promise<RecordCount[]>;

/** Counts the firm's rows of each table, one labelled figure per table. */
function rowsOf(tables: readonly { table: PgTable; tenantId: AnyColumn; label: LocalizedText }[]): RecordCounter {
  return async (db, tenantId) => {
    const counts: RecordCount[] = [];
    for (const { table, tenantId: column, label } of tables) {
      const [row] = await db.select({ n: count() }).from(table).where(eq(column, tenantId));
      counts.push({ label, count: row?.n ?? 0 });
    }
    return counts;
  };
}

export const moduleRecordCounters = new Map<string, RecordCounter>([
  ['contacts', rowsOf([{ table: contacts, tenantId: contacts.tenantId, label: { hu: 'Névjegyek', en: 'Contacts' } }])],
  [
    'matters',
    // Inside a request, row-level security leaves out confidential matters of other teams.
    rowsOf([
      { table: matters, tenantId: matters.tenantId, label: { hu: 'Ügyek', en: 'Matters' } },
      { table: matterParties, tenantId: matterParties.tenantId, label: { hu: 'Ügyfelek és felek', en: 'Clients and parties' } },
      { table: matterNotes, tenantId: matterNotes.tenantId, label: { hu: 'Ügyjegyzetek', en: 'Matter notes' } },
      { table: matterTasks, tenantId: matterTasks.tenantId, label: { hu: 'Feladatok', en: 'Tasks' } },
    ]),
  ],
  [
    'time-tracking',
    rowsOf([
      { table: timeEntries, tenantId: timeEntries.tenantId, label: { hu: 'Időbejegyzések', en: 'Time entries' } },
      { table: timeRates, tenantId: timeRates.tenantId, label: { hu: 'Óradíjak', en: 'Hourly rates' } },
    ]),
  ],
  // Deadlines of confidential matters of other teams are left out inside a request, as above.
  ['compliance-tracker', rowsOf([{ table: matterDeadlines, tenantId: matterDeadlines.tenantId, label: { hu: 'Határidők', en: 'Deadlines' } }])],
  [
    'invoice-generator',
    rowsOf([
      { table: invoices, tenantId: invoices.tenantId, label: { hu: 'Számlák és piszkozatok', en: 'Invoices and drafts' } },
      { table: invoiceSeries, tenantId: invoiceSeries.tenantId, label: { hu: 'Számlatömbök', en: 'Invoice series' } },
    ]),
  ],
  [
    'document-templates',
    // Built-in templates (tenant_id NULL) are the product's, not the firm's: not counted.
    rowsOf([
      { table: documentTemplates, tenantId: documentTemplates.tenantId, label: { hu: 'Saját sablonok', en: 'Own templates' } },
      { table: documentTemplateVersions, tenantId: documentTemplateVersions.tenantId, label: { hu: 'Sablonverziók', en: 'Template versions' } },
    ]),
  ],
  ['document-generator', rowsOf([{ table: documentGenerations, tenantId: documentGenerations.tenantId, label: { hu: 'Elkészült dokumentumok', en: 'Generated documents' } }])],
  // Inside a request, row-level security leaves out documents of confidential matters of other teams.
  ['documents', rowsOf([{ table: documents, tenantId: documents.tenantId, label: { hu: 'Dokumentumok', en: 'Documents' } }])],
  [
    'opportunities',
    rowsOf([
      { table: opportunities, tenantId: opportunities.tenantId, label: { hu: 'Lehetőségek', en: 'Opportunities' } },
      { table: opportunityStages, tenantId: opportunityStages.tenantId, label: { hu: 'Tölcsérszakaszok', en: 'Pipeline stages' } },
    ]),
  ],
  ['document-versioning', rowsOf([{ table: documentVersions, tenantId: documentVersions.tenantId, label: { hu: 'Dokumentumverziók', en: 'Document versions' } }])],
]);

/** Counters for modules whose keys are not known in advance (factory modules): null = not mine. */
export const dynamicRecordCounters: ((db: Database | TenantTx, tenantId: string, key: string) => Promise<RecordCount[] | null>)[] = [];

export async function moduleRecords(db: Database | TenantTx, tenantId: string, key: string): Promise<RecordCount[]> {
  const counter = moduleRecordCounters.get(key);
  if (counter) return counter(db, tenantId);
  for (const dynamic of dynamicRecordCounters) {
    const counts = await dynamic(db, tenantId, key);
    if (counts) return counts;
  }
  return [];
}
