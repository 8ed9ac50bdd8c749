// Create/edit dialog of a person or an organisation, a kit form (decision 0321): the shared
// contact rule checks the input first (the same Hungarian messages as the server, without a round
// trip); the server checks again and its field errors land on the same fields. The identifying
// fields are also client onboarding's identification step (under `contact.`).
import type { ReactNode } from 'react';
import { useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { type ContactDetail, type ContactInput, type ContactKind, contactInputSchema, contactLinkRoles } from '@shared/contacts/contacts.schemas';
import { idDocumentTypes } from '@shared/hu/id-document';
import { ComboboxField, DateField, DialogButtons, Form, renameServerFields, SelectField, TextareaField, TextField, useZodForm } from '@client/components/form';
import { Dialog } from '@client/components/ui/dialog';
import { useOrganisations, useSaveContact } from '../api/contacts-api';

export type ContactFormTarget = { kind: ContactKind; contact: null } | { kind: ContactKind; contact: ContactDetail } | null;

/** The contact's fields as typed: texts ('' for none), the tags as one comma-separated text, the first link. */
export const contactFormFieldsSchema = z.object({
  name: z.string(),
  familyName: z.string(),
  givenName: z.string(),
  birthName: z.string(),
  birthPlace: z.string(),
  birthDate: z.string().nullable(),
  mothersName: z.string(),
  idDocument: z.object({ type: z.string(), number: z.string() }),
  email: z.string(),
  phone: z.string(),
  taxNumber: z.string(),
  euVatNumber: z.string(),
  companyRegNumber: z.string(),
  bankAccount: z.string(),
  iban: z.string(),
  address: z.object({ postalCode: z.string(), city: z.string(), street: z.string() }),
  links: z.array(z.object({ organisationId: z.string(), role: z.string(), title: z.string() })),
  tags: z.string(),
  notes: z.string(),
});
export type ContactFormValues = z.input<typeof contactFormFieldsSchema>;

/** Values the fields start from: a saved contact, or the contact part of an onboarding draft. */
export function contactFormValues(current: ContactFieldValues | null): ContactFormValues {
  const link = current?.links?.[0];
  return {
    name: current?.name ?? '',
    familyName: current?.familyName ?? '',
    givenName: current?.givenName ?? '',
    birthName: current?.birthName ?? '',
    birthPlace: current?.birthPlace ?? '',
    birthDate: current?.birthDate ?? null,
    mothersName: current?.mothersName ?? '',
    idDocument: { type: current?.idDocument?.type ?? 'id_card', number: current?.idDocument?.number ?? '' },
    email: current?.email ?? '',
    phone: current?.phone ?? '',
    taxNumber: current?.taxNumber ?? '',
    euVatNumber: current?.euVatNumber ?? '',
    companyRegNumber: current?.companyRegNumber ?? '',
    bankAccount: current?.bankAccount ?? '',
    iban: current?.iban ?? '',
    address: { postalCode: current?.address?.postalCode ?? '', city: current?.address?.city ?? '', street: current?.address?.street ?? '' },
    links: [{ organisationId: link?.contact.id ?? '', role: link?.role ?? 'works_at', title: link?.title ?? '' }],
    tags: current?.tags?.join(', ') ?? '',
    notes: current?.notes ?? '',
  };
}

/** The form's values as the API body; empty optional parts become null. */
export function inputFromForm(kind: ContactKind, f: ContactFormValues): ContactInput {
  const trim = (v: string | null | undefined) => (v ?? '').trim();
  const address = { postalCode: trim(f.address.postalCode), city: trim(f.address.city), street: trim(f.address.street) };
  const idNumber = trim(f.idDocument.number);
  const link = f.links[0];
  const organisationId = trim(link?.organisationId);
  const common = {
    kind,
    email: trim(f.email),
    phone: trim(f.phone),
    taxNumber: trim(f.taxNumber),
    euVatNumber: trim(f.euVatNumber),
    bankAccount: trim(f.bankAccount),
    iban: trim(f.iban),
    address: address.postalCode || address.city || address.street ? { country: 'HU', ...address } : null,
    tags: trim(f.tags)
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean),
    notes: trim(f.notes),
  };
  if (kind === 'organisation') return { ...common, name: trim(f.name), companyRegNumber: trim(f.companyRegNumber) };
  return {
    ...common,
    familyName: trim(f.familyName),
    givenName: trim(f.givenName),
    birthName: trim(f.birthName),
    birthPlace: trim(f.birthPlace),
    birthDate: trim(f.birthDate),
    mothersName: trim(f.mothersName),
    idDocument: idNumber ? { type: f.idDocument.type as (typeof idDocumentTypes)[number], number: idNumber } : null,
    links: organisationId && link ? [{ organisationId, role: link.role as (typeof contactLinkRoles)[number], title: trim(link.title) }] : [],
  };
}

