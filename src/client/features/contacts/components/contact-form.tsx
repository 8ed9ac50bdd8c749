// Create/edit dialog of a person or an organisation. The shared zod schema checks the input
// first (the same Hungarian messages as the server, without a round trip); the server checks
// again and its field errors land on the same fields.
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ContactDetail, type ContactInput, type ContactKind, contactInputSchema, contactLinkRoles } from '@shared/contacts/contacts.schemas';
import { idDocumentTypes } from '@shared/hu/id-document';
import { Button } from '@client/components/ui/button';
import { Dialog, inputClasses } from '@client/components/ui/dialog';
import { type Errors, Field, SelectField, TextField } from '@client/components/ui/form-fields';
import { isApiError } from '@client/lib/api-client';
import { useOrganisations, useSaveContact } from '../api/contacts-api';

export type ContactFormTarget = { kind: ContactKind; contact: null } | { kind: ContactKind; contact: ContactDetail } | null;

const text = (data: FormData, key: string) => String(data.get(key) ?? '').trim();

/** The form's values as the API body; empty optional parts become null. */
export function inputFromForm(kind: ContactKind, data: FormData): ContactInput {
  const address = { postalCode: text(data, 'address.postalCode'), city: text(data, 'address.city'), street: text(data, 'address.street') };
  const idNumber = text(data, 'idDocument.number');
  const organisationId = text(data, 'links.0.organisationId');
  const common = {
    kind,
    email: text(data, 'email'),
    phone: text(data, 'phone'),
    taxNumber: text(data, 'taxNumber'),
    euVatNumber: text(data, 'euVatNumber'),
    bankAccount: text(data, 'bankAccount'),
    iban: text(data, 'iban'),
    address: address.postalCode || address.city || address.street ? { country: 'HU', ...address } : null,
    tags: text(data, 'tags')
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean),
    notes: text(data, 'notes'),
  };
  if (kind === 'organisation') return { ...common, name: text(data, 'name'), companyRegNumber: text(data, 'companyRegNumber') };
  return {
    ...common,
    familyName: text(data, 'familyName'),
    givenName: text(data, 'givenName'),
    birthName: text(data, 'birthName'),
    birthPlace: text(data, 'birthPlace'),
    birthDate: text(data, 'birthDate'),
    mothersName: text(data, 'mothersName'),
    idDocument: idNumber ? { type: text(data, 'idDocument.type') as (typeof idDocumentTypes)[number], number: idNumber } : null,
    links: organisationId ? [{ organisationId, role: text(data, 'links.0.role') as (typeof contactLinkRoles)[number], title: text(data, 'links.0.title') }] : [],
  };
}

/** zod issues → path → first message (the server's `fields` use the same paths). */
export function fieldErrors(input: ContactInput): Errors {
  const parsed = contactInputSchema.safeParse(input);
  if (parsed.success) return {};
  const out: Errors = {};
  for (const issue of parsed.error.issues) out[issue.path.join('.') || '_'] ??= issue.message;
  return out;
}

