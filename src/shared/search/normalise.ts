// The search normaliser (issue 15 point 7, issue 14 point 9, decision 0136): lower case with the
// accents folded, the same letters and the same SQL as the contacts' search key (decision 0120),
// so "kovacs" finds "Kovács" and "szerzodes" finds "szerződés" on PGlite and PostgreSQL alike
// without the unaccent extension. The database folds with vi_search_fold() (translate + lower);
// here the same fold is used for the query words and to place the highlight in a snippet.
import { ACCENT_FROM, ACCENT_PLAIN } from '../contacts/search-key';

/** One character folded; always one UTF-16 unit for one, so positions carry over to the original. */
export function foldChar(ch: string): string {
  const i = ACCENT_FROM.indexOf(ch);
  if (i >= 0) return ACCENT_PLAIN[i]!.toLowerCase();
  const lower = ch.toLowerCase();
  return lower.length === ch.length ? lower : ch;
}

/** The text folded character by character: same length as the input (index i ↔ index i). */
export function foldText(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) out += foldChar(text[i]!);
  return out;
}

/** Longest query accepted; words beyond MAX_QUERY_WORDS are ignored. */
export const MAX_QUERY_LENGTH = 200;
export const MAX_QUERY_WORDS = 8;

/**
 * The words of a search query, folded: letters and digits only (so nothing of the input reaches
 * the tsquery syntax), in order, without repeats. "Kovács-Szabó, szerződés!" → kovacs, szabo, szerzodes.
 */
export function queryWords(query: string): string[] {
  const words = foldText(query.slice(0, MAX_QUERY_LENGTH)).match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words)].slice(0, MAX_QUERY_WORDS);
}

/**
 * A tsquery text of the words: every word must occur, each also as the beginning of a longer
 * word (type-ahead: "kov" finds "Kovács"). Words are letters/digits only, so this is safe syntax.
 */
export function prefixTsQuery(words: readonly string[]): string {
  return words.map((w) => `${w}:*`).join(' & ');
}

/** Shortest stem searched inside compound words: the trigram index needs three letters. */
export const MIN_COMPOUND_STEM = 3;

/**
 * LIKE patterns for the compound-word match (decision 0315): per word its stem as the database
 * makes it ("szerzodesben" → szerzodes, "berlet" → berl), or the word when the stem is not its
 * beginning, between wildcards. Stop words (no stem) are left out; when any remaining stem is
 * shorter than MIN_COMPOUND_STEM there are none (the search then matches whole words only).
 * Words are letters/digits only, so nothing in them is a LIKE wildcard.
 */
export function compoundPatterns(words: readonly string[], stems: readonly (readonly string[])[]): string[] {
  const parts: string[] = [];
  for (const [i, word] of words.entries()) {
    const stem = stems[i]?.[0];
    if (!stem) continue;
    parts.push(word.startsWith(stem) ? stem : word);
  }
  if (!parts.length || parts.some((p) => p.length < MIN_COMPOUND_STEM)) return [];
  return parts.map((p) => `%${p}%`);
}

export interface SnippetPart {
  text: string;
  hit: boolean;
}

/**
 * A short piece of `text` around the first hit, split into parts so the client can mark the hits
 * without HTML: a word is a hit when its folded form begins with one of `stems` (the stemmed
 * query words, so "szerzodes" marks "szerződésben"), or, when no word does, holds one
 * ("munkaszerződés"). No hit: the beginning of the text.
 */
export function snippet(text: string, stems: readonly string[], radius = 90): SnippetPart[] {
  const source = text.replace(/\s+/g, ' ').trim();
  if (!source) return [];
  const folded = foldText(source);
  const words = [...folded.matchAll(/[\p{L}\p{N}]+/gu)];
  const marked = (test: (word: string, stem: string) => boolean): [number, number][] => words.filter((m) => stems.some((s) => s && test(m[0], s))).map((m) => [m.index, m.index + m[0].length]);
  // Words beginning with a stem; when there are none, the compound words holding one
  // ("munkaszerződés" for "szerzodes").
  let hits = marked((word, stem) => word.startsWith(stem));
  if (!hits.length) hits = marked((word, stem) => stem.length >= MIN_COMPOUND_STEM && word.includes(stem));
  const first = hits[0]?.[0] ?? 0;
  let start = Math.max(0, first - radius);
  let end = Math.min(source.length, first + radius * 2);
  // Whole words at the edges.
  if (start > 0) start = source.indexOf(' ', start) + 1 || start;
  if (end < source.length) end = source.lastIndexOf(' ', end) > first ? source.lastIndexOf(' ', end) : end;
  const parts: SnippetPart[] = [];
  let at = start;
  const push = (from: number, to: number, hit: boolean) => {
    if (to > from) parts.push({ text: source.slice(from, to), hit });
  };
  if (start > 0) parts.push({ text: '… ', hit: false });
  for (const [a, b] of hits) {
    if (b <= start || a >= end) continue;
    push(at, Math.max(at, a), false);
    push(Math.max(at, a), Math.min(b, end), true);
    at = Math.min(b, end);
  }
  push(at, end, false);
  if (end < source.length) parts.push({ text: ' …', hit: false });
  return parts;
}