/** The typed fields checked by the shared contact rule (its messages land on the fields of the same paths). */
export function contactFormSchema(kind: ContactKind) {
  return contactFormFieldsSchema.transform((f): ContactInput => inputFromForm(kind, f)).pipe(contactInputSchema);
}

/** The server's paths as the form's fields: a tag's message on the tags field. */
export const contactFieldPath = (path: string) => path.replace(/^(.*\btags)\.\d+$/, '$1');

export function ContactFormDialog({ target, onClose, onSaved }: { target: ContactFormTarget; onClose: () => void; onSaved: (contact: ContactDetail) => void }) {
  const { t } = useTranslation();
  const kind = target?.kind ?? 'person';
  const current = target?.contact ?? null;
  const title = current ? t('contacts.form.editTitle', { name: current.name }) : t(kind === 'person' ? 'contacts.form.createPerson' : 'contacts.form.createOrganisation');
  return (
    <Dialog open={target !== null} title={title} onClose={onClose}>
      {target && <ContactForm key={current?.id ?? kind} kind={kind} current={current} onClose={onClose} onSaved={onSaved} />}
    </Dialog>
  );
}

function ContactForm({ kind, current, onClose, onSaved }: { kind: ContactKind; current: ContactDetail | null; onClose: () => void; onSaved: (contact: ContactDetail) => void }) {
  const { t } = useTranslation();
  const save = useSaveContact();
  const form = useZodForm(contactFormSchema(kind), { defaultValues: contactFormValues(current) });
  return (
    <Form
      form={form}
      guardUnsaved={false}
      className="max-h-[70vh] space-y-4 overflow-y-auto pr-1"
      onSubmit={async () => {
        // The body as typed (the server normalises it); the person's other links are kept as they are.
        const body = inputFromForm(kind, form.getValues());
        if (body.links && current) body.links.push(...current.links.slice(1).map((l) => ({ organisationId: l.contact.id, role: l.role, title: l.title })));
        try {
          onSaved(await save.mutateAsync({ id: current?.id ?? null, body }));
        } catch (error) {
          throw renameServerFields(error, contactFieldPath);
        }
      }}
    >
      <FormAlert text={t('contacts.form.fixErrors')} />
      <ContactFields kind={kind} />
      <TextField name="tags" label={t('contacts.form.tags')} hint={t('contacts.form.tagsHint')} />
      <TextareaField name="notes" rows={3} label={t('contacts.form.notes')} />
      <DialogButtons onCancel={onClose} submitLabel={t('contacts.save')} pendingText={t('contacts.saving')} />
    </Form>
  );
}

/**
 * One alert above the fields (each field shows its own message): `text` once a submit found wrong
 * fields, else the server's message for the form.
 */
export function FormAlert({ text, children }: { text: string; children?: ReactNode }) {
  const { errors, submitCount } = useFormState();
  const server = (errors.root?.server as { message?: string } | undefined)?.message;
  const wrongFields = submitCount > 0 && Object.keys(errors).some((k) => k !== 'root');
  if (!server && !wrongFields) return null;
  return (
    <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
      {server ?? text}
      {children}
    </p>
  );
}

/** A saved contact, or the contact part of an onboarding draft. */
export type ContactFieldValues = Partial<Omit<ContactDetail, 'links'>> & { links?: ContactDetail['links'] };

