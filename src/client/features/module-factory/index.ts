export { ModuleFactoryPage } from './components/designer-page';
export { FactoryModulePage, type ModuleView } from './components/module-page';
