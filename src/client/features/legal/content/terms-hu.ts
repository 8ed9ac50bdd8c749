// Általános Szerződési Feltételek (ÁSZF), the binding Hungarian text. Changing its substance
// means a new version id in shared/legal (decision 0081), so every user is asked to accept it.
import type { LegalText } from './types';

export const termsHu: LegalText = {
  title: 'Általános Szerződési Feltételek',
  intro: [
    'Jelen Általános Szerződési Feltételek (a továbbiakban: ÁSZF) a Virtuális Iroda webes szoftverszolgáltatás (a továbbiakban: Szolgáltatás) igénybevételének feltételeit határozzák meg a Szolgáltató és a Szolgáltatást használó irodák, felhasználók és ügyfelek között.',
    'A Szolgáltatás ügyvédi irodák, ügyvédek és más vállalkozások számára készült virtuális iroda: ügyfélnyilvántartás, dokumentumok, határidők, számlázás, ügyfélportál és mesterséges intelligenciával (AI) támogatott jogi munka egy helyen.',
  ],
  sections: [
    {
      heading: '1. A Szolgáltató adatai',
      blocks: [
        {
          list: [
            'Cégnév: {name}',
            'Székhely: {address}',
            'Cégjegyzékszám: {registrationNumber}',
            'Adószám: {taxNumber}',
            'E-mail: {email}',
            'Telefon: {phone}',
            'Tárhelyszolgáltató: {hostingProvider}',
            'A Szolgáltatás címe: {site}',
          ],
        },
        'A szerződés nyelve magyar.',
      ],
    },
    {
      heading: '2. Fogalmak',
      blocks: [
        {
          list: [
            'Iroda (Előfizető): az az ügyvédi iroda, ügyvéd vagy más vállalkozás, amely a Szolgáltatásban cégként szerepel. Ügyvédként regisztrálva az iroda a regisztrációval jön létre, és a regisztráló lesz a cégadminisztrátora.',
            'Felhasználó: az a természetes személy, aki a Szolgáltatásban fiókkal rendelkezik (cégadminisztrátor, ügyvéd vagy ügyfél).',
            'Ügyfél: az Iroda ügyfele, aki az Iroda meghívása vagy összekapcsolása alapján az ügyfélportálon keresztül éri el a Szolgáltatást.',
            'Csomag: az Iroda előfizetési szintje (Alap, Haladó vagy Profi), amely meghatározza az elérhető funkciókat és a havi használati kereteket.',
            'Modul: a Szolgáltatás egy funkciócsoportja (például dokumentumgenerátor, AI jogi asszisztens, számlázás, határidő-nyilvántartás).',
            'Kredit: az Iroda által előre megvásárolt elszámolási egység, amellyel a csomag havi keretén felüli, mérhető műveletek fizethetők.',
            'Díjbekérő: a Szolgáltató fizetési felszólítása, amely alapján a díjat banki átutalással kell megfizetni; nem számla.',
          ],
        },
      ],
    },
    {
      heading: '3. A szerződés létrejötte',
      blocks: [
        'A szerződés a regisztrációval és a megadott e-mail-cím megerősítésével jön létre a Szolgáltató és a regisztráló között. A regisztráció harmadik lépésében a Felhasználó kifejezetten elfogadja az ÁSZF-et és tudomásul veszi az Adatkezelési tájékoztatót.',
        'A szerződés elektronikus úton, írásba foglalt szerződésnek nem minősülő formában jön létre; a Szolgáltató azt külön nem iktatja. Az elfogadott ÁSZF és Adatkezelési tájékoztató verzióját és az elfogadás időpontját a Szolgáltató a fiókhoz rögzíti, és a Felhasználó kérésére igazolja.',
        'A Szolgáltatást az Irodák vállalkozásként, gazdasági tevékenységük körében veszik igénybe. Az Ügyfél a Szolgáltatást díjmentesen, az Iroda döntése alapján használja; az Ügyfél és az Iroda közötti megbízási jogviszonyra (például ügyvédi megbízásra) jelen ÁSZF nem vonatkozik.',
      ],
    },
    {
      heading: '4. Fiókok, szerepkörök és hozzáférés',
      blocks: [
        'A Felhasználó köteles valós adatokat megadni, jelszavát titokban tartani, és a fiókját másnak nem engedheti át. A Szolgáltató kétlépcsős azonosítást kínál; ügyvédi és cégadminisztrátori fiókoknál ennek bekapcsolását kifejezetten ajánljuk.',
        'Az Irodán belüli jogosultságokat a cégadminisztrátor kezeli: ő hívja meg és távolítja el a tagokat, és ő dönt arról, ki milyen szerepkörben (cégadminisztrátor, ügyvéd, ügyfél) fér hozzá az Iroda adataihoz. Az Iroda felel a tagjai által a Szolgáltatásban végzett műveletekért.',
        'Az Irodák adatai egymástól elkülönítve, adatbázisszintű hozzáférés-szabályozással tárolódnak; egy Iroda tagja más Iroda adatait nem éri el.',
        'Több sikertelen bejelentkezés után a Szolgáltató a fiókot ideiglenesen zárolja. Ha a Felhasználó fiókjával visszaélést észlel, haladéktalanul értesítse a Szolgáltatót a(z) {email} címen.',
      ],
    },
    {
      heading: '5. Csomagok és díjak',
      blocks: [
        'A Szolgáltatás három csomagban érhető el:',
        {
          list: [
            'Alap: díjmentes alapcsomag korlátozott havi AI-ügynök-futtatással és automatizációval, valamint a névjegyek, ügyek és dokumentumok kezelésével.',
            'Haladó: magasabb havi keretek, kiemelt támogatás és API-hozzáférés, havi előfizetési díjért.',
            'Profi: korlátlan AI-ügynök-futtatás és automatizáció, kiemelt támogatás, API-hozzáférés, mobilalkalmazás és egyedi arculat, havi előfizetési díjért.',
          ],
        },
        'A csomagok aktuális tartalmát, havi kereteit és díját a Szolgáltatás Árak oldala tartalmazza. A díjak nettó összegek, amelyeket az általános forgalmi adó (jelenleg 27%) terhel. A díjak változásáról a Szolgáltató legalább 30 nappal korábban értesíti az Irodákat; a változás a következő díjfizetési időszaktól hatályos.',
        'A Szolgáltató bankkártyás fizetést nem fogad. Csomagváltást az Iroda cégadminisztrátora kérhet. Díjmentes csomagra a váltás azonnal megtörténik. Fizetős csomag esetén a Szolgáltató díjbekérőt állít ki az első havi díjról, 8 napos fizetési határidővel; a csomag azon a napon lép életbe, amikor az átutalás a Szolgáltató bankszámláján jóváírásra került és azt a Szolgáltató rögzítette. Egyszerre egy folyamatban lévő csomagváltási kérés lehet, amelyet az Iroda a fizetésig visszavonhat.',
        'Az előfizetési díj havonta előre fizetendő. A befizetett díjról a Szolgáltató a jogszabályoknak megfelelő számlát állít ki. Késedelmes fizetés esetén a Szolgáltató a fizetős csomagot az Alap csomagra állíthatja vissza; az Iroda adatai ettől nem vesznek el.',
      ],
    },
    {
      heading: '6. Modulok és havi keretek',
      blocks: [
        'Az egyes modulok és funkciók elérhetőségét az Iroda csomagja határozza meg. A mérhető műveletek (különösen az AI-ügynök-futtatások és az automatizációk) száma naptári hónaponként számít; a keret 80%-ának elérésekor a Szolgáltatás figyelmeztet.',
        'A keret elfogyása után a művelet csak akkor hajtható végre, ha a Felhasználó kifejezetten kreditből fizet érte, vagy az Iroda magasabb csomagra vált. A még fejlesztés alatt álló modulokat a Szolgáltatás jelöli; ezek elérhetőségére a Szolgáltató határidőt nem vállal.',
      ],
    },
    {
      heading: '7. Kreditek',
      blocks: [
        'Kreditet az Iroda cégadminisztrátora vásárolhat, egyszerre 10 és 10 000 darab között, a Kreditek oldalon feltüntetett egységáron (nettó ár + ÁFA). A vásárlásról a Szolgáltató díjbekérőt állít ki; a kreditet az átutalás beérkezése után írja jóvá.',
        'A kredit az Irodáé, azt a jogosult felhasználók az Iroda nevében költhetik el; a havi kereten felüli mérhető művelet egy kreditbe kerül. A kreditegyenleg nem lehet negatív; minden jóváírás és terhelés az Iroda kreditnaplójában visszakereshető.',
        'A kredit készpénzre nem váltható és más Irodára nem ruházható át. Az Előfizetés megszűnésekor a fel nem használt kredit ellenértékét a Szolgáltató csak akkor téríti vissza, ha a megszűnést a Szolgáltató szerződésszegése okozta.',
      ],
    },
    {
      heading: '8. Ügyfélportál',
      blocks: [
        'Az Iroda az ügyfeleit meghívhatja a Szolgáltatásba, vagy az ügyfél a regisztrációkor az ügyvédje e-mail-címével vagy meghívókódjával kapcsolódhat az Irodához. Az ügyfélportálon az Ügyfél azokat az adatokat, dokumentumokat és üzeneteket látja, amelyeket az Iroda vele megoszt.',
        'Azért, hogy mit oszt meg az ügyfeleivel, és hogy ez összhangban van-e az ügyvédi titoktartással és az ügyfél megbízásával, az Iroda felel.',
      ],
    },
    {
      heading: '9. Mesterséges intelligencián alapuló funkciók',
      blocks: [
        'Az AI-funkciók (például a Themis jogi asszisztens, dokumentumtervezetek, összefoglalók) külső vagy helyi nyelvi modelleket használnak. A kéréseket a Szolgáltató szervere továbbítja; az AI-szolgáltatók hozzáférési kulcsai soha nem kerülnek a böngészőbe.',
        'Küldés előtt a Szolgáltatás a felismert személyes azonosítókat (e-mail-cím, telefonszám, adószám, adóazonosító jel, TAJ-szám, bankszámlaszám, IBAN, egyéb hosszú számsorok és az Iroda névjegyeiben szereplő nevek) helyettesítő jelölésekre cseréli, és a választban visszaállítja. A maszkolás részleteit és korlátait az Adatkezelési tájékoztató írja le.',
        'Az AI által készített szöveg tervezet, amely hibás, hiányos vagy elavult lehet. Nem minősül a Szolgáltató jogi tanácsának; felhasználása előtt azt a Felhasználónak – ügyvéd esetén szakmai felelőssége körében – ellenőriznie kell.',
      ],
    },
    {
      heading: '10. A Felhasználók kötelezettségei',
      blocks: [
        {
          list: [
            'A Szolgáltatás csak jogszerű célra használható; tilos kártékony kódot feltölteni, a Szolgáltatást túlterhelni, a biztonsági megoldásokat megkerülni vagy más Iroda adataihoz hozzáférni.',
            'Az Iroda felel azért, hogy az általa rögzített adatok (különösen ügyfelei személyes adatai) kezelésére jogalappal rendelkezik, és hogy azok feltöltése nem sért jogszabályt vagy harmadik személy jogát.',
            'A Felhasználó a Szolgáltatás szoftverét nem másolhatja, nem fejtheti vissza és nem adhatja tovább.',
          ],
        },
      ],
    },
    {
      heading: '11. Rendelkezésre állás és támogatás',
      blocks: [
        'A Szolgáltató a Szolgáltatás folyamatos működésére törekszik. A tervezett karbantartásról a Felhasználókat lehetőség szerint előre értesíti. A Szolgáltató nem felel az internetkapcsolat, a Felhasználó eszközei vagy harmadik fél (például AI-szolgáltató) kieséséből eredő fennakadásokért; az AI-funkciók kiesésekor a Szolgáltatás más szolgáltatóra válthat.',
        'Támogatás a(z) {email} címen kérhető. A Haladó és Profi csomag kiemelt (elsőbbségi) támogatást tartalmaz. Külön rendelkezésre állási vállalás (SLA) egyedi szerződésben köthető.',
      ],
    },
    {
      heading: '12. Adatvédelem és adatfeldolgozás',
      blocks: [
        'A Felhasználók személyes adatainak kezelését az Adatkezelési tájékoztató írja le. A fiókadatok, a számlázás és a biztonsági naplók tekintetében a Szolgáltató adatkezelő.',
        'Az Iroda által a Szolgáltatásban rögzített adatok (ügyfelek, névjegyek, ügyek, dokumentumok, határidők, üzenetek, AI-kérések) tekintetében az Iroda az adatkezelő, a Szolgáltató pedig az általános adatvédelmi rendelet (GDPR) 28. cikke szerinti adatfeldolgozó. Jelen pont és az Adatkezelési tájékoztató adatfeldolgozásról szóló része az Iroda és a Szolgáltató közötti adatfeldolgozási szerződés, amelynek alapján a Szolgáltató:',
        {
          list: [
            'az adatokat kizárólag az Iroda utasítására – a Szolgáltatás működtetése, a támogatási kérések teljesítése és a jogszabályi kötelezettségek teljesítése céljából – kezeli;',
            'biztosítja, hogy az adatokhoz hozzáférő munkatársait titoktartási kötelezettség terhelje;',
            'megteszi a GDPR 32. cikke szerinti technikai és szervezési intézkedéseket;',
            'további adatfeldolgozót (tárhelyszolgáltató, e-mail-kézbesítő, AI-szolgáltató) az Iroda általános felhatalmazása alapján vesz igénybe, azokat az Adatkezelési tájékoztatóban felsorolja, és a változásról előzetesen tájékoztat, hogy az Iroda tiltakozhasson;',
            'segíti az Irodát az érintetti kérelmek teljesítésében, az adatbiztonsági kötelezettségekben és az adatvédelmi incidensek kezelésében, és az incidensről indokolatlan késedelem nélkül értesíti;',
            'a szerződés megszűnésekor az adatokat az Iroda választása szerint kiadja vagy törli, kivéve, ha jogszabály megőrzést ír elő;',
            'rendelkezésre bocsátja a megfelelés igazolásához szükséges információkat, és lehetővé teszi az Iroda által végzett ellenőrzést.',
          ],
        },
        'Az ügyvédi titok körébe tartozó adatokhoz a Szolgáltató munkatársai csak az Iroda kifejezett kérésére (például hibaelhárításhoz) vagy jogszabály kötelező előírása alapján férnek hozzá.',
      ],
    },
    {
      heading: '13. Felelősség',
      blocks: [
        'A Szolgáltató felelőssége – a szándékosan, súlyos gondatlansággal vagy bűncselekménnyel okozott, illetve az emberi életet, testi épséget vagy egészséget megkárosító szerződésszegés kivételével – a károkozást megelőző 12 hónapban az Iroda által ténylegesen megfizetett díjak összegére korlátozódik. A Szolgáltató nem felel az elmaradt haszonért, valamint az AI által készített tervezetek ellenőrzés nélküli felhasználásából eredő kárért.',
      ],
    },
    {
      heading: '14. Szellemi tulajdon',
      blocks: [
        'A Szolgáltatás szoftvere, felülete és dokumentációja a Szolgáltató (illetve licencadói) szellemi tulajdona; az Iroda és a Felhasználók a szerződés idejére nem kizárólagos, át nem ruházható használati jogot kapnak. Az Iroda által feltöltött adatok és dokumentumok az Irodáé maradnak.',
      ],
    },
    {
      heading: '15. A szerződés időtartama és megszűnése',
      blocks: [
        'A szerződés határozatlan időre jön létre. Az Iroda a szerződést bármikor felmondhatja a(z) {email} címre küldött nyilatkozattal; a már megfizetett időszak díja nem jár vissza. Az Ügyfél bármikor kérheti fiókja törlését.',
        'A Szolgáltató a szerződést 30 napos felmondási idővel mondhatja fel. Súlyos szerződésszegés (például a Szolgáltatás jogellenes használata vagy más Irodák adatainak veszélyeztetése) esetén az Iroda hozzáférését azonnal felfüggesztheti, illetve a szerződést azonnali hatállyal felmondhatja.',
        'A megszűnést követő 30 napig az Iroda kérheti adatainak kiadását; ezt követően a Szolgáltató az adatokat törli, kivéve azokat, amelyek megőrzését jogszabály írja elő (például a számviteli bizonylatokat).',
      ],
    },
    {
      heading: '16. Az ÁSZF módosítása',
      blocks: [
        'A Szolgáltató az ÁSZF-et módosíthatja. Az új változatot verziójelöléssel és hatálybalépési dátummal teszi közzé ezen az oldalon, és – jogszabályváltozás miatti módosítás kivételével – legalább 15 nappal a hatálybalépés előtt e-mailben is értesíti az Irodákat.',
        'Az új változat hatálybalépése után a Szolgáltatás a következő bejelentkezéskor kéri annak elfogadását; elfogadás nélkül a Szolgáltatás nem használható tovább. Aki az új változatot nem fogadja el, kijelentkezhet, és a szerződést a 15. pont szerint felmondhatja.',
      ],
    },
    {
      heading: '17. Panaszkezelés, irányadó jog és jogviták',
      blocks: [
        'Panaszt a(z) {email} címen lehet tenni; a Szolgáltató arra 30 napon belül írásban válaszol.',
        'A szerződésre a magyar jog, különösen a Polgári Törvénykönyvről szóló 2013. évi V. törvény és az elektronikus kereskedelmi szolgáltatásokról szóló 2001. évi CVIII. törvény irányadó. A felek a vitáikat elsősorban tárgyalás útján rendezik; ennek eredménytelensége esetén vállalkozások közötti jogvitában a Szolgáltató székhelye szerint illetékes bíróság jár el. A fogyasztónak minősülő Felhasználót megillető, jogszabályból eredő jogokat (így a lakóhelye szerinti bírósághoz fordulás jogát) ez nem érinti.',
      ],
    },
  ],
};
