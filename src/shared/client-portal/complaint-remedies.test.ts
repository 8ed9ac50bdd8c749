import { describe, expect, it } from 'vitest';
import { complaintRemediesText } from './complaint-remedies';

const board = 'Budapesti Békéltető Testület, 1016 Budapest, Krisztina krt. 99. III. em. 310., https://bekeltet.bkik.hu.';

describe('complaintRemediesText', () => {
  it("names the board at the firm's seat with its contacts, the authority and the firm's bar for a consumer", () => {
    const text = complaintRemediesText({ consumer: true, conciliationBoard: board, barAssociation: 'Budapesti Ügyvédi Kamara' });
    expect(text).toContain('lakóhelye szerint illetékes vagy irodánk székhelye szerinti békéltető testülethez fordulhat.');
    // The board's text ends in one full stop even when the firm typed its own.
    expect(text).toContain('Irodánk székhelye szerinti testület: Budapesti Békéltető Testület, 1016 Budapest, Krisztina krt. 99. III. em. 310., https://bekeltet.bkik.hu. Panaszt');
    expect(text).toContain('kormányhivatalnál');
    // The firm's letter to its client: formal, like the answer it closes.
    expect(text).not.toMatch(/értesz|fordulhatsz|lakóhelyed/);
    expect(text).toContain('a területi ügyvédi kamarához (Budapesti Ügyvédi Kamara) fordulhat.');
  });

  it('does not promise a company the consumer protection route, and names the board only on the SME condition', () => {
    const text = complaintRemediesText({ consumer: false, conciliationBoard: board, barAssociation: null });
    expect(text).not.toContain('fogyasztói jogvitában');
    expect(text).not.toContain('kormányhivatal');
    expect(text).toContain('mikro-, kis- vagy középvállalkozás, békéltető testülethez is fordulhat (Fgytv. 2. § a) pont).');
    expect(text).toContain('Krisztina krt. 99.');
    expect(text).toContain('a területi ügyvédi kamarához fordulhat.');
  });

  it('leaves the board sentence out when the firm has not named its board', () => {
    const text = complaintRemediesText({ consumer: true, conciliationBoard: null, barAssociation: null });
    expect(text).not.toContain('székhelye szerinti testület:');
    expect(text).toContain('békéltető testülethez fordulhat.');
  });
});
