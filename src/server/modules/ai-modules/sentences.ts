// Where a sentence of Hungarian legal text ends (decision 0496): shared by the passages Themis
// quotes (retrieval.ts) and the chunks the embedding model sees (embeddings.ts), so a chunk that a
// vector search finds starts where a quoted passage may start, not after "a Pp. 148." or "2025.".

/** The question's words folded like the SQL side (lower case, accents removed). */
export function foldAccents(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '');
}

/**
 * Abbreviations that end in a full stop but never end a sentence before a capital ("dr. Nagy
 * Péter", "pl. A", "Bartók Béla u. 5."); folded, without the stop.
 */
const ABBREVIATIONS = new Set([
  'dr',
  'ifj',
  'id',
  'ozv',
  'pl',
  'vo',
  'ld',
  'un',
  'kb',
  'ill',
  'tel',
  'sz',
  'u',
  'krt',
  'hrsz',
  'em',
  'ajt',
  'jan',
  'febr',
  'marc',
  'apr',
  'jun',
  'jul',
  'aug',
  'szept',
  'okt',
  'nov',
  'dec',
]);

/** A numbered item's marker ("2. A vételár…"), not a year ("2025. május"). */
const ITEM_MARKER = /^\d{1,2}\.\s+(?=\p{Lu})/u;

/**
 * The offsets just after each sentence end of a text. Hungarian legal text is full of full stops
 * that end no sentence: the ordinal of a section or a date ("a Pp. 148. §-a", "2025. május
 * 12-én"), abbreviations ("dr.", "u."). A full stop ends a sentence only before a numbered item,
 * or before a capital after a word that is not a number; never after an abbreviation; "!" and "?"
 * always do. Whitespace of any kind (line breaks too) separates, so the offsets hold in the raw
 * text as well as in its flattened form.
 */
export function sentenceEnds(text: string): number[] {
  const ends: number[] = [];
  const after = /\s+/y;
  for (const m of text.matchAll(/[.!?](?=\s)/g)) {
    const end = m.index + 1;
    if (m[0] !== '.') {
      ends.push(end);
      continue;
    }
    const word = foldAccents(/[\p{L}\d]*$/u.exec(text.slice(Math.max(0, m.index - 40), m.index))![0]);
    if (ABBREVIATIONS.has(word)) continue;
    after.lastIndex = end;
    after.test(text);
    const next = text.slice(after.lastIndex, after.lastIndex + 16);
    if (ITEM_MARKER.test(next) || (/^[„"(]?\p{Lu}/u.test(next) && !/^\d+$/.test(word))) ends.push(end);
  }
  return ends;
}

/** The sentences of a text, whitespace flattened; a numbered item's marker is dropped, so a passage starts with its words. */
export function sentencesOf(text: string): string[] {
  const flat = text.replace(/\s+/g, ' ').trim();
  const cuts = [0, ...sentenceEnds(flat), flat.length];
  return cuts
    .slice(1)
    .map((end, i) => flat.slice(cuts[i], end).trim().replace(ITEM_MARKER, ''))
    .filter(Boolean);
}
