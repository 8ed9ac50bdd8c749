// Error codes of the module factory and of factory modules' records; merged into the shared
// catalogue (shared/errors/errors.ts). MODULE_NOT_FOUND / MODULE_NOT_INSTALLED carry the texts of
// the module system's contract (modules-design), so the store's routes and these answer alike.
export const moduleFactoryErrorMessages = {
  MODULE_NOT_FOUND: 'A kért modul nem található.',
  MODULE_NOT_INSTALLED: 'Ez a modul nincs telepítve a cégednél. A Modulboltban telepítheted.',
  FACTORY_KEY_TAKEN: 'Ez a modulazonosító már foglalt. Válassz másikat.',
  FACTORY_NO_DRAFT: 'Nincs közzétehető változás: a modul legutóbbi verziója már közzé van téve.',
  FACTORY_VERSION_CONFLICT: 'A módosítás nem tehető közzé: egy meglévő mező típusa nem változtatható. Vegyél fel új mezőt új azonosítóval.',
} as const;
