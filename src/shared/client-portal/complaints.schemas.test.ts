// A partly upheld complaint is partly rejected: its answer needs reasons and remedies too (Fgytv. 17/A. § (7)–(8)),
// and the message says so instead of naming only a rejection.
import { describe, expect, it } from 'vitest';
import { complaintAnswerBodySchema } from './complaints.schemas';

describe('the answer to a complaint', () => {
  it('asks a partly upheld answer for reasons and remedies, naming the partial acceptance', () => {
    const result = complaintAnswerBodySchema.safeParse({ outcome: 'partly_upheld', answer: 'A díj egy részét visszatérítjük.' });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
    expect(messages.reasons).toBe('Elutasításnál és részleges elfogadásnál az indoklás kötelező (legalább 10 karakter).');
    expect(messages.remedies).toContain('részleges elfogadásnál');
  });

  it('needs neither when the complaint is upheld', () => {
    expect(complaintAnswerBodySchema.safeParse({ outcome: 'upheld', answer: 'Igazat adunk, a díjat visszatérítjük.' }).success).toBe(true);
  });
});
