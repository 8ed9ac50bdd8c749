// The built-in template library (issue 16 point 1, decision 0183): twelve Hungarian legal
// templates written for this product. They are data: the migration-independent seed
// (server/db/seed-templates.ts) upserts them with tenant_id NULL, readable by every firm.
// Each variable carries an `example`, used by the sample generation and the tests.
// The texts are starting points a lawyer reviews; they cite no statute they do not need.
import type { VariableDefinitionInput } from './variables';
import type { TemplateCategory, TemplateComplexity } from './document-templates';

export interface BuiltinTemplate {
  slug: string;
  name: string;
  description: string;
  category: TemplateCategory;
  complexity: TemplateComplexity;
  tags: string[];
  estimatedTimeMinutes: number;
  content: string;
  variables: VariableDefinitionInput[];
}

const address = (postalCode: string, city: string, street: string) => ({ country: 'HU', postalCode, city, street });

export const examplePersons = {
  kovacs: {
    name: 'Kovács János',
    birthName: '',
    birthPlace: 'Budapest',
    birthDate: '1982-10-03',
    mothersName: 'Nagy Mária',
    address: address('1054', 'Budapest', 'Kossuth Lajos utca 5.'),
    idDocument: { type: 'id_card', number: '123456AB' },
    taxId: '8422780135',
    taj: '123456788',
  },
  szucs: {
    name: 'Szűcs Erzsébet',
    birthName: 'Fehér Erzsébet',
    birthPlace: 'Győr',
    birthDate: '1980-01-01',
    mothersName: 'Tóth Ilona',
    address: address('9021', 'Győr', 'Szent István út 10.'),
    idDocument: { type: 'id_card', number: 'AB1234567' },
    taxId: '8412720016',
    taj: '111111110',
  },
  horvath: {
    name: 'Horváth Péter',
    birthName: '',
    birthPlace: 'Debrecen',
    birthDate: '1990-06-15',
    mothersName: 'Kiss Zsuzsanna',
    address: address('4025', 'Debrecen', 'Piac utca 20.'),
    idDocument: { type: 'passport', number: 'BA123456' },
    taxId: '8450900425',
    taj: '987654322',
  },
} as const;

export const exampleCompanies = {
  epito: {
    name: 'Példa Építő Kft.',
    seat: address('1117', 'Budapest', 'Október huszonharmadika utca 8.'),
    registration: { kind: 'company_register', number: '01-09-123456' },
    taxNumber: '12892312-2-42',
    euVatNumber: '',
  },
  kereskedo: { name: 'Dunamenti Kereskedőház Zrt.', seat: address('2400', 'Dunaújváros', 'Vasmű út 41.'), registration: { kind: 'company_register', number: '07-10-001234' }, taxNumber: '10402434-2-07', euVatNumber: '' },
  szoftver: { name: 'Fűzfa Szoftverház Kft.', seat: address('6720', 'Szeged', 'Kárász utca 6.'), registration: { kind: 'company_register', number: '06-09-004321' }, taxNumber: '14528114-2-06', euVatNumber: '' },
} as const;

const signing: VariableDefinitionInput[] = [
  { key: 'sign_place', label: 'Aláírás helye', type: 'text', example: 'Budapest' },
  { key: 'sign_date', label: 'Aláírás napja', type: 'date', example: '2026-11-23' },
];

/**
 * A document text written as an indented block under `content:`: the lines keep their text without
 * the block's indentation, joined by newlines (the first and the closing line of the literal go).
 */
function text(strings: TemplateStringsArray): string {
  const body = strings.join('').split('\n').slice(1, -1);
  return body.map((line) => line.replace(/^ {6}/, '')).join('\n');
}

