// What the app composes from the module system (store, my modules, admin pages, gating).
export { useAdminModules, useInstalledModules, useStore, useStoreModule } from './api/modules-api';
export { StorePage } from './components/store-page';
export { ModuleDetail } from './components/module-detail';
export { MyModuleDetail, MyModulesList } from './components/my-modules';
export { AdminModulesTable, ModuleBase } from './components/admin-modules';
export { ModuleGate, NotInstalled } from './components/module-gate';
export { labelledNavigation, moduleNavigation } from './nav-gating';
export { localized, moduleErrorText } from './module-text';
