// Adatkezelési tájékoztató, the binding Hungarian text. Changing its substance means a new
// version id in shared/legal (decision 0081), so every user is asked to accept it again.
import type { LegalText } from './types';

export const privacyHu: LegalText = {
  title: 'Adatkezelési tájékoztató',
  intro: [
    'Ez a tájékoztató azt írja le, hogy a Virtuális Iroda szoftverszolgáltatás (a továbbiakban: Szolgáltatás) működtetése során milyen személyes adatokat, milyen célból, jogalappal és ideig kezelünk, kinek adjuk át őket, és milyen jogok illetik meg az érintetteket.',
    'A tájékoztató az általános adatvédelmi rendelet (EU) 2016/679 (GDPR) és az információs önrendelkezési jogról és az információszabadságról szóló 2011. évi CXII. törvény (Infotv.) alapján készült.',
  ],
  sections: [
    {
      heading: '1. Ki kezeli az adatokat?',
      blocks: [
        {
          list: ['Üzemeltető (Szolgáltató): {name}', 'Székhely: {address}', 'Cégjegyzékszám: {registrationNumber}', 'Adószám: {taxNumber}', 'Adatvédelmi kérdésekben: {privacyEmail}', 'Telefon: {phone}'],
        },
        'A Szolgáltatásban kétféle szerepben kezelünk adatot:',
        {
          list: [
            'Adatkezelőként a saját felhasználóink fiókadatait, a bejelentkezési és biztonsági adatokat, valamint a számlázáshoz és a kapcsolattartáshoz szükséges adatokat kezeljük (2–3. és 6–8. pont).',
            'Adatfeldolgozóként (GDPR 28. cikk) kezeljük azokat az adatokat, amelyeket az ügyvédi irodák (a továbbiakban: Iroda) a Szolgáltatásban az ügyfeleikről és ügyeikről rögzítenek. Ezeknek az adatoknak az Iroda az adatkezelője; az ügyfelek a jogaikat elsősorban az Irodánál gyakorolhatják (4. pont).',
          ],
        },
      ],
    },
    {
      heading: '2. Milyen adatokat kezelünk, milyen célból és jogalappal?',
      blocks: [
        {
          list: [
            'Regisztráció és fiók – név, e-mail-cím, jelszó (csak egyirányú, argon2id eljárással képzett lenyomata), felhasználótípus (ügyvéd vagy ügyfél), kamarai azonosító, iroda neve és címe, irodaméret, szakterületek, cégnév, telefonszám, kapcsolattartási mód, profilkép. Cél: a fiók létrehozása és a Szolgáltatás nyújtása. Jogalap: szerződés teljesítése (GDPR 6. cikk (1) b)). Megőrzés: a fiók törléséig.',
            'Elfogadott dokumentumok – az elfogadott ÁSZF és Adatkezelési tájékoztató verziója és az elfogadás időpontja. Cél: annak igazolása, hogy a felhasználó melyik feltételeket fogadta el. Jogalap: jogos érdek (6. cikk (1) f)). Megőrzés: a fiók törléséig; az elfogadásról szóló naplóbejegyzés a biztonsági naplóval azonos ideig.',
            'Bejelentkezés és biztonság – munkamenet-azonosító, IP-cím, böngésző-azonosító (user agent), sikertelen bejelentkezések, kétlépcsős azonosítás titka és tartalékkódjai, a biztonsági szempontból fontos műveletek naplója (például bejelentkezés, jelszócsere, jogosultság-módosítás, csomagváltás). Cél: a fiókok és az Irodák adatainak védelme, visszaélések felderítése. Jogalap: jogos érdek (6. cikk (1) f)) és a GDPR 32. cikke szerinti biztonsági kötelezettség. Megőrzés: a munkamenet lejártáig (legfeljebb 24 óra tétlenség után), a biztonsági napló 1 évig.',
            'E-mail-megerősítés és jelszó-visszaállítás – egyszer használható, csak lenyomatként tárolt tokenek. Megőrzés: a felhasználásig vagy a lejáratig (jelszó-visszaállításnál 15 perc).',
            'Előfizetés és számlázás – az Iroda neve, címe, adószáma, a csomag, a díjbekérők, befizetések és kreditmozgások. Jogalap: szerződés teljesítése és jogi kötelezettség (6. cikk (1) b) és c)). Megőrzés: a számviteli bizonylatokat a számvitelről szóló 2000. évi C. törvény 169. §-a szerint 8 évig.',
            'Kapcsolattartás és értesítések – a Szolgáltatás működéséhez szükséges levelek (megerősítés, jelszó-visszaállítás, meghívó, díjbekérő) és a felületen megjelenő értesítések. Jogalap: szerződés teljesítése. Marketingüzenetet és hírlevelet csak a regisztrációkor vagy később külön megadott hozzájárulás alapján küldünk (6. cikk (1) a)); a hozzájárulás bármikor visszavonható a(z) {privacyEmail} címen, ami a korábbi küldések jogszerűségét nem érinti.',
            'Beállítások – a felület nyelve és színtémája. Cél: a választott megjelenés megőrzése. Jogalap: szerződés teljesítése. Megőrzés: a fiók törléséig.',
          ],
        },
      ],
    },
    {
      heading: '3. Honnan származnak az adatok?',
      blocks: [
        'Az adatokat a felhasználótól kapjuk (regisztráció, profil), a cégadminisztrátortól (meghívás, szerepkörök), illetve a Szolgáltatás használata során keletkeznek (naplók, munkamenetek). Ha az ügyfelet az Iroda hívja meg, a nevét és e-mail-címét az Iroda adja meg.',
      ],
    },
    {
      heading: '4. Az Irodák ügyfeleinek adatai (adatfeldolgozás)',
      blocks: [
        'Az Iroda a Szolgáltatásban rögzítheti ügyfelei és partnerei adatait (névjegyek, ügyek, dokumentumok, határidők, számlák, üzenetek, AI-kérések). Ezeket az adatokat az Iroda utasítása szerint, kizárólag a Szolgáltatás nyújtása céljából kezeljük; saját célra nem használjuk, nem értékesítjük, és modelltanításra nem adjuk át.',
        'Az Irodák adatai egymástól elkülönítve, adatbázisszintű hozzáférés-szabályozással (sorszintű biztonság) tárolódnak. Munkatársaink az ügyvédi titok körébe tartozó adatokhoz csak az Iroda kifejezett kérésére (például hibaelhárításhoz) vagy jogszabály kötelező előírása alapján férnek hozzá.',
        'Ezeknek az adatoknak a jogalapjáról, megőrzési idejéről és az érintettek tájékoztatásáról az Iroda mint adatkezelő gondoskodik. Az érintetti kérelmeket az Irodához kell címezni; ha hozzánk érkezik ilyen kérelem, azt haladéktalanul továbbítjuk az Irodának, és segítjük a teljesítését. Az adatfeldolgozás részletes feltételeit az ÁSZF 12. pontja tartalmazza.',
      ],
    },
    {
      heading: '5. Mesterséges intelligencia (AI) használata',
      blocks: [
        'Az AI-funkciók használata nem kötelező. Ha egy felhasználó AI-funkciót használ, a kérés szövegét és az általa megadott előzményeket a Szolgáltatás szervere továbbítja a kiválasztott AI-szolgáltatónak (például OpenAI, Anthropic, Microsoft Azure OpenAI, Google, vagy a Szolgáltató saját, helyi modellje). A böngésző közvetlenül nem kapcsolódik AI-szolgáltatóhoz, és a hozzáférési kulcsokat sem látja.',
        'Küldés előtt a szerver a következőket helyettesítő jelölésre cseréli (maszkolja): e-mail-címek, magyar telefonszámok, adószámok, adóazonosító jelek, TAJ-számok, belföldi bankszámlaszámok és IBAN-ok, egyéb 8–20 jegyű számsorok, valamint az Iroda névjegyeiben szereplő személyek nevei. Az AI-szolgáltató így ezeket nem kapja meg; a válaszban a jelöléseket a szerverünk cseréli vissza.',
        'A maszkolás nem teljes körű: nem ismeri fel például a lakcímeket, születési dátumokat, személyi igazolvány-számokat, külföldi telefonszámokat és a névjegyek között nem szereplő neveket. Ezeket csak akkor írja AI-kérésbe, ha feltétlenül szükséges.',
        'A kéréseket a Szolgáltatás érzékenységi szintbe sorolja. Különleges kategóriájú (például egészségügyi) vagy bűnügyi személyes adatot tartalmazó kérés csak jogi szolgáltatás céljából, és csak az Európai Unióban vagy helyben működő modellhez küldhető. Ha egy AI-szolgáltató az Európai Gazdasági Térségen kívül (például az Egyesült Államokban) dolgozza fel az adatokat, a továbbítás az Európai Bizottság megfelelőségi határozata (EU–USA adatvédelmi keretrendszer) vagy általános szerződési feltételek (GDPR 45–46. cikk) alapján történik.',
        'Az AI-kérések szövegét a naplóink nem tárolják: csak a maszkolt elemek számát, a szöveg hosszát, a besorolást, a költséget és az időpontot rögzítjük.',
      ],
    },
    {
      heading: '6. Kik férnek hozzá az adatokhoz? (címzettek, adatfeldolgozók)',
      blocks: [
        {
          list: [
            'Tárhelyszolgáltató (a szerverek és az adatbázis üzemeltetése): {hostingProvider}',
            'E-mail-kézbesítő szolgáltató: a rendszerleveleket a Szolgáltató által megbízott levelezőszerver továbbítja.',
            'AI-szolgáltatók: csak az 5. pont szerint, maszkolt kérésekkel, és csak ha a felhasználó AI-funkciót használ.',
            'Nemzeti Adó- és Vámhivatal: az Iroda által kiállított számlák adatai a számlázó modul használatakor, az Iroda jogszabályi kötelezettsége alapján.',
            'Hatóságok és bíróságok: kizárólag jogszabályon alapuló, kötelező megkeresés esetén.',
          ],
        },
        'Az Irodán belül a tagok a szerepkörük szerinti adatokat látják; a platform üzemeltetői adminisztrátora az Irodák és felhasználók nyilvántartási adatait látja, az Irodák ügyfél- és ügyadatait nem.',
      ],
    },
    {
      heading: '7. Adatbiztonság',
      blocks: [
        'Az adatokat titkosított kapcsolaton (HTTPS) továbbítjuk; a jelszavakat csak lenyomatként tároljuk; a munkamenet-süti JavaScriptből nem olvasható; kétlépcsős azonosítás, sikertelen bejelentkezések utáni zárolás, szerepköralapú jogosultságkezelés, Irodánként elkülönített adatbázis-hozzáférés, biztonsági napló és rendszeres mentés védi az adatokat.',
        'Adatvédelmi incidens esetén azt – ha kockázattal jár – 72 órán belül bejelentjük a Nemzeti Adatvédelmi és Információszabadság Hatóságnak, magas kockázat esetén az érintetteket is tájékoztatjuk; az Iroda adatait érintő incidensről az Irodát haladéktalanul értesítjük.',
      ],
    },
    {
      heading: '8. Sütik és a böngészőben tárolt adatok',
      blocks: [
        'A Szolgáltatás csak a működéséhez feltétlenül szükséges sütit használ: a bejelentkezett munkamenetet azonosító, JavaScriptből nem olvasható (httpOnly) munkamenet-sütit, amely kijelentkezéskor vagy a munkamenet lejártakor megszűnik. A kétlépcsős azonosítás közben egy rövid életű, szintén httpOnly ellenőrző süti is létrejöhet.',
        'A böngésző helyi tárolójában a választott nyelvet és színtémát, a kiválasztott szerepkört, valamint a félbehagyott regisztráció piszkozatát (a jelszó nélkül) őrizzük, hogy a felület a választásodra emlékezzen.',
        'Nem használunk analitikai, hirdetési vagy harmadik féltől származó sütit, ezért sütihozzájárulást sem kérünk.',
      ],
    },
    {
      heading: '9. Az érintettek jogai',
      blocks: [
        'A GDPR 15–22. cikke alapján kérheted:',
        {
          list: [
            'tájékoztatást arról, milyen adataidat kezeljük, és azok másolatát (hozzáférés);',
            'a pontatlan adatok helyesbítését (nevedet, profilodat a Profil oldalon magad is módosíthatod);',
            'adataid törlését, ha kezelésük már nem szükséges, vagy visszavontad a hozzájárulásodat;',
            'az adatkezelés korlátozását;',
            'a szerződés alapján kezelt, általad megadott adatok géppel olvasható formában való kiadását (adathordozhatóság);',
            'és tiltakozhatsz a jogos érdeken alapuló adatkezelés ellen.',
          ],
        },
        'A kérelmet a(z) {privacyEmail} címre küldheted. Legfeljebb egy hónapon belül válaszolunk (ez indokolt esetben további két hónappal meghosszabbodhat, amiről értesítünk); a válasz díjmentes. A kérelmező személyazonosságát ellenőrizhetjük.',
      ],
    },
    {
      heading: '10. Jogorvoslat',
      blocks: [
        'Ha úgy látod, hogy megsértettük az adatvédelmi jogaidat, kérjük, először írj nekünk. Panaszt tehetsz a felügyeleti hatóságnál is:',
        {
          list: [
            'Nemzeti Adatvédelmi és Információszabadság Hatóság (NAIH)',
            'Cím: 1055 Budapest, Falk Miksa utca 9–11.; postacím: 1363 Budapest, Pf. 9.',
            'Telefon: +36 1 391 1400; e-mail: ugyfelszolgalat@naih.hu; honlap: https://naih.hu',
          ],
        },
        'Jogaid megsértése esetén bírósághoz is fordulhatsz (GDPR 79. cikk, Infotv. 23. §); a pert – választásod szerint – a lakóhelyed vagy tartózkodási helyed szerint illetékes törvényszék előtt is megindíthatod.',
      ],
    },
    {
      heading: '11. A tájékoztató módosítása',
      blocks: [
        'A tájékoztató új változatát verziójelöléssel és hatálybalépési dátummal tesszük közzé ezen az oldalon. Lényeges változás esetén a Szolgáltatás a következő bejelentkezéskor kéri az új változat tudomásulvételét.',
      ],
    },
  ],
};
