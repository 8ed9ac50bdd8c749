// The domain events of factory module records (issue 33.2, decision 0291). Field names only: the
// values may be personal data and stay in the record itself.
export interface FactoryRecordChangedV1 {
  /** The factory module's key. */
  module: string;
  /** The definition version the record is stored under (null once deleted). */
  definitionVersion: number | null;
  /** created: the fields given; updated: the fields whose value changed; deleted: none. */
  fields: string[];
}

declare module '../../events/domain-events' {
  interface DomainEventPayloads {
    'factory_record.created': FactoryRecordChangedV1;
    'factory_record.updated': FactoryRecordChangedV1;
    'factory_record.deleted': FactoryRecordChangedV1;
  }
}
