// Retrieval over the firm's documents for Themis (issue 19, decision 0192): PostgreSQL full-text
// search over the current versions' extracted text. PGlite has no `unaccent`, so both sides are
// folded the same way: SQL `translate(lower(text))` over the Hungarian (and common) accented
// letters, and `foldAccents` here for the question. Runs inside the request's tenant transaction
// with its user, so RLS (vi_document_visible → vi_matter_visible) keeps a confidential matter's
// documents out for anyone outside its team – the query itself has no visibility logic to forget.
// With an embedding model, cosine similarity over the embedded chunks joins in (decision 0251).
// Documents left out of the vault, or whose matter is, are never retrieved (decision 0252).
import { sql } from 'drizzle-orm';
import type { Citation } from '@shared/ai-modules/themis.schemas';
import { resultRows } from '../../db/client';
import type { TenantTx } from '../../db/tenant-scope';
import { inVault, similarChunks } from './embeddings';
import { foldAccents, sentencesOf } from './sentences';

export { foldAccents, sentencesOf };

const ACCENTED = 'áàâäãåéèêëíìîïóòôöõőúùûüűýçčďěňřšťžľĺŕ';
const PLAIN = 'aaaaaaeeeeiiiiooooooouuuuuycscdenrstzllr';

/** Words too common in Hungarian questions to rank a passage by. */
const STOPWORDS = new Set(
  'a az egy es is nem hogy mi mit mik mely melyik melyek milyen milyenek mekkora meddig mikor hol hogyan miert mennyi ki kik kit kinek van vannak volt lesz ez azt ezt ebben abban arra erre rol ről bol ből nak nek val vel ban ben ra re meg mar csak de vagy ha akkor mint kell lehet szerint alapjan kerem kérem kerlek mondd irj ird'
    .split(' ')
    .map(foldAccents),
);

/**
 * Query terms: folded words of 3+ letters without stopwords, cut to a stem-like prefix so
 * Hungarian suffixes still match ("szerződésben" → "szerzodes:*" finds "szerződés").
 */
export function queryTerms(question: string): string[] {
  const words = foldAccents(question).match(/[a-z0-9]+/g) ?? [];
  const terms = new Set<string>();
  for (const word of words) {
    if (word.length < 3 || STOPWORDS.has(word)) continue;
    terms.add(word.length > 6 ? word.slice(0, Math.max(6, Math.ceil(word.length * 0.7))) : word);
  }
  return [...terms].slice(0, 12);
}

/** The best sentences of a text for the terms, around 320 characters. */
export function bestPassage(text: string, terms: readonly string[], title = '', maxChars = 320): string {
  const sentences = sentencesOf(text);
  const foldedSentences = sentences.map(foldAccents);
  // A term found in few sentences says more; one of the title's words (shown anyway) says less.
  const foldedTitle = foldAccents(title);
  const weight = new Map(terms.map((t) => [t, (foldedTitle.includes(t) ? 0.25 : 1) / Math.max(1, foldedSentences.filter((f) => f.includes(t)).length)]));
  const scored = sentences.map((s, i) => ({ i, s, score: terms.reduce((n, t) => n + (foldedSentences[i]!.includes(t) ? weight.get(t)! : 0), 0) }));
  const best = [...scored].sort((a, b) => b.score - a.score || a.i - b.i)[0];
  if (!best) return '';
  let out = best.s;
  for (let j = best.i + 1; j < sentences.length && out.length + sentences[j]!.length < maxChars; j++) out += ` ${sentences[j]}`;
  return out.length > maxChars ? `${out.slice(0, maxChars - 1).trimEnd()}…` : out;
}

export const folded = (expr: string) => `translate(lower(${expr}), '${ACCENTED}', '${PLAIN}')`;

/** The most relevant visible documents by full text (current version), with their passages. */
async function fullTextPassages(tx: TenantTx, terms: readonly string[], matterId: string | null | undefined, limit: number): Promise<Citation[]> {
  if (terms.length === 0) return [];
  const tsquery = terms.map((t) => `${t}:*`).join(' | ');
  const document = sql.raw(`to_tsvector('simple', ${folded("d.title || ' ' || coalesce(v.extracted_text, '')")})`);
  const rows = resultRows<{ id: string; title: string; text: string; rank: number }>(
    await tx.execute(sql`
      select d.id, d.title, v.extracted_text as text, ts_rank(${document}, to_tsquery('simple', ${tsquery}))::float8 as rank
      from documents d join document_versions v on v.id = d.current_version_id
      where d.deleted_at is null and v.extracted_text is not null and ${inVault}
        and ${document} @@ to_tsquery('simple', ${tsquery})
        ${matterId ? sql`and d.matter_id = ${matterId}` : sql``}
      order by rank desc, d.updated_at desc
      limit ${limit}`),
  );
  return rows.map((r) => ({ documentId: r.id, title: r.title, snippet: bestPassage(r.text, terms, r.title), rank: Math.round(Number(r.rank) * 10_000) / 10_000 }));
}

/** Reciprocal rank fusion constant (the usual 60): a list's top hit adds 1/61, its tenth 1/70. */
const RRF_K = 60;

/**
 * The most relevant visible documents for a question, with their passages. Full text alone, or –
 * with the question's vector (decision 0251) – full text and cosine similarity fused by reciprocal
 * rank: a document either list finds is a candidate, one both find comes first. A document found
 * only by its vector is cited with its most similar chunk.
 */
export async function retrievePassages(tx: TenantTx, input: { question: string; matterId?: string | null; limit?: number; vector?: { values: readonly number[]; model: string } | null }): Promise<Citation[]> {
  const terms = queryTerms(input.question);
  const limit = input.limit ?? 4;
  if (!input.vector) return fullTextPassages(tx, terms, input.matterId, limit);
  const [text, similar] = [
    await fullTextPassages(tx, terms, input.matterId, limit * 2),
    await similarChunks(tx, { vector: input.vector.values, model: input.vector.model, matterId: input.matterId ?? null, limit: limit * 2 }),
  ];
  return fuseByReciprocalRank(
    text,
    similar.map((hit) => ({ key: hit.documentId, citation: { documentId: hit.documentId, title: hit.title, snippet: bestPassage(hit.text, terms, hit.title), rank: 0 } })),
    (c) => c.documentId!,
    limit,
  );
}

/**
 * Reciprocal rank fusion of a full-text list and a vector list (decisions 0251, 0266): a source
 * either list finds is a candidate, one both find comes first; a source found only by its vector
 * is cited with its most similar chunk. The rank becomes the fused score.
 */
export function fuseByReciprocalRank(text: readonly Citation[], similar: readonly { key: string; citation: Citation }[], keyOf: (c: Citation) => string, limit: number): Citation[] {
  const fused = new Map<string, { citation: Citation; score: number }>();
  text.forEach((c, i) => fused.set(keyOf(c), { citation: c, score: 1 / (RRF_K + i + 1) }));
  similar.forEach((hit, i) => {
    const score = 1 / (RRF_K + i + 1);
    const seen = fused.get(hit.key);
    if (seen) seen.score += score;
    else fused.set(hit.key, { citation: hit.citation, score });
  });
  return [...fused.values()]
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map(({ citation, score }) => ({ ...citation, rank: Math.round(score * 10_000) / 10_000 }));
}
