// Display of contact values in the detail page and the merge preview.
import type { TFunction } from 'i18next';
import type { Contact } from '@shared/contacts/contacts.schemas';

export function formatAddress(a: Contact['address']): string {
  if (!a) return '';
  return `${a.postalCode} ${a.city}, ${a.street}${a.country && a.country !== 'HU' ? ` (${a.country})` : ''}`;
}

/** Any mergeable field value as one line of text. */
export function formatValue(t: TFunction, field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  if (field === 'address') return formatAddress(value as Contact['address']);
  if (field === 'idDocument') {
    const doc = value as NonNullable<Contact['idDocument']>;
    return `${t(`contacts.idDocument.${doc.type}`)}: ${doc.number}`;
  }
  if (Array.isArray(value)) return value.join(', ');
  return String(value);
}
