// Query keys of the templates and generator pages.
import type { ListTemplatesQuery } from '@shared/document-templates/document-templates.schemas';

const templates = ['templates'] as const;
export const templateKeys = {
  all: templates,
  list: (f: ListTemplatesQuery) => [...templates, 'list', f] as const,
  detail: (id: string) => [...templates, 'detail', id] as const,
  generations: (matterId: string | null) => [...templates, 'generations', matterId] as const,
  /** Every generation of a matter, for its case file (issue 38.3). */
  ofMatter: (matterId: string) => [...templates, 'matter-generations', matterId] as const,
  contacts: ['contacts', 'template-picker'] as const,
  matters: ['matters', 'template-picker'] as const,
};
