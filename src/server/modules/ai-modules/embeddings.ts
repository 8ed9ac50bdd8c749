// Vector retrieval for Themis (issue 19, decisions 0251, 0266): the firm's vault documents and its
// knowledge-base articles are cut into chunks, embedded through the gateway with the firm's embedding model (masked, audited, metered)
// by a background sweep, and stored as real[] (no pgvector here). A question is embedded the same
// way; its cosine similarity to the visible chunks is computed in SQL and fused with the full-text
// rank. Without an embedding model nothing here runs and retrieval is full text alone.
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { ProviderId } from '@shared/ai-modules/ai-modules.schemas';
import type { Database } from '../../db/client';
import { resultRows } from '../../db/client';
import { aiPlatformKeys, aiProviderKeys, documentChunkEmbeddings } from '../../db/schema';
import { type TenantTx, withTenant } from '../../db/tenant-scope';
import { firmProviderKeys } from './ai-wiring';
import type { AiGateway, GatewayContext } from './gateway/gateway';
import { EMBEDDING_PROVIDERS } from './provider-keys';
import { markdownPlainText } from '@shared/knowledge-base/markdown-text';
import { sentenceEnds } from './sentences';

/** Target chunk size in characters (about 200 tokens: a paragraph or two). */
export const CHUNK_CHARS = 800;
/** At most this many chunks of one document are embedded (the first ~160 000 characters). */
export const MAX_CHUNKS_PER_SOURCE = 200;
/** Texts per embeddings call. */
export const EMBED_BATCH = 32;
/** Documents embedded per firm and sweep tick, so one large firm does not hold the others up. */
export const SOURCES_PER_TICK = 20;
/** Below this cosine similarity a chunk is not a passage (only full text can bring its document). */
export const MIN_SIMILARITY = 0.3;

export interface EmbeddingConfig {
  provider: ProviderId;
  model: string;
}

/** The firm's embedding model: its first key (OpenAI, Azure, local) with one, else a platform key's; null: none. */
export async function embeddingConfigOf(db: Database, secret: string, tenantId: string): Promise<EmbeddingConfig | null> {
  const keys = await firmProviderKeys(db, secret, tenantId);
  for (const provider of EMBEDDING_PROVIDERS) {
    const key = keys.find((k) => k.provider === provider && k.embeddingModel);
    if (key?.embeddingModel) return { provider, model: key.embeddingModel };
  }
  return null;
}

export interface Chunk {
  index: number;
  start: number;
  end: number;
  text: string;
}

/**
 * Cuts a text into chunks of about CHUNK_CHARS at paragraph or sentence ends (a longer sentence is
 * cut at a space). The sentence ends are the ones Themis quotes by (`sentenceEnds`), so a chunk
 * found by its vector starts at a sentence, not after "a Pp. 148." (decision 0496).
 * Deterministic: the same text gives the same chunks, so unchanged chunks hash the same when a new
 * version comes.
 */
export function chunkText(text: string, size = CHUNK_CHARS): Chunk[] {
  const chunks: Chunk[] = [];
  const ends = sentenceEnds(text);
  let next = 0; // the first sentence end not yet behind the chunk's start
  let start = 0;
  while (start < text.length && chunks.length < MAX_CHUNKS_PER_SOURCE) {
    while (start < text.length && /\s/.test(text[start]!)) start++;
    if (start >= text.length) break;
    let end = Math.min(text.length, start + size);
    if (end < text.length) {
      while (next < ends.length && ends[next]! <= start) next++;
      let last = next;
      while (last < ends.length && ends[last]! <= end) last++;
      const sentence = last > next ? ends[last - 1]! - start : -1;
      const window = text.slice(start, end);
      const cut = Math.max(window.lastIndexOf('\n\n'), sentence);
      const space = window.lastIndexOf(' ');
      if (cut > size / 2) end = start + cut;
      else if (space > size / 2) end = start + space;
    }
    const piece = text.slice(start, end).trim();
    if (piece) chunks.push({ index: chunks.length, start, end, text: piece });
    start = end;
  }
  return chunks;
}

/** What is embedded: the chunk with the title, so a chunk knows which document it is from. */
export function embeddedText(title: string, chunk: Chunk): string {
  return `${title}\n\n${chunk.text}`;
}

export function textHash(model: string, text: string): string {
  return createHash('sha256').update(`${model}\n${text}`).digest('hex');
}

/** Unit length: the cosine similarity of two stored vectors is then their dot product. */
export function normalise(v: readonly number[]): number[] {
  const norm = Math.hypot(...v) || 1;
  return v.map((x) => x / norm);
}

