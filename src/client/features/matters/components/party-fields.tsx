// The fields of one party: a firm contact or a free name, its role and identifiers.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { partyRoles } from '@shared/matters/matters';
import { inputClasses } from '@client/components/ui/dialog';
import { useContactChoices } from '../api/matters-api';
import type { PartyDraft } from './conflict-panel';

export function PartyFields({ party, onChange }: { party: PartyDraft; onChange: (next: PartyDraft) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const contacts = useContactChoices();
  const field = (key: keyof PartyDraft, label: string) => (
    <div>
      <label htmlFor={`${id}-${key}`} className="text-sm font-medium">
        {label}
      </label>
      <input id={`${id}-${key}`} value={party[key]} onChange={(e) => onChange({ ...party, [key]: e.target.value })} className={inputClasses} />
    </div>
  );
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      <div>
        <label htmlFor={`${id}-contact`} className="text-sm font-medium">
          {t('matters.form.partyContact')}
        </label>
        <select
          id={`${id}-contact`}
          value={party.contactId}
          onChange={(e) => {
            const contact = contacts.data?.find((c) => c.id === e.target.value);
            onChange({ ...party, contactId: e.target.value, name: contact ? contact.name : party.name });
          }}
          className={inputClasses}
        >
          <option value="">{t('matters.form.noContact')}</option>
          {contacts.data?.map((c) => (
            <option key={c.id} value={c.id}>
              {c.company ? `${c.name} (${c.company})` : c.name}
            </option>
          ))}
        </select>
      </div>
      {field('name', t('matters.form.partyName'))}
      <div>
        <label htmlFor={`${id}-role`} className="text-sm font-medium">
          {t('matters.form.partyRole')}
        </label>
        <select id={`${id}-role`} value={party.role} onChange={(e) => onChange({ ...party, role: e.target.value as PartyDraft['role'] })} className={inputClasses}>
          {partyRoles.map((r) => (
            <option key={r} value={r}>
              {t(`matters.role.${r}`)}
            </option>
          ))}
        </select>
      </div>
      {field('roleLabel', t('matters.form.partyRoleLabel'))}
      {field('taxNumber', t('matters.form.taxNumber'))}
      {field('companyRegistrationNumber', t('matters.form.companyRegistrationNumber'))}
    </div>
  );
}
