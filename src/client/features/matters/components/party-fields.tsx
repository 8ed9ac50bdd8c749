// The fields of one party: a firm contact or a free name, its role and identifiers. Kit fields
// under `name` (e.g. `parties.2`, `party`) of the surrounding kit form; choosing a contact fills in
// its name. `partyDraftSchema` checks them with the shared party rule.
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { partyRoles } from '@shared/matters/matters';
import { partyInputSchema } from '@shared/matters/matters.schemas';
import { ComboboxField, SelectField, TextField, useFormContext } from '@client/components/form';
import { useContactChoices } from '../api/matters-api';

/** A party as typed (empty texts: none), checked field by field by the shared party rule. */
export const partyDraftSchema = z.object({
  contactId: z
    .string()
    .transform((v): string | null | undefined => v || null)
    .pipe(partyInputSchema.shape.contactId),
  name: partyInputSchema.shape.name.unwrap().unwrap(),
  role: partyInputSchema.shape.role,
  roleLabel: partyInputSchema.shape.roleLabel,
  taxNumber: partyInputSchema.shape.taxNumber,
  companyRegistrationNumber: partyInputSchema.shape.companyRegistrationNumber,
});
export type CheckedParty = z.output<typeof partyDraftSchema>;

/** A checked party as the request body's party (a contact's name is the contact's). */
export const partyBody = (p: CheckedParty) => ({ ...p, name: p.name || null });

export function PartyFields({ name }: { name: string }) {
  const { t } = useTranslation();
  const { setValue } = useFormContext();
  const contacts = useContactChoices();
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      <ComboboxField
        name={`${name}.contactId`}
        label={t('matters.form.partyContact')}
        emptyLabel={t('matters.form.noContact')}
        options={contacts.data?.map((c) => ({ value: c.id, label: c.company ? `${c.name} (${c.company})` : c.name })) ?? []}
        searching={contacts.isPending}
        onChosen={(id) => {
          const contact = contacts.data?.find((c) => c.id === id);
          if (contact) setValue(`${name}.name`, contact.name, { shouldDirty: true });
        }}
      />
      <TextField name={`${name}.name`} label={t('matters.form.partyName')} />
      <SelectField name={`${name}.role`} label={t('matters.form.partyRole')} options={partyRoles.map((r) => ({ value: r, label: t(`matters.role.${r}`) }))} />
      <TextField name={`${name}.roleLabel`} label={t('matters.form.partyRoleLabel')} />
      <TextField name={`${name}.taxNumber`} label={t('matters.form.taxNumber')} />
      <TextField name={`${name}.companyRegistrationNumber`} label={t('matters.form.companyRegistrationNumber')} />
    </div>
  );
}
