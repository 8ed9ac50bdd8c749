// What the firm's answer pre-fills under "Hová fordulhat" when it rejects a complaint in whole or in
// part (Fgytv. 17/A. § (8), decision 0488). The law asks for the authority's or conciliation board's
// seat, phone, web and postal address: the board is the one the firm names in its profile (the one
// at its seat – any consumer may ask for it, Fgytv. 20. §), the authority is the government office
// of the consumer's residence. A client that is not a natural person may still turn to a board if it
// is a civil organisation, condominium or micro, small or medium enterprise (Fgytv. 2. § a)), so the
// company's text names the board with that condition instead of promising it. The text is the firm's
// letter to its client, so it is formal ("Ön"), like the answer it closes.

export interface RemediesContext {
  /** The complaint's client was a natural person when it was filed (the record's consumer flag). */
  consumer: boolean;
  /** The firm profile's conciliation board with its contact details, or null if not given. */
  conciliationBoard: string | null;
  /** The firm profile's regional bar ("Budapesti Ügyvédi Kamara"), or null. */
  barAssociation: string | null;
}

const AUTHORITY = 'Panaszt tehet a fogyasztóvédelmi hatóságnál, a lakóhelye szerinti vármegyei (fővárosi) kormányhivatalnál is (elérhetőségük: https://kormanyhivatalok.hu).';

function seatBoard(conciliationBoard: string | null): string[] {
  return conciliationBoard ? [`Irodánk székhelye szerinti testület: ${conciliationBoard.replace(/[.\s]+$/, '')}.`] : [];
}

function bar(barAssociation: string | null): string {
  const chamber = barAssociation ? `a területi ügyvédi kamarához (${barAssociation})` : 'a területi ügyvédi kamarához';
  return `Az ügyvédi hivatás etikai szabályait érintő panasszal ${chamber} fordulhat.`;
}

export function complaintRemediesText({ consumer, conciliationBoard, barAssociation }: RemediesContext): string {
  const sentences = consumer
    ? ['Ha a válasszal nem ért egyet, fogyasztói jogvitában a lakóhelye szerint illetékes vagy irodánk székhelye szerinti békéltető testülethez fordulhat.', ...seatBoard(conciliationBoard), AUTHORITY]
    : [
        'Ha a válasszal nem ért egyet, a szerződésből eredő vitában bírósághoz fordulhat.',
        'Ha a szervezet, amelynek nevében a panaszt tette, civil szervezet, társasház, lakásszövetkezet vagy mikro-, kis- vagy középvállalkozás, békéltető testülethez is fordulhat (Fgytv. 2. § a) pont).',
        ...seatBoard(conciliationBoard),
      ];
  return [...sentences, bar(barAssociation)].join(' ');
}
