// The contacts module's domain events (issue 33.2, decision 0291).
import type { ContactKind } from '@shared/contacts/contacts.schemas';

export interface ContactSavedV1 {
  kind: ContactKind;
  name: string;
}

export interface ContactDeletedV1 {
  name: string;
}

export interface ContactMergedV1 {
  /** The contact merged into the subject (now deleted, pointing at it). */
  sourceId: string;
  sourceName: string;
}

declare module '../../events/domain-events' {
  interface DomainEventPayloads {
    'contact.created': ContactSavedV1;
    'contact.updated': ContactSavedV1;
    'contact.deleted': ContactDeletedV1;
    'contact.merged': ContactMergedV1;
  }
}