export const builtinTemplates: BuiltinTemplate[] = [
  {
    slug: 'megbizasi-szerzodes-ugyvedi',
    category: 'contract',
    complexity: 'medium',
    estimatedTimeMinutes: 10,
    tags: ['ügyvédi megbízás', 'díjazás', 'ügyfél'],
    name: 'Megbízási szerződés ügyvédi tevékenység ellátására',
    description: 'Ügyvédi megbízási szerződés magánszemély vagy cég ügyféllel: az ügy tárgya, a díjazás (óradíj vagy átalánydíj, sikerdíj), a fizetés módja és a megszűnés; az ügy kiválasztása kitölti, amit az ügy tud.',
    variables: [
      { key: 'client', label: 'Megbízó (ügyfél)', type: 'party', source: 'contact', from: 'matter.client', example: { kind: 'person', ...examplePersons.kovacs } },
      { key: 'firm_name', label: 'Ügyvédi iroda neve', type: 'text', from: 'firm.name', example: 'Dr. Kovács és Társa Ügyvédi Iroda' },
      { key: 'lawyer_name', label: 'Eljáró ügyvéd', type: 'text', from: 'matter.responsible_lawyer', example: 'dr. Kovács Éva ügyvéd' },
      { key: 'matter_subject', label: 'Az ügy tárgya', type: 'multiline', source: 'matter', from: 'matter.title', example: 'a Megbízó képviselete a Példa Építő Kft. elleni kártérítési perben.' },
      {
        key: 'fee_type',
        label: 'Díjazás módja',
        type: 'choice',
        options: [
          { value: 'fixed', label: 'átalánydíjas' },
          { value: 'hourly', label: 'óradíjas' },
        ],
        from: 'matter.fee_type',
        example: 'fixed',
      },
      { key: 'fee', label: 'Díj (nettó)', type: 'amount_huf', showIf: { key: 'fee_type', equals: 'fixed' }, from: 'matter.fee_fixed', example: 1250000 },
      { key: 'hourly_fee', label: 'Óradíj (nettó)', type: 'amount_huf', showIf: { key: 'fee_type', equals: 'hourly' }, from: 'matter.fee_hourly', example: 45000 },
      { key: 'has_success_fee', label: 'Van sikerdíj?', type: 'boolean', required: false, from: 'matter.has_success_fee', example: true },
      { key: 'success_fee_percent', label: 'Sikerdíj (%)', type: 'integer', showIf: { key: 'has_success_fee', equals: true }, from: 'matter.success_fee_percent', example: 5 },
      { key: 'payment_days', label: 'Fizetési határidő (nap)', type: 'integer', from: 'firm.payment_days', example: 8 },
      { key: 'bank_account', label: 'Az iroda bankszámlája', type: 'bank_account', from: 'firm.bank_account', example: '11773016-11111018-00000000' },
      ...signing,
    ],
    content: text`
      MEGBÍZÁSI SZERZŐDÉS ÜGYVÉDI TEVÉKENYSÉG ELLÁTÁSÁRA
      amely létrejött egyrészről {client} mint megbízó (a továbbiakban: Megbízó),
      másrészről a(z) {firm_name} (eljáró ügyvéd: {lawyer_name}) mint megbízott (a továbbiakban: Ügyvéd) között az alábbi feltételekkel.
      1. A megbízás tárgya: {matter_subject}
      2. Az Ügyvéd a megbízást az ügyvédi tevékenységről szóló törvény és a kamarai szabályzatok szerint, a Megbízó érdekeinek megfelelően látja el.
      3. Díjazás: a felek {fee_type} díjazásban állapodnak meg, amelynek összege {#fee}{fee}{/fee}{#hourly_fee}{hourly_fee.amount}/óra{/hourly_fee} + ÁFA.
      {#has_success_fee}
      Sikerdíj: a pernyertesség esetén a Megbízónak megítélt összeg {success_fee_percent} százaléka.
      {/has_success_fee}
      4. A díjat a Megbízó a számla kézhezvételétől számított {payment_days} napon belül a(z) {bank_account} számú bankszámlára fizeti meg.
      5. A szerződés megszűnése: bármelyik fél írásban, indokolás nélkül felmondhatja; a felmondásig elvégzett munka díja ekkor is jár.
      6. Az Ügyvédet a megbízással kapcsolatban tudomására jutott tényekre titoktartási kötelezettség terheli.
      Kelt: {sign_place}, {sign_date}
      Megbízó: {client.name}          Ügyvéd: {lawyer_name}
    `,
  },
  {
    slug: 'ugyvedi-meghatalmazas',
    category: 'power_of_attorney',
    complexity: 'simple',
    estimatedTimeMinutes: 5,
    tags: ['meghatalmazás', 'képviselet', 'tanúk'],
    name: 'Ügyvédi meghatalmazás',
    description: 'Meghatalmazás bírósági, hatósági vagy peren kívüli képviseletre, két tanúval.',
    variables: [
      { key: 'principal', label: 'Meghatalmazó', type: 'natural_person', source: 'contact', example: examplePersons.szucs },
      { key: 'lawyer_name', label: 'Meghatalmazott ügyvéd', type: 'text', example: 'dr. Kovács Éva' },
      { key: 'firm_name', label: 'Ügyvédi iroda', type: 'text', example: 'Dr. Kovács és Társa Ügyvédi Iroda' },
      { key: 'matter_subject', label: 'Az ügy', type: 'multiline', source: 'matter', example: 'a Győr, Szent István út 10. szám alatti lakás használata miatti birtokvédelmi eljárás' },
      { key: 'authority', label: 'Bíróság vagy hatóság', type: 'text', example: 'Győri Járásbíróság' },
      { key: 'case_number', label: 'Ügyszám', type: 'text', required: false, example: '3.P.20.123/2026' },
      {
        key: 'witnesses',
        label: 'Tanúk (név, lakcím)',
        type: 'list',
        item: { type: 'text' },
        minItems: 2,
        maxItems: 2,
        example: ['Horváth Péter, 4025 Debrecen, Piac utca 20.', 'Szőllősi Ünige, 9021 Győr, Baross Gábor út 3.'],
      },
      ...signing,
    ],
    content: text`
      ÜGYVÉDI MEGHATALMAZÁS
      Alulírott {principal} meghatalmazom {lawyer_name} ügyvédet ({firm_name}), hogy engem az alábbi ügyben teljes jogkörrel képviseljen:
      {matter_subject}
      Eljáró szerv: {authority}{#case_number}, ügyszám: {case_number}{/case_number}.
      A meghatalmazás kiterjed a beadványok előterjesztésére, egyezség kötésére, jogorvoslat előterjesztésére és az arról való lemondásra, valamint a kézbesítések átvételére.
      A meghatalmazás az ügy jogerős befejezéséig vagy írásbeli visszavonásáig érvényes; a meghatalmazott halála vagy a megbízás megszűnése esetén is csak az erről szóló értesítéssel szűnik meg.
      Kelt: {sign_place}, {sign_date}
      Meghatalmazó: {principal.name}          A meghatalmazást elfogadom: {lawyer_name}
      Előttünk mint tanúk előtt:
      {#witnesses}
      {index}. tanú: {value}
      {/witnesses}
    `,
  },
  {
    slug: 'ingatlan-adasveteli-szerzodes',
    category: 'real_estate',
    complexity: 'complex',
    estimatedTimeMinutes: 20,
    tags: ['ingatlan', 'adásvétel', 'foglaló', 'ellenjegyzés'],
    name: 'Ingatlan adásvételi szerződés',
    description: 'Lakóingatlan adásvétele egy vagy több eladóval: helyrajzi szám, vételár betűvel, foglaló, birtokbaadás, ügyvédi ellenjegyzés.',
    variables: [
      { key: 'sellers', label: 'Eladók', type: 'list', item: { type: 'natural_person' }, minItems: 1, maxItems: 10, example: [examplePersons.kovacs, examplePersons.szucs] },
      { key: 'buyer', label: 'Vevő', type: 'natural_person', source: 'contact', example: examplePersons.horvath },
      { key: 'city', label: 'Település', type: 'text', example: 'Budapest V. kerület' },
      { key: 'hrsz', label: 'Helyrajzi szám', type: 'land_registry', example: '24153/0/A/12' },
      { key: 'property_address', label: 'Az ingatlan címe', type: 'address', example: address('1054', 'Budapest', 'Kossuth Lajos utca 5. 2. em. 4.') },
      { key: 'area_m2', label: 'Alapterület (m²)', type: 'integer', example: 64 },
      { key: 'price', label: 'Vételár', type: 'amount_huf', example: 68500000 },
      { key: 'has_deposit', label: 'Van foglaló?', type: 'boolean', required: false, example: true },
      { key: 'deposit', label: 'Foglaló összege', type: 'amount_huf', showIf: { key: 'has_deposit', equals: true }, example: 6850000 },
      { key: 'bank_account', label: 'Az eladó bankszámlája', type: 'bank_account', example: 'HU42 1177 3016 1111 1018 0000 0000' },
      { key: 'handover_date', label: 'Birtokbaadás napja', type: 'date', example: '2027-01-15' },
      { key: 'lawyer_name', label: 'Ellenjegyző ügyvéd', type: 'text', example: 'dr. Kovács Éva' },
      ...signing,
    ],
    content: text`
      INGATLAN ADÁSVÉTELI SZERZŐDÉS
      amely létrejött egyrészről
      {#sellers}
      {index}. eladó: {summary}
      {/sellers}
      mint eladók (a továbbiakban együtt: Eladó), másrészről {buyer} mint vevő (a továbbiakban: Vevő) között az alábbi feltételekkel.
      1. Az Eladó kizárólagos tulajdonát képezi a(z) {city} belterület {hrsz} helyrajzi számú, természetben {property_address} szám alatt található, {area_m2} m² alapterületű lakóingatlan (a továbbiakban: Ingatlan).
      2. Az Eladó eladja, a Vevő megvásárolja az Ingatlant {price} vételárért.
      {#has_deposit}
      3. A Vevő a mai napon {deposit} összeget foglalóként fizet meg; a foglaló a vételárba beszámít. A szerződés meghiúsulásáért felelős fél a foglalót elveszíti, illetve kétszeresen köteles visszafizetni.
      {/has_deposit}
      {^has_deposit}
      3. A felek foglalót nem kötnek ki.
      {/has_deposit}
      4. A vételár hátralékát a Vevő a(z) {bank_account} számú bankszámlára utalja legkésőbb a birtokbaadás napjáig.
      5. A birtokbaadás napja: {handover_date} A közüzemi mérőórák állását a felek a birtokbaadáskor jegyzőkönyvben rögzítik; a műszaki állapotot a Vevő megtekintette.
      6. Az Eladó szavatol azért, hogy az Ingatlan per-, teher- és igénymentes. A tulajdonjog bejegyzéséhez az Eladó a vételár teljes megfizetésekor feltétlen és visszavonhatatlan hozzájárulását adja.
      7. A szerződést {lawyer_name} ügyvéd szerkesztette és ellenjegyzi; a felek őt meghatalmazzák a földhivatali eljárásban való képviseletükre.
      Kelt: {sign_place}, {sign_date}
      Eladó(k):{#sellers} {name};{/sellers}          Vevő: {buyer.name}
      Ellenjegyzem: {lawyer_name}
    `,
  },
  {
    slug: 'lakasberleti-szerzodes',
    category: 'real_estate',
    complexity: 'medium',
    estimatedTimeMinutes: 12,
    tags: ['bérlet', 'lakás', 'óvadék'],
    name: 'Lakásbérleti szerződés',
    description: 'Lakás bérbeadása határozott vagy határozatlan időre, óvadékkal.',
    variables: [
      { key: 'landlord', label: 'Bérbeadó', type: 'natural_person', source: 'contact', example: examplePersons.szucs },
      { key: 'tenant', label: 'Bérlő', type: 'natural_person', source: 'contact', example: examplePersons.horvath },
      { key: 'property_address', label: 'A lakás címe', type: 'address', example: address('9021', 'Győr', 'Szent István út 10. 3. em. 8.') },
      { key: 'hrsz', label: 'Helyrajzi szám', type: 'land_registry', example: '7452/A/14' },
      { key: 'start_date', label: 'A bérlet kezdete', type: 'date', example: '2026-12-01' },
      { key: 'fixed_term', label: 'Határozott idejű bérlet?', type: 'boolean', required: false, example: true },
      { key: 'end_date', label: 'A bérlet vége', type: 'date', showIf: { key: 'fixed_term', equals: true }, example: '2027-11-30' },
      { key: 'rent', label: 'Havi bérleti díj', type: 'amount_huf', example: 220000 },
      { key: 'deposit', label: 'Óvadék', type: 'amount_huf', example: 440000 },
      { key: 'bank_account', label: 'A bérbeadó bankszámlája', type: 'bank_account', example: '11111111-11111111-11111111' },
      ...signing,
    ],
    content: text`
      LAKÁSBÉRLETI SZERZŐDÉS
      amely létrejött egyrészről {landlord} mint bérbeadó (a továbbiakban: Bérbeadó), másrészről {tenant} mint bérlő (a továbbiakban: Bérlő) között.
      1. A Bérbeadó bérbe adja a {property_address} szám alatti, {hrsz} helyrajzi számú lakást (a továbbiakban: Lakás).
      2. A bérlet kezdete: {start_date}; a bérlet {#fixed_term}határozott időre, {end_date} napjáig{/fixed_term}{^fixed_term}határozatlan időre{/fixed_term} szól.
      3. A havi bérleti díj {rent}, amelyet a Bérlő minden hónap 10. napjáig a(z) {bank_account} számú bankszámlára fizet.
      4. A Bérlő {deposit} óvadékot fizet, amelyet a Bérbeadó a bérlet megszűnésekor, a tartozásokkal csökkentve visszafizet.
      5. A fűtés, a víz és az áram díját a Bérlő viseli. A Lakás műszaki állapotát a felek átadás-átvételi jegyzőkönyvben rögzítik.
      6. A bérlet megszűnésekor a Bérlő a Lakást rendeltetésszerű használatra alkalmas, tiszta állapotban adja vissza.
      Kelt: {sign_place}, {sign_date}
      Bérbeadó: {landlord.name}          Bérlő: {tenant.name}
    `,
  },
  {
    slug: 'munkaszerzodes',
    category: 'employment',
    complexity: 'medium',
    estimatedTimeMinutes: 10,
    tags: ['munkajog', 'munkaszerződés', 'próbaidő'],
    name: 'Munkaszerződés',
    description: 'Munkaszerződés a Munka Törvénykönyve szerint: munkakör, munkahely, alapbér, munkaidő, próbaidő.',
    variables: [
      { key: 'employer', label: 'Munkáltató', type: 'company', source: 'contact', example: exampleCompanies.szoftver },
      { key: 'employer_representative', label: 'A munkáltató képviselője', type: 'text', example: 'Fűzfa Ödön ügyvezető' },
      { key: 'employee', label: 'Munkavállaló', type: 'natural_person', source: 'contact', example: examplePersons.horvath },
      { key: 'start_date', label: 'Kezdőnap', type: 'date', example: '2027-01-04' },
      { key: 'job_title', label: 'Munkakör', type: 'text', example: 'szoftverfejlesztő' },
      { key: 'workplace', label: 'Munkavégzés helye', type: 'address', example: address('6720', 'Szeged', 'Kárász utca 6.') },
      {
        key: 'working_hours',
        label: 'Munkaidő',
        type: 'choice',
        options: [
          { value: 'full', label: 'teljes munkaidő, napi 8 óra' },
          { value: 'part', label: 'részmunkaidő, napi 4 óra' },
        ],
        example: 'full',
      },
      { key: 'salary', label: 'Havi bruttó alapbér', type: 'amount_huf', example: 950000 },
      { key: 'has_probation', label: 'Van próbaidő?', type: 'boolean', required: false, example: true },
      { key: 'probation_days', label: 'Próbaidő (nap)', type: 'integer', showIf: { key: 'has_probation', equals: true }, example: 90 },
      ...signing,
    ],
    content: text`
      MUNKASZERZŐDÉS
      amely létrejött egyrészről a(z) {employer} mint munkáltató (képviseli: {employer_representative}; a továbbiakban: Munkáltató),
      másrészről {employee.name} (születési hely, idő: {employee.birthPlace}, {employee.birthDate}; anyja neve: {employee.mothersName}; lakcím: {employee.address}; adóazonosító jel: {employee.taxId}; TAJ szám: {employee.taj}) mint munkavállaló (a továbbiakban: Munkavállaló) között.
      1. A munkaviszony kezdete: {start_date}; a munkaviszony határozatlan időre jön létre.
      2. Munkakör: {job_title}. Munkavégzés helye: {workplace}.
      3. Munkaidő: {working_hours}. Alapbér: havi bruttó {salary}.
      {#has_probation}
      4. A felek {probation_days} nap próbaidőt kötnek ki, amely alatt a munkaviszonyt bármelyik fél azonnali hatállyal megszüntetheti.
      {/has_probation}
      5. A munkaviszony megszűnésére a Munka Törvénykönyve szabályai irányadók. A Munkavállaló a munkaköri leírást és a munkáltatói tájékoztatót átvette.
      Kelt: {sign_place}, {sign_date}
      Munkáltató: {employer.name}          Munkavállaló: {employee.name}
    `,
  },
  {
    slug: 'titoktartasi-megallapodas',
    category: 'contract',
    complexity: 'simple',
    estimatedTimeMinutes: 6,
    tags: ['titoktartás', 'NDA', 'kötbér'],
    name: 'Titoktartási megállapodás (NDA)',
    description: 'Kölcsönös titoktartási megállapodás két cég között üzleti tárgyalásokhoz, kötbérrel.',
    variables: [
      { key: 'party_a', label: 'Első fél', type: 'company', source: 'contact', example: exampleCompanies.epito },
      { key: 'party_b', label: 'Második fél', type: 'company', source: 'contact', example: exampleCompanies.szoftver },
      { key: 'purpose', label: 'A megállapodás célja', type: 'multiline', example: 'a Felek közötti szoftverfejlesztési együttműködés előkészítése.' },
      { key: 'duration_years', label: 'Időtartam (év)', type: 'integer', example: 3 },
      { key: 'penalty', label: 'Kötbér', type: 'amount_huf', example: 5000000 },
      ...signing,
    ],
    content: text`
      TITOKTARTÁSI MEGÁLLAPODÁS
      amely létrejött egyrészről {party_a}, másrészről {party_b} (a továbbiakban együtt: Felek) között.
      1. A megállapodás célja: {purpose}
      2. Üzleti titok minden olyan tény, információ, megoldás vagy adat, amelyet a Felek egymással e célból közölnek, függetlenül attól, hogy azt írásban, szóban vagy elektronikusan adták át.
      3. A Felek az üzleti titkot harmadik személynek nem adhatják ki, és csak a megállapodás céljára használhatják.
      4. A titoktartási kötelezettség a megállapodás megszűnését követően is, annak aláírásától számított {duration_years} évig fennáll.
      5. A kötelezettség megszegése esetén a szerződésszegő fél {penalty} kötbért fizet; a kötbért meghaladó kár is érvényesíthető.
      Kelt: {sign_place}, {sign_date}
      {party_a.name}          {party_b.name}
    `,
  },
  {
    slug: 'fizetesi-felszolitas',
    category: 'demand_letter',
    complexity: 'simple',
    estimatedTimeMinutes: 4,
    tags: ['követeléskezelés', 'felszólítás', 'számla'],
    name: 'Fizetési felszólítás (ügyvédi)',
    description: 'Ügyvédi fizetési felszólítás lejárt számlatartozás megfizetésére, peres eljárás előtt.',
    variables: [
      { key: 'creditor', label: 'Jogosult (ügyfél)', type: 'company', source: 'contact', example: exampleCompanies.kereskedo },
      { key: 'debtor', label: 'Kötelezett', type: 'company', source: 'contact', example: exampleCompanies.epito },
      { key: 'invoice_number', label: 'Számlaszám', type: 'text', example: 'DKH-2026/00418' },
      { key: 'invoice_date', label: 'Számla kelte', type: 'date', example: '2026-09-14' },
      { key: 'due_date', label: 'Fizetési határidő', type: 'date', example: '2026-10-14' },
      { key: 'amount', label: 'Tartozás', type: 'amount_huf', example: 2000001 },
      { key: 'deadline_days', label: 'Teljesítési határidő (nap)', type: 'integer', example: 8 },
      { key: 'bank_account', label: 'A jogosult bankszámlája', type: 'bank_account', example: '11773016-11111018' },
      { key: 'lawyer_name', label: 'Ügyvéd', type: 'text', example: 'dr. Kovács Éva' },
      ...signing,
    ],
    content: text`
      FIZETÉSI FELSZÓLÍTÁS
      Címzett: {debtor}
      Tisztelt Címzett!
      Ügyfelem, a(z) {creditor} megbízásából felszólítom, hogy a(z) {invoice_date} napján kiállított, {invoice_number} számú, {due_date} napján lejárt számla szerinti {amount} tartozását jelen levél kézhezvételétől számított {deadline_days} napon belül fizesse meg ügyfelem {bank_account} számú bankszámlájára.
      Amennyiben a tartozás a határidőben nem kerül kiegyenlítésre, ügyfelem külön értesítés nélkül fizetési meghagyásos eljárást kezdeményez, amelynek költségei és a késedelmi kamat Önt terhelik.
      A határidő eredménytelen elteltéig a tartozás egyszerű átutalással, további költség nélkül rendezhető.
      Kelt: {sign_place}, {sign_date}
      Tisztelettel: {lawyer_name} ügyvéd
    `,
  },
  {
    slug: 'kft-tarsasagi-szerzodes',
    category: 'corporate',
    complexity: 'complex',
    estimatedTimeMinutes: 25,
    tags: ['cégalapítás', 'Kft.', 'társasági jog'],
    name: 'Kft. társasági szerződés',
    description: 'Korlátolt felelősségű társaság alapítása egy vagy több taggal: cégnév, székhely, törzstőke, ügyvezető.',
    variables: [
      { key: 'company_name', label: 'Cégnév', type: 'text', example: 'Szőlőhegy Tanácsadó Kft.' },
      { key: 'seat', label: 'Székhely', type: 'address', example: address('1024', 'Budapest', 'Margit körút 12.') },
      { key: 'members', label: 'Tagok', type: 'list', item: { type: 'natural_person' }, minItems: 1, maxItems: 20, example: [examplePersons.kovacs, examplePersons.horvath] },
      { key: 'activity', label: 'Főtevékenység', type: 'text', example: '7022 Üzletviteli, egyéb vezetési tanácsadás' },
      { key: 'share_capital', label: 'Törzstőke', type: 'amount_huf', example: 3000000 },
      { key: 'managing_director', label: 'Ügyvezető', type: 'natural_person', example: examplePersons.kovacs },
      ...signing,
    ],
    content: text`
      TÁRSASÁGI SZERZŐDÉS
      Alulírott tagok korlátolt felelősségű társaságot alapítanak az alábbiak szerint.
      1. A társaság cégneve: {company_name}. Székhelye: {seat}.
      2. A társaság tagjai:
      {#members}
      {index}. tag: {summary}
      {/members}
      3. A társaság főtevékenysége: {activity}.
      4. A társaság törzstőkéje {share_capital}, amelyet a tagok egyenlő arányban, pénzben teljesítenek a cégbejegyzési kérelem benyújtásáig.
      5. Az ügyvezető: {managing_director}. Az ügyvezető a társaságot önállóan képviseli; megbízatása határozatlan időre szól.
      6. A társaság határozatlan időre jön létre. A társaság megszűnésére és a tagsági jogviszony megszűnésére a Polgári Törvénykönyv szabályai irányadók.
      Kelt: {sign_place}, {sign_date}
      Tagok:{#members} {name};{/members}
    `,
  },
  {
    slug: 'taggyulesi-hatarozat',
    category: 'corporate',
    complexity: 'simple',
    estimatedTimeMinutes: 6,
    tags: ['taggyűlés', 'határozat', 'Kft.'],
    name: 'Taggyűlési határozat (jegyzőkönyv-kivonat)',
    description: 'Kft. taggyűlésének határozatai egy vagy több napirendi pontban, levezető elnökkel és jegyzőkönyvvezetővel.',
    variables: [
      { key: 'company', label: 'Társaság', type: 'company', source: 'contact', example: exampleCompanies.epito },
      { key: 'meeting_date', label: 'Az ülés napja', type: 'date', example: '2026-11-20' },
      { key: 'meeting_year', label: 'Év (határozatszámhoz)', type: 'integer', example: 2026 },
      { key: 'meeting_place', label: 'Az ülés helye', type: 'text', example: 'a társaság székhelye' },
      {
        key: 'resolutions',
        label: 'Határozatok',
        type: 'list',
        item: { type: 'multiline' },
        minItems: 1,
        maxItems: 20,
        example: ['A taggyűlés a 2025. évi beszámolót elfogadja.', 'A taggyűlés az ügyvezető megbízatását 2031. december 31-ig meghosszabbítja.'],
      },
      { key: 'chair', label: 'Levezető elnök', type: 'text', example: 'Kovács János' },
      { key: 'recorder', label: 'Jegyzőkönyvvezető', type: 'text', example: 'Szűcs Erzsébet' },
    ],
    content: text`
      TAGGYŰLÉSI HATÁROZATOK
      A(z) {company} taggyűlése {meeting_date} napján, {meeting_place} helyszínen megtartott ülésén, a határozatképesség megállapítása után egyhangúlag az alábbi határozatokat hozta.
      {#resolutions}
      {index}/{meeting_year}. számú határozat: {value}
      {/resolutions}
      Levezető elnök: {chair}          Jegyzőkönyvvezető: {recorder}
      A határozatok a meghozatalukkal hatályosak; a cégbírósági bejelentés az ügyvezető kötelezettsége.
    `,
  },
  {
    slug: 'adatkezelesi-tajekoztato',
    category: 'data_protection',
    complexity: 'medium',
    estimatedTimeMinutes: 15,
    tags: ['GDPR', 'adatvédelem', 'tájékoztató'],
    name: 'Adatkezelési tájékoztató (GDPR)',
    description: 'Adatkezelési tájékoztató az általános adatvédelmi rendelet 13. cikke szerint: adatkezelő, célok, megőrzés, jogok.',
    variables: [
      { key: 'controller', label: 'Adatkezelő', type: 'company', source: 'contact', example: exampleCompanies.szoftver },
      { key: 'controller_email', label: 'Adatvédelmi e-mail-cím', type: 'text', example: 'adatvedelem@fuzfa-szoftver.hu' },
      { key: 'has_dpo', label: 'Van adatvédelmi tisztviselő?', type: 'boolean', required: false, example: true },
      { key: 'dpo_name', label: 'Adatvédelmi tisztviselő', type: 'text', showIf: { key: 'has_dpo', equals: true }, example: 'dr. Hűvös Ödön' },
      {
        key: 'purposes',
        label: 'Célok és jogalapok',
        type: 'list',
        item: { type: 'multiline' },
        minItems: 1,
        maxItems: 20,
        example: ['Szerződés teljesítése (GDPR 6. cikk (1) b) pont).', 'Számviteli kötelezettség teljesítése (GDPR 6. cikk (1) c) pont).'],
      },
      { key: 'retention_years', label: 'Megőrzési idő (év)', type: 'integer', example: 8 },
      { key: 'effective_date', label: 'Hatályba lépés', type: 'date', example: '2027-01-01' },
    ],
    content: text`
      ADATKEZELÉSI TÁJÉKOZTATÓ
      Adatkezelő: {controller}. Elérhetőség: {controller_email}.
      {#has_dpo}
      Adatvédelmi tisztviselő: {dpo_name}.
      {/has_dpo}
      Az adatkezelés céljai és jogalapjai:
      {#purposes}
      {index}. {value}
      {/purposes}
      A személyes adatokat a cél megszűnésétől számított {retention_years} évig őrizzük meg, ezt követően töröljük.
      Ön jogosult hozzáférést, helyesbítést, törlést, az adatkezelés korlátozását kérni, tiltakozhat az adatkezelés ellen, és panaszt tehet a Nemzeti Adatvédelmi és Információszabadság Hatóságnál.
      Hatályos: {effective_date}
    `,
  },
  {
    slug: 'teljessegi-nyilatkozat',
    category: 'statement',
    complexity: 'simple',
    estimatedTimeMinutes: 4,
    tags: ['könyvvizsgálat', 'nyilatkozat', 'beszámoló'],
    name: 'Teljességi nyilatkozat könyvvizsgálónak',
    description: 'A vezetés nyilatkozata a könyvvizsgáló részére a beszámoló adatainak teljességéről.',
    variables: [
      { key: 'company', label: 'Társaság', type: 'company', source: 'contact', example: exampleCompanies.kereskedo },
      { key: 'ceo_name', label: 'Vezető tisztségviselő', type: 'text', example: 'Győri Zsuzsanna vezérigazgató' },
      { key: 'period_end', label: 'Fordulónap', type: 'date', example: '2026-12-31' },
      { key: 'auditor', label: 'Könyvvizsgáló', type: 'text', example: 'Szűts és Társa Könyvvizsgáló Kft.' },
      ...signing,
    ],
    content: text`
      TELJESSÉGI NYILATKOZAT
      Alulírott {ceo_name}, a(z) {company} vezető tisztségviselője, a(z) {period_end} fordulónapú beszámoló könyvvizsgálata kapcsán {auditor} részére kijelentem, hogy:
      – a könyvvizsgálathoz szükséges minden könyvet, nyilvántartást és dokumentumot hiánytalanul átadtunk;
      – a beszámoló a számviteli törvény szerint, a valós képnek megfelelően készült, és tartalmaz minden lényeges kötelezettséget és függő tételt;
      – a fordulónap után bekövetkezett, a beszámolót érintő lényeges eseményről, így különösen szerződés megszűnéséről vagy peres eljárásról, tájékoztattuk a könyvvizsgálót.
      Kelt: {sign_place}, {sign_date}
      {ceo_name}
    `,
  },
  {
    slug: 'engedmenyezesi-szerzodes',
    category: 'contract',
    complexity: 'medium',
    estimatedTimeMinutes: 10,
    tags: ['engedményezés', 'követelés', 'követeléskezelés'],
    name: 'Engedményezési szerződés',
    description: 'Pénzkövetelés engedményezése ellenérték fejében, a kötelezett értesítésével.',
    variables: [
      { key: 'assignor', label: 'Engedményező', type: 'company', source: 'contact', example: exampleCompanies.kereskedo },
      { key: 'assignee', label: 'Engedményes', type: 'company', source: 'contact', example: exampleCompanies.szoftver },
      { key: 'debtor', label: 'Kötelezett', type: 'company', source: 'contact', example: exampleCompanies.epito },
      { key: 'claim_amount', label: 'A követelés összege', type: 'amount_huf', example: 12500000 },
      { key: 'claim_basis', label: 'A követelés jogcíme', type: 'multiline', example: 'a 2026. június 1-jén kötött szállítási szerződés alapján kiállított DKH-2026/00311 számú számla.' },
      { key: 'price', label: 'Ellenérték', type: 'amount_huf', example: 9000000 },
      ...signing,
    ],
    content: text`
      ENGEDMÉNYEZÉSI SZERZŐDÉS
      amely létrejött egyrészről {assignor} mint engedményező (a továbbiakban: Engedményező), másrészről {assignee} mint engedményes (a továbbiakban: Engedményes) között.
      1. Az Engedményezőnek {debtor} mint kötelezettel szemben {claim_amount} összegű, lejárt pénzkövetelése áll fenn, amelynek jogcíme: {claim_basis}
      2. Az Engedményező a követelést a mai napon az Engedményesre engedményezi; a követelést biztosító jogok az Engedményesre szállnak.
      3. Az engedményezés ellenértéke {price}, amelyet az Engedményes az aláírást követő 5 munkanapon belül egyszerű átutalással fizet meg.
      4. Az Engedményező szavatol a követelés fennállásáért, a kötelezett fizetőképességéért azonban nem felel. Az Engedményező a kötelezettet az engedményezésről haladéktalanul írásban értesíti.
      5. A követeléssel kapcsolatos iratokat az Engedményező a mai napon átadja; e kötelezettsége a szerződés megszűnése esetén sem szűnik meg.
      Kelt: {sign_place}, {sign_date}
      Engedményező: {assignor.name}          Engedményes: {assignee.name}
    `,
  },
];

/** The sample inputs of a built-in template (each variable's example). */
export function exampleInputs(template: Pick<BuiltinTemplate, 'variables'>): Record<string, unknown> {
  return Object.fromEntries(template.variables.map((v) => [v.key, v.example]));
}
