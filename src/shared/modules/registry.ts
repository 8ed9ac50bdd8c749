// The module registry (issue 13, decision 0090): every functional area of the product is a module
// with a stable key, defined once here and read by the server (install rules, the module guard of
// API routes, the store) and by the client (store, my modules, nav, the "not installed" page).
// What a platform admin may change per module (visibility, price, featured) lives in the database
// (`module_catalog`); these are the defaults and the parts only a release can change.
//
// `released: false` marks an area whose feature is not built yet: the store lists it as "coming
// soon" and the server refuses to install it (`module_not_released`), so no firm rents an empty page.
// Its issue flips the flag when the feature lands.
import type { Permission } from '../permissions/permissions';

export const planKeys = ['alap', 'halado', 'profi'] as const;
export type PlanKey = (typeof planKeys)[number];

/** Plan tiers in order: a module needing `halado` is in `halado` and `profi`. */
export const planRank: Readonly<Record<PlanKey, number>> = { alap: 0, halado: 1, profi: 2 };

export function planIncludes(firmPlan: PlanKey, required: PlanKey): boolean {
  return planRank[firmPlan] >= planRank[required];
}

export const moduleCategories = ['practice', 'clients', 'documents', 'ai', 'finance', 'portal', 'platform', 'hospitality'] as const;
export type ModuleCategory = (typeof moduleCategories)[number];

export const moduleStatuses = ['active', 'beta', 'hidden'] as const;
export type ModuleStatus = (typeof moduleStatuses)[number];

export interface LocalizedText {
  hu: string;
  en: string;
}

export interface ModuleDefinition {
  /** Stable key, also the id in URLs (/app/modulstore/:id) and in the database. */
  key: string;
  name: LocalizedText;
  description: LocalizedText;
  /** What the module stores for the firm (shown before install and uninstall). */
  dataKept: LocalizedText;
  category: ModuleCategory;
  /** Icon name of the client's icon set. */
  icon: string;
  /** Paths under /app the module owns (router syntax, e.g. 'documents/:documentId'). */
  pages: readonly string[];
  /**
   * The permission a page needs when it is not `usePermission` (creating a matter needs
   * canCreateCases). The page manifest (`shared/pages/app-pages.ts`) reads both; the client's
   * route guard, sidebars and 403 screen follow it.
   */
  pagePermissions?: Readonly<Record<string, Permission>>;
  /** API path prefixes the module owns; their routes answer 403 `module_not_installed` without it. */
  apiPrefixes: readonly string[];
  /** Modules installed with it (opportunities brings contacts). */
  dependsOn: readonly string[];
  /** The lowest plan that includes the module. */
  minPlan: PlanKey;
  /** Default monthly add-on price in whole forints (net); 0 when the plan covers it. */
  monthlyPriceHuf: number;
  /** Default store status. */
  status: ModuleStatus;
  /** The permission a role needs to use the module (who can use it, on the detail page). */
  usePermission: Permission;
  released: boolean;
}

const m = (def: ModuleDefinition) => def;

