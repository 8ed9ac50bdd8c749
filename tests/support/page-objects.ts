// The real object a page with path parameters opens (a contact, a matter, a complaint…): found in the
// demo firm through the API, so that the page walk of the bench (bench/page-walk.ts) and the
// every-page journey (tests/e2e/every-page.spec.ts) see the page with its content rather than its
// "not found" state. `get` is the caller's signed-in GET of an API path.
import { moduleByKey } from '../../src/shared/modules/registry';

/** The list whose first item a page with one object parameter opens. */
const objectLists: Record<string, string> = {
  'contacts/:id': '/api/contacts?limit=1',
  'matters/:matterId': '/api/matters?limit=1',
  'documents/:documentId': '/api/documents?limit=1',
  'documents/templates/:id': '/api/document-templates',
  'documents/templates/:id/edit': '/api/document-templates',
  'invoice-generator/:invoiceId': '/api/invoice-generator?limit=1',
  'kb/:articleId': '/api/knowledge-base',
  'complaints/:complaintId': '/api/complaints',
  'hospitality/reservations/:id': '/api/hospitality/reservations?limit=1',
};
/** Module pages take a built-in module's key. */
const moduleKeyPages = new Set(['modulstore/:id', 'my-modules/:id']);
/** The factory module pages take the key of a factory module the firm installed, and one of its records. */
const factoryPages = new Set(['modulok/:moduleId', 'modulok/:moduleId/new', 'modulok/:moduleId/:recordId']);

/** The first `id` met in a list answer (its shape differs by list: an array, `items`, `data`…). */
function firstId(body: unknown): string | null {
  if (Array.isArray(body)) {
    for (const item of body) {
      const id = firstId(item);
      if (id) return id;
    }
    return null;
  }
  if (body && typeof body === 'object') {
    const record = body as Record<string, unknown>;
    if (typeof record.id === 'string') return record.id;
    for (const value of Object.values(record)) {
      if (value && typeof value === 'object') {
        const id = firstId(value);
        if (id) return id;
      }
    }
  }
  return null;
}

export type Get = (apiPath: string) => Promise<unknown>;

/** The first installed module that is not built in: one the module factory published. */
async function factoryModuleKey(get: Get): Promise<string | null> {
  const body = (await get('/api/modules/installed')) as { modules?: { key: string }[] };
  return body.modules?.find((m) => !moduleByKey(m.key))?.key ?? null;
}

/**
 * The URL of a page with path parameters, opening a real object; null when the demo firm has none,
 * so that the caller reports the page instead of taking its "not found" state for the page.
 */
export async function objectUrl(get: Get, path: string): Promise<string | null> {
  if (moduleKeyPages.has(path)) return `/app/${path.replace(':id', 'matters')}`;
  if (factoryPages.has(path)) {
    const key = await factoryModuleKey(get);
    if (!key) return null;
    const withKey = path.replace(':moduleId', key);
    if (!withKey.includes(':recordId')) return `/app/${withKey}`;
    const recordId = firstId(await get(`/api/m/${key}/records?limit=1`));
    return recordId ? `/app/${withKey.replace(':recordId', recordId)}` : null;
  }
  const list = objectLists[path];
  const id = list ? firstId(await get(list)) : null;
  return id ? `/app/${path.replace(/:[A-Za-z]+/, id)}` : null;
}
