// The templates module's domain events (issue 33.2, decision 0291): a document made from a
// template. Template edits are audited only.
export interface DocumentGeneratedV1 {
  templateId: string;
  templateVersion: number;
  matterId: string | null;
  /** The vault documents it was saved as (empty without the documents module). */
  savedDocumentIds: string[];
}

declare module '../../events/domain-events' {
  interface DomainEventPayloads {
    'document.generated': DocumentGeneratedV1;
  }
}
