// The public API's own OpenAPI 3.1 document (issue 36.3, decision 0394), published at
// /api/docs/v1/openapi.json and browsable at /api/docs/v1. It is cut from the app's document (the same
// zod schemas, so it cannot drift from the routes): only /api/v1 paths, bearer keys as the one
// security scheme, and the 3.0 `nullable` the app's document uses written the 3.1 way
// (`type: [T, "null"]`, JSON Schema 2020-12).
import type { FastifyInstance } from 'fastify';
import { API_KEY_DEFAULT_RATE_PER_MINUTE } from '@shared/api-keys/api-keys';
import { PUBLIC_API_PAGE_MAX } from './public-api.service';

export const PUBLIC_API_DOC_PATHS = ['/api/docs/v1/openapi.json', '/api/docs/v1', '/api/docs/v1/init.js'];

const description = `A Virtuális Iroda nyilvános API-ja: az iroda névjegyei, ügyei, időbejegyzései, számlái (olvasás), határidői, dokumentumai (feltöltés és letöltés) és az ügyfelekkel folytatott üzenetváltásai.

**Hitelesítés**: \`Authorization: Bearer vi_live_…\` – API-kulcs az /app/api-keys oldalról (a titkos kulcsot csak létrehozáskor látod). A kulcs a létrehozója nevében jár el, annak mindenkori jogosultságaival, a kulcs jogosultságaira szűkítve; a bizalmas ügyek a csapatuké maradnak.

**Hibák**: mindig \`{ "code": "…", "message": "…" }\` (a \`code\` stabil, a \`message\` magyar), ugyanazok a kódok, mint az alkalmazásban; érvénytelen adatnál \`fields\` is mezőnként. Kulcs nélkül 401 \`UNAUTHENTICATED\`; érvénytelen, lejárt vagy visszavont kulccsal 401 \`API_KEY_INVALID\`; ha a kulcs jogosultságai nem fedik a kérést, 403 \`FORBIDDEN\`, a \`message\` megnevezi a hiányzó jogosultságot.

**Lapozás**: \`limit\` (legfeljebb ${PUBLIC_API_PAGE_MAX}) és \`cursor\`; a válasz \`{ data, nextCursor }\`, az utolsó oldalon \`nextCursor: null\`. A cursor átlátszatlan: csak visszaküldeni szabad.

**Idempotencia**: POST kérésben \`Idempotency-Key: <egyedi érték>\` (1–255 látható ASCII-karakter, idézőjelek között is). Ugyanazzal a kulccsal és tartalommal a kérés legfeljebb egyszer fut le; az ismétlés a tárolt választ kapja (\`Idempotent-Replayed: true\`). Ha az első még fut: 409 \`IDEMPOTENCY_REQUEST_IN_PROGRESS\`; más tartalommal: 422 \`IDEMPOTENCY_KEY_REUSED\`. A kulcsokat 24 óráig őrizzük; sikertelen kérés után a kulcs újra használható.

**Korlátok**: kulcsonként percenként ${API_KEY_DEFAULT_RATE_PER_MINUTE} kérés (429 \`RATE_LIMITED\`), az API a Haladó és a Profi csomag része.`;

/** The one heading of the browsable page: every /api/v1 operation is grouped under it. */
const PUBLIC_API_TAG = 'Nyilvános API';

type Json = unknown;

/** The 3.0 `nullable: true` the app's document carries, as 3.1 writes it. */
export function nullableTo31(node: Json): Json {
  if (Array.isArray(node)) return node.map(nullableTo31);
  if (!node || typeof node !== 'object') return node;
  const { nullable, ...rest } = node as Record<string, Json>;
  const out: Record<string, Json> = {};
  for (const [k, v] of Object.entries(rest)) out[k] = nullableTo31(v);
  if (nullable !== true) return out;
  if (typeof out.type === 'string') return { ...out, type: [out.type, 'null'] };
  if (Array.isArray(out.type)) return out.type.includes('null') ? out : { ...out, type: [...out.type, 'null'] };
  if (Array.isArray(out.enum)) return { anyOf: [out, { type: 'null' }] };
  return { anyOf: [out, { type: 'null' }] };
}

/** Component schemas referenced (also through each other) by `node`. */
function referencedSchemas(node: Json, all: Record<string, Json>): Record<string, Json> {
  const found: Record<string, Json> = {};
  const queue = [JSON.stringify(node)];
  while (queue.length > 0) {
    for (const match of queue.pop()!.matchAll(/#\/components\/schemas\/([^"]+)/g)) {
      const name = match[1]!;
      if (found[name] || !all[name]) continue;
      found[name] = all[name];
      queue.push(JSON.stringify(all[name]));
    }
  }
  return found;
}

export function publicApiDocument(app: FastifyInstance): Record<string, Json> {
  const full = app.swagger() as unknown as { paths?: Record<string, Record<string, Record<string, Json>>>; components?: { schemas?: Record<string, Json> } };
  const paths: Record<string, Json> = {};
  for (const [path, operations] of Object.entries(full.paths ?? {})) {
    if (!path.startsWith('/api/v1/') || PUBLIC_API_DOC_PATHS.includes(path)) continue;
    const ops: Record<string, Json> = {};
    for (const [method, op] of Object.entries(operations)) ops[method] = { ...op, tags: [PUBLIC_API_TAG], security: [{ apiKey: [] }] };
    paths[path] = ops;
  }
  const converted = nullableTo31(paths);
  const schemas = nullableTo31(referencedSchemas(converted, full.components?.schemas ?? {})) as Record<string, Json>;
  return {
    openapi: '3.1.0',
    info: { title: 'Virtuális Iroda nyilvános API', version: '1.0.0', description },
    servers: [{ url: app.env.APP_URL }],
    security: [{ apiKey: [] }],
    tags: [{ name: PUBLIC_API_TAG, description: 'Az iroda adatai API-kulccsal: névjegyek, ügyek, időbejegyzések, számlák, határidők, dokumentumok, üzenetváltások.' }],
    paths: converted,
    components: {
      ...(Object.keys(schemas).length > 0 ? { schemas } : {}),
      securitySchemes: { apiKey: { type: 'http', scheme: 'bearer', bearerFormat: 'vi_live_…', description: 'API-kulcs az /app/api-keys oldalról.' } },
    },
  };
}

/** The browsable page: the app's Swagger UI assets pointed at the v1 document (no inline script: CSP). */
export const publicApiDocsHtml = `<!doctype html>
<html lang="hu">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Virtuális Iroda nyilvános API (v1)</title>
<link rel="stylesheet" href="/api/docs/static/swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="/api/docs/static/swagger-ui-bundle.js"></script>
<script src="/api/docs/v1/init.js"></script>
</body>
</html>
`;

export const publicApiDocsInit = `window.ui = SwaggerUIBundle({ url: '/api/docs/v1/openapi.json', dom_id: '#swagger-ui', docExpansion: 'list', deepLinking: false });\n`;