/** A real[] literal for a parameter ('{0.1,0.2}'): the same text both PostgreSQL and PGlite parse. */
export function realArray(v: readonly number[]): string {
  return `{${v.map((x) => (Number.isFinite(x) ? x : 0)).join(',')}}`;
}

/**
 * The vault selection (decision 0252) for a query over `documents d`: neither the document nor its
 * matter is excluded from Themis. Retrieval (full text and vectors) and the embedding sweep use it.
 */
export const inVault = sql.raw(`not d.themis_excluded and not exists (select 1 from matters m where m.id = d.matter_id and m.themis_excluded)`);

/** What the sweep embeds: a vault document's current version or a knowledge-base article (decision 0266). */
type SourceKind = 'document' | 'kb_article';
type SourceToIndex = { kind: SourceKind; id: string; title: string; versionId: string; text: string };

/** Vault documents (current version with text) whose chunks are not all embedded with the model yet. */
async function documentsToIndex(db: Database, tenantId: string, model: string, limit: number): Promise<SourceToIndex[]> {
  const rows = resultRows<Omit<SourceToIndex, 'kind'>>(
    await db.execute(sql`
      select d.id, d.title, v.id as "versionId", v.extracted_text as text
      from documents d join document_versions v on v.id = d.current_version_id
      where d.tenant_id = ${tenantId} and d.deleted_at is null and v.extracted_text is not null and length(trim(v.extracted_text)) > 0
        and ${inVault}
        and not exists (
          select 1 from document_chunk_embeddings e
          where e.tenant_id = d.tenant_id and e.source_type = 'document' and e.source_id = d.id
            and e.version_id = v.id and e.model = ${model} and e.chunk_index = 0)
      order by d.updated_at desc
      limit ${limit}`),
  );
  return rows.map((r) => ({ kind: 'document', ...r }));
}

/**
 * Knowledge-base articles not embedded at their current version with the model (new or edited).
 * The version number stands in for a document version; the text is the Markdown's plain text with
 * the tags, as the full-text search reads it.
 */
async function articlesToIndex(db: Database, tenantId: string, model: string, limit: number): Promise<SourceToIndex[]> {
  if (limit <= 0) return [];
  const rows = resultRows<{ id: string; title: string; versionId: string; body: string; tags: string[] }>(
    await db.execute(sql`
      select a.id, a.title, a.version::text as "versionId", a.body, a.tags
      from kb_articles a
      where a.tenant_id = ${tenantId} and length(trim(a.body)) > 0
        and not exists (
          select 1 from document_chunk_embeddings e
          where e.tenant_id = a.tenant_id and e.source_type = 'kb_article' and e.source_id = a.id
            and e.version_id = a.version::text and e.model = ${model} and e.chunk_index = 0)
      order by a.updated_at desc
      limit ${limit}`),
  );
  return rows.map((r) => ({ kind: 'kb_article', id: r.id, title: r.title, versionId: r.versionId, text: articleText(r.body, r.tags) }));
}

/** An article's embedded (and cited) text: its plain text, then its tags. */
export function articleText(body: string, tags: readonly string[]): string {
  const text = markdownPlainText(body);
  return tags.length ? `${text}\n\n${tags.join(', ')}` : text;
}

export interface IndexResult {
  /** Documents and articles whose chunks were (re)written. */
  sources: number;
  /** Chunks sent to the provider. */
  embedded: number;
  /** Chunks whose text and model were unchanged: their stored vector was kept. */
  reused: number;
}

/**
 * Embeds one firm's documents, then its knowledge-base articles, that are not indexed with its
 * model yet (at most `limit` together; an article since edited counts as not indexed). Chunks
 * already embedded with the same text and model (by hash, wherever they were in the document) keep
 * their vector; only the others go to the provider. A document's rows are replaced in one
 * transaction after its vectors arrived, so a failure leaves the earlier state whole.
 */
