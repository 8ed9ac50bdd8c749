// Demo knowledge base of the demo firm (issue 15 point 6, decision 0138): the checklists and
// office notes a Hungarian law firm keeps, in Markdown, written by its lawyers; one article has a
// second revision so the history has something to show, and two have demo documents attached
// (decision 0247; seeded after the documents).
import { and, eq, inArray } from 'drizzle-orm';
import { installDefaultModules } from '../module-system/defaults';
import type { KbCategory, KbVisibility } from '@shared/knowledge-base/knowledge-base';
import type { TenantTx } from './tenant-scope';
import { documents, kbArticleDocuments, kbArticleRevisions, kbArticles } from './schema';

interface DemoArticle {
  title: string;
  category: KbCategory;
  tags: string[];
  body: string;
  /** An earlier text: the article then has revisions 1 (this) and 2 (body). */
  earlierBody?: string;
  /** Titles of demo documents (seed-documents.ts) attached to the article. */
  attachments?: string[];
  by: 'owner' | 'lawyer';
  updated: string;
  /** 'client': shown to the firm's customers in their support FAQ (decision 0409). */
  visibility?: KbVisibility;
}

export const demoArticles: DemoArticle[] = [
  {
    title: 'Keresetlevél benyújtásának ellenőrzőlistája',
    category: 'checklist',
    tags: ['polgári per', 'pp', 'keresetlevél'],
    by: 'owner',
    attachments: ['Keresetlevél – hibás teljesítés'],
    updated: '2026-02-03T09:15:00Z',
    body: `A keresetlevél a Pp. 170. §-a szerint kötelező tartalmi elemek nélkül **visszautasításra** kerül, ezért beadás előtt menj végig az alábbiakon.

## Kötelező tartalom (Pp. 170. §)
1. A bíróság megjelölése, a felek és képviselőik neve, lakóhelye (székhelye), perbeli állása.
2. Az érvényesíteni kívánt jog, az azt alátámasztó tények és bizonyítékok.
3. A határozott kereseti kérelem, a pertárgy értéke és a számítás módja.
4. A hatáskört és az illetékességet megalapozó adatok.

## Mellékletek
- Meghatalmazás (ügyvédi meghatalmazás, ha nem a fél nyújtja be).
- Az illeték lerovásának igazolása (az Itv. szerint), vagy költségmentességi kérelem.
- A hivatkozott okiratok másolata.

## Beadás
- Jogi képviselővel kötelező az elektronikus kapcsolattartás: a keresetlevelet az **ÁNYK / e-Papír** útján, a bíróság hivatali kapujára küldjük.
- A beadás után a feladási igazolást csatold az ügyhöz, és rögzítsd a határidőket a rendszerben.`,
  },
  {
    title: 'Ügyfél-azonosítás a Pmt. szerint',
    category: 'procedure',
    tags: ['pmt', 'pénzmosás', 'ügyfélátvilágítás'],
    by: 'owner',
    attachments: ['Ügyfél-átvilágítási adatlap – természetes személy'],
    updated: '2026-01-20T14:00:00Z',
    earlierBody: `Az ügyfelet a Pmt. 7. §-a szerint az üzleti kapcsolat létesítésekor azonosítani kell. Kérd el a személyazonosító igazolványt és a lakcímkártyát.`,
    body: `Az ügyvéd a pénzmosás és a terrorizmus finanszírozása megelőzéséről szóló 2017. évi LIII. törvény (**Pmt.**) hatálya alá tartozik, ha az ügyfél megbízásából pénzügyi vagy ingatlanügyletben jár el, vagy letétet kezel.

## Mikor kell átvilágítani?
- Üzleti kapcsolat létesítésekor (megbízási szerződés aláírása előtt).
- 4,5 millió forintot elérő ügyleti megbízás teljesítésekor.
- Ha pénzmosásra utaló adat merül fel, vagy kétség van a korábbi adatok valódiságáról.

## Természetes személy
- Családi és utónév, születési név, állampolgárság, születési hely és idő, anyja születési neve, lakcím.
- Az okmányok: személyazonosító igazolvány vagy útlevél, **lakcímkártya**. Az okmányokról másolatot készítünk, és az ügyfél aláírja a nyilatkozatot.

## Jogi személy
- Cégkivonat (30 napnál nem régebbi), a képviselő azonosítása, a **tényleges tulajdonos** nyilatkozata, és a tényleges tulajdonosi nyilvántartás lekérdezése.

## Nyilvántartás
Az átvilágítás adatait az üzleti kapcsolat megszűnésétől számított **8 évig** őrizzük meg. A kiemelt közszereplői nyilatkozatot minden esetben kérjük be.`,
  },
  {
    title: 'Határidő-számítás a Pp. szerint',
    category: 'procedure',
    tags: ['határidő', 'pp', 'ítélkezési szünet'],
    by: 'lawyer',
    updated: '2026-02-10T08:30:00Z',
    body: `A Pp. 148. §-a szerint a napokban megállapított határidőbe **nem számít bele** a kezdő nap (a határidő megkezdésére okot adó cselekmény napja).

## Alapszabályok
- A hónapokban vagy években megállapított határidő azon a napon jár le, amely számánál fogva a kezdő napnak megfelel; ha ilyen nap nincs, a hónap utolsó napján.
- Ha a határidő utolsó napja munkaszüneti nap, a határidő a **következő munkanapon** jár le.
- A postán küldött beadvány határideje akkor is megtartott, ha az utolsó napon ajánlott küldeményként postára adták; elektronikus beadásnál a beérkezés napja számít.

## Ítélkezési szünet (Pp. 148. § (3))
- Július 15. és augusztus 20. között, valamint december 24. és január 1. között a határidő nem folyik, kivéve a sürgős ügyeket.

## A rendszerben
A *Határidőnapló* modul a munkaszüneti napokat és az ítélkezési szünetet is figyelembe veszi; a számítás magyarázatát a határidő adatlapján látod.`,
  },
  {
    title: 'Ingatlan-adásvételi szerződés ellenjegyzése',
    category: 'checklist',
    tags: ['ingatlan', 'ellenjegyzés', 'földhivatal'],
    by: 'lawyer',
    updated: '2026-01-28T11:45:00Z',
    body: `Ellenjegyzés előtt a szerződés minden oldalát szignálják a felek.

- Friss **tulajdoni lap** (az aláírás napján lekérve), terhek, széljegyek ellenőrzése.
- A felek személyazonosságának ellenőrzése a JÜB-rendszerben (okmányellenőrzés).
- Vételár és fizetési ütemezés, ügyvédi letét esetén letéti szerződés.
- Illeték: a vevő 4% vagyonszerzési illetéket fizet; az első lakást szerző 35 év alatti vevő kedvezménye.
- A bejegyzési kérelmet az ellenjegyzéstől számított **30 napon belül** az E-ING rendszerben nyújtjuk be.`,
  },
  {
    title: 'Irodai iratkezelési szabályzat – dokumentumok elnevezése',
    category: 'office',
    tags: ['iratkezelés', 'dokumentumok'],
    by: 'owner',
    updated: '2025-12-12T16:20:00Z',
    body: `A dokumentumtárba feltöltött fájlokat az ügyhöz kötjük, és egységesen nevezzük el: \`ÉÉÉÉ-HH-NN_ügyszám_irattípus\`, például *2026-01-15_2026-0003_keresetlevel.pdf*.

- A bizalmas ügyek iratait csak az ügy csapata látja; ne másold őket más ügyhöz.
- Szkennelt irat feltöltése után ellenőrizd, hogy a szövegfelismerés lefutott-e.
- Törölt dokumentum 30 napig visszaállítható a lomtárból.`,
  },
  // The customers' FAQ (support page, decision 0409): office matters a client asks about.
  {
    title: 'Hogyan kapom meg a számláimat, és hogyan fizethetek?',
    category: 'office',
    tags: ['gyik', 'számla', 'fizetés'],
    by: 'owner',
    visibility: 'client',
    updated: '2026-03-02T08:30:00Z',
    body: `Az iroda minden számlát **elektronikusan** állít ki; a kiállítás után e-mailben és az ügyfélportál *Vásárlásaim* oldalán is megtalálod, PDF-ben letölthető.

## Fizetés
- **Átutalással** a számlán szereplő bankszámlaszámra; a közleménybe írd a számla sorszámát.
- A fizetési határidő a számlán áll (általában 8 nap).
- A jóváírt befizetés 1–2 munkanapon belül megjelenik a portálon.

Ha egy számlával nem értesz egyet, írj nekünk a *Kapcsolat az irodával* oldalon, vagy tegyél panaszt a *Panasz benyújtása* oldalon.`,
  },
  {
    title: 'Mennyi idő alatt válaszol az iroda, és hogyan tehetek panaszt?',
    category: 'office',
    tags: ['gyik', 'panasz', 'ügyfélszolgálat'],
    by: 'owner',
    visibility: 'client',
    updated: '2026-03-05T10:00:00Z',
    body: `Az üzenetekre **munkanapokon 1 munkanapon belül** válaszolunk. Sürgős, határidős ügyben hívd az ügyed felelős ügyvédjét.

## Panasz
Ha elégedetlen vagy az iroda munkájával, a *Panasz benyújtása* oldalon írásban panaszt tehetsz. A panaszt egyedi azonosítóval nyilvántartjuk, és **legkésőbb 30 napon belül** írásban, indokolással válaszolunk rá (a fogyasztóvédelemről szóló 1997. évi CLV. törvény 17/A. §-a szerint).

Ha a válaszunkkal nem értesz egyet, a lakóhelyed szerinti **békéltető testülethez** fordulhatsz; az ügyvédi hivatás etikai szabályait érintő panasszal pedig a **területi ügyvédi kamarához**.`,
  },
];

