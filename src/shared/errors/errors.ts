// The API's error catalogue (decision 0447): the platform's own codes here, and each module's codes
// in its own `shared/<x>/errors.ts` (`export const <x>ErrorMessages = { CODE: 'Magyar szöveg.' }`,
// its English texts beside it in `errors.en.ts`), found by folder – a new module edits no list.
// A module's file adds its codes to `ErrorCode` by augmenting `ModuleErrorMessages`:
//   declare module '../errors/errors' { interface ModuleErrorMessages extends Record<keyof typeof xErrorMessages, string> {} }

import { formatFileSize } from '../documents/documents';
import { AVATAR_MAX_BYTES } from '../profile/limits';

/**
 * One error shape for the whole API: `{ code, message }`.
 * `code` is stable for API clients; `message` is Hungarian, ready for the UI.
 */
export const coreErrorMessages = {
  VALIDATION_ERROR: 'A megadott adatok hibásak.',
  INVALID_JSON: 'A kérés törzse nem érvényes JSON.',
  JSON_TOO_DEEP: 'A kérés törzse túl mélyen egymásba ágyazott adatokat tartalmaz.',
  PAYLOAD_TOO_LARGE: 'A kérés túl nagy.',
  UNSUPPORTED_MEDIA_TYPE: 'Nem támogatott tartalomtípus.',
  UNAUTHENTICATED: 'Bejelentkezés szükséges.',
  FORBIDDEN: 'Nincs jogosultságod ehhez a művelethez.',
  NO_TENANT: 'Nincs kiválasztott cég ehhez a művelethez.',
  CSRF_REJECTED: 'A kérés eredete nem ellenőrizhető, ezért elutasítottuk.',
  NOT_FOUND: 'A kért erőforrás nem található.',
  METHOD_NOT_ALLOWED: 'Ez a művelet nem engedélyezett.',
  RATE_LIMITED: 'Túl sok kérés érkezett. Kérlek, próbáld újra később.',
  DATABASE_UNAVAILABLE: 'Az adatbázis jelenleg nem érhető el. Kérlek, próbáld újra később.',
  INTERNAL_ERROR: 'Váratlan hiba történt. Kérlek, próbáld újra később.',
  AUTOMATION_DEPTH_EXCEEDED: 'Az automatizmusok túl hosszú láncot indítottak egymásból, ezért ezt a lépést nem hajtottuk végre.',
  // Tenants, users and profile (modules/admin, modules/profile)
  TENANT_SUSPENDED: 'A céged hozzáférését felfüggesztették. Fordulj a platform üzemeltetőjéhez.',
  SLUG_TAKEN: 'Ez a cégazonosító már foglalt.',
  EMAIL_TAKEN: 'Ezzel az emailcímmel már létezik felhasználó.',
  CONFIRMATION_MISMATCH: 'A megerősítéshez pontosan a cég nevét kell beírni.',
  CANNOT_CHANGE_SELF: 'A saját fiókodat itt nem módosíthatod.',
  AVATAR_TOO_LARGE: `A kép legfeljebb ${formatFileSize(AVATAR_MAX_BYTES)} lehet.`,
  AVATAR_TYPE: 'Csak PNG, JPEG vagy WebP képet tölthetsz fel.',
  JOIN_REQUEST_LIMIT: 'Legfeljebb 5 függő csatlakozási kérelmed lehet egyszerre. Várd meg a döntést, vagy vonj vissza egy kérelmet.',
  ALREADY_MEMBER: 'Ez a személy már tagja a cégednek.',
  AVATAR_CONTENT: 'A kép sérült, vagy a képen kívül mást is tartalmaz.',
  JOB_NOT_IN_DEAD_LETTER: 'Ez a háttérfeladat már nincs a sikertelenek között (közben újraindították vagy elvetették).',
  TERMS_REQUIRED: 'A felhasználási feltételek és az adatvédelmi tájékoztató elfogadása kötelező.',
  // Colleague invitations and seats (issue 38.2, decision 0330)
  SEAT_LIMIT_REACHED: 'A csomagodban foglalt felhasználói helyek elfogytak: válts nagyobb csomagra, vagy vonj vissza egy függő meghívót, illetve távolíts el egy tagot.',
  INVITATION_PENDING: 'Erre az emailcímre már van függő meghívó: a listában újraküldheted.',
  INVITATION_INVALID: 'A meghívó érvénytelen, lejárt vagy visszavonták. Kérj újat az iroda adminisztrátorától.',
  INVITATION_SIGN_IN_REQUIRED: 'Ezzel az emailcímmel már van fiókod: jelentkezz be vele, majd nyisd meg újra a meghívó linkjét.',
  INVITATION_EMAIL_MISMATCH: 'A meghívó másik emailcímre szól: jelentkezz ki, és lépj be a meghívott címmel.',
  MEMBER_LAST_ADMIN: 'Az iroda utolsó adminisztrátora nem távolítható el, és a szerepköre sem vehető el.',
  USER_LAST_FIRM_ADMIN: 'A felhasználó egy cég egyetlen aktív cégadminisztrátora: előbb adj cégadminisztrátori szerepkört a cég egy másik tagjának, és csak utána deaktiváld.',
  CUSTOMER_CANNOT_BE_ADMIN:
    'Ügyfélfiók nem kaphat cégadminisztrátori szerepkört, és a cégadminisztrátor nem lehet egyben ügyfél. Ha az ügyfél az iroda munkatársa lett, előbb vedd el az ügyfél szerepkört, és mentsd el ügyvédként.',
} as const;

/** Every module's codes, filled in by the modules' `errors.ts` (declaration merging). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by the modules
export interface ModuleErrorMessages {}

export type ErrorCode = keyof typeof coreErrorMessages | keyof ModuleErrorMessages;

/** The exports named `…<suffix>` of the catalogue parts, merged; a code defined twice is an error. */
export function mergeCatalogues<V extends string | number>(parts: Readonly<Record<string, Readonly<Record<string, unknown>>>>, suffix: string): Record<string, V> {
  const merged: Record<string, V> = {};
  for (const [file, exports] of Object.entries(parts)) {
    for (const [name, table] of Object.entries(exports)) {
      if (!name.endsWith(suffix) || typeof table !== 'object' || table === null) continue;
      for (const [code, value] of Object.entries(table as Record<string, V>)) {
        if (code in merged) throw new Error(`error code ${code} is defined twice (again in ${file})`);
        merged[code] = value;
      }
    }
  }
  return merged;
}

const moduleParts = import.meta.glob<Readonly<Record<string, unknown>>>('../*/errors.ts', { eager: true });

/** Code → Hungarian message, for every code of the API. */
export const errorMessages = mergeCatalogues<string>({ core: { coreErrorMessages }, ...moduleParts }, 'ErrorMessages') as Readonly<Record<ErrorCode, string>>;

export interface ApiErrorBody {
  code: string;
  message: string;
  /** Field-level problems for validation errors: path -> Hungarian message. */
  fields?: Record<string, string>;
}

export function errorBody(code: ErrorCode, message?: string, fields?: Record<string, string>): ApiErrorBody {
  return fields ? { code, message: message ?? errorMessages[code], fields } : { code, message: message ?? errorMessages[code] };
}