/** Every built-in module, in store order. */
export const moduleRegistry = [
  m({
    key: 'contacts',
    name: { hu: 'Névjegyek', en: 'Contacts' },
    description: { hu: 'Személyek és szervezetek magyar azonosítókkal, címkékkel és tevékenységnaplóval.', en: 'People and organisations with Hungarian identifiers, tags and an activity timeline.' },
    dataKept: { hu: 'Névjegyek, kapcsolataik, címkék és jegyzetek.', en: 'Contacts, their links, tags and notes.' },
    category: 'clients',
    icon: 'contacts',
    pages: ['contacts', 'contacts/:id'],
    apiPrefixes: ['/api/contacts'],
    dependsOn: [],
    minPlan: 'alap',
    monthlyPriceHuf: 0,
    status: 'active',
    usePermission: 'canViewContacts',
    released: true,
  }),
  m({
    key: 'matters',
    name: { hu: 'Ügyek', en: 'Matters' },
    description: { hu: 'Ügyek ügyszámmal, felekkel, ellenérdekű felekkel, csapattal és bizalmas jelöléssel.', en: 'Matters with reference numbers, parties, opposing parties, team and confidentiality.' },
    dataKept: { hu: 'Ügyek, felek, csapattagok és ügyeseményeik.', en: 'Matters, parties, team members and their events.' },
    category: 'practice',
    icon: 'matters',
    pages: ['matters', 'matters/new', 'matters/:matterId'],
    apiPrefixes: ['/api/matters'],
    dependsOn: ['contacts'],
    minPlan: 'alap',
    monthlyPriceHuf: 0,
    status: 'active',
    usePermission: 'canViewCases',
    pagePermissions: { 'matters/new': 'canCreateCases' },
    released: true,
  }),
  m({
    key: 'client-management',
    name: { hu: 'Ügyfélkezelés', en: 'Client management' },
    description: { hu: 'Az iroda ügyfelei egy helyen: ügyfélkártya, ügyek, számlák és üzenetek.', en: "The firm's clients in one place: client card, matters, invoices and messages." },
    dataKept: { hu: 'Ügyfélkártyák és ügyfélcsoportok.', en: 'Client cards and client groups.' },
    category: 'clients',
    icon: 'customers',
    pages: ['customers', 'client-management'],
    apiPrefixes: ['/api/clients'],
    dependsOn: ['contacts'],
    minPlan: 'alap',
    monthlyPriceHuf: 0,
    status: 'active',
    usePermission: 'canViewContacts',
    released: true,
  }),
  m({
    key: 'client-onboarding',
    name: { hu: 'Ügyfélfelvétel (KYC/AML)', en: 'Client onboarding (KYC/AML)' },
    description: { hu: 'Ügyfél-átvilágítás a pénzmosás elleni törvény szerint, azonosítással és kockázati besorolással.', en: 'Client due diligence under the Hungarian AML act, with identification and risk rating.' },
    dataKept: { hu: 'Átvilágítási adatlapok, azonosító okmányok adatai és kockázati besorolások.', en: 'Due-diligence forms, ID document data and risk ratings.' },
    category: 'clients',
    icon: 'onboarding',
    pages: ['client-onboarding'],
    apiPrefixes: ['/api/onboarding'],
    dependsOn: ['contacts'],
    minPlan: 'halado',
    monthlyPriceHuf: 0,
    status: 'active',
    usePermission: 'canCreateContacts',
    // Reading the intakes is canViewContacts on the server; starting one is canCreateContacts.
    pagePermissions: { 'client-onboarding': 'canViewContacts' },
    released: true,
  }),
  m({
    key: 'opportunities',
    name: { hu: 'Lehetőségek', en: 'Opportunities' },
    description: { hu: 'Megkeresések és ajánlatok követése a megbízásig.', en: 'Track enquiries and offers until the engagement.' },
    dataKept: { hu: 'Lehetőségek, szakaszaik és becsült értékük.', en: 'Opportunities, their stages and estimated value.' },
    category: 'clients',
    icon: 'opportunities',
    pages: ['opportunities'],
    apiPrefixes: ['/api/opportunities'],
    dependsOn: ['contacts', 'matters'],
    minPlan: 'alap',
    monthlyPriceHuf: 0,
    status: 'active',
    usePermission: 'canViewOpportunities',
    released: true,
  }),
  m({
    key: 'crm',
    name: { hu: 'CRM', en: 'CRM' },
    description: { hu: 'Értékesítési tölcsér, teendők és ügyfélkapcsolati áttekintés.', en: 'Sales pipeline, tasks and a client-relationship overview.' },
    dataKept: { hu: 'Tölcsérszakaszok és teendők.', en: 'Pipeline stages and tasks.' },
    category: 'clients',
    icon: 'crm',
    pages: ['crm'],
    apiPrefixes: ['/api/crm'],
    dependsOn: ['contacts', 'opportunities'],
    minPlan: 'halado',
    monthlyPriceHuf: 0,
    status: 'active',
    usePermission: 'canViewOpportunities',
    released: true,
  }),
  m({
    key: 'time-tracking',
    name: { hu: 'Időnyilvántartás', en: 'Time tracking' },
    description: { hu: 'Munkaidő rögzítése ügyenként, stopperrel és kerekítési szabályokkal.', en: 'Record time per matter, with a timer and rounding rules.' },
    dataKept: { hu: 'Időbejegyzések és óradíjak.', en: 'Time entries and hourly rates.' },
    category: 'finance',
    icon: 'time',
    pages: ['tracking'],
    apiPrefixes: ['/api/time-entries'],
    dependsOn: ['matters'],
    minPlan: 'alap',
    monthlyPriceHuf: 0,
    status: 'active',
    usePermission: 'canViewTimeTracking',
    released: true,
  }),
  m({
    key: 'invoice-generator',
    name: { hu: 'Számlázás', en: 'Invoicing' },
    description: { hu: 'Magyar számlák kiállítása, NAV Online Számla adatszolgáltatással.', en: 'Hungarian invoices with NAV Online Invoice reporting.' },
    dataKept: { hu: 'Számlák, számlatételek és NAV-beküldések.', en: 'Invoices, invoice lines and NAV submissions.' },
    category: 'finance',
    icon: 'invoice',
    pages: ['invoice-generator', 'invoice-generator/new', 'invoice-generator/:invoiceId'],
    apiPrefixes: ['/api/invoices'],
    dependsOn: ['contacts'],
    minPlan: 'alap',
    monthlyPriceHuf: 0,
    status: 'active',
    usePermission: 'canViewTimeTracking',
    pagePermissions: { 'invoice-generator/new': 'canCreateTimeEntries' },
    released: true,
  }),
  m({
    key: 'financial-reports',
    name: { hu: 'Pénzügyi kimutatások', en: 'Financial reports' },
    description: { hu: 'Árbevétel, kintlévőségek és ügyenkénti jövedelmezőség.', en: 'Revenue, receivables and profitability per matter.' },
    dataKept: { hu: 'Nem tárol saját adatot, a számlákból és időbejegyzésekből számol.', en: 'Keeps no data of its own; computed from invoices and time entries.' },
    category: 'finance',
    icon: 'reports',
    pages: ['financial-reports'],
    apiPrefixes: ['/api/financial-reports'],
    dependsOn: ['invoice-generator'],
    minPlan: 'halado',
    monthlyPriceHuf: 0,
    status: 'active',
    usePermission: 'canViewAnalytics',
    released: true,
  }),
  m({
    key: 'compliance-tracker',
    name: { hu: 'Határidőnapló', en: 'Deadline tracker' },
    description: { hu: 'Eljárási határidők számítása munkanapokkal és ítélkezési szünettel, emlékeztetőkkel.', en: 'Procedural deadlines computed with working days and court recess, with reminders.' },
    dataKept: { hu: 'Határidők, számításuk magyarázata és emlékeztetők.', en: 'Deadlines, their computation and reminders.' },
    category: 'practice',
    icon: 'deadlines',
    pages: ['compliance-tracker'],
    apiPrefixes: ['/api/deadlines'],
    dependsOn: ['matters'],
    minPlan: 'alap',
    monthlyPriceHuf: 0,
    status: 'active',
    usePermission: 'canViewCases',
    released: true,
  }),
  m({
    key: 'documents',
    name: { hu: 'Dokumentumtár', en: 'Document vault' },
    description: { hu: 'Mappák, címkék, ügyekhez kötött dokumentumok és teljes szöveges keresés.', en: 'Folders, tags, documents linked to matters and full-text search.' },
    dataKept: { hu: 'Feltöltött fájlok, metaadataik és kinyert szövegük.', en: 'Uploaded files, their metadata and extracted text.' },
    category: 'documents',
    icon: 'documents',
    pages: ['documents', 'documents/:documentId'],
    apiPrefixes: ['/api/documents'],
    dependsOn: [],
    minPlan: 'alap',
    monthlyPriceHuf: 0,
    status: 'active',
    usePermission: 'canViewDocuments',
    released: true,
  }),
  m({
    key: 'document-versioning',
    name: { hu: 'Dokumentumverziók', en: 'Document versioning' },
    description: { hu: 'Verziótörténet, visszaállítás és szöveges összehasonlítás két verzió között.', en: 'Version history, restore and a text diff between two versions.' },
    dataKept: { hu: 'A dokumentumok korábbi verziói.', en: 'Earlier versions of documents.' },
    category: 'documents',
    icon: 'versions',
    pages: ['document-versioning'],
    apiPrefixes: ['/api/document-versions'],
    dependsOn: ['documents'],
    minPlan: 'halado',
    monthlyPriceHuf: 0,
    status: 'active',
    usePermission: 'canViewDocuments',
    released: true,
  }),
  m({
    key: 'ocr',
    name: { hu: 'OCR szövegfelismerés', en: 'OCR' },
    description: { hu: 'Beszkennelt iratok magyar nyelvű szövegfelismerése, kereshetővé téve.', en: 'Hungarian text recognition of scanned documents, made searchable.' },
    dataKept: { hu: 'A felismert szöveg a dokumentumok mellett.', en: 'Recognised text next to the documents.' },
    category: 'documents',
    icon: 'ocr',
    pages: ['ocr-demo'],
    apiPrefixes: ['/api/ocr'],
    dependsOn: ['documents'],
    minPlan: 'halado',
    monthlyPriceHuf: 4900,
    status: 'active',
    usePermission: 'canViewDocuments',
    released: true,
  }),
  m({
    key: 'document-templates',
    name: { hu: 'Dokumentumsablonok', en: 'Document templates' },
    description: { hu: 'Szerződés- és beadványsablonok magyar jogi mezőkkel.', en: 'Contract and filing templates with Hungarian legal fields.' },
    dataKept: { hu: 'Sablonok és változataik.', en: 'Templates and their versions.' },
    category: 'documents',
    icon: 'templates',
    pages: ['documents/templates', 'documents/templates/:id', 'documents/templates/new', 'documents/templates/:id/edit'],
    apiPrefixes: ['/api/templates'],
    dependsOn: [],
    minPlan: 'alap',
    monthlyPriceHuf: 0,
    status: 'active',
    usePermission: 'canViewTemplates',
    pagePermissions: { 'documents/templates/new': 'canCreateTemplates', 'documents/templates/:id/edit': 'canCreateTemplates' },
    released: true,
  }),
  m({
    key: 'document-generator',
    name: { hu: 'Dokumentumgenerátor', en: 'Document generator' },
    description: { hu: 'Kész dokumentumok sablonból, az ügy és az ügyfél adataival kitöltve.', en: "Finished documents from templates, filled with the matter's and client's data." },
    dataKept: { hu: 'Az elkészült dokumentumok (DOCX, PDF) és kitöltési adataik.', en: 'Generated documents (DOCX, PDF) and the data they were filled with.' },
    category: 'documents',
    icon: 'generator',
    pages: ['document-generator', 'documents/generate', 'document-generation'],
    apiPrefixes: ['/api/document-generation'],
    dependsOn: ['document-templates'],
    minPlan: 'alap',
    monthlyPriceHuf: 0,
    status: 'active',
    usePermission: 'canGenerateDocuments',
    released: true,
  }),
  m({
    key: 'knowledge-base',
    name: { hu: 'Tudásbázis', en: 'Knowledge base' },
    description: { hu: 'Az iroda belső jegyzetei, mintái és jogszabály-kivonatai kereshetően.', en: "The firm's internal notes, precedents and statute extracts, searchable." },
    dataKept: { hu: 'Tudásbázis-cikkek és csatolmányaik.', en: 'Knowledge-base articles and attachments.' },
    category: 'documents',
    icon: 'knowledge',
    pages: ['kb', 'kb/:articleId', 'knowledge'],
    apiPrefixes: ['/api/kb'],
    dependsOn: [],
    minPlan: 'alap',
    monthlyPriceHuf: 0,
    status: 'active',
    usePermission: 'canViewDocuments',
    released: true,
  }),
  m({
    key: 'ai-modules',
    name: { hu: 'AI modulok', en: 'AI modules' },
    description: { hu: 'Összefoglalás, iratelemzés és fordítás a szerveroldali AI-átjárón keresztül.', en: 'Summaries, document analysis and translation through the server-side AI gateway.' },
    dataKept: { hu: 'AI-kérések naplója és költségei.', en: 'AI request log and costs.' },
    category: 'ai',
    icon: 'ai',
    pages: ['ai-modules'],
    apiPrefixes: ['/api/ai'],
    dependsOn: [],
    minPlan: 'alap',
    monthlyPriceHuf: 0,
    status: 'active',
    usePermission: 'canUseAI',
    released: true,
  }),
  m({
    key: 'themis',
    name: { hu: 'Themis jogi asszisztens', en: 'Themis legal assistant' },
    description: { hu: 'Jogi kérdések megválaszolása hivatkozásokkal, az iroda dokumentumtárára építve.', en: "Legal questions answered with citations, grounded in the firm's vault." },
    dataKept: { hu: 'Beszélgetések és a Themis-tár dokumentumai.', en: 'Conversations and the Themis vault documents.' },
    category: 'ai',
    icon: 'themis',
    pages: ['themis', 'themis/vault'],
    apiPrefixes: ['/api/themis'],
    dependsOn: ['ai-modules'],
    minPlan: 'halado',
    monthlyPriceHuf: 9900,
    status: 'active',
    usePermission: 'canUseAI',
    released: true,
  }),
  m({
    key: 'automations',
    name: { hu: 'Automatizációk', en: 'Automations' },
    description: { hu: 'E-mailből ügy, határidő-emlékeztetők és automatikus dokumentumkészítés.', en: 'E-mail to matter, deadline reminders and automatic document generation.' },
    dataKept: { hu: 'Automatizációs szabályok és futásaik naplója.', en: 'Automation rules and their run log.' },
    category: 'practice',
    icon: 'automations',
    pages: ['automations', 'automations/email-to-case', 'automations/deadline-reminders', 'automations/document-generation'],
    apiPrefixes: ['/api/automations'],
    dependsOn: ['matters'],
    minPlan: 'alap',
    monthlyPriceHuf: 0,
    status: 'active',
    usePermission: 'canEditSettings',
    pagePermissions: { 'automations/email-to-case': 'canCreateCases', 'automations/deadline-reminders': 'canViewCases', 'automations/document-generation': 'canGenerateDocuments' },
    released: false,
  }),
  m({
    key: 'client-portal',
    name: { hu: 'Ügyfélportál', en: 'Client portal' },
    description: { hu: 'Az ügyfelek üzennek, időpontot foglalnak, látják számláikat és panaszt tehetnek.', en: 'Clients send messages, book appointments, see their invoices and file complaints.' },
    dataKept: { hu: 'Üzenetek, foglalások, panaszok és támogatási kérések.', en: 'Messages, bookings, complaints and support requests.' },
    category: 'portal',
    icon: 'portal',
    pages: ['ugyfelportal', 'customer-dashboard', 'contact-company', 'book-appointment', 'my-purchases', 'submit-complaint', 'company-info', 'support'],
    apiPrefixes: ['/api/portal'],
    dependsOn: ['contacts'],
    minPlan: 'alap',
    monthlyPriceHuf: 0,
    status: 'active',
    usePermission: 'canViewCompanyUsers',
    pagePermissions: {
      'customer-dashboard': 'canViewDashboard',
      'contact-company': 'canContactCompany',
      'book-appointment': 'canBookAppointment',
      'my-purchases': 'canViewPurchases',
      'submit-complaint': 'canSubmitComplaint',
      'company-info': 'canViewCompanyInfo',
      support: 'canRequestSupport',
    },
    released: false,
  }),
  m({
    key: 'analytics',
    name: { hu: 'Elemzések', en: 'Analytics' },
    description: { hu: 'Az iroda teljesítménye: ügyek, órák, árbevétel és ügyfelek alakulása.', en: "The firm's performance: matters, hours, revenue and clients over time." },
    dataKept: { hu: 'Nem tárol saját adatot.', en: 'Keeps no data of its own.' },
    category: 'platform',
    icon: 'analytics',
    pages: ['analytics'],
    apiPrefixes: ['/api/analytics'],
    dependsOn: [],
    minPlan: 'halado',
    monthlyPriceHuf: 0,
    status: 'active',
    usePermission: 'canViewAnalytics',
    released: true,
  }),
  m({
    key: 'api-keys',
    name: { hu: 'API-kulcsok', en: 'API keys' },
    description: { hu: 'Saját rendszerek csatlakoztatása az iroda adataihoz, visszavonható kulcsokkal.', en: "Connect your own systems to the firm's data with revocable keys." },
    dataKept: { hu: 'API-kulcsok kivonata és használati naplójuk.', en: 'API key hashes and their usage log.' },
    category: 'platform',
    icon: 'key',
    pages: ['api-keys'],
    apiPrefixes: ['/api/api-keys'],
    dependsOn: [],
    minPlan: 'halado',
    monthlyPriceHuf: 0,
    status: 'active',
    usePermission: 'canEditSettings',
    released: false,
  }),
  m({
    key: 'integrations',
    name: { hu: 'Integrációk', en: 'Integrations' },
    description: { hu: 'Naptár, e-mail és könyvelőprogram összekapcsolása.', en: 'Connect calendar, e-mail and accounting software.' },
    dataKept: { hu: 'Kapcsolatok beállításai (titkos kulcsok titkosítva).', en: 'Connection settings (secrets encrypted).' },
    category: 'platform',
    icon: 'integrations',
    pages: ['integrations'],
    apiPrefixes: ['/api/integrations'],
    dependsOn: [],
    minPlan: 'alap',
    monthlyPriceHuf: 0,
    status: 'active',
    usePermission: 'canManageModules',
    released: false,
  }),
  m({
    key: 'mobile',
    name: { hu: 'Mobilalkalmazás', en: 'Mobile app' },
    description: { hu: 'Az iroda mobilon: határidők, ügyek és üzenetek útközben.', en: 'The firm on mobile: deadlines, matters and messages on the go.' },
    dataKept: { hu: 'Eszközregisztrációk és értesítési beállítások.', en: 'Device registrations and notification settings.' },
    category: 'platform',
    icon: 'mobile',
    pages: [],
    apiPrefixes: ['/api/mobile'],
    dependsOn: [],
    minPlan: 'profi',
    monthlyPriceHuf: 0,
    status: 'active',
    usePermission: 'canUseModules',
    released: false,
  }),
  m({
    key: 'custom-branding',
    name: { hu: 'Egyedi arculat', en: 'Custom branding' },
    description: { hu: 'Az iroda logója, színei és saját domainje az ügyfélportálon és a dokumentumokon.', en: "The firm's logo, colours and own domain on the portal and documents." },
    dataKept: { hu: 'Logó és arculati beállítások.', en: 'Logo and branding settings.' },
    category: 'platform',
    icon: 'branding',
    pages: [],
    apiPrefixes: ['/api/branding'],
    dependsOn: [],
    minPlan: 'profi',
    monthlyPriceHuf: 0,
    status: 'active',
    usePermission: 'canEditSettings',
    released: false,
  }),
  m({
    key: 'hospitality',
    name: { hu: 'Vendéglátás', en: 'Hospitality' },
    description: { hu: 'Szálláshelyek, foglalási naptár, vendégek, takarítás és NTAK-jelentés.', en: 'Properties, reservation calendar, guests, housekeeping and NTAK reports.' },
    dataKept: { hu: 'Szálláshelyek, foglalások, vendégek és NTAK-jelentések.', en: 'Properties, reservations, guests and NTAK reports.' },
    category: 'hospitality',
    icon: 'hospitality',
    pages: [
      'hospitality',
      'hospitality/dashboard',
      'hospitality/test',
      'hospitality/calendar',
      'hospitality/properties',
      'hospitality/reservations',
      'hospitality/reservations/new',
      'hospitality/reservations/:id',
      'hospitality/guests',
      'hospitality/housekeeping',
      'hospitality/invoices',
      'hospitality/ntak',
    ],
    apiPrefixes: ['/api/hospitality'],
    dependsOn: ['contacts'],
    minPlan: 'halado',
    monthlyPriceHuf: 14900,
    status: 'active',
    usePermission: 'canViewCases',
    pagePermissions: {
      'hospitality/test': 'canViewSettings',
      'hospitality/reservations/new': 'canCreateCases',
      'hospitality/guests': 'canViewContacts',
      'hospitality/invoices': 'canViewTimeTracking',
      'hospitality/ntak': 'canEditSettings',
    },
    released: false,
  }),
] as const satisfies readonly ModuleDefinition[];

