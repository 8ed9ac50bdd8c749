import { describe, expect, it } from 'vitest';
import { markdownPlainText } from './markdown-text';

describe('markdownPlainText', () => {
  it('drops heading, list and emphasis markers but keeps every word', () => {
    const md = '## Határidők\n\n- **Fellebbezés**: 15 nap\n2. A `Pp.` szerint *kézbesítéstől*\nSima sor 3 * 4 = 12';
    expect(markdownPlainText(md)).toBe('Határidők.\n\nFellebbezés: 15 nap\nA Pp. szerint kézbesítéstől\nSima sor 3 * 4 = 12');
  });

  it('ends a heading with a full stop unless it has its own punctuation', () => {
    expect(markdownPlainText('# Nyilvántartás\nAz átvilágítás')).toBe('Nyilvántartás.\nAz átvilágítás');
    expect(markdownPlainText('## Mit tegyünk?\nSor')).toBe('Mit tegyünk?\nSor');
  });
});