export async function indexFirm(db: Database, gateway: AiGateway, tenantId: string, config: EmbeddingConfig, limit = SOURCES_PER_TICK): Promise<IndexResult> {
  const out: IndexResult = { sources: 0, embedded: 0, reused: 0 };
  await dropGone(db, tenantId);
  const documentSources = await documentsToIndex(db, tenantId, config.model, limit);
  const sources = [...documentSources, ...(await articlesToIndex(db, tenantId, config.model, limit - documentSources.length))];
  for (const source of sources) {
    const ofSource = and(eq(documentChunkEmbeddings.tenantId, tenantId), eq(documentChunkEmbeddings.sourceType, source.kind), eq(documentChunkEmbeddings.sourceId, source.id));
    const chunks = chunkText(source.text);
    const texts = chunks.map((c) => embeddedText(source.title, c));
    const hashes = texts.map((t) => textHash(config.model, t));
    const stored = await db
      .select({ textHash: documentChunkEmbeddings.textHash, embedding: documentChunkEmbeddings.embedding, embeddedAt: documentChunkEmbeddings.embeddedAt })
      .from(documentChunkEmbeddings)
      .where(and(ofSource, eq(documentChunkEmbeddings.model, config.model)));
    const known = new Map(stored.map((r) => [r.textHash, r]));
    const missing = [...new Set(hashes.filter((h) => !known.has(h)))];
    const fresh = new Map<string, number[]>();
    for (let i = 0; i < missing.length; i += EMBED_BATCH) {
      const batch = missing.slice(i, i + EMBED_BATCH);
      const response = await gateway.embed({ userId: null, provider: config.provider, model: config.model, texts: batch.map((h) => texts[hashes.indexOf(h)]!), purpose: 'index' }, { tenantId });
      batch.forEach((h, j) => fresh.set(h, normalise(response.vectors[j]!)));
    }
    const now = new Date();
    const rows = chunks.map((c, i) => {
      const hash = hashes[i]!;
      const kept = known.get(hash);
      const vector = kept?.embedding ?? fresh.get(hash)!;
      return {
        tenantId,
        sourceType: source.kind,
        sourceId: source.id,
        versionId: source.versionId,
        articleId: source.kind === 'kb_article' ? source.id : null,
        chunkIndex: c.index,
        charStart: c.start,
        charEnd: c.end,
        textHash: hash,
        provider: config.provider,
        model: config.model,
        dimensions: vector.length,
        embedding: vector,
        embeddedAt: kept?.embeddedAt ?? now,
      };
    });
    await db.transaction(async (tx) => {
      await tx.delete(documentChunkEmbeddings).where(ofSource);
      if (rows.length) await tx.insert(documentChunkEmbeddings).values(rows);
    });
    out.sources += 1;
    out.embedded += missing.length;
    out.reused += chunks.length - hashes.filter((h) => fresh.has(h)).length;
  }
  return out;
}

/**
 * Chunks of deleted documents (in the bin or purged) and of documents left out of the vault
 * (decision 0252) go; a restored or re-included document is embedded again.
 */
async function dropGone(db: Database, tenantId: string): Promise<void> {
  await db.execute(sql`
    delete from document_chunk_embeddings e
    where e.tenant_id = ${tenantId} and e.source_type = 'document'
      and not exists (select 1 from documents d where d.id = e.source_id and d.deleted_at is null and ${inVault})`);
}

/** Firms that may have an embedding model: an own key with one, or any firm when a platform key has one. */
async function candidateFirms(db: Database): Promise<string[]> {
  const own = await db
    .selectDistinct({ tenantId: aiProviderKeys.tenantId })
    .from(aiProviderKeys)
    .where(and(eq(aiProviderKeys.enabled, true), sql`${aiProviderKeys.embeddingModel} is not null`));
  const platform = await db.$count(aiPlatformKeys, and(eq(aiPlatformKeys.enabled, true), sql`${aiPlatformKeys.embeddingModel} is not null`));
  if (platform === 0) return own.map((r) => r.tenantId);
  const all = resultRows<{ tenantId: string }>(await db.execute(sql`select distinct tenant_id as "tenantId" from documents where deleted_at is null union select distinct tenant_id from kb_articles`));
  return [...new Set([...own, ...all].map((r) => r.tenantId))];
}

/**
 * One sweep over every firm with an embedding model (the timer's tick and the tests). Runs on the
 * owner connection like the OCR sweep (decision 0238): it reads every document of the firm, the
 * visibility of a confidential matter is applied when a user retrieves. A firm whose provider
 * fails is left for the next tick; the others go on.
 */
export async function sweepEmbeddings(db: Database, gateway: AiGateway, secret: string, onError?: (error: unknown, tenantId: string) => void): Promise<IndexResult> {
  const total: IndexResult = { sources: 0, embedded: 0, reused: 0 };
  for (const tenantId of await candidateFirms(db)) {
    const config = await embeddingConfigOf(db, secret, tenantId);
    if (!config) continue;
    try {
      const r = await indexFirm(db, gateway, tenantId, config);
      total.sources += r.sources;
      total.embedded += r.embedded;
      total.reused += r.reused;
    } catch (error) {
      onError?.(error, tenantId);
    }
  }
  return total;
}

export interface VectorHit {
  documentId: string;
  title: string;
  text: string;
  similarity: number;
}

