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

/** The three texts of a module in one language: name, description, what it keeps (`dataKept`). */
type ModuleTexts = readonly [name: string, description: string, dataKept: string];

/**
 * A registry entry states what is its own; the rest is the common case: no dependencies, in the
 * `alap` plan, free with the plan, active and released.
 */
type ModuleEntry = Pick<ModuleDefinition, 'category' | 'icon' | 'pages' | 'apiPrefixes' | 'usePermission'> &
  Partial<Pick<ModuleDefinition, 'pagePermissions' | 'dependsOn' | 'minPlan' | 'monthlyPriceHuf' | 'status' | 'released'>> & { key: string; hu: ModuleTexts; en: ModuleTexts };

function m({ key, hu, en, ...own }: ModuleEntry): ModuleDefinition {
  const text = (i: 0 | 1 | 2): LocalizedText => ({ hu: hu[i], en: en[i] });
  return { key, name: text(0), description: text(1), dataKept: text(2), dependsOn: [], minPlan: 'alap', monthlyPriceHuf: 0, status: 'active', released: true, ...own };
}

/** Every built-in module, in store order. */
export const moduleRegistry = [
  m({
    key: 'contacts',
    category: 'clients',
    icon: 'contacts',
    usePermission: 'canViewContacts',
    pages: ['contacts', 'contacts/:id'],
    apiPrefixes: ['/api/contacts'],
    hu: ['Névjegyek', 'Személyek és szervezetek magyar azonosítókkal, címkékkel és tevékenységnaplóval.', 'Névjegyek, kapcsolataik, címkék és jegyzetek.'],
    en: ['Contacts', 'People and organisations with Hungarian identifiers, tags and an activity timeline.', 'Contacts, their links, tags and notes.'],
  }),
  m({
    key: 'matters',
    category: 'practice',
    icon: 'matters',
    usePermission: 'canViewCases',
    pages: ['matters', 'matters/new', 'matters/tasks', 'matters/:matterId'],
    apiPrefixes: ['/api/matters'],
    dependsOn: ['contacts'],
    pagePermissions: { 'matters/new': 'canCreateCases' },
    hu: ['Ügyek', 'Ügyek ügyszámmal, felekkel, ellenérdekű felekkel, csapattal és bizalmas jelöléssel.', 'Ügyek, felek, csapattagok és ügyeseményeik.'],
    en: ['Matters', 'Matters with reference numbers, parties, opposing parties, team and confidentiality.', 'Matters, parties, team members and their events.'],
  }),
  m({
    key: 'client-management',
    category: 'clients',
    icon: 'customers',
    usePermission: 'canViewContacts',
    pages: ['customers', 'client-management'],
    apiPrefixes: ['/api/client-management'],
    dependsOn: ['contacts'],
    hu: ['Ügyfélkezelés', 'Az iroda ügyfelei egy helyen: ügyfélkártya, ügyek, számlák és üzenetek.', 'Ügyfélkártyák és ügyfélcsoportok.'],
    en: ['Client management', "The firm's clients in one place: client card, matters, invoices and messages.", 'Client cards and client groups.'],
  }),
  m({
    key: 'client-onboarding',
    category: 'clients',
    icon: 'onboarding',
    usePermission: 'canCreateContacts',
    pages: ['client-onboarding'],
    apiPrefixes: ['/api/client-onboarding'],
    dependsOn: ['contacts'],
    minPlan: 'halado',
    // Reading the intakes is canViewContacts on the server; starting one is canCreateContacts.
    pagePermissions: { 'client-onboarding': 'canViewContacts' },
    hu: ['Ügyfélfelvétel (KYC/AML)', 'Ügyfél-átvilágítás a pénzmosás elleni törvény szerint, azonosítással és kockázati besorolással.', 'Átvilágítási adatlapok, azonosító okmányok adatai és kockázati besorolások.'],
    en: ['Client onboarding (KYC/AML)', 'Client due diligence under the Hungarian AML act, with identification and risk rating.', 'Due-diligence forms, ID document data and risk ratings.'],
  }),
  m({
    key: 'opportunities',
    category: 'clients',
    icon: 'opportunities',
    usePermission: 'canViewOpportunities',
    pages: ['opportunities'],
    apiPrefixes: ['/api/opportunities'],
    dependsOn: ['contacts', 'matters'],
    hu: ['Lehetőségek', 'Megkeresések és ajánlatok követése a megbízásig.', 'Lehetőségek, szakaszaik és becsült értékük.'],
    en: ['Opportunities', 'Track enquiries and offers until the engagement.', 'Opportunities, their stages and estimated value.'],
  }),
  m({
    key: 'crm',
    category: 'clients',
    icon: 'crm',
    usePermission: 'canViewOpportunities',
    pages: ['crm'],
    apiPrefixes: ['/api/crm'],
    dependsOn: ['contacts', 'opportunities'],
    minPlan: 'halado',
    hu: ['CRM', 'Értékesítési tölcsér, teendők és ügyfélkapcsolati áttekintés.', 'Tölcsérszakaszok és teendők.'],
    en: ['CRM', 'Sales pipeline, tasks and a client-relationship overview.', 'Pipeline stages and tasks.'],
  }),
  m({
    key: 'time-tracking',
    category: 'finance',
    icon: 'time',
    usePermission: 'canViewTimeTracking',
    pages: ['tracking'],
    apiPrefixes: ['/api/time-tracking'],
    dependsOn: ['matters'],
    hu: ['Időnyilvántartás', 'Munkaidő rögzítése ügyenként, stopperrel és kerekítési szabályokkal.', 'Időbejegyzések és óradíjak.'],
    en: ['Time tracking', 'Record time per matter, with a timer and rounding rules.', 'Time entries and hourly rates.'],
  }),
  m({
    key: 'invoice-generator',
    category: 'finance',
    icon: 'invoice',
    usePermission: 'canViewTimeTracking',
    pages: ['invoice-generator', 'invoice-generator/new', 'invoice-generator/settings', 'invoice-generator/:invoiceId'],
    apiPrefixes: ['/api/invoice-generator'],
    dependsOn: ['contacts'],
    pagePermissions: { 'invoice-generator/new': 'canCreateTimeEntries', 'invoice-generator/settings': 'canEditSettings' },
    hu: ['Számlázás', 'Magyar számlák kiállítása, NAV Online Számla adatszolgáltatással.', 'Számlák, számlatételek és NAV-beküldések.'],
    en: ['Invoicing', 'Hungarian invoices with NAV Online Invoice reporting.', 'Invoices, invoice lines and NAV submissions.'],
  }),
  m({
    key: 'financial-reports',
    category: 'finance',
    icon: 'reports',
    usePermission: 'canViewAnalytics',
    pages: ['financial-reports'],
    apiPrefixes: ['/api/financial-reports'],
    dependsOn: ['invoice-generator'],
    minPlan: 'halado',
    hu: ['Pénzügyi kimutatások', 'Árbevétel, kintlévőségek és ügyenkénti jövedelmezőség.', 'Nem tárol saját adatot, a számlákból és időbejegyzésekből számol.'],
    en: ['Financial reports', 'Revenue, receivables and profitability per matter.', 'Keeps no data of its own; computed from invoices and time entries.'],
  }),
  m({
    key: 'compliance-tracker',
    category: 'practice',
    icon: 'deadlines',
    usePermission: 'canViewCases',
    pages: ['compliance-tracker'],
    apiPrefixes: ['/api/compliance-tracker'],
    dependsOn: ['matters'],
    hu: ['Határidőnapló', 'Eljárási határidők számítása munkanapokkal és ítélkezési szünettel, emlékeztetőkkel.', 'Határidők, számításuk magyarázata és emlékeztetők.'],
    en: ['Deadline tracker', 'Procedural deadlines computed with working days and court recess, with reminders.', 'Deadlines, their computation and reminders.'],
  }),
  m({
    key: 'documents',
    category: 'documents',
    icon: 'documents',
    usePermission: 'canViewDocuments',
    pages: ['documents', 'documents/:documentId'],
    apiPrefixes: ['/api/documents'],
    hu: ['Dokumentumtár', 'Mappák, címkék, ügyekhez kötött dokumentumok és teljes szöveges keresés.', 'Feltöltött fájlok, metaadataik és kinyert szövegük.'],
    en: ['Document vault', 'Folders, tags, documents linked to matters and full-text search.', 'Uploaded files, their metadata and extracted text.'],
  }),
  m({
    key: 'document-versioning',
    category: 'documents',
    icon: 'versions',
    usePermission: 'canViewDocuments',
    pages: ['document-versioning'],
    apiPrefixes: ['/api/document-versioning'],
    dependsOn: ['documents'],
    minPlan: 'halado',
    hu: ['Dokumentumverziók', 'Verziótörténet, visszaállítás és szöveges összehasonlítás két verzió között.', 'A dokumentumok korábbi verziói.'],
    en: ['Document versioning', 'Version history, restore and a text diff between two versions.', 'Earlier versions of documents.'],
  }),
  m({
    key: 'ocr',
    category: 'documents',
    icon: 'ocr',
    usePermission: 'canViewDocuments',
    pages: ['ocr-demo'],
    apiPrefixes: ['/api/ocr'],
    dependsOn: ['documents'],
    minPlan: 'halado',
    monthlyPriceHuf: 4900,
    hu: ['OCR szövegfelismerés', 'Beszkennelt iratok magyar nyelvű szövegfelismerése, kereshetővé téve.', 'A felismert szöveg a dokumentumok mellett.'],
    en: ['OCR', 'Hungarian text recognition of scanned documents, made searchable.', 'Recognised text next to the documents.'],
  }),
  m({
    key: 'document-templates',
    category: 'documents',
    icon: 'templates',
    usePermission: 'canViewTemplates',
    pages: ['documents/templates', 'documents/templates/:id', 'documents/templates/new', 'documents/templates/:id/edit'],
    apiPrefixes: ['/api/document-templates'],
    pagePermissions: { 'documents/templates/new': 'canCreateTemplates', 'documents/templates/:id/edit': 'canCreateTemplates' },
    hu: ['Dokumentumsablonok', 'Szerződés- és beadványsablonok magyar jogi mezőkkel.', 'Sablonok és változataik.'],
    en: ['Document templates', 'Contract and filing templates with Hungarian legal fields.', 'Templates and their versions.'],
  }),
  m({
    key: 'document-generator',
    category: 'documents',
    icon: 'generator',
    usePermission: 'canGenerateDocuments',
    pages: ['document-generator', 'documents/generate', 'document-generation'],
    apiPrefixes: ['/api/document-generator'],
    dependsOn: ['document-templates'],
    hu: ['Dokumentumgenerátor', 'Kész dokumentumok sablonból, az ügy és az ügyfél adataival kitöltve.', 'Az elkészült dokumentumok (DOCX, PDF) és kitöltési adataik.'],
    en: ['Document generator', "Finished documents from templates, filled with the matter's and client's data.", 'Generated documents (DOCX, PDF) and the data they were filled with.'],
  }),
  m({
    key: 'knowledge-base',
    category: 'documents',
    icon: 'knowledge',
    usePermission: 'canViewDocuments',
    pages: ['kb', 'kb/:articleId', 'knowledge'],
    apiPrefixes: ['/api/knowledge-base'],
    hu: ['Tudásbázis', 'Az iroda belső jegyzetei, mintái és jogszabály-kivonatai kereshetően.', 'Tudásbázis-cikkek és csatolmányaik.'],
    en: ['Knowledge base', "The firm's internal notes, precedents and statute extracts, searchable.", 'Knowledge-base articles and attachments.'],
  }),
  m({
    key: 'ai-modules',
    category: 'ai',
    icon: 'ai',
    usePermission: 'canUseAI',
    pages: ['ai-modules'],
    apiPrefixes: ['/api/ai-modules'],
    hu: ['AI modulok', 'Összefoglalás, iratelemzés és fordítás a szerveroldali AI-átjárón keresztül.', 'AI-kérések naplója és költségei.'],
    en: ['AI modules', 'Summaries, document analysis and translation through the server-side AI gateway.', 'AI request log and costs.'],
  }),
  m({
    key: 'themis',
    category: 'ai',
    icon: 'themis',
    usePermission: 'canUseAI',
    pages: ['themis', 'themis/vault'],
    apiPrefixes: ['/api/themis'],
    dependsOn: ['ai-modules'],
    minPlan: 'halado',
    monthlyPriceHuf: 9900,
    hu: ['Themis jogi asszisztens', 'Jogi kérdések megválaszolása hivatkozásokkal, az iroda dokumentumtárára építve.', 'Beszélgetések és a Themis-tár dokumentumai.'],
    en: ['Themis legal assistant', "Legal questions answered with citations, grounded in the firm's vault.", 'Conversations and the Themis vault documents.'],
  }),
  m({
    key: 'automations',
    category: 'practice',
    icon: 'automations',
    usePermission: 'canEditSettings',
    pages: ['automations', 'automations/email-to-case', 'automations/deadline-reminders', 'automations/document-generation'],
    apiPrefixes: ['/api/automations'],
    dependsOn: ['matters'],
    pagePermissions: { 'automations/email-to-case': 'canCreateCases', 'automations/deadline-reminders': 'canViewCases', 'automations/document-generation': 'canGenerateDocuments' },
    hu: ['Automatizációk', 'E-mailből ügy, határidő-emlékeztetők és automatikus dokumentumkészítés.', 'Automatizációs szabályok és futásaik naplója.'],
    en: ['Automations', 'E-mail to matter, deadline reminders and automatic document generation.', 'Automation rules and their run log.'],
  }),
  m({
    key: 'client-portal',
    category: 'portal',
    icon: 'portal',
    usePermission: 'canViewCompanyUsers',
    pages: ['ugyfelportal', 'customer-dashboard', 'contact-company', 'book-appointment', 'my-purchases', 'submit-complaint', 'company-info', 'support', 'appointments', 'complaints', 'complaints/:complaintId'],
    apiPrefixes: ['/api/client-portal'],
    dependsOn: ['contacts'],
    pagePermissions: {
      // The lawyer's calendar, office hours and appointment types (booking, decision 0357).
      appointments: 'canViewCases',
      ugyfelportal: 'canViewDashboard',
      'customer-dashboard': 'canViewDashboard',
      'contact-company': 'canContactCompany',
      'book-appointment': 'canBookAppointment',
      'my-purchases': 'canViewPurchases',
      'submit-complaint': 'canSubmitComplaint',
      'company-info': 'canViewCompanyInfo',
      support: 'canRequestSupport',
      complaints: 'canViewContacts',
      'complaints/:complaintId': 'canViewContacts',
    },
    hu: ['Ügyfélportál', 'Az ügyfelek üzennek, időpontot foglalnak, látják számláikat és panaszt tehetnek.', 'Üzenetek, foglalások, panaszok és támogatási kérések.'],
    en: ['Client portal', 'Clients send messages, book appointments, see their invoices and file complaints.', 'Messages, bookings, complaints and support requests.'],
  }),
  m({
    key: 'analytics',
    category: 'platform',
    icon: 'analytics',
    usePermission: 'canViewAnalytics',
    pages: ['analytics'],
    apiPrefixes: ['/api/analytics'],
    minPlan: 'halado',
    hu: ['Elemzések', 'Az iroda teljesítménye: ügyek, órák, árbevétel és ügyfelek alakulása.', 'Nem tárol saját adatot.'],
    en: ['Analytics', "The firm's performance: matters, hours, revenue and clients over time.", 'Keeps no data of its own.'],
  }),
  m({
    key: 'api-keys',
    category: 'platform',
    icon: 'key',
    usePermission: 'canEditSettings',
    pages: ['api-keys'],
    apiPrefixes: ['/api/api-keys', '/api/v1'],
    minPlan: 'halado',
    hu: ['API-kulcsok', 'Saját rendszerek csatlakoztatása az iroda adataihoz, visszavonható kulcsokkal.', 'API-kulcsok kivonata és használati naplójuk.'],
    en: ['API keys', "Connect your own systems to the firm's data with revocable keys.", 'API key hashes and their usage log.'],
  }),
  m({
    key: 'integrations',
    category: 'platform',
    icon: 'integrations',
    usePermission: 'canManageModules',
    pages: ['integrations'],
    apiPrefixes: ['/api/integrations'],
    hu: ['Integrációk', 'Naptár, e-mail és könyvelőprogram összekapcsolása.', 'Kapcsolatok beállításai (titkos kulcsok titkosítva).'],
    en: ['Integrations', 'Connect calendar, e-mail and accounting software.', 'Connection settings (secrets encrypted).'],
  }),
  m({
    key: 'mobile',
    category: 'platform',
    icon: 'mobile',
    usePermission: 'canUseModules',
    pages: ['mobile'],
    apiPrefixes: ['/api/mobile'],
    minPlan: 'profi',
    hu: ['Mobilalkalmazás', 'Az iroda mobilon: határidők, ügyek és üzenetek útközben.', 'Eszközregisztrációk és értesítési beállítások.'],
    en: ['Mobile app', 'The firm on mobile: deadlines, matters and messages on the go.', 'Device registrations and notification settings.'],
  }),
  m({
    key: 'custom-branding',
    category: 'platform',
    icon: 'branding',
    usePermission: 'canEditSettings',
    pages: ['custom-branding'],
    apiPrefixes: ['/api/custom-branding'],
    minPlan: 'profi',
    hu: ['Egyedi arculat', 'Az iroda logója, színei és saját domainje az ügyfélportálon és a dokumentumokon.', 'Logó és arculati beállítások.'],
    en: ['Custom branding', "The firm's logo, colours and own domain on the portal and documents.", 'Logo and branding settings.'],
  }),
  m({
    key: 'hospitality',
    category: 'hospitality',
    icon: 'hospitality',
    usePermission: 'canViewCases',
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
    dependsOn: ['contacts', 'invoice-generator'],
    minPlan: 'halado',
    monthlyPriceHuf: 14900,
    pagePermissions: {
      'hospitality/test': 'canViewSettings',
      'hospitality/reservations/new': 'canCreateCases',
      'hospitality/guests': 'canViewContacts',
      'hospitality/invoices': 'canViewTimeTracking',
      'hospitality/ntak': 'canEditSettings',
    },
    hu: ['Vendéglátás', 'Szálláshelyek, foglalási naptár, vendégek, takarítás és NTAK-jelentés.', 'Szálláshelyek, foglalások, vendégek és NTAK-jelentések.'],
    en: ['Hospitality', 'Properties, reservation calendar, guests, housekeeping and NTAK reports.', 'Properties, reservations, guests and NTAK reports.'],
  }),
] as const;

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
