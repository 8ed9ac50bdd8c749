// Query keys of the module system: the store, the firm's installed modules, the uninstall dry run
// and the platform admin's module base. Installing or uninstalling invalidates `all`.
const modules = ['modules'] as const;
export const modulesKeys = {
  /** Everything about the active firm's modules (store, detail, installed, dry runs). */
  all: modules,
  store: [...modules, 'store'] as const,
  detail: (key: string) => [...modules, 'store', key] as const,
  installed: [...modules, 'installed'] as const,
  uninstallPreview: (key: string) => [...modules, 'uninstall-preview', key] as const,
};

const admin = ['admin', 'modules'] as const;
export const adminModulesKeys = {
  all: admin,
  list: [...admin, 'list'] as const,
  usage: (key: string) => [...admin, 'usage', key] as const,
  firms: [...admin, 'firms'] as const,
};