/**
 * The visible chunks most similar to a question's (unit) vector: the dot product over real[] in
 * SQL, the best chunk per document. Runs in the user's tenant transaction: the join to
 * `documents` is under RLS, so a confidential matter's chunks never come back outside its team.
 */
export async function similarChunks(tx: TenantTx, input: { vector: readonly number[]; model: string; matterId?: string | null; limit?: number }): Promise<VectorHit[]> {
  const q = realArray(input.vector);
  const rows = resultRows<{ id: string; title: string; text: string; charStart: number; charEnd: number; similarity: number }>(
    await tx.execute(sql`
      select * from (
        select distinct on (d.id) d.id, d.title, substr(v.extracted_text, e.char_start + 1, e.char_end - e.char_start) as text,
          e.char_start as "charStart", e.char_end as "charEnd",
          (select sum(a * b) from unnest(e.embedding, ${q}::real[]) as u(a, b))::float8 as similarity
        from document_chunk_embeddings e
        join documents d on d.id = e.source_id and d.current_version_id = e.version_id
        join document_versions v on v.id = d.current_version_id
        where e.source_type = 'document' and e.model = ${input.model} and e.dimensions = ${input.vector.length}
          and d.deleted_at is null and ${inVault}
          ${input.matterId ? sql`and d.matter_id = ${input.matterId}` : sql``}
        order by d.id, similarity desc
      ) best
      where similarity >= ${MIN_SIMILARITY}
      order by similarity desc
      limit ${input.limit ?? 8}`),
  );
  return rows.map((r) => ({ documentId: r.id, title: r.title, text: r.text, similarity: Number(r.similarity) }));
}

export interface ArticleVectorHit {
  articleId: string;
  title: string;
  text: string;
  similarity: number;
}

/**
 * The firm's knowledge-base chunks most similar to the question (decision 0266), the best chunk
 * per article, at the article's current version. In the user's tenant transaction: RLS on
 * kb_articles and on the chunks keeps another firm's out.
 */
export async function similarArticleChunks(tx: TenantTx, input: { vector: readonly number[]; model: string; limit?: number; internalOnly?: boolean }): Promise<ArticleVectorHit[]> {
  const q = realArray(input.vector);
  const rows = resultRows<{ id: string; title: string; body: string; tags: string[]; charStart: number; charEnd: number; similarity: number }>(
    await tx.execute(sql`
      select * from (
        select distinct on (a.id) a.id, a.title, a.body, a.tags, e.char_start as "charStart", e.char_end as "charEnd",
          (select sum(x * y) from unnest(e.embedding, ${q}::real[]) as u(x, y))::float8 as similarity
        from document_chunk_embeddings e
        join kb_articles a on a.id = e.article_id and e.version_id = a.version::text
        where e.source_type = 'kb_article' and e.model = ${input.model} and e.dimensions = ${input.vector.length}
          ${input.internalOnly ? sql`and a.visibility = 'internal'` : sql``}
        order by a.id, similarity desc
      ) best
      where similarity >= ${MIN_SIMILARITY}
      order by similarity desc
      limit ${input.limit ?? 8}`),
  );
  return rows.map((r) => ({ articleId: r.id, title: r.title, text: articleText(r.body, r.tags).slice(r.charStart, r.charEnd), similarity: Number(r.similarity) }));
}

/** Whether the firm has any embedded chunk of the model (else a question is not embedded at all). */
export async function hasEmbeddings(tx: TenantTx, model: string): Promise<boolean> {
  return (await tx.$count(documentChunkEmbeddings, eq(documentChunkEmbeddings.model, model))) > 0;
}

/**
 * The question as a unit vector of the firm's embedding model, or null: no model, nothing
 * embedded yet, or the provider failed (then the answer rests on full text alone, as without a
 * model; the failure is in the AI audit log).
 */
export async function questionVector(
  db: Database,
  gateway: AiGateway,
  secret: string,
  actor: { tenantId: string; userId: string },
  question: string,
  context: GatewayContext,
  onError?: (error: unknown) => void,
): Promise<{ values: number[]; model: string } | null> {
  const config = await embeddingConfigOf(db, secret, actor.tenantId);
  if (!config) return null;
  if (!(await withTenant(db, actor.tenantId, (tx) => hasEmbeddings(tx, config.model)))) return null;
  try {
    const response = await gateway.embed({ userId: actor.userId, provider: config.provider, model: config.model, texts: [question], purpose: 'query' }, context);
    return { values: normalise(response.vectors[0]!), model: config.model };
  } catch (error) {
    onError?.(error);
    return null;
  }
}
