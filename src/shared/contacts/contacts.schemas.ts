// API shapes of the contacts module: people and organisations with Hungarian identifiers,
// links between them, the activity timeline, duplicates, merge and CSV import (issue 14 point 1).
import { z } from 'zod';
import { emailSchema } from '../auth/auth.schemas';
import { formatFileSize } from '../documents/documents';
import {
  addressSchema,
  bankAccountSchema,
  birthDateSchema,
  checkCompany,
  companyNameSchema,
  companyRegistrationNumberSchema,
  euVatNumberSchema,
  ibanSchema,
  idDocumentSchema,
  optionalHuField,
  personNameSchema,
  phoneNumberSchema,
  placeNameSchema,
  taxNumberSchema,
} from '../hu/hu.schemas';
import { idDocumentTypes } from '../hu/id-document';
import { huValidationMessages } from '../hu/validation';
import { listSortQuery } from '../validation/list-sort';

export const contactKinds = ['person', 'organisation'] as const;
export type ContactKind = (typeof contactKinds)[number];
/** The columns the contacts list sorts by on the server (decision 0502); `kind` puts people first. */
export const contactSorts = ['name', 'created', 'kind'] as const;
export type ContactSort = (typeof contactSorts)[number];
/**
 * The contacts list's `matterRole` filter (decision 0514): a contact that is a party of this role in
 * at least one matter the user can see. Only `client` so far (the invoice-from-time picker).
 */
export const contactMatterRoles = ['client'] as const;
export type ContactMatterRole = (typeof contactMatterRoles)[number];
export const contactLinkRoles = ['works_at', 'represents'] as const;
export type ContactLinkRole = (typeof contactLinkRoles)[number];
export const contactActivityKinds = ['created', 'edited', 'linked', 'unlinked', 'merged', 'imported', 'deleted'] as const;
export type ContactActivityKind = (typeof contactActivityKinds)[number];

const addressDtoSchema = z.object({ country: z.string(), postalCode: z.string(), city: z.string(), street: z.string() });

export const contactSchema = z.object({
  id: z.string(),
  kind: z.enum(contactKinds),
  /** Display name: "Családi Utónév" of a person, the organisation's name. */
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  /** Legacy free-text employer of early contacts. */
  company: z.string().nullable(),
  familyName: z.string().nullable(),
  givenName: z.string().nullable(),
  birthName: z.string().nullable(),
  birthPlace: z.string().nullable(),
  birthDate: z.string().nullable(),
  mothersName: z.string().nullable(),
  idDocument: z.object({ type: z.enum(idDocumentTypes), number: z.string() }).nullable(),
  taxNumber: z.string().nullable(),
  euVatNumber: z.string().nullable(),
  companyRegNumber: z.string().nullable(),
  address: addressDtoSchema.nullable(),
  bankAccount: z.string().nullable(),
  iban: z.string().nullable(),
  tags: z.array(z.string()),
  notes: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Contact = z.infer<typeof contactSchema>;

export const contactLinkSchema = z.object({
  id: z.string(),
  role: z.enum(contactLinkRoles),
  title: z.string().nullable(),
  /** The other side of the link: the organisation of a person, the person of an organisation. */
  contact: z.object({ id: z.string(), name: z.string(), kind: z.enum(contactKinds) }),
});
export type ContactLink = z.infer<typeof contactLinkSchema>;

export const contactActivitySchema = z.object({
  id: z.string(),
  kind: z.enum(contactActivityKinds),
  actorName: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});
export type ContactActivity = z.infer<typeof contactActivitySchema>;

export const contactDetailSchema = contactSchema.extend({ links: z.array(contactLinkSchema), timeline: z.array(contactActivitySchema) });
export type ContactDetail = z.infer<typeof contactDetailSchema>;

export const listContactsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  /** Accent-insensitive: "kovacs" finds "Kovács"; also matches e-mail, adószám and cégjegyzékszám. */
  q: z.string().trim().max(100).optional(),
  kind: z.enum(contactKinds).optional(),
  tag: z.string().trim().max(40).optional(),
  /** Only the clients (`client`): the contacts that are a client party of a matter the user can see (confidential ones of other teams left out). */
  matterRole: z.enum(contactMatterRoles).optional(),
  /** Names in Hungarian alphabetical order; without `sort` a search lists by name, the rest newest first. */
  ...listSortQuery(contactSorts),
});
export type ListContactsQuery = z.input<typeof listContactsQuerySchema>;

export const listContactsResponseSchema = z.object({
  items: z.array(contactSchema),
  total: z.number().int(),
});
export type ListContactsResponse = z.infer<typeof listContactsResponseSchema>;

const optionalText = (max: number) =>
  z
    .string({ error: huValidationMessages.INVALID_VALUE })
    .max(max, { error: huValidationMessages.TOO_LONG })
    .nullable()
    .optional()
    .transform((v) => (v === undefined || v === null || v.trim() === '' ? null : v.trim()));

export const TAG_MAX = 40;
export const TAGS_MAX = 20;
const tagsSchema = z
  .array(
    z
      .string()
      .trim()
      .min(1, { error: 'A címke nem lehet üres.' })
      .max(TAG_MAX, { error: `Egy címke legfeljebb ${TAG_MAX} karakter.` }),
    {
      error: huValidationMessages.INVALID_VALUE,
    },
  )
  .max(TAGS_MAX, { error: `Legfeljebb ${TAGS_MAX} címke adható meg.` })
  .optional()
  .transform((tags) => [...new Set(tags ?? [])]);

export const contactLinkInputSchema = z.object({
  organisationId: z.string().min(1).max(100),
  role: z.enum(contactLinkRoles, { error: 'Válaszd ki a kapcsolat fajtáját.' }),
  title: optionalText(100),
});
export type ContactLinkInput = z.input<typeof contactLinkInputSchema>;