export function ContactFormDialog({ target, onClose, onSaved }: { target: ContactFormTarget; onClose: () => void; onSaved: (contact: ContactDetail) => void }) {
  const { t } = useTranslation();
  const save = useSaveContact();
  const [errors, setErrors] = useState<Errors>({});
  const kind = target?.kind ?? 'person';
  const current = target?.contact ?? null;
  const title = current ? t('contacts.form.editTitle', { name: current.name }) : t(kind === 'person' ? 'contacts.form.createPerson' : 'contacts.form.createOrganisation');

  function close() {
    setErrors({});
    save.reset();
    onClose();
  }

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    // The first field marked invalid gets the focus, so keyboard and screen-reader users land on it.
    const focusFirstError = () => requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
    const body = inputFromForm(kind, new FormData(form));
    // The form edits the first link; the person's other links are kept as they are.
    if (body.links && current) body.links.push(...current.links.slice(1).map((l) => ({ organisationId: l.contact.id, role: l.role, title: l.title })));
    const local = fieldErrors(body);
    setErrors(local);
    if (Object.keys(local).length > 0) {
      focusFirstError();
      return;
    }
    save.mutate(
      { id: current?.id ?? null, body },
      {
        onSuccess: (saved) => {
          setErrors({});
          onSaved(saved);
        },
        onError: (error) => {
          setErrors(isApiError(error) && error.fields ? error.fields : {});
          focusFirstError();
        },
      },
    );
  }

  const hasErrors = Object.keys(errors).length > 0;
  return (
    <Dialog open={target !== null} title={title} onClose={close}>
      <form key={current?.id ?? kind} onSubmit={onSubmit} noValidate className="max-h-[70vh] space-y-4 overflow-y-auto pr-1">
        {(hasErrors || save.isError) && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
            {hasErrors ? t('contacts.form.fixErrors') : isApiError(save.error) ? save.error.message : ''}
          </p>
        )}
        <ContactFields kind={kind} current={current} errors={errors} />
        <TextField name="tags" label={t('contacts.form.tags')} hint={t('contacts.form.tagsHint')} errors={errors} defaultValue={current?.tags.join(', ')} />
        <Field name="notes" label={t('contacts.form.notes')} errors={errors}>
          {(props) => <textarea {...props} name="notes" rows={3} defaultValue={current?.notes ?? ''} className={`${inputClasses} h-auto py-2`} />}
        </Field>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={close}>
            {t('contacts.cancel')}
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t('contacts.saving') : t('contacts.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** Values the fields start from: a saved contact, or the contact part of an onboarding draft. */
export type ContactFieldValues = Partial<Omit<ContactDetail, 'links'>> & { links?: ContactDetail['links'] };

/**
 * The identifying fields of a person or an organisation (name, personal data, address,
 * identifiers); the contact dialog adds tags and notes, client onboarding uses them as its
 * identification step. `withLinks`: the person's workplace picker (not part of an intake).
 */
export function ContactFields({ kind, current, errors, withLinks = true }: { kind: ContactKind; current: ContactFieldValues | null; errors: Errors; withLinks?: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      {kind === 'organisation' ? <OrganisationFields current={current} errors={errors} /> : <PersonFields current={current} errors={errors} withLinks={withLinks} />}
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold">{t(kind === 'person' ? 'contacts.form.address' : 'contacts.form.seat')}</legend>
        <TextField name="address.postalCode" label={t('contacts.form.postalCode')} errors={errors} defaultValue={current?.address?.postalCode} />
        <TextField name="address.city" label={t('contacts.form.city')} errors={errors} defaultValue={current?.address?.city} />
        <div className="sm:col-span-2">
          <TextField name="address.street" label={t('contacts.form.street')} errors={errors} defaultValue={current?.address?.street} />
        </div>
      </fieldset>
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold">{t('contacts.form.identifiers')}</legend>
        <TextField name="taxNumber" label={t('contacts.form.taxNumber')} hint={t('contacts.form.taxNumberHint')} errors={errors} defaultValue={current?.taxNumber} />
        <TextField name="euVatNumber" label={t('contacts.form.euVatNumber')} errors={errors} defaultValue={current?.euVatNumber} />
        <TextField name="bankAccount" label={t('contacts.form.bankAccount')} errors={errors} defaultValue={current?.bankAccount} />
        <TextField name="iban" label={t('contacts.form.iban')} errors={errors} defaultValue={current?.iban} />
      </fieldset>
    </>
  );
}

function OrganisationFields({ current, errors }: { current: ContactFieldValues | null; errors: Errors }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <TextField name="name" label={t('contacts.form.name')} errors={errors} defaultValue={current?.name} autoComplete="organization" />
      </div>
      <TextField name="companyRegNumber" label={t('contacts.form.companyRegNumber')} hint={t('contacts.form.companyRegNumberHint')} errors={errors} defaultValue={current?.companyRegNumber} />
      <TextField name="email" type="email" label={t('contacts.form.email')} errors={errors} defaultValue={current?.email} />
      <TextField name="phone" type="tel" label={t('contacts.form.phone')} hint={t('contacts.form.phoneHint')} errors={errors} defaultValue={current?.phone} />
    </div>
  );
}

function PersonFields({ current, errors, withLinks }: { current: ContactFieldValues | null; errors: Errors; withLinks: boolean }) {
  const { t } = useTranslation();
  const organisations = useOrganisations(withLinks);
  const link = current?.links?.[0] ?? null;
  return (
    <>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField name="familyName" label={t('contacts.form.familyName')} errors={errors} defaultValue={current?.familyName} autoComplete="family-name" />
        <TextField name="givenName" label={t('contacts.form.givenName')} errors={errors} defaultValue={current?.givenName} autoComplete="given-name" />
        <TextField name="email" type="email" label={t('contacts.form.email')} errors={errors} defaultValue={current?.email} />
        <TextField name="phone" type="tel" label={t('contacts.form.phone')} hint={t('contacts.form.phoneHint')} errors={errors} defaultValue={current?.phone} />
      </div>
      {withLinks && (
        <fieldset className="grid gap-3 sm:grid-cols-2">
          <legend className="mb-2 text-sm font-semibold">{t('contacts.form.link')}</legend>
          <SelectField
            name="links.0.organisationId"
            label={t('contacts.form.organisation')}
            errors={errors}
            defaultValue={link?.contact.id ?? ''}
            options={[{ value: '', label: t('contacts.form.noOrganisation') }, ...(organisations.data ?? []).map((o) => ({ value: o.id, label: o.name }))]}
          />
          <SelectField name="links.0.role" label={t('contacts.form.role')} errors={errors} defaultValue={link?.role ?? 'works_at'} options={contactLinkRoles.map((r) => ({ value: r, label: t(`contacts.role.${r}`) }))} />
          <TextField name="links.0.title" label={t('contacts.form.linkTitle')} errors={errors} defaultValue={link?.title} />
        </fieldset>
      )}
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold">{t('contacts.form.personal')}</legend>
        <TextField name="birthName" label={t('contacts.form.birthName')} errors={errors} defaultValue={current?.birthName} />
        <TextField name="mothersName" label={t('contacts.form.mothersName')} errors={errors} defaultValue={current?.mothersName} />
        <TextField name="birthPlace" label={t('contacts.form.birthPlace')} errors={errors} defaultValue={current?.birthPlace} />
        <TextField name="birthDate" type="date" label={t('contacts.form.birthDate')} errors={errors} defaultValue={current?.birthDate} />
        <SelectField
          name="idDocument.type"
          label={t('contacts.form.idDocumentType')}
          errors={errors}
          defaultValue={current?.idDocument?.type ?? 'id_card'}
          options={idDocumentTypes.map((d) => ({ value: d, label: t(`contacts.idDocument.${d}`) }))}
        />
        <TextField name="idDocument.number" label={t('contacts.form.idDocumentNumber')} errors={errors} defaultValue={current?.idDocument?.number} />
      </fieldset>
    </>
  );
}
