// Error codes of the module factory; merged into the shared catalogue (shared/errors/errors.ts).
// MODULE_NOT_FOUND / MODULE_NOT_INSTALLED of the records API come from shared/modules/errors.ts.
export const moduleFactoryErrorMessages = {
  FACTORY_KEY_TAKEN: 'Ez a modulazonosító már foglalt. Válassz másikat.',
  FACTORY_NO_DRAFT: 'Nincs közzétehető változás: a modul legutóbbi verziója már közzé van téve.',
  FACTORY_VERSION_CONFLICT: 'A módosítás nem tehető közzé: egy meglévő mező típusa nem változtatható. Vegyél fel új mezőt új azonosítóval.',
} as const;

/** The HTTP status each code is answered with (plugins/error-status.ts gathers these). */
export const moduleFactoryErrorStatus = {
  FACTORY_KEY_TAKEN: 409,
  FACTORY_NO_DRAFT: 409,
  FACTORY_VERSION_CONFLICT: 409,
} satisfies Record<keyof typeof moduleFactoryErrorMessages, number>;

declare module '../errors/errors' {
  interface ModuleErrorMessages extends Record<keyof typeof moduleFactoryErrorMessages, string> {}
}
