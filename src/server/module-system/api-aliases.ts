// The API prefixes a feature had before it was named after its registry key (issue 33 point 6,
// decision 0440): one table, read once per request at the edge. `buildApp` passes
// `canonicalApiUrl` as Fastify's `rewriteUrl`, so an old-prefix request is routed as if it had
// come in under the canonical prefix – the same route, the same permission guard, module guard and
// rate limit – and no route, guard map or test knows the old name. `request.originalUrl` keeps it.

/** Legacy API prefix → the canonical prefix (the registry key's, or a path under it). Entries are only added, never removed while clients may use them. */
export const legacyApiPrefixes: Readonly<Record<string, string>> = {
  '/api/time-entries': '/api/time-tracking',
  '/api/kb': '/api/knowledge-base',
  '/api/onboarding': '/api/client-onboarding',
  '/api/templates': '/api/document-templates',
  '/api/deadlines': '/api/compliance-tracker',
  '/api/ai': '/api/ai-modules',
  '/api/document-versions': '/api/document-versioning',
  '/api/document-generation': '/api/document-generator',
  '/api/clients': '/api/client-management',
  '/api/invoices': '/api/invoice-generator',
  '/api/portal': '/api/client-portal',
  // The firm's side of complaints joins the module's other firm routes (/api/client-portal/firm/…);
  // /api/client-portal/complaints is the customer's, as /api/portal/complaints was.
  '/api/complaints': '/api/client-portal/firm/complaints',
};

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const legacyPattern = new RegExp(`^(?:${Object.keys(legacyApiPrefixes).map(escape).join('|')})(?=[/?#]|$)`);

/** The URL with a legacy API prefix replaced by its canonical one; any other URL as it is. */
export function canonicalApiUrl(url: string): string {
  if (!url.startsWith('/api/')) return url;
  const legacy = legacyPattern.exec(url)?.[0];
  return legacy === undefined ? url : legacyApiPrefixes[legacy] + url.slice(legacy.length);
}