export type BuiltInModuleKey = (typeof moduleRegistry)[number]['key'];

const byKey = new Map<string, ModuleDefinition>(moduleRegistry.map((def) => [def.key, def]));

export function moduleByKey(key: string): ModuleDefinition | undefined {
  return byKey.get(key);
}

/** The module owning an API path ('/api/contacts/123' → contacts), or undefined for platform routes. */
export function moduleOfApiPath(path: string): ModuleDefinition | undefined {
  return moduleRegistry.find((def) => def.apiPrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`)));
}

/** The module owning an /app page path (router syntax, without '/app/'). */
export function moduleOfPage(page: string): ModuleDefinition | undefined {
  return moduleRegistry.find((def) => def.pages.includes(page));
}

/**
 * A module with everything it needs, dependencies first (installing opportunities installs
 * contacts first). Throws on an unknown key or a cycle: both are registry bugs a test catches.
 */
export function withDependencies(key: string, lookup: (key: string) => Pick<ModuleDefinition, 'key' | 'dependsOn'> | undefined = moduleByKey): string[] {
  const ordered: string[] = [];
  const visiting = new Set<string>();
  const visit = (k: string) => {
    if (ordered.includes(k)) return;
    if (visiting.has(k)) throw new Error(`module dependency cycle at ${k}`);
    const def = lookup(k);
    if (!def) throw new Error(`unknown module ${k}`);
    visiting.add(k);
    for (const dep of def.dependsOn) visit(dep);
    visiting.delete(k);
    ordered.push(k);
  };
  visit(key);
  return ordered;
}

/** Installed modules that need `key` (directly or through another), for the uninstall dry run. */
export function dependentsOf(key: string, installed: readonly string[], lookup: (key: string) => Pick<ModuleDefinition, 'key' | 'dependsOn'> | undefined = moduleByKey): string[] {
  return installed.filter((other) => other !== key && lookup(other) !== undefined && withDependencies(other, lookup).includes(key));
}