/**
 * The identifying fields of a person or an organisation (name, personal data, address,
 * identifiers) as kit fields named `${prefix}email` etc.; the contact dialog adds tags and notes,
 * client onboarding uses them as its identification step (prefix `contact.`). `withLinks`: the
 * person's workplace picker (not part of an intake).
 */
export function ContactFields({ kind, prefix = '', withLinks = true }: { kind: ContactKind; prefix?: string; withLinks?: boolean }) {
  const { t } = useTranslation();
  const n = (name: string) => `${prefix}${name}`;
  return (
    <>
      {kind === 'organisation' ? <OrganisationFields n={n} /> : <PersonFields n={n} withLinks={withLinks} />}
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold">{t(kind === 'person' ? 'contacts.form.address' : 'contacts.form.seat')}</legend>
        <TextField name={n('address.postalCode')} label={t('contacts.form.postalCode')} />
        <TextField name={n('address.city')} label={t('contacts.form.city')} />
        <div className="sm:col-span-2">
          <TextField name={n('address.street')} label={t('contacts.form.street')} />
        </div>
      </fieldset>
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold">{t('contacts.form.identifiers')}</legend>
        <TextField name={n('taxNumber')} label={t('contacts.form.taxNumber')} hint={t('contacts.form.taxNumberHint')} />
        <TextField name={n('euVatNumber')} label={t('contacts.form.euVatNumber')} />
        <TextField name={n('bankAccount')} label={t('contacts.form.bankAccount')} />
        <TextField name={n('iban')} label={t('contacts.form.iban')} />
      </fieldset>
    </>
  );
}

function OrganisationFields({ n }: { n: (name: string) => string }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <TextField name={n('name')} label={t('contacts.form.name')} autoComplete="organization" />
      </div>
      <TextField name={n('companyRegNumber')} label={t('contacts.form.companyRegNumber')} hint={t('contacts.form.companyRegNumberHint')} />
      <TextField name={n('email')} type="email" label={t('contacts.form.email')} />
      <TextField name={n('phone')} type="tel" label={t('contacts.form.phone')} hint={t('contacts.form.phoneHint')} />
    </div>
  );
}

function PersonFields({ n, withLinks }: { n: (name: string) => string; withLinks: boolean }) {
  const { t } = useTranslation();
  const organisations = useOrganisations(withLinks);
  return (
    <>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField name={n('familyName')} label={t('contacts.form.familyName')} autoComplete="family-name" />
        <TextField name={n('givenName')} label={t('contacts.form.givenName')} autoComplete="given-name" />
        <TextField name={n('email')} type="email" label={t('contacts.form.email')} />
        <TextField name={n('phone')} type="tel" label={t('contacts.form.phone')} hint={t('contacts.form.phoneHint')} />
      </div>
      {withLinks && (
        <fieldset className="grid gap-3 sm:grid-cols-2">
          <legend className="mb-2 text-sm font-semibold">{t('contacts.form.link')}</legend>
          <ComboboxField
            name={n('links.0.organisationId')}
            label={t('contacts.form.organisation')}
            emptyLabel={t('contacts.form.noOrganisation')}
            options={(organisations.data ?? []).map((o) => ({ value: o.id, label: o.name }))}
            searching={organisations.isPending}
          />
          <SelectField name={n('links.0.role')} label={t('contacts.form.role')} options={contactLinkRoles.map((r) => ({ value: r, label: t(`contacts.role.${r}`) }))} />
          <TextField name={n('links.0.title')} label={t('contacts.form.linkTitle')} />
        </fieldset>
      )}
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold">{t('contacts.form.personal')}</legend>
        <TextField name={n('birthName')} label={t('contacts.form.birthName')} />
        <TextField name={n('mothersName')} label={t('contacts.form.mothersName')} />
        <TextField name={n('birthPlace')} label={t('contacts.form.birthPlace')} />
        <DateField name={n('birthDate')} label={t('contacts.form.birthDate')} />
        <SelectField name={n('idDocument.type')} label={t('contacts.form.idDocumentType')} options={idDocumentTypes.map((d) => ({ value: d, label: t(`contacts.idDocument.${d}`) }))} />
        <TextField name={n('idDocument.number')} label={t('contacts.form.idDocumentNumber')} />
      </fieldset>
    </>
  );
}
