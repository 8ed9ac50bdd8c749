import { and, asc, count, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { ContactActivityKind, ContactLinkRole, ContactMatterRole, ContactSort, ContactValues, DuplicateReason } from '@shared/contacts/contacts.schemas';
import type { SortDirection } from '@shared/validation/list-sort';
import { displayNameOf } from '@shared/contacts/contacts.schemas';
import type { Database } from '../../db/client';
import { type HandWrittenStatement, readInTenant, selectInTenant, type TenantTx } from '../../db/tenant-scope';
import { contactActivities, contactLinks, contacts, opportunities, searchKeySql, users } from '../../db/schema';
import type { ContactRow } from '../../db/schema/contacts';
import { compareCodeUnits, compareNamesHu, hungarianOrder, hungarianOrderText, inHungarianOrder, pageOfSortedCandidates, sortsNamesInDatabase } from '../../db/collation';

export interface ListFilter {
  limit: number;
  offset: number;
  q?: string | undefined;
  kind?: 'person' | 'organisation' | undefined;
  tag?: string | undefined;
  /** Only the contacts that are a party of this role in a matter the user can see (decision 0514). */
  matterRole?: ContactMatterRole | undefined;
  /** The column to sort by (decision 0502); without it a search lists by name, the rest newest first. */
  sort?: ContactSort | undefined;
  dir?: SortDirection | undefined;
}

/** The sort of a list request: `f.sort`, or the default – a search by name, the rest newest first. */
function sortOf(f: ListFilter): { sort: ContactSort; dir: SortDirection } {
  if (f.sort) return { sort: f.sort, dir: f.dir ?? 'asc' };
  return f.q?.trim() ? { sort: 'name', dir: 'asc' } : { sort: 'created', dir: 'desc' };
}

/**
 * The ORDER BY of a hand-written page (decision 0502): a name in Hungarian order (`name` is the
 * term collated on PostgreSQL), the kind with people first and each kind newest first; the id
 * always last, so a page boundary never falls between two rows the order calls equal.
 */
function orderText(sort: ContactSort, dir: SortDirection, name: string): string {
  switch (sort) {
    case 'name':
      return `${name} ${dir}, id`;
    case 'created':
      return `created_at ${dir}, id`;
    case 'kind':
      return `kind <> 'person' ${dir}, created_at desc, id`;
  }
}

/** PGlite's name order of a page's candidates: Intl.Collator('hu') in `dir`, the id breaking a tie. */
const byNameHu = (dir: SortDirection) => (a: { id: string; name: string }, b: { id: string; name: string }) => compareNamesHu(a.name, b.name, dir) || compareCodeUnits(a.id, b.id);

/**
 * The `matterRole` conditions (decision 0514), one text for the hand-written page and the builder's
 * search: the contact is a party of the role in at least one matter. `matter_parties` is read under
 * RLS (vi_matter_visible), so a confidential matter counts only for the user who may see it – which
 * needs the request's user in the read's scope. Fixed texts (no value written into SQL): one
 * prepared statement per filter shape, as the other filters.
 */
export const MATTER_ROLE_CONDITIONS: Readonly<Record<ContactMatterRole, string>> = {
  client: "exists (select 1 from matter_parties p where p.tenant_id = contacts.tenant_id and p.contact_id = contacts.id and p.role = 'client')",
};

const likeEscape = (value: string) => value.replace(/[\\%_]/g, (m) => `\\${m}`);

/** The column values of a validated input (display name included). */
export function rowValues(v: ContactValues) {
  const person = v.kind === 'person';
  return {
    kind: v.kind,
    name: displayNameOf(v),
    email: v.email?.toLowerCase() ?? null,
    phone: v.phone,
    familyName: person ? v.familyName : null,
    givenName: person ? v.givenName : null,
    birthName: person ? v.birthName : null,
    birthPlace: person ? v.birthPlace : null,
    birthDate: person ? v.birthDate : null,
    mothersName: person ? v.mothersName : null,
    idDocumentType: person ? (v.idDocument?.type ?? null) : null,
    idDocumentNumber: person ? (v.idDocument?.number ?? null) : null,
    taxNumber: v.taxNumber,
    euVatNumber: v.euVatNumber,
    companyRegNumber: v.kind === 'organisation' ? v.companyRegNumber : null,
    address: v.address,
    bankAccount: v.bankAccount,
    iban: v.iban,
    tags: v.tags,
    notes: v.notes,
  };
}
export type ContactRowValues = ReturnType<typeof rowValues>;

/** A contact as the list and the detail answer it (what `toDto` reads); the hand-written list page gives its timestamps as ISO text. */
export type ContactDtoRow = Omit<ContactRow, 'tenantId' | 'searchKey' | 'deletedAt' | 'mergedIntoId' | 'createdAt' | 'updatedAt'> & { createdAt: Date | string; updatedAt: Date | string };

/** A timestamptz column as the text `Date#toISOString` gives (UTC, milliseconds truncated as the driver does). */
const isoText = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

// The list page's columns under ContactRow's names, so `toDto` maps a hand-written row as it maps
// a builder's. The date as text (the drivers would parse it into a Date at midnight UTC), the
// timestamps as their ISO text: no Date parsed and formatted again per field and row.
const PAGE_COLUMNS =
  'id, kind, name, email, phone, company, family_name as "familyName", given_name as "givenName", birth_name as "birthName", ' +
  'birth_place as "birthPlace", birth_date::text as "birthDate", mothers_name as "mothersName", id_document_type as "idDocumentType", ' +
  'id_document_number as "idDocumentNumber", tax_number as "taxNumber", eu_vat_number as "euVatNumber", ' +
  `company_reg_number as "companyRegNumber", address, bank_account as "bankAccount", iban, tags, notes, ${isoText('created_at')} as "createdAt", ${isoText('updated_at')} as "updatedAt"`;

/**
 * The contacts list page. Without a text search – the hot list, the page everybody opens – it is
 * hand-written SQL run by `selectInTenant` (no query builder, no row mapping per request; decision
 * 0260); the search (accent-insensitive, several columns) keeps the builder's `list`. Both sort
 * the whole filtered set before paging (decision 0502). A name sort on PGlite, which has no
 * Hungarian collation, reads every match's id and name, orders them by Intl.Collator('hu') and
 * then reads the page's rows by id.
 */
export async function listContactsPage(db: Database, tenantId: string, userId: string, f: ListFilter): Promise<{ items: ContactDtoRow[]; total: number }> {
  // The request's user rides along: RLS reads it where a filter reaches a matter (`matterRole`).
  const scope = { userId };
  if (f.q?.trim()) return readInTenant(db, tenantId, (tx) => contactsRepo(tx, tenantId).list(f), { prepared: true, ...scope });
  const values: unknown[] = [tenantId];
  let where = 'tenant_id = $1 and deleted_at is null';
  if (f.kind) where += ` and kind = $${values.push(f.kind)}`;
  if (f.tag) where += ` and $${values.push(f.tag)} = any(tags)`;
  if (f.matterRole) where += ` and ${MATTER_ROLE_CONDITIONS[f.matterRole]}`;
  const { sort, dir } = sortOf(f);
  const name = hungarianOrderText(db, 'name');
  if (sort === 'name' && name === null) {
    const names = await selectInTenant<{ id: string; name: string }>(db, tenantId, { text: `select id, name from contacts where ${where}`, values }, scope);
    // The page's ids as one text parameter (PGlite's hand-written statements take scalars).
    const items = await pageOfSortedCandidates(names, byNameHu(dir), f, (ids) =>
      selectInTenant<ContactDtoRow>(
        db,
        tenantId,
        {
          text: `select ${PAGE_COLUMNS} from contacts where tenant_id = $1 and deleted_at is null and id = any(string_to_array($2, ','))`,
          values: [tenantId, ids.join(',')],
        },
        scope,
      ),
    );
    return { items, total: names.length };
  }
  const page: HandWrittenStatement = {
    text: `select ${PAGE_COLUMNS}, count(*) over () as total from contacts where ${where} order by ${orderText(sort, dir, name ?? 'name')} limit $${values.length + 1} offset $${values.length + 2}`,
    values: [...values, f.limit, f.offset],
  };
  const rows = await selectInTenant<ContactDtoRow & { total: number | string | bigint }>(db, tenantId, page, scope);
  // The total rides along as a window count; only a page past the end has no row to carry it.
  if (rows.length > 0) return { items: rows, total: Number(rows[0]!.total) };
  if (f.offset === 0) return { items: [], total: 0 };
  const [counted] = await selectInTenant<{ total: number | string | bigint }>(db, tenantId, { text: `select count(*) as total from contacts where ${where}`, values }, scope);
  return { items: [], total: Number(counted?.total ?? 0) };
}

/** Contacts of one tenant. Always used inside withTenant: RLS and the explicit condition agree. */
export function contactsRepo(tx: TenantTx, tenantId: string) {
  const own = eq(contacts.tenantId, tenantId);
  const live = and(own, isNull(contacts.deletedAt))!;

  function filterOf(f: ListFilter): SQL {
    const parts: SQL[] = [live];
    if (f.kind) parts.push(eq(contacts.kind, f.kind));
    if (f.tag) parts.push(sql`${f.tag} = any(${contacts.tags})`);
    if (f.matterRole) parts.push(sql.raw(MATTER_ROLE_CONDITIONS[f.matterRole]));
    const q = f.q?.trim();
    if (q) {
      const pattern = `%${likeEscape(q)}%`;
      const digits = q.replace(/[\s-]/g, '');
      parts.push(
        or(
          sql`${contacts.searchKey} like ${searchKeySql(sql`${pattern}`)}`,
          sql`${contacts.email} like lower(${pattern})`,
          ...(/^\d{4,}$/.test(digits) ? [sql`replace(${contacts.taxNumber}, '-', '') like ${`${digits}%`}`, sql`replace(${contacts.companyRegNumber}, '-', '') like ${`%${digits}%`}`] : []),
        )!,
      );
    }
    return and(...parts)!;
  }

  async function activity(contactId: string, kind: ContactActivityKind, actorUserId: string | null, details: Record<string, unknown> | null = null) {
    await tx.insert(contactActivities).values({ tenantId, contactId, kind, actorUserId, details });
  }

  async function get(id: string): Promise<ContactRow | null> {
    const [row] = await tx
      .select()
      .from(contacts)
      .where(and(live, eq(contacts.id, id)));
    return row ?? null;
  }

  /** Organisations among `ids` that this tenant has (live); used to refuse foreign or person ids in links. */
  async function organisationIds(ids: string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await tx
      .select({ id: contacts.id })
      .from(contacts)
      .where(and(live, eq(contacts.kind, 'organisation'), inArray(contacts.id, ids)));
    return new Set(rows.map((r) => r.id));
  }

  async function replaceLinks(personId: string, links: { organisationId: string; role: ContactLinkRole; title: string | null }[], actorUserId: string | null) {
    const existing = await tx
      .select()
      .from(contactLinks)
      .where(and(eq(contactLinks.tenantId, tenantId), eq(contactLinks.personId, personId)));
    const keyOf = (l: { organisationId: string; role: string }) => `${l.organisationId}|${l.role}`;
    const wanted = new Map(links.map((l) => [keyOf(l), l]));
    for (const old of existing) {
      if (wanted.has(keyOf(old))) continue;
      await tx.delete(contactLinks).where(eq(contactLinks.id, old.id));
      await activity(personId, 'unlinked', actorUserId, { organisationId: old.organisationId, role: old.role });
    }
    const had = new Set(existing.map(keyOf));
    for (const l of wanted.values()) {
      if (had.has(keyOf(l))) {
        await tx
          .update(contactLinks)
          .set({ title: l.title })
          .where(and(eq(contactLinks.personId, personId), eq(contactLinks.organisationId, l.organisationId), eq(contactLinks.role, l.role)));
        continue;
      }
      await tx.insert(contactLinks).values({ tenantId, personId, organisationId: l.organisationId, role: l.role, title: l.title });
      await activity(personId, 'linked', actorUserId, { organisationId: l.organisationId, role: l.role });
      await activity(l.organisationId, 'linked', actorUserId, { personId, role: l.role });
    }
  }

  /** PGlite: the page of `f` in Hungarian order – every match's name sorted in JavaScript, then the page's rows by id. */
  async function pageInHungarianOrder(where: SQL, f: ListFilter, dir: SortDirection) {
    const names = await tx.select({ id: contacts.id, name: contacts.name }).from(contacts).where(where);
    const items = await pageOfSortedCandidates(names, byNameHu(dir), f, (ids) => tx.select().from(contacts).where(inArray(contacts.id, ids)));
    return { items, total: names.length };
  }

  return {
    activity,
    get,
    organisationIds,
    replaceLinks,

    async list(f: ListFilter) {
      // A search lists its hits in Hungarian alphabetical order (issue 39.4) unless sorted
      // otherwise (decision 0502); PGlite sorts the matching names first and reads the page's
      // rows by id. The terms are `orderText`'s.
      const where = filterOf(f);
      const { sort, dir } = sortOf(f);
      if (sort === 'name' && !sortsNamesInDatabase(tx)) return pageInHungarianOrder(where, f, dir);
      const inDir = dir === 'desc' ? desc : asc;
      const order =
        sort === 'name'
          ? [inDir(hungarianOrder(tx, contacts.name)), contacts.id]
          : sort === 'created'
            ? [inDir(contacts.createdAt), contacts.id]
            : [inDir(sql`${contacts.kind} <> 'person'`), desc(contacts.createdAt), contacts.id];
      // The total rides along as a window count (one round trip); only a page past the end,
      // which has no row to carry it, needs a separate count.
      const rows = await tx
        .select({ contact: contacts, total: sql<number>`count(*) over ()`.mapWith(Number) })
        .from(contacts)
        .where(where)
        .orderBy(...order)
        .limit(f.limit)
        .offset(f.offset);
      if (rows.length > 0) return { items: rows.map((r) => r.contact), total: rows[0]!.total };
      if (f.offset === 0) return { items: [], total: 0 };
      const [totals] = await tx.select({ total: count() }).from(contacts).where(where);
      return { items: [], total: totals?.total ?? 0 };
    },

    /** Every live contact in Hungarian alphabetical order, for the CSV export. */
    async all() {
      const rows = await tx.select().from(contacts).where(live).orderBy(hungarianOrder(tx, contacts.name), contacts.id);
      return inHungarianOrder(tx, rows, (r) => r.name);
    },

    async links(id: string) {
      const other = sql`case when ${contactLinks.personId} = ${id} then ${contactLinks.organisationId} else ${contactLinks.personId} end`;
      const rows = tx
        .select({ id: contactLinks.id, role: contactLinks.role, title: contactLinks.title, otherId: contacts.id, otherName: contacts.name, otherKind: contacts.kind })
        .from(contactLinks)
        .innerJoin(contacts, and(eq(contacts.id, other), isNull(contacts.deletedAt)))
        .where(and(eq(contactLinks.tenantId, tenantId), or(eq(contactLinks.personId, id), eq(contactLinks.organisationId, id))));
      return inHungarianOrder(tx, await rows.orderBy(hungarianOrder(tx, contacts.name), contacts.id), (r) => r.otherName);
    },

    async timeline(id: string) {
      return tx
        .select({ id: contactActivities.id, kind: contactActivities.kind, details: contactActivities.details, createdAt: contactActivities.createdAt, actorName: users.name })
        .from(contactActivities)
        .leftJoin(users, eq(users.id, contactActivities.actorUserId))
        .where(and(eq(contactActivities.tenantId, tenantId), eq(contactActivities.contactId, id)))
        .orderBy(desc(contactActivities.createdAt), desc(contactActivities.id))
        .limit(100);
    },

    async insert(values: ContactRowValues, actorUserId: string | null, activityKind: ContactActivityKind = 'created') {
      const [row] = await tx
        .insert(contacts)
        .values({ ...values, tenantId })
        .returning();
      await activity(row!.id, activityKind, actorUserId);
      return row!;
    },

    /** Many rows at once (CSV import), each with one timeline entry; 500 rows per statement. */
    async insertMany(values: ContactRowValues[], actorUserId: string | null, activityKind: ContactActivityKind) {
      for (let i = 0; i < values.length; i += 500) {
        const rows = await tx
          .insert(contacts)
          .values(values.slice(i, i + 500).map((v) => ({ ...v, tenantId })))
          .returning({ id: contacts.id });
        await tx.insert(contactActivities).values(rows.map((r) => ({ tenantId, contactId: r.id, kind: activityKind, actorUserId })));
      }
    },

    async update(id: string, values: ContactRowValues, actorUserId: string | null, changed: string[]) {
      const [row] = await tx
        .update(contacts)
        .set({ ...values, updatedAt: new Date() })
        .where(and(live, eq(contacts.id, id)))
        .returning();
      if (row && changed.length > 0) await activity(id, 'edited', actorUserId, { fields: changed });
      return row ?? null;
    },

    async softDelete(id: string, actorUserId: string | null, mergedIntoId: string | null = null) {
      const [row] = await tx
        .update(contacts)
        .set({ deletedAt: new Date(), mergedIntoId })
        .where(and(live, eq(contacts.id, id)))
        .returning({ id: contacts.id, name: contacts.name });
      if (row && !mergedIntoId) await activity(id, 'deleted', actorUserId);
      return row ?? null;
    },

    /** Groups of live contacts sharing an adószám, an e-mail or (same kind) an accent-insensitive name. */
    async duplicates() {
      const groups: { reason: DuplicateReason; value: string; ids: string[] }[] = [];
      const collect = async (reason: DuplicateReason, key: SQL, extraGroup?: SQL) => {
        const rows = await tx
          .select({ value: sql<string>`${key}`, ids: sql<string[]>`array_agg(${contacts.id} order by ${contacts.createdAt}, ${contacts.id})` })
          .from(contacts)
          .where(and(live, sql`${key} is not null and ${key} <> ''`))
          .groupBy(...(extraGroup ? [key, extraGroup] : [key]))
          .having(sql`count(*) > 1`)
          .orderBy(key)
          .limit(100);
        for (const r of rows) groups.push({ reason, value: r.value, ids: r.ids });
      };
      await collect('tax_number', sql`${contacts.taxNumber}`);
      await collect('email', sql`lower(${contacts.email})`);
      await collect('name', sql`${contacts.searchKey}`, sql`${contacts.kind}`);
      // A pair is listed once (A–B and B–A are the same pair), under its strongest reason: the
      // adószám, then the e-mail, then the name. A group keeps only the pairs not listed before;
      // with none left it is dropped. Its first (oldest) contact stays the merge target.
      const listed = new Set<string>();
      const pairKey = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);
      const unique: typeof groups = [];
      for (const g of groups) {
        const [target, ...others] = g.ids;
        const fresh = others.filter((id) => !listed.has(pairKey(target!, id)));
        if (fresh.length === 0) continue;
        for (const a of g.ids) for (const b of g.ids) if (a !== b) listed.add(pairKey(a, b));
        unique.push({ ...g, ids: [target!, ...fresh] });
      }
      groups.splice(0, groups.length, ...unique);
      const ids = [...new Set(groups.flatMap((g) => g.ids))];
      const rows = ids.length
        ? await tx
            .select()
            .from(contacts)
            .where(and(live, inArray(contacts.id, ids)))
        : [];
      const byId = new Map(rows.map((r) => [r.id, r]));
      return groups.map((g) => ({ reason: g.reason, value: g.value, contacts: g.ids.map((id) => byId.get(id)!).filter(Boolean) }));
    },

    async countsOf(id: string) {
      const [links] = await tx
        .select({ n: count() })
        .from(contactLinks)
        .where(and(eq(contactLinks.tenantId, tenantId), or(eq(contactLinks.personId, id), eq(contactLinks.organisationId, id))));
      const [acts] = await tx
        .select({ n: count() })
        .from(contactActivities)
        .where(and(eq(contactActivities.tenantId, tenantId), eq(contactActivities.contactId, id)));
      return { links: links?.n ?? 0, activities: acts?.n ?? 0 };
    },

    /**
     * Moves every link and timeline entry of `sourceId` to `targetId` (a link the target already
     * has is dropped as a duplicate; a link between the two is dropped as it would point at itself).
     * The opportunities of the source follow it too: a merged-away contact must not keep a deal.
     */
    async moveRelations(sourceId: string, targetId: string) {
      const links = await tx
        .select()
        .from(contactLinks)
        .where(and(eq(contactLinks.tenantId, tenantId), or(eq(contactLinks.personId, sourceId), eq(contactLinks.organisationId, sourceId))));
      for (const l of links) {
        const personId = l.personId === sourceId ? targetId : l.personId;
        const organisationId = l.organisationId === sourceId ? targetId : l.organisationId;
        await tx.delete(contactLinks).where(eq(contactLinks.id, l.id));
        if (personId === organisationId) continue;
        await tx.insert(contactLinks).values({ tenantId, personId, organisationId, role: l.role, title: l.title, createdAt: l.createdAt }).onConflictDoNothing();
      }
      await tx
        .update(contactActivities)
        .set({ contactId: targetId })
        .where(and(eq(contactActivities.tenantId, tenantId), eq(contactActivities.contactId, sourceId)));
      await tx
        .update(opportunities)
        .set({ contactId: targetId, updatedAt: new Date() })
        .where(and(eq(opportunities.tenantId, tenantId), eq(opportunities.contactId, sourceId)));
    },
  };
}
export type ContactsRepo = ReturnType<typeof contactsRepo>;
