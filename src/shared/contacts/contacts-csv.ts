// CSV of contacts in the format Hungarian Excel opens and saves (decision 0123, `../csv/csv`),
// with Hungarian column headers. The importer also reads `,`-separated files (detected from the
// header line) and files without the BOM. Export and import share the columns, so an exported
// file imports back unchanged.
import type { Contact, ContactInput, ContactKind } from './contacts.schemas';
import type { IdDocumentType } from '../hu/id-document';
import { CSV_BOM, toCsv } from '../csv/csv';

const kindLabels: Record<ContactKind, string> = { person: 'személy', organisation: 'szervezet' };
const idDocumentLabels: Record<IdDocumentType, string> = {
  id_card: 'személyi igazolvány',
  passport: 'útlevél',
  driving_licence: 'vezetői engedély',
  residence_card: 'tartózkodási kártya',
  other: 'egyéb',
};

interface Column {
  header: string;
  /** Input field the column fills (a dotted path for nested ones). */
  field: string;
  read: (c: Contact) => string;
}

export const contactCsvColumns: Column[] = [
  { header: 'Típus', field: 'kind', read: (c) => kindLabels[c.kind] },
  { header: 'Név', field: 'name', read: (c) => (c.kind === 'organisation' ? c.name : '') },
  { header: 'Családi név', field: 'familyName', read: (c) => c.familyName ?? '' },
  { header: 'Utónév', field: 'givenName', read: (c) => c.givenName ?? '' },
  { header: 'E-mail', field: 'email', read: (c) => c.email ?? '' },
  { header: 'Telefon', field: 'phone', read: (c) => c.phone ?? '' },
  { header: 'Adószám', field: 'taxNumber', read: (c) => c.taxNumber ?? '' },
  { header: 'Közösségi adószám', field: 'euVatNumber', read: (c) => c.euVatNumber ?? '' },
  { header: 'Cégjegyzékszám', field: 'companyRegNumber', read: (c) => c.companyRegNumber ?? '' },
  { header: 'Bankszámlaszám', field: 'bankAccount', read: (c) => c.bankAccount ?? '' },
  { header: 'IBAN', field: 'iban', read: (c) => c.iban ?? '' },
  { header: 'Ország', field: 'address.country', read: (c) => c.address?.country ?? '' },
  { header: 'Irányítószám', field: 'address.postalCode', read: (c) => c.address?.postalCode ?? '' },
  { header: 'Település', field: 'address.city', read: (c) => c.address?.city ?? '' },
  { header: 'Utca, házszám', field: 'address.street', read: (c) => c.address?.street ?? '' },
  { header: 'Születési név', field: 'birthName', read: (c) => c.birthName ?? '' },
  { header: 'Születési hely', field: 'birthPlace', read: (c) => c.birthPlace ?? '' },
  { header: 'Születési dátum', field: 'birthDate', read: (c) => c.birthDate ?? '' },
  { header: 'Anyja neve', field: 'mothersName', read: (c) => c.mothersName ?? '' },
  { header: 'Okmány típusa', field: 'idDocument.type', read: (c) => (c.idDocument ? idDocumentLabels[c.idDocument.type] : '') },
  { header: 'Okmány száma', field: 'idDocument.number', read: (c) => c.idDocument?.number ?? '' },
  { header: 'Címkék', field: 'tags', read: (c) => c.tags.join(', ') },
  { header: 'Megjegyzés', field: 'notes', read: (c) => c.notes ?? '' },
];

export function contactsToCsv(contacts: Contact[]): string {
  return toCsv(
    contactCsvColumns.map((c) => c.header),
    contacts.map((contact) => contactCsvColumns.map((c) => c.read(contact))),
  );
}

/** RFC 4180 records (quoted fields may hold separators and line breaks); the separator is `;` or `,`, whichever the header uses more. */
export function parseCsv(text: string): string[][] {
  const input = text.startsWith(CSV_BOM) ? text.slice(1) : text;
  const firstLine = input.slice(0, input.search(/\r?\n|$/));
  const separator = (firstLine.match(/;/g)?.length ?? 0) >= (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < input.length; i++) {
    const ch = input[i]!;
    if (quoted) {
      if (ch === '"' && input[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"' && field === '') quoted = true;
    else if (ch === separator) {
      record.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && input[i + 1] === '\n') i++;
      record.push(field);
      records.push(record);
      record = [];
      field = '';
    } else field += ch;
  }
  if (field !== '' || record.length > 0) {
    record.push(field);
    records.push(record);
  }
  return records.filter((r) => r.some((cell) => cell.trim() !== ''));
}

function fromLabel<T extends string>(labels: Record<T, string>, value: string): T | string {
  const v = value.trim().toLowerCase();
  const hit = (Object.keys(labels) as T[]).find((key) => labels[key] === v || key === v);
  return hit ?? value.trim();
}

/** A CSV apostrophe added against formulas is taken off again. */
const unguard = (value: string) => (/^'[=@+\-\t\r]/.test(value) ? value.slice(1) : value);

export interface CsvContactRow {
  line: number;
  input: ContactInput;
}

/** The rows of an import as API inputs (still unvalidated), and the header cells no column matched. */
export function csvToContactInputs(text: string): { rows: CsvContactRow[]; unknownColumns: string[] } {
  const [header = [], ...records] = parseCsv(text);
  const columns = header.map((h) => contactCsvColumns.find((c) => c.header.toLowerCase() === h.trim().toLowerCase()) ?? null);
  const unknownColumns = header
    .filter((_, i) => !columns[i])
    .map((h) => h.trim())
    .filter(Boolean);
  const rows = records.map((cells, index) => {
    const flat: Record<string, string> = {};
    columns.forEach((column, i) => {
      if (column) flat[column.field] = unguard((cells[i] ?? '').trim());
    });
    const address = flat['address.postalCode'] || flat['address.city'] || flat['address.street'];
    const idNumber = flat['idDocument.number'];
    const input: ContactInput = {
      kind: fromLabel(kindLabels, flat.kind || (flat.name && !flat.familyName ? 'szervezet' : 'személy')) as ContactKind,
      name: flat.name,
      familyName: flat.familyName,
      givenName: flat.givenName,
      email: flat.email,
      phone: flat.phone,
      taxNumber: flat.taxNumber,
      euVatNumber: flat.euVatNumber,
      companyRegNumber: flat.companyRegNumber,
      bankAccount: flat.bankAccount,
      iban: flat.iban,
      address: address ? { country: flat['address.country'] || 'HU', postalCode: flat['address.postalCode'] ?? '', city: flat['address.city'] ?? '', street: flat['address.street'] ?? '' } : null,
      birthName: flat.birthName,
      birthPlace: flat.birthPlace,
      birthDate: flat.birthDate,
      mothersName: flat.mothersName,
      idDocument: idNumber ? { type: fromLabel(idDocumentLabels, flat['idDocument.type'] || 'other') as IdDocumentType, number: idNumber } : null,
      tags: (flat.tags ?? '')
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean),
      notes: flat.notes,
    };
    return { line: index + 2, input };
  });
  return { rows, unknownColumns };
}
