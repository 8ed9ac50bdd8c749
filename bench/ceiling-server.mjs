// The ceiling of the tenant-scoped list (issue 20): a hand-written minimal Fastify route doing
// the same work as GET /api/contacts?limit=50 and nothing else – the session cookie's HMAC
// checked, the session resolved once and then kept in process, and one database message per
// request: begin, enter_request (role vi_app + tenant, RLS in force), the 50 rows with the window
// count, commit – and the same JSON answer. Every endpoint of the bench is reported as a share of this in the same run.
// POST /api/documents is the upload's ceiling (issue 40.3, decision 0411): the same cookie check,
// the multipart body parsed (@fastify/multipart, as the app), the file streamed through SHA-256
// into a temporary file and renamed to its content address, and one insert of the document row in
// one database message (begin, enter_request, insert, commit) – the least an upload that answers
// with a stored, hashed file and its row can do.
// PostgreSQL with DATABASE_URL, else PGlite in DATA_DIR/pglite (run while the app is stopped).
//   PORT, BETTER_AUTH_SECRET (the app's), DATABASE_URL | DATA_DIR
import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import Fastify from 'fastify';
import multipart from '@fastify/multipart';
import pg from 'pg';
// The app's own cookie check (run with `node --import tsx`), so both do the same work.
import { verifiedSessionToken } from '../src/server/plugins/rate-limit-key.ts';
import { defaultPoolMax } from '../src/server/db/pool-size.ts';

const secret = process.env.BETTER_AUTH_SECRET;
if (!secret) throw new Error('BETTER_AUTH_SECRET is required');
const COOKIE = 'vi.session_token=';

/** Runs one simple-protocol message (statements ending in `…; commit` or `…; select 1`): the rows of the one before last. */
let runMessage;
let close;
if (process.env.DATABASE_URL) {
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.DATABASE_POOL_MAX || defaultPoolMax()) });
  runMessage = async (text) => {
    const results = await pool.query(text);
    return results.at(-2)?.rows ?? [];
  };
  close = () => pool.end();
} else {
  const { PGlite } = await import('@electric-sql/pglite');
  // The app's PGlite settings (decision 0274: shared_buffers, the WebAssembly's compiler) and its
  // one call into the backend per turn of the event loop (decision 0276: chained inside one turn,
  // the calls keep Node from accepting connections, and the figures would describe the connections
  // that got in rather than the run's 100), so both run the same database the same way.
  const { pgliteOptions } = await import('../src/server/db/client.ts');
  const { oneCallPerTurn } = await import('../src/server/db/pglite-turns.ts');
  const db = oneCallPerTurn(await PGlite.create({ ...pgliteOptions(), dataDir: join(process.env.DATA_DIR ?? 'data', 'pglite') }));
  runMessage = async (text) => {
    const results = await db.exec(text);
    return results.at(-2)?.rows ?? [];
  };
  close = () => db.close();
}

const literal = (value) => pg.Client.prototype.escapeLiteral(value);

function sessionToken(cookieHeader) {
  const at = cookieHeader?.indexOf(COOKIE) ?? -1;
  if (at < 0) return null;
  const end = cookieHeader.indexOf(';', at);
  return verifiedSessionToken(cookieHeader.slice(at + COOKIE.length, end < 0 ? undefined : end), secret);
}

/** token → tenant id, resolved once (the ceiling's "cached session"). */
const tenants = new Map();
async function tenantOf(token) {
  let tenant = tenants.get(token);
  if (tenant === undefined) {
    const rows = await runMessage(
      `select m.tenant_id from sessions s join members m on m.user_id = s.user_id where s.token = ${literal(token)} and s.expires_at > now() order by (m.tenant_id = s.active_tenant_id) desc limit 1; select 1`,
    );
    tenant = rows[0]?.tenant_id ?? null;
    tenants.set(token, tenant);
  }
  return tenant;
}