/**
 * Create and update body. A person needs a family and a given name, an organisation a name;
 * every identifier is optional, but when given it must pass its Hungarian validator (check
 * digits included) and is stored normalised. `links` (people only) replaces the person's links.
 */
export const contactInputSchema = z
  .object({
    kind: z.enum(contactKinds, { error: 'Válaszd ki, hogy személy vagy szervezet.' }),
    name: optionalHuField(companyNameSchema),
    familyName: optionalHuField(personNameSchema),
    givenName: optionalHuField(personNameSchema),
    birthName: optionalHuField(personNameSchema),
    birthPlace: optionalHuField(placeNameSchema),
    birthDate: optionalHuField(birthDateSchema),
    mothersName: optionalHuField(personNameSchema),
    idDocument: idDocumentSchema
      .nullable()
      .optional()
      .transform((v) => v ?? null),
    email: optionalHuField(emailSchema),
    phone: optionalHuField(phoneNumberSchema),
    taxNumber: optionalHuField(taxNumberSchema),
    euVatNumber: optionalHuField(euVatNumberSchema),
    companyRegNumber: optionalHuField(companyRegistrationNumberSchema),
    address: addressSchema
      .nullable()
      .optional()
      .transform((v) => v ?? null),
    bankAccount: optionalHuField(bankAccountSchema),
    iban: optionalHuField(ibanSchema),
    tags: tagsSchema,
    notes: optionalText(5000),
    links: z.array(contactLinkInputSchema).max(20).optional(),
  })
  .superRefine((c, ctx) => {
    const required = (path: string) => ctx.addIssue({ code: 'custom', message: huValidationMessages.REQUIRED, path: [path] });
    if (c.kind === 'person') {
      if (!c.familyName) required('familyName');
      if (!c.givenName) required('givenName');
    } else {
      if (!c.name) required('name');
      if (c.links?.length) ctx.addIssue({ code: 'custom', message: 'Szervezethez nem adható meg munkahely vagy képviselt szervezet.', path: ['links'] });
    }
    checkCompany(c, ctx as never);
  });
export type ContactInput = z.input<typeof contactInputSchema>;
export type ContactValues = z.output<typeof contactInputSchema>;

/** The display name stored in `contacts.name`. */
export function displayNameOf(values: Pick<ContactValues, 'kind' | 'name' | 'familyName' | 'givenName'>): string {
  return values.kind === 'person' ? `${values.familyName ?? ''} ${values.givenName ?? ''}`.trim() : (values.name ?? '');
}

// Duplicates and merge

export const duplicateReasons = ['tax_number', 'email', 'name'] as const;
export type DuplicateReason = (typeof duplicateReasons)[number];

export const contactSummarySchema = z.object({ id: z.string(), kind: z.enum(contactKinds), name: z.string(), email: z.string().nullable(), taxNumber: z.string().nullable(), createdAt: z.string() });
export type ContactSummary = z.infer<typeof contactSummarySchema>;

export const duplicatesResponseSchema = z.object({
  groups: z.array(z.object({ reason: z.enum(duplicateReasons), value: z.string(), contacts: z.array(contactSummarySchema) })),
});
export type DuplicatesResponse = z.infer<typeof duplicatesResponseSchema>;

/** Fields whose value is chosen in a merge; tags are united, notes, links and the timeline kept from both. */
export const mergeableFields = [
  'name',
  'familyName',
  'givenName',
  'email',
  'phone',
  'company',
  'birthName',
  'birthPlace',
  'birthDate',
  'mothersName',
  'idDocument',
  'taxNumber',
  'euVatNumber',
  'companyRegNumber',
  'address',
  'bankAccount',
  'iban',
] as const;
export type MergeableField = (typeof mergeableFields)[number];
export type MergeSide = 'target' | 'source';

export const mergeBodySchema = z.object({
  sourceId: z.string().min(1).max(100),
  /** Which side's value wins per field; fields left out follow the preview's default. */
  choices: z.partialRecord(z.enum(mergeableFields), z.enum(['target', 'source'])).optional(),
});
export type MergeBody = z.input<typeof mergeBodySchema>;

export const mergePreviewSchema = z.object({
  target: contactSchema,
  source: contactSchema,
  fields: z.array(z.object({ field: z.enum(mergeableFields), target: z.unknown(), source: z.unknown(), winner: z.enum(['target', 'source']) })),
  tags: z.array(z.string()),
  movedLinks: z.number().int(),
  movedActivities: z.number().int(),
});
export type MergePreview = z.infer<typeof mergePreviewSchema>;

// CSV import

/** The largest CSV imported, in characters of its text (about its bytes); the route takes a body of its escaped JSON. */
export const CONTACT_IMPORT_MAX_SIZE = 2 * 1024 * 1024;

export const importBodySchema = z.object({
  csv: z
    .string()
    .min(1, { error: 'A fájl üres.' })
    .max(CONTACT_IMPORT_MAX_SIZE, { error: `A fájl legfeljebb ${formatFileSize(CONTACT_IMPORT_MAX_SIZE)} lehet.` }),
});

export const importRowSchema = z.object({
  /** 1-based line number in the file, the header being line 1. */
  line: z.number().int(),
  name: z.string(),
  kind: z.enum(contactKinds).nullable(),
  errors: z.record(z.string(), z.string()),
});
export type ImportRow = z.infer<typeof importRowSchema>;

export const importPreviewSchema = z.object({ rows: z.array(importRowSchema), valid: z.number().int(), invalid: z.number().int(), unknownColumns: z.array(z.string()) });
export type ImportPreview = z.infer<typeof importPreviewSchema>;

export const importResultSchema = z.object({ imported: z.number().int() });
