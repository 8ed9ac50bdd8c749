// Query keys of the contacts pages.
import type { ContactKind, ContactMatterRole, ContactSort } from '@shared/contacts/contacts.schemas';
import type { SortDirection } from '@shared/validation/list-sort';

const contacts = ['contacts'] as const;
export interface ContactListParams {
  q: string;
  kind: ContactKind | '';
  tag: string;
  /** Only the client parties of a matter the user can see (decision 0514). */
  matterRole?: ContactMatterRole | '' | undefined;
  offset: number;
  /** The server's sort (decision 0502); none: a search by name, the rest newest first. */
  sort?: ContactSort | undefined;
  dir?: SortDirection | undefined;
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
