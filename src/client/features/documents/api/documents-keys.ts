// Query keys of the documents pages.
import type { DocumentKind } from '@shared/documents/documents';

export interface DocumentListFilters {
  matterId: string;
  kind: DocumentKind | '';
  tag: string;
  folder: string;
  from: string;
  to: string;
  q: string;
  deleted: boolean;
  offset: number;
}

const documents = ['documents'] as const;
export const documentKeys = {
  all: documents,
  list: (f: DocumentListFilters) => [...documents, 'list', f] as const,
  detail: (id: string) => [...documents, 'detail', id] as const,
  preview: (id: string, version: number) => [...documents, 'preview', id, version] as const,
  diff: (id: string, from: number, to: number) => [...documents, 'diff', id, from, to] as const,
  matters: ['matters', 'picker'] as const,
  /** A matter's documents on its case file (issue 38.3). */
  ofMatter: (matterId: string) => [...documents, 'matter', matterId] as const,
};