// The same columns and the same answer as the app's list (every field of a contact, 26 KB for 50
// rows), so both serialise and send the same bytes: the ceiling of the same work, not of less.
const COLUMNS =
  'id, kind, name, email, phone, company, family_name, given_name, birth_name, birth_place, birth_date::text as birth_date, mothers_name, ' +
  'id_document_type, id_document_number, tax_number, eu_vat_number, company_reg_number, address, bank_account, iban, tags, notes, created_at, updated_at';
const iso = (value) => (value instanceof Date ? value : new Date(value)).toISOString();
const item = (r) => ({
  id: r.id,
  kind: r.kind,
  name: r.name,
  email: r.email,
  phone: r.phone,
  company: r.company,
  familyName: r.family_name,
  givenName: r.given_name,
  birthName: r.birth_name,
  birthPlace: r.birth_place,
  birthDate: r.birth_date,
  mothersName: r.mothers_name,
  idDocument: r.id_document_type && r.id_document_number ? { type: r.id_document_type, number: r.id_document_number } : null,
  taxNumber: r.tax_number,
  euVatNumber: r.eu_vat_number,
  companyRegNumber: r.company_reg_number,
  address: r.address ?? null,
  bankAccount: r.bank_account,
  iban: r.iban,
  tags: r.tags,
  notes: r.notes,
  createdAt: iso(r.created_at),
  updatedAt: iso(r.updated_at),
});

const app = Fastify({ logger: false });
app.get('/api/contacts', async (request, reply) => {
  const token = sessionToken(request.headers.cookie);
  const tenantId = token ? await tenantOf(token) : null;
  if (!tenantId) return reply.status(401).send({ code: 'UNAUTHENTICATED' });
  const limit = Math.min(Math.max(Number(request.query.limit ?? 50) || 50, 1), 100);
  const t = literal(tenantId);
  const rows = await runMessage(
    `start transaction; select vi_private.enter_request(${t}, null); ` +
      `select ${COLUMNS}, count(*) over () as total from contacts where tenant_id = ${t} and deleted_at is null order by created_at desc, id limit ${limit}; commit`,
  );
  return { items: rows.map(item), total: Number(rows[0]?.total ?? 0) };
});

const uploads = join(process.env.DATA_DIR ?? 'data', 'ceiling-uploads');
await app.register(multipart);
app.post('/api/documents', async (request, reply) => {
  const token = sessionToken(request.headers.cookie);
  const tenantId = token ? await tenantOf(token) : null;
  if (!tenantId) return reply.status(401).send({ code: 'UNAUTHENTICATED' });
  let folder = '';
  let stored = null;
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      if (part.fieldname === 'folder') folder = String(part.value);
      continue;
    }
    const hash = createHash('sha256');
    let size = 0;
    const dir = join(uploads, tenantId);
    await mkdir(join(dir, '.incoming'), { recursive: true });
    const temp = join(dir, '.incoming', randomUUID());
    const counter = new Transform({
      transform(chunk, _encoding, done) {
        hash.update(chunk);
        size += chunk.length;
        done(null, chunk);
      },
    });
    await pipeline(part.file, counter, createWriteStream(temp, { flags: 'wx' }));
    const sha256 = hash.digest('hex');
    await rename(temp, join(dir, sha256));
    stored = { fileName: part.filename, sha256, size };
  }
  if (!stored) return reply.status(400).send({ code: 'DOCUMENT_NO_FILE' });
  const t = literal(tenantId);
  const id = randomUUID();
  await runMessage(
    `start transaction; select vi_private.enter_request(${t}, null); ` +
      `insert into documents (id, tenant_id, title, file_name, folder, kind, mime, size_bytes) values (${literal(id)}, ${t}, ${literal(stored.fileName.replace(/\.pdf$/i, ''))}, ${literal(stored.fileName)}, ${literal(folder)}, 'pdf', 'application/pdf', ${stored.size}); commit`,
  );
  reply.code(201);
  return { items: [{ id, fileName: stored.fileName, versionNumber: 1, extraction: 'queued' }] };
});
app.get('/api/health', async () => ({ ok: true }));

await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
console.log(`ceiling server listening on ${app.server.address().port}`);
process.once('SIGTERM', async () => {
  await app.close();
  await close();
  process.exit(0);
});
