// The vault's domain events (issue 33.2, decision 0291): a document uploaded, a new version, its
// metadata changed, moved to the bin and back. Views, downloads and diffs are audited only.
export interface DocumentUploadedV1 {
  fileName: string;
  mime: string;
  sizeBytes: number;
  sha256: string;
  matterId: string | null;
  clientContactId: string | null;
  /** The module that uploaded it through the vault's port (e.g. 'knowledge-base'), or null for the vault itself. */
  source: string | null;
}

export interface DocumentVersionAddedV1 {
  version: number;
  fileName: string;
  sha256: string;
  /** The earlier version it restores, when it is a restore. */
  restoredFrom: number | null;
}

export interface DocumentUpdatedV1 {
  changed: string[];
}

export interface DocumentBinnedV1 {
  title: string;
}

declare module '../../events/domain-events' {
  interface DomainEventPayloads {
    'document.uploaded': DocumentUploadedV1;
    'document.version_added': DocumentVersionAddedV1;
    'document.updated': DocumentUpdatedV1;
    'document.deleted': DocumentBinnedV1;
    'document.restored': DocumentBinnedV1;
  }
}
