// Error codes of the documents vault and its versions; merged into the shared catalogue (shared/errors/errors.ts).
import { DOCX_MAX_RATIO, DOCX_MAX_UNPACKED_BYTES, formatFileSize } from './documents';

export const documentErrorMessages = {
  DOCUMENT_TOO_LARGE: 'A fájl nagyobb, mint amit a csomagod egy fájlra megenged.',
  DOCUMENT_STORAGE_FULL: 'A céged elérte a csomagjában foglalt tárhelyet. Törölj régi fájlokat, vagy válts magasabb csomagra!',
  DOCUMENT_EXECUTABLE_REFUSED: 'Futtatható programot nem lehet feltölteni, akkor sem, ha a fájl neve mást mutat.',
  DOCUMENT_TYPE_NOT_ALLOWED: 'Ez a fájltípus nem tölthető fel. Feltölthető: PDF, Word, Excel, OpenDocument, kép (PNG, JPEG, WebP, TIFF) és szöveges fájl.',
  DOCUMENT_EMPTY_FILE: 'Üres fájlt nem lehet feltölteni.',
  DOCUMENT_NO_FILE: 'Válassz ki legalább egy fájlt a feltöltéshez.',
  DOCUMENT_TOO_MANY_FILES: 'Egyszerre legfeljebb 20 fájlt tölthetsz fel.',
  DOCUMENT_MATTER_NOT_FOUND: 'A kiválasztott ügy nem található.',
  DOCUMENT_CLIENT_NOT_FOUND: 'A kiválasztott ügyfél nem található.',
  DOCUMENT_BAD_FIELD: 'A feltöltés egyik mezője hibás (mappa, címke, ügy vagy ügyfél).',
  DOCUMENT_DELETED: 'A dokumentum a lomtárban van: előbb állítsd vissza.',
  DOCUMENT_NOT_DELETED: 'A dokumentum nincs a lomtárban.',
  DOCUMENT_RESTORE_EXPIRED: 'A visszaállítási idő lejárt, a dokumentum már nem állítható vissza.',
  DOCUMENT_VERSION_NOT_FOUND: 'A kért verzió nem található.',
  DOCUMENT_VERSION_IS_CURRENT: 'Ez a verzió már az aktuális.',
  DOCUMENT_FILE_MISSING: 'A dokumentum fájlja nem érhető el a tárhelyen. Értesítsd a rendszergazdát!',
  DOCUMENT_PREVIEW_UNAVAILABLE: 'Ehhez a fájltípushoz nincs HTML-előnézet.',
  OCR_NOT_APPLICABLE: 'Ennek a dokumentumnak már van szövege, vagy nem kép és nem beszkennelt PDF: nincs mit felismerni.',
  OCR_ALREADY_QUEUED: 'A szövegfelismerés már folyamatban van ennél a dokumentumnál.',
  DOCX_UNPACKED_TOO_LARGE: `A Word-fájl (vagy más Office-fájl) kibontva túl nagy vagy gyanúsan erősen tömörített (legfeljebb ${formatFileSize(DOCX_MAX_UNPACKED_BYTES)} kibontva és ${DOCX_MAX_RATIO}-szoros tömörítés), ezért nem dolgozzuk fel.`,
  DOCX_PROCESSING_FAILED: 'A Word-fájl feldolgozása túllépte az idő- vagy memóriakorlátot, ezért leállítottuk. Ossz kisebb részekre a dokumentumot, vagy mentsd újra Wordben!',
  FILE_PROCESSING_BUSY: 'Most túl sok fájl feldolgozása van folyamatban. Próbáld újra egy perc múlva!',
} as const;

/** The HTTP status each code is answered with (plugins/error-status.ts gathers these). */
export const documentErrorStatus = {
  DOCUMENT_TOO_LARGE: 413,
  DOCUMENT_STORAGE_FULL: 413,
  DOCUMENT_EXECUTABLE_REFUSED: 415,
  DOCUMENT_TYPE_NOT_ALLOWED: 415,
  DOCUMENT_EMPTY_FILE: 400,
  DOCUMENT_NO_FILE: 400,
  DOCUMENT_TOO_MANY_FILES: 413,
  DOCUMENT_MATTER_NOT_FOUND: 400,
  DOCUMENT_CLIENT_NOT_FOUND: 400,
  DOCUMENT_BAD_FIELD: 400,
  DOCUMENT_DELETED: 409,
  DOCUMENT_NOT_DELETED: 409,
  DOCUMENT_RESTORE_EXPIRED: 410,
  DOCUMENT_VERSION_NOT_FOUND: 404,
  DOCUMENT_VERSION_IS_CURRENT: 409,
  DOCUMENT_FILE_MISSING: 500,
  DOCUMENT_PREVIEW_UNAVAILABLE: 409,
  OCR_NOT_APPLICABLE: 409,
  OCR_ALREADY_QUEUED: 409,
  DOCX_UNPACKED_TOO_LARGE: 413,
  DOCX_PROCESSING_FAILED: 422,
  FILE_PROCESSING_BUSY: 503,
} satisfies Record<keyof typeof documentErrorMessages, number>;

declare module '../errors/errors' {
  interface ModuleErrorMessages extends Record<keyof typeof documentErrorMessages, string> {}
}
