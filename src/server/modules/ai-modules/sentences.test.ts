// The chunks the embedding model sees end where Themis's quoted sentences end (decision 0496).
import { describe, expect, it } from 'vitest';
import { CHUNK_CHARS, chunkText } from './embeddings';
import { sentenceEnds, sentencesOf } from './sentences';

const filler = Array.from({ length: 12 }, (_, i) => `A felek ${i + 2}. kikötése a teljesítés helyéről szól.`).join(' ');
const section =
  'A Pp. 148. §-a szerint a napokban megállapított határidőbe a kezdő nap nem számít bele, ' + 'és a határidő az utolsó napjának végéig tart, ha az munkanap, '.repeat(4) + 'különben a következő munkanapon jár le.';

describe('sentence ends shared by passages and chunks', () => {
  it('finds the same ends in the raw text as in its flattened form', () => {
    const raw = 'Alperes: Bence Bau Kft.\n\nTisztelt Törvényszék!\n2.\tA vételár 67 000 000 Ft. A határidő 2025.\nmájus 12-én kezdődött.';
    const flat = raw.replace(/\s+/g, ' ');
    expect(sentenceEnds(raw).map((end) => raw.slice(0, end).replace(/\s+/g, ' '))).toEqual(sentenceEnds(flat).map((end) => flat.slice(0, end)));
    expect(sentencesOf(raw)).toEqual(['Alperes: Bence Bau Kft.', 'Tisztelt Törvényszék!', 'A vételár 67 000 000 Ft.', 'A határidő 2025. május 12-én kezdődött.']);
  });

  it('cuts a chunk before a sentence, not after the number of the section it quotes', () => {
    const text = `${filler} ${section} ${filler}`;
    expect(filler.length).toBeLessThan(CHUNK_CHARS);
    expect(filler.length + ' A Pp. 148. '.length).toBeGreaterThan(CHUNK_CHARS / 2);
    const chunks = chunkText(text);
    expect(chunks[0]!.text).toBe(filler);
    expect(chunks[1]!.text.startsWith('A Pp. 148. §-a szerint')).toBe(true);
    expect(chunks.every((c) => c.text.length <= CHUNK_CHARS)).toBe(true);
    expect(chunks.map((c) => c.text).join(' ')).toBe(text);
  });
});
