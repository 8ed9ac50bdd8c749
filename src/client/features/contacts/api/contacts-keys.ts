// Query keys of the contacts pages.
import type { ContactKind } from '@shared/contacts/contacts.schemas';

const contacts = ['contacts'] as const;
export interface ContactListParams {
  q: string;
  kind: ContactKind | '';
  tag: string;
  offset: number;
}
export const contactsKeys = {
  /** Everything about contacts (invalidated after any write). */
  all: contacts,
  list: (params: ContactListParams) => [...contacts, 'list', params] as const,
  organisations: [...contacts, 'organisations'] as const,
  detail: (id: string) => [...contacts, 'detail', id] as const,
  duplicates: [...contacts, 'duplicates'] as const,
  mergePreview: (targetId: string, sourceId: string) => [...contacts, 'merge-preview', targetId, sourceId] as const,
};
