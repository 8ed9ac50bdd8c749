// Conflict check (összeférhetetlenség-vizsgálat, issue 14 point 3, decision 0126): every contact
// and every matter party of the firm whose name (accent- and punctuation-insensitively, through
// the SQL function vi_fold), adószám (the 8-digit törzsszám) or cégjegyzékszám matches (a contact's
// own identifiers too; deleted and merged contacts are left out). Runs in
// the request transaction, so a confidential matter the user may not see yields no hit (RLS).
import { type SQL, sql } from 'drizzle-orm';
import { conflictRoleText, type PartyRole } from '@shared/matters/matters';
import type { ConflictHit, ConflictQuery } from '@shared/matters/matters.schemas';
import { resultRows } from '../db/client';
import type { TenantTx } from '../db/tenant-scope';

const digits = (value: string) => value.replace(/\D/g, '');

type PartyMatch = {
  name: string;
  contact_id: string | null;
  matter_id: string;
  number: string;
  title: string;
  role: PartyRole;
  role_label: string | null;
};

export async function runConflictCheck(tx: TenantTx, tenantId: string, query: ConflictQuery): Promise<ConflictHit[]> {
  const hits: ConflictHit[] = [];
  const searches: { matchedOn: ConflictHit['matchedOn']; query: string; partyCondition: SQL; contactCondition: SQL }[] = [];
  for (const name of query.names) {
    searches.push({
      matchedOn: 'name',
      query: name,
      partyCondition: sql`strpos(vi_fold(p.name), vi_fold(${name})) > 0 and vi_fold(${name}) <> ''`,
      contactCondition: sql`vi_fold(${name}) <> '' and (strpos(vi_fold(c.name), vi_fold(${name})) > 0 or strpos(vi_fold(c.company), vi_fold(${name})) > 0)`,
    });
  }
  for (const tax of query.taxNumbers) {
    // 12345678-2-42 and HU12345678 name the same taxpayer: its first 8 digits (törzsszám).
    const core = digits(tax).slice(0, 8);
    const coreOf = (column: SQL) => sql`left(regexp_replace(coalesce(${column}, ''), '\\D', '', 'g'), 8) = ${core}`;
    if (core.length === 8) searches.push({ matchedOn: 'tax_number', query: tax, partyCondition: coreOf(sql`p.tax_number`), contactCondition: coreOf(sql`c.tax_number`) });
  }
  for (const reg of query.companyRegistrationNumbers) {
    const all = digits(reg);
    const sameDigits = (column: SQL) => sql`regexp_replace(coalesce(${column}, ''), '\\D', '', 'g') = ${all}`;
    if (all.length >= 6)
      searches.push({ matchedOn: 'company_registration_number', query: reg, partyCondition: sameDigits(sql`p.company_registration_number`), contactCondition: sameDigits(sql`c.company_reg_number`) });
  }

  for (const search of searches) {
    const parties = resultRows<PartyMatch>(
      await tx.execute(sql`select p.name, p.contact_id, m.id as matter_id, m.number, m.title, p.role, p.role_label
        from matter_parties p join matters m on m.id = p.matter_id
        where p.tenant_id = ${tenantId} and (${search.partyCondition})
        order by m.number desc limit 50`),
    );
    const seenContacts = new Set<string>();
    for (const p of parties) {
      if (p.contact_id) seenContacts.add(p.contact_id);
      hits.push({
        kind: 'party',
        matchedOn: search.matchedOn,
        query: search.query,
        name: p.name,
        contactId: p.contact_id,
        matterId: p.matter_id,
        matterNumber: p.number,
        matterTitle: p.title,
        role: p.role,
        description: conflictRoleText(p.role, p.number, p.role_label),
      });
    }
    // Contacts (not deleted) by name and organisation, adószám or cégjegyzékszám; a contact already seen as a party is not repeated.
    const contacts = resultRows<{ id: string; name: string; company: string | null }>(
      await tx.execute(sql`select c.id, c.name, c.company from contacts c
        where c.tenant_id = ${tenantId} and c.deleted_at is null and (${search.contactCondition})
        order by c.name limit 50`),
    );
    for (const c of contacts) {
      if (seenContacts.has(c.id)) continue;
      hits.push({
        kind: 'contact',
        matchedOn: search.matchedOn,
        query: search.query,
        name: c.company ? `${c.name} (${c.company})` : c.name,
        contactId: c.id,
        matterId: null,
        matterNumber: null,
        matterTitle: null,
        role: null,
        description: 'a cég névjegyei között',
      });
    }
  }
  return hits;
}