/** Inserts the demo articles (the demo firm gets the knowledge-base module installed). */
export async function seedKnowledgeDemo(tx: TenantTx, tenantId: string, people: { ownerId: string; lawyerId: string }): Promise<void> {
  await installDefaultModules(tx, tenantId, people.ownerId, ['knowledge-base']);
  for (const a of demoArticles) {
    const by = a.by === 'owner' ? people.ownerId : people.lawyerId;
    const updatedAt = new Date(a.updated);
    const version = a.earlierBody ? 2 : 1;
    const [row] = await tx
      .insert(kbArticles)
      .values({
        tenantId,
        title: a.title,
        body: a.body,
        category: a.category,
        tags: a.tags,
        visibility: a.visibility ?? 'internal',
        authorId: by,
        updatedBy: by,
        version,
        createdAt: new Date(updatedAt.getTime() - 86_400_000 * 14),
        updatedAt,
      })
      .returning({ id: kbArticles.id });
    const revisions = a.earlierBody ? [a.earlierBody, a.body] : [a.body];
    await tx.insert(kbArticleRevisions).values(
      revisions.map((body, i) => ({
        tenantId,
        articleId: row!.id,
        number: i + 1,
        title: a.title,
        body,
        category: a.category,
        editedBy: by,
        editedAt: i + 1 === revisions.length ? updatedAt : new Date(updatedAt.getTime() - 86_400_000 * 7),
      })),
    );
    if (a.attachments?.length) {
      const docs = await tx
        .select({ id: documents.id })
        .from(documents)
        .where(and(eq(documents.tenantId, tenantId), inArray(documents.title, a.attachments)));
      if (docs.length > 0) await tx.insert(kbArticleDocuments).values(docs.map((d) => ({ tenantId, articleId: row!.id, documentId: d.id, createdBy: by, createdAt: updatedAt })));
    }
  }
}
