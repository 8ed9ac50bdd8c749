// The help centre's articles (issue 36 point 6, decision 0437): platform-level, written for this
// product in Hungarian, versioned with the code that they describe (a changed feature changes its
// article in the same commit). Bodies are the safe Markdown subset of the knowledge base
// (components/ui/markdown). `audience` says who they are for: a firm's staff, its customers or all.
import type { Role } from '../permissions/roles';

export const helpCategories = ['start', 'office', 'money', 'documents', 'ai', 'platform', 'portal', 'security'] as const;
export type HelpCategory = (typeof helpCategories)[number];

export type HelpAudience = 'all' | 'firm' | 'customer';

export interface HelpArticle {
  slug: string;
  title: string;
  category: HelpCategory;
  audience: HelpAudience;
  /** One sentence shown in the list. */
  summary: string;
  /** Safe Markdown. */
  body: string;
}

export const helpCategoryLabels: Record<HelpCategory, string> = {
  start: 'Első lépések',
  office: 'Ügyvitel',
  money: 'Idő és számlázás',
  documents: 'Dokumentumok',
  ai: 'Mesterséges intelligencia',
  platform: 'Modulok, csomagok, integrációk',
  portal: 'Ügyfélportál',
  security: 'Biztonság',
};

export const helpArticles: readonly HelpArticle[] = [
  {
    slug: 'elso-lepesek',
    title: 'Első lépések a Virtuális Irodában',
    category: 'start',
    audience: 'all',
    summary: 'Bejelentkezés, szerepkörök, az oldalsáv és a felső kereső használata.',
    body: `A Virtuális Iroda egy ügyvédi iroda munkáját fogja össze: ügyfelek és ügyek, határidők, időrögzítés, számlázás, dokumentumtár és ügyfélportál egy helyen.

## Szerepkörök
- **Irodavezető (cégadminisztrátor)**: beállítja az irodát, modulokat telepít, csomagot vált, kollégákat és ügyfeleket kezel.
- **Ügyvéd**: ügyeken, határidőkön, dokumentumokon dolgozik, időt rögzít.
- **Ügyfél**: az ügyfélportálon látja a saját ügyeit, számláit és üzen az irodának.

Akinek több szerepköre van, a felső sáv szerepkörváltójával válthat köztük; az oldal ekkor újratöltődik, és az oldalsáv a választott szerepkör menüjét mutatja.

## Tájékozódás
- Az **oldalsáv** a szerepkörödnek megfelelő oldalakat mutatja, a „Telepített modulok” alatt az irodában telepített modulok első oldalát.
- A **felső kereső** névjegyek, szervezetek, ügyek, dokumentumok és tudásbázis-cikkek között keres, ékezet nélkül is: „kovacs szerzodes” megtalálja a „Kovács” ügyfél „szerződés” dokumentumát.
- A **csengő** az értesítéseidet mutatja (határidők, üzenetek, automatizációk).

## Ha elakadsz
Ezen az oldalon kereshetsz a súgócikkek között, és lent találod az üzemeltető ügyfélszolgálatának elérhetőségét.`,
  },
  {
    slug: 'ugyfelek-es-ugyek',
    title: 'Ügyfelek, névjegyek és ügyek kezelése',
    category: 'office',
    audience: 'firm',
    summary: 'Névjegy és szervezet felvétele, ügy nyitása, ügyszám, felelős ügyvéd és bizalmas ügyek.',
    body: `## Névjegyek
A **Névjegyek** oldalon személyeket és szervezeteket veszel fel (név, e-mail, telefon, cég, adószám). Ugyanaz a névjegy több ügyben is szerepelhet ügyfélként, ellenérdekű félként vagy más szerepben.

## Ügy nyitása
1. Nyisd meg az **Ügyek** oldalt, és válaszd az **Új ügy** gombot.
2. Add meg az ügy címét, az ügyfelet és a felelős ügyvédet; a hatósági ügyszám nem kötelező.
3. Mentéskor az ügy évenként folyamatos ügyszámot kap (például 2026/0042).

## Bizalmas ügyek
A bizalmasnak jelölt ügyet és dokumentumait csak az ügy csapata látja – a keresőben és a listákban sem jelenik meg másnak. Ezt maga az adatbázis is kikényszeríti.

## Az ügy lapja
Az ügy lapján füleken éred el a feleket, a határidőket, a feladatokat, a jegyzeteket, a dokumentumokat, az időrögzítéseket és – ha az ügyfélportál telepítve van – az ügyféllel folytatott üzeneteket.`,
  },
  {
    slug: 'hataridok',
    title: 'Határidőnapló és emlékeztetők',
    category: 'office',
    audience: 'firm',
    summary: 'Határidők munkanapokkal, emlékeztetők 7, 3 és 1 munkanappal előtte, elmulasztott határidők.',
    body: `A **Határidőnapló** (Megfelelőségkövetés) az iroda összes határidejét mutatja ügyenként és felelősönként.

## Munkanapok
A határidők számításánál a rendszer a munkanaptárat használja: a hétvégék, a munkaszüneti napok és az áthelyezett munkanapok szerepelnek benne. A munkanaptárat a platform üzemeltetője tartja karban.

## Emlékeztetők
- Alapbeállításként **7, 3 és 1 munkanappal** a határidő előtt kapsz értesítést a csengőben és e-mailben.
- Az emlékeztető a határidő felelősének megy, ha nincs, a létrehozójának, végül az ügy ügyvédjének – mindig csak olyannak, aki az ügyet látja.
- Minden emlékeztető pontosan egyszer megy ki, akkor is, ha a szerver közben újraindul.

## Elmulasztott határidő
A lejárt, nem teljesített határidőt a napló pirossal jelöli, és a felelős értesítést kap róla. A teljesítést a határidő sorában jelölheted.

Tipp: automatizációval (Automatizációk oldal) a határidő közeledtére további lépéseket is indíthatsz, például feladatot hozhatsz létre.`,
  },
  {
    slug: 'ido-es-szamlak',
    title: 'Időrögzítés és számlázás',
    category: 'money',
    audience: 'firm',
    summary: 'Munkaidő rögzítése ügyre, számla készítése a rögzített időből, díjbekérő és befizetések.',
    body: `## Időrögzítés
Az **Időnyilvántartás** oldalon ügyhöz rögzíted a munkát: stopperrel (indítás, majd leállítás és mentés), vagy utólag a nappal, a tevékenységgel, a leírással és az időtartammal (például 1:30, 1ó 30p, 90p vagy 1,5 ó). Az óradíjat az ügy vagy az ügyvéd díjtételei adják; a heti nézet naponként összesíti a ledolgozott és a számlázható időt.

## Számla készítése
1. A nem számlázott időből az ügy lapján, a **Számla a nem számlázott időből** gombbal készül számlapiszkozat: minden időbejegyzés egy tétel, a vevő az ügy ügyfele.
2. Más számlát a **Számlázás** oldalon (Számlák) az **Új számla** gombbal kezdesz: megadod a vevőt és a tételeket.
3. Ellenőrizd a vevőt, a tételeket, az áfakulcsot és a fizetési határidőt, majd állítsd ki a számlát.

A kiállított számla nem módosítható: javítani módosító számlával, visszavonni érvénytelenítő számlával lehet; az érvénytelenített számla időbejegyzései újra számlázhatók. A befizetéseket a számla lapján rögzíted; a részben fizetett és a lejárt számlákat a lista külön jelöli.

## Számlázási beállítások
Az iroda eladói adatait (név, adószám, székhely, bankszámla), amelyek minden új számlára rákerülnek, a **Számlázási beállítások** oldalon adod meg. A NAV-bejelentésről külön cikk szól.`,
  },
  {
    slug: 'nav-online-szamla',
    title: 'NAV Online Számla adatszolgáltatás',
    category: 'money',
    audience: 'firm',
    summary: 'Technikai felhasználó megadása, automatikus adatszolgáltatás és a hibás beküldések kezelése.',
    body: `A kiállított számlák adatait a rendszer a NAV Online Számla rendszerébe küldi.

## Beállítás
1. A NAV Online Számla felületén hozz létre **technikai felhasználót** az iroda adószámához.
2. A **Számlázási beállítások** oldalon a „NAV technikai felhasználó beállítása” résznél add meg a felhasználónevet, a jelszót, az XML aláírókulcsot és az XML cserekulcsot, és válaszd a NAV teszt- vagy éles rendszerét (az Integrációk oldal is ide vezet).
3. A kulcsokat a rendszer titkosítva tárolja; a jelszót később nem mutatja meg.

## Beküldés
A számla kiállítása után a beküldés a háttérben történik, sorban és újrapróbálkozással: ha a NAV éppen nem érhető el, a rendszer később újra megpróbálja. A számla lapján látod az állapotot („Beküldésre vár”, „NAV: befogadva”, „NAV: elutasítva”, „Beküldési hiba”).

## Ha a NAV visszautasítja
A hibaüzenetet a számla lapja magyarul mutatja. A leggyakoribb ok a hibás adószám vagy technikai felhasználó; javítás után a beküldés újraindítható.`,
  },
  {
    slug: 'dokumentumok-es-ocr',
    title: 'Dokumentumtár, verziók és szövegfelismerés (OCR)',
    category: 'documents',
    audience: 'firm',
    summary: 'Feltöltés, mappák, verziók, lomtár, sablonból készített dokumentumok és a szkennelt iratok szövege.',
    body: `## Feltöltés és rendezés
A **Dokumentumok** oldalon fájlokat töltesz fel ügyhöz vagy mappába, címkéket adsz nekik, és cím, fájlnév, címke vagy a szöveg alapján keresel közöttük. Ugyanazt a fájlt a rendszer csak egyszer tárolja.

## Verziók
Egy dokumentum új verziója nem írja felül a régit: a **Dokumentumverziók** oldalon a korábbi verziók is megnyithatók.

## Lomtár
A törölt dokumentum 30 napig a Lomtárban marad és visszaállítható; utána végleg törlődik.

## Szövegfelismerés (OCR)
A szkennelt PDF-ek és képek szövegét a rendszer a háttérben felismeri, így a keresés ezekben is működik. Az **OCR** oldalon egy fájl felismert szövegét meg is nézheted.

## Sablonok
A **Dokumentumkészítés** oldalon sablonból – az ügy és az ügyfél adataival kitöltve – készíthetsz dokumentumot, amely egyenesen a dokumentumtárba kerül.`,
  },
  {
    slug: 'themis',
    title: 'Themis jogi asszisztens',
    category: 'ai',
    audience: 'firm',
    summary: 'Kérdések a saját dokumentumaidról, forrásmegjelölés, adatvédelem és az AI-keret.',
    body: `A **Themis** a mesterséges intelligencián alapuló jogi asszisztens: kérdezhetsz tőle általánosan, vagy a Themis dokumentumtárba tett iratok alapján.

## Használat
- Írd be a kérdést, és küldd el a **Ctrl+Enter** (Macen ⌘+Enter) billentyűkkel vagy a gombbal.
- A dokumentumokra épülő válasz megjelöli a forrásokat; mindig ellenőrizd őket, a válasz nem helyettesíti a szakmai döntést.

## Adatvédelem
Az iroda beállíthatja, melyik AI-szolgáltatót használja; a szolgáltató címeit a platform ellenőrzi. A bizalmas ügyek iratait csak az éri el, aki az ügyet látja.

## Keret
Az AI-futtatások száma a csomaghoz kötött (Alap csomagban havi 2). A keret elérésekor a rendszer jelzi, és csomagváltással vagy kredittel bővíthető.`,
  },
  {
    slug: 'modulok-es-csomagok',
    title: 'Modulok, csomagok és kreditek',
    category: 'platform',
    audience: 'firm',
    summary: 'Modulbolt, modul telepítése és eltávolítása, az Alap, Haladó és Profi csomag, díjbekérő.',
    body: `## Modulok
A **Modulbolt** az iroda funkcióit modulokként kínálja (például Ügyek, Dokumentumok, Számlakészítő, Ügyfélportál). Telepítés után a modul oldalai megjelennek az oldalsávon. A **Moduljaim** oldalon látod, mit tartalmaz egy modul, és eltávolítás előtt azt is, milyen adatai maradnak meg.

## Csomagok
- **Alap**: havi 2 AI-futtatás és 1 automatizáció-futtatás.
- **Haladó** és **Profi**: magasabb keretek és API-hozzáférés.

A csomagok aktuális árát és kereteit a **Csomagok és árak** oldal mutatja.

## Fizetés
Kártyás fizetés nincs: a csomagváltás vagy kreditvásárlás **díjbekérőt** készít, amelyet átutalással fizetsz; a befizetés után a platform üzemeltetője aktiválja. A **Kreditek** oldalon a felhasználást és a kreditegyenleget látod.`,
  },
  {
    slug: 'ugyfelportal',
    title: 'Ügyfélportál: mit lát az ügyfél?',
    category: 'portal',
    audience: 'all',
    summary: 'Az ügyfél saját ügyei, számlái, üzenetei, időpontfoglalása és panaszai.',
    body: `Az **Ügyfélportál** modul az iroda ügyfeleinek saját felülete.

## Az ügyfél
- az irányítópulton látja a saját ügyeit és a tőle várt teendőket;
- a **Vásárlásaim** oldalon a saját számláit, a befizetéseket és a számlák PDF-jét;
- az **Üzenetek** oldalon üzenhet az irodának, csatolmánnyal;
- **Időpontot foglalhat** az iroda által meghirdetett időpontokra;
- **panaszt** nyújthat be, amelyre az iroda határidőn belül válaszol.

Az ügyfél csak a hozzá kapcsolt ügyfél adatait látja – mások ügyeit, számláit, dokumentumait soha.

## Csatlakozás az irodához
Az ügyfél regisztrációkor (vagy utána) az iroda kódjával vagy egy ügyvéd e-mail-címével kér csatlakozást; a kérést az irodavezető fogadja el a Beállítások oldalon. Az iroda meghívót is küldhet e-mailben.`,
  },
  {
    slug: 'automatizaciok-es-api',
    title: 'Automatizációk, API-kulcsok és webhookok',
    category: 'platform',
    audience: 'firm',
    summary: 'Szabályok eseményre vagy ütemezésre, a futási napló, API-kulcsok és webhook-végpontok.',
    body: `## Automatizációk
Az **Automatizációk** oldalon szabályokat építesz: **esemény** (például új ügy, feltöltött dokumentum, lejárt számla, közelgő határidő) vagy **ütemezés** → **feltételek** → **műveletek** (feladat, értesítés, e-mail, dokumentum sablonból, névjegy, jegyzet, webhookhívás).

- A szabály a létrehozója jogosultságaival fut: amit ő nem tehet meg, azt a szabály sem.
- Minden futás bekerül a szabály **futási naplójába** a bemenettel és az eredménnyel.
- A **próbafuttatás** egy korábbi eseményen megmutatja, mit tenne a szabály, anélkül hogy bármit módosítana.
- A futások száma a csomag havi keretébe számít; a keret elérésekor a futás elmarad, és a napló ezt jelzi.
- Egymást indító szabályok legfeljebb öt lépés mélységig futnak, így nem keletkezhet végtelen lánc.

## API-kulcsok
A Haladó és Profi csomagban az **API-kulcsok** oldalon kulcsot hozhatsz létre a nyilvános API-hoz (/api/v1). A titkos kulcsot csak egyszer mutatjuk meg; a kulcs a létrehozója jogosultságaival és a kiválasztott hatókörökkel működik, lejárata és forgatása beállítható, és minden használata naplózódik.

## Webhookok
Az **Integrációk** oldalon webhook-végpontot adhatsz meg: a rendszer a kiválasztott eseményekről aláírt (Standard Webhooks) üzenetet küld, hiba esetén három napig újrapróbálkozik, a kézbesítési napló pedig minden kísérletet megmutat.`,
  },
  {
    slug: 'biztonsag-ketlepcsos-azonositas',
    title: 'Biztonság és kétlépcsős azonosítás',
    category: 'security',
    audience: 'all',
    summary: 'Kétlépcsős azonosítás bekapcsolása, munkamenetek, jelszó-visszaállítás és fiókzárolás.',
    body: `## Kétlépcsős azonosítás (2FA)
1. Nyisd meg a **Profil** oldal biztonsági részét.
2. Kapcsold be a kétlépcsős azonosítást, és olvasd be a QR-kódot egy hitelesítő alkalmazással (például Google Authenticator, Microsoft Authenticator).
3. Írd be az alkalmazás hatjegyű kódját a bekapcsolás megerősítéséhez.

Ezután bejelentkezéskor a jelszó mellett az alkalmazás kódját is kéri a rendszer.

## Munkamenetek
A Profil oldalon látod, mely eszközökön vagy bejelentkezve, és bármelyik munkamenetet megszüntetheted. Egy munkamenet 24 óra tétlenség után, de legkésőbb 14 nappal a bejelentkezés után lejár.

## Jelszó
Elfelejtett jelszónál a bejelentkezési oldalon kérhetsz visszaállító linket; a link 15 percig érvényes és egyszer használható. Öt hibás jelszó után a fiók 15 percre zárolódik.

## Adatok elkülönítése
Minden iroda adatait az adatbázis sorszintű biztonsága választja el: egy iroda még hibás lekérdezéssel sem olvashatja a másik adatait.`,
  },
];

/**
 * Whether a holder of `roles` is shown an article: 'all' to everyone, 'firm' to a firm's staff and
 * the platform admin, 'customer' to customers and the platform admin.
 */
export function helpArticleVisible(article: HelpArticle, roles: readonly Role[]): boolean {
  if (article.audience === 'all' || roles.includes('admin')) return true;
  if (article.audience === 'customer') return roles.includes('customer');
  return roles.includes('tenant') || roles.includes('lawyer');
}

export const helpArticleBySlug = (slug: string): HelpArticle | undefined => helpArticles.find((a) => a.slug === slug);
