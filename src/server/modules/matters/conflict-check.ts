// Conflict check (összeférhetetlenség-vizsgálat, issue 14 point 3, decision 0126): every contact
// and every matter party of the firm whose name (accent- and punctuation-insensitively, through
// the SQL function vi_fold), adószám (the 8-digit törzsszám) or cégjegyzékszám matches (a contact's
// own identifiers too; deleted and merged contacts are left out). Runs in
// the request transaction, so a confidential matter the user may not see yields no hit (RLS).
// Issue 38.7 (decision 0333): a matching contact is shown with the matters and roles it has there
// (found by the contact, whatever the party's name), each hit tells whether it stands on the same
// side as the party checked or against it, and a party's own contact record is no hit of its own.
import { type SQL, sql } from 'drizzle-orm';
import { conflictRelation, conflictRoleText, type PartyRole } from '@shared/matters/matters';
import type { ConflictHit, ConflictParty, ConflictQuery } from '@shared/matters/matters.schemas';
import { resultRows } from '../../db/client';
import type { TenantTx } from '../../db/tenant-scope';
import { hungarianOrder, inHungarianOrder } from '../../db/collation';

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

interface Search {
  matchedOn: ConflictHit['matchedOn'];
  query: string;
  /** The checked party's role in the new matter; null for a bare name or number. */
  role: PartyRole | null;
  /** The checked party's own contact: not a hit of itself. */
  ownContactId: string | null;
  partyCondition: SQL;
  contactCondition: SQL;
}

function nameSearch(name: string, role: PartyRole | null, ownContactId: string | null): Search {
  return {
    matchedOn: 'name',
    query: name,
    role,
    ownContactId,
    partyCondition: sql`strpos(vi_fold(p.name), vi_fold(${name})) > 0 and vi_fold(${name}) <> ''`,
    contactCondition: sql`vi_fold(${name}) <> '' and (strpos(vi_fold(c.name), vi_fold(${name})) > 0 or strpos(vi_fold(c.company), vi_fold(${name})) > 0)`,
  };
}

function taxSearch(tax: string, role: PartyRole | null, ownContactId: string | null): Search | null {
  // 12345678-2-42 and HU12345678 name the same taxpayer: its first 8 digits (törzsszám).
  const core = digits(tax).slice(0, 8);
  if (core.length !== 8) return null;
  const coreOf = (column: SQL) => sql`left(regexp_replace(coalesce(${column}, ''), '\\D', '', 'g'), 8) = ${core}`;
  return { matchedOn: 'tax_number', query: tax, role, ownContactId, partyCondition: coreOf(sql`p.tax_number`), contactCondition: coreOf(sql`c.tax_number`) };
}

function registrationSearch(reg: string, role: PartyRole | null, ownContactId: string | null): Search | null {
  const all = digits(reg);
  if (all.length < 6) return null;
  const sameDigits = (column: SQL) => sql`regexp_replace(coalesce(${column}, ''), '\\D', '', 'g') = ${all}`;
  return { matchedOn: 'company_registration_number', query: reg, role, ownContactId, partyCondition: sameDigits(sql`p.company_registration_number`), contactCondition: sameDigits(sql`c.company_reg_number`) };
}

/** A party given by its contact alone is searched by the contact's name and identifiers. */
async function partySearches(tx: TenantTx, tenantId: string, party: ConflictParty): Promise<Search[]> {
  let { name, taxNumber, companyRegistrationNumber } = party;
  const contactId = party.contactId ?? null;
  if (contactId) {
    const [contact] = resultRows<{ name: string; tax_number: string | null; company_reg_number: string | null }>(
      await tx.execute(sql`select c.name, c.tax_number, c.company_reg_number from contacts c where c.tenant_id = ${tenantId} and c.id = ${contactId} and c.deleted_at is null`),
    );
    name = name?.trim() || contact?.name;
    taxNumber = taxNumber?.trim() || contact?.tax_number;
    companyRegistrationNumber = companyRegistrationNumber?.trim() || contact?.company_reg_number;
  }
  const out: (Search | null)[] = [];
  if (name && name.trim().length >= 2) out.push(nameSearch(name.trim(), party.role, contactId));
  if (taxNumber) out.push(taxSearch(taxNumber, party.role, contactId));
  if (companyRegistrationNumber) out.push(registrationSearch(companyRegistrationNumber, party.role, contactId));
  return out.filter((s): s is Search => s !== null);
}

export async function runConflictCheck(tx: TenantTx, tenantId: string, query: ConflictQuery): Promise<ConflictHit[]> {
  const searches: Search[] = [];
  for (const name of query.names ?? []) searches.push(nameSearch(name, null, null));
  for (const tax of query.taxNumbers ?? []) searches.push(...[taxSearch(tax, null, null)].filter((s): s is Search => s !== null));
  for (const reg of query.companyRegistrationNumbers ?? []) searches.push(...[registrationSearch(reg, null, null)].filter((s): s is Search => s !== null));
  for (const party of query.parties ?? []) searches.push(...(await partySearches(tx, tenantId, party)));

  const hits: ConflictHit[] = [];
  const seen = new Set<string>();
  const push = (hit: Omit<ConflictHit, 'relation'>) => {
    // One line per matter, role and checked party, whichever of its data matched first.
    const key = `${hit.kind}|${hit.matterId ?? ''}|${hit.contactId ?? ''}|${hit.name}|${hit.role ?? ''}|${hit.queryRole ?? ''}`;
    if (seen.has(key)) return;
    seen.add(key);
    hits.push({ ...hit, relation: conflictRelation(hit.queryRole, hit.role) });
  };
  const partyHit = (search: Search, p: PartyMatch) =>
    push({
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
      queryRole: search.role,
    });

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
      partyHit(search, p);
    }
    // Contacts (not deleted) by name and organisation, adószám or cégjegyzékszám, shown with the
    // matters they are parties of; a contact already seen as a party is not repeated.
    const contacts = inHungarianOrder(
      tx,
      resultRows<{ id: string; name: string; company: string | null }>(
        await tx.execute(sql`select c.id, c.name, c.company from contacts c
          where c.tenant_id = ${tenantId} and c.deleted_at is null and (${search.contactCondition})
          order by ${hungarianOrder(tx, sql`c.name`)}, c.id limit 50`),
      ),
      (c) => c.name,
    );
    for (const c of contacts) {
      if (seenContacts.has(c.id)) continue;
      const matters = resultRows<PartyMatch>(
        await tx.execute(sql`select p.name, p.contact_id, m.id as matter_id, m.number, m.title, p.role, p.role_label
          from matter_parties p join matters m on m.id = p.matter_id
          where p.tenant_id = ${tenantId} and p.contact_id = ${c.id}
          order by m.number desc limit 50`),
      );
      for (const p of matters) partyHit(search, p);
      // The checked party's own record, without matters, is not a hit of itself.
      if (matters.length > 0 || c.id === search.ownContactId) continue;
      push({
        kind: 'contact',
        matchedOn: search.matchedOn,
        query: search.query,
        name: c.company ? `${c.name} (${c.company})` : c.name,
        contactId: c.id,
        matterId: null,
        matterNumber: null,
        matterTitle: null,
        role: null,
        description: 'a cég névjegyei között, ügy nélkül',
        queryRole: search.role,
      });
    }
  }
  return hits;
}
