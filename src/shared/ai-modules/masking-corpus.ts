// Test corpus of the privacy layer: Hungarian texts of a law firm's daily work carrying every kind
// of identifier the masker must keep from a provider, in the spellings people actually use, and
// the look-alikes it must leave alone. Used by the masking tests and the gateway tests (what the
// fake provider receives). Identifiers are checksum-valid test vectors from
// /work/shared/reference/hu-identifiers-calendar-deadlines.md where a checksum exists.
import type { MaskKind } from './masking';

/** The firm's contacts, as the contacts module would hand them to the masker. */
export const CORPUS_CONTACT_NAMES: readonly string[] = ['Kovács Béla', 'dr. Nagy Anna', 'Szabó-Tóth Péter Pál', 'Horváth Éva', 'Kiss Gergő', 'Lakatos Zsuzsanna'];

export interface CorpusSample {
  id: string;
  text: string;
  /** Substrings that must not reach a provider (identifiers and names as written). */
  secrets: readonly string[];
  /** Kinds the masker must report for this text. */
  kinds: readonly MaskKind[];
  /** Substrings that must survive masking unchanged (look-alikes, legal references, amounts). */
  keep?: readonly string[];
}

export const CORPUS: readonly CorpusSample[] = [
  {
    id: 'megbizasi-level',
    text:
      'Tisztelt Kovács Béla!\n\nMellékelten küldöm a megbízási szerződés tervezetét. Kérem, jelezze észrevételeit a ' +
      'kovacs.bela@pelda-ugyved.hu címen vagy a +36 30 123 4567 telefonszámon. Sürgős esetben hívja ' +
      'dr. Nagy Annát a (06-1) 234-5678 vezetékes számon.\n\nÜdvözlettel: Horváth Éva',
    secrets: ['Kovács Béla', 'kovacs.bela@pelda-ugyved.hu', '+36 30 123 4567', 'Nagy Annát', '(06-1) 234-5678', '234-5678', 'Horváth Éva'],
    kinds: ['NAME', 'EMAIL', 'PHONE'],
    keep: ['megbízási szerződés', 'Tisztelt ', 'Üdvözlettel: '],
  },
  {
    id: 'szemelyi-adatok',
    text:
      'Megbízó: Lakatos Zsuzsanna (szül.: Debrecen, 1982. október 3.), adóazonosító jel: 8422780135, ' +
      'TAJ-szám: 123 456 788, lakcím: 4026 Debrecen, Piac utca 12. Telefon: 06 20 987 65 43, ' +
      'e-mail: LAKATOS.ZSUZSA@GMAIL.COM.',
    secrets: ['Lakatos Zsuzsanna', '8422780135', '123 456 788', '06 20 987 65 43', 'LAKATOS.ZSUZSA@GMAIL.COM', '1982. október 3.', '4026 Debrecen, Piac utca 12.', 'Piac utca 12'],
    kinds: ['NAME', 'TAX_ID', 'TAJ', 'PHONE', 'EMAIL', 'BIRTH_DATE', 'ADDRESS'],
    keep: ['szül.: Debrecen, ', 'lakcím: '],
  },
  {
    id: 'ceg-es-bankszamla',
    text:
      'Eladó: Példa Kereskedelmi Kft., adószám: 24225221-2-43, közösségi adószám: HU24225221, ' +
      'bankszámlaszám: 11773016-11111018-00000000 (OTP). A vételár 12 500 000 Ft, azaz tizenkétmillió-ötszázezer forint, ' +
      'amelyet a Vevő a HU42 1177 3016 1111 1018 0000 0000 IBAN-számlára utal 2024. március 15-ig.',
    secrets: ['24225221-2-43', 'HU24225221', '11773016-11111018-00000000', 'HU42 1177 3016 1111 1018 0000 0000', '24225221', '11773016'],
    kinds: ['TAX_NUMBER', 'BANK_ACCOUNT', 'IBAN'],
    keep: ['12 500 000 Ft', '2024. március 15-ig', 'Példa Kereskedelmi Kft.'],
  },
  {
    id: 'ragozott-nevek',
    text:
      'Kovács Bélának a tárgyaláson személyesen kell megjelennie. Szabó-Tóth Péter Pállal egyeztettem, ' +
      'Kiss Gergőt pedig tanúként hallgatják meg. Kovács úr és Kovácsné is jelen lesz; dr. Nagy képviseli őket. ' +
      'KISS GERGŐ aláírása a 3. oldalon szerepel, Horvath Eva (ékezet nélkül) másolatot kap.',
    secrets: ['Kovács Bélának', 'Szabó-Tóth Péter Pállal', 'Kiss Gergőt', 'Kovács úr', 'Kovácsné', 'dr. Nagy', 'KISS GERGŐ', 'Horvath Eva'],
    kinds: ['NAME'],
    keep: ['tárgyaláson', 'tanúként', '3. oldalon'],
  },
  {
    id: 'telefon-irasmodok',
    text: 'Elérhetőségek: +36-1-234-5678; 06/1/345-6789; +3630 1234567; 0036 70 555 1234; 06-22-123-456; ' + '(+36) 20 111 2233; 30/987-6543; 36 31 444 5555; +36 (50) 123-4567; 06 20 123 45 67.',
    secrets: ['+36-1-234-5678', '06/1/345-6789', '+3630 1234567', '0036 70 555 1234', '06-22-123-456', '(+36) 20 111 2233', '30/987-6543', '36 31 444 5555', '+36 (50) 123-4567', '06 20 123 45 67'],
    kinds: ['PHONE'],
    keep: ['Elérhetőségek: '],
  },
  {
    id: 'azonositok-irasmodok',
    text:
      'TAJ: 111111110 és 987-654-322; adóazonosítók: 8412720016, 8450900425; GIRO 11773016-11111018 és ' +
      '11111111 11111111 11111111; IBAN HU21111111111111111111111111 és DE89 3704 0044 0532 0130 00; ' +
      'adószám 12892312-2-41 (HU 12892312).',
    secrets: ['111111110', '987-654-322', '8412720016', '8450900425', '11773016-11111018', '11111111 11111111 11111111', 'HU21111111111111111111111111', 'DE89 3704 0044 0532 0130 00', '12892312-2-41', 'HU 12892312'],
    kinds: ['TAJ', 'TAX_ID', 'BANK_ACCOUNT', 'IBAN', 'TAX_NUMBER'],
  },
  {
    id: 'email-irasmodok',
    text: 'Másolatot kap: anna.nagy+per@ugyvediiroda.co.hu, B.Kovacs@Example.COM, info@példa-ügyvéd.hu, ' + 'valamint a titkarsag@kozjegyzo.budapest.hu. (A www.ugyvediiroda.hu honlap nem e-mail-cím.)',
    secrets: ['anna.nagy+per@ugyvediiroda.co.hu', 'B.Kovacs@Example.COM', 'info@példa-ügyvéd.hu', 'titkarsag@kozjegyzo.budapest.hu'],
    kinds: ['EMAIL'],
    keep: ['www.ugyvediiroda.hu'],
  },
  {
    id: 'hosszu-szamok',
    text: 'Szerződésszám: 20240011223344, ügyfélazonosító 12345678, hitelkártya-tranzakció 998877665544332211. A P.20.123/2024/5. számú ügyben, a Ptk. 6:142. §-a és a 2016. évi CXXX. törvény 146. § alapján.',
    secrets: ['20240011223344', '12345678', '998877665544332211'],
    kinds: ['NUMBER'],
    keep: ['P.20.123/2024/5.', 'Ptk. 6:142. §-a', '2016. évi CXXX. törvény 146. §'],
  },
  {
    // The spellings the security probe of issue 34 (point 8) found leaking.
    id: 'probe-irasmodok',
    text:
      'IBAN: hu42 1177 3016 1111 1018 0000 0000 és HU21-11111111-11111111-11111111; adóazonosító jel: 8422 780 135, ' +
      'illetve 84127-20016; mobil: 30 123 4567 vagy 20 987 65 43; e-mail: kovacs.bela @ pelda.hu és anna＠ugyvediiroda.hu; ' +
      'személyi igazolvány: 123456AB, útlevél: BE1234567. Kovács B. aláírta. Lakcím: 1055 Budapest, Kossuth Lajos tér 1. II. em. 5.',
    secrets: [
      'hu42 1177 3016 1111 1018 0000 0000',
      'HU21-11111111-11111111-11111111',
      '8422 780 135',
      '84127-20016',
      '30 123 4567',
      '20 987 65 43',
      'kovacs.bela @ pelda.hu',
      'anna＠ugyvediiroda.hu',
      '123456AB',
      'BE1234567',
      'Kovács B.',
      '1055 Budapest, Kossuth Lajos tér 1. II. em. 5.',
      'Kossuth Lajos tér 1',
    ],
    kinds: ['IBAN', 'TAX_ID', 'PHONE', 'EMAIL', 'ID_DOCUMENT', 'NAME', 'ADDRESS'],
    keep: ['adóazonosító jel: ', 'személyi igazolvány: ', 'útlevél: ', ' aláírta. Lakcím: '],
  },
  {
    id: 'hasonmasok',
    text:
      'A követelés összege 123 456 789 Ft, a kamat 1 234 567 Ft. Az irányítószám 1052, a helyrajzi szám 12345/6. ' +
      'A tárgyalás 2025.06.12-én 10:30-kor lesz. Nagy örömmel értesítjük, hogy a kis pál utcai ingatlan eladó.',
    secrets: [],
    kinds: [],
    keep: ['123 456 789 Ft', '1 234 567 Ft', '1052', '12345/6', '2025.06.12-én 10:30-kor', 'Nagy örömmel', 'kis pál utcai'],
  },
];
