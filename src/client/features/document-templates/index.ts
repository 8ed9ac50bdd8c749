export { TemplateLibrary } from './components/template-library';
export { TemplateDetailPage } from './components/template-detail-page';
export { GeneratePage } from './components/generate-page';
export { TemplateEditorPage } from './components/template-editor-page';
export { MatterGenerationsPanel } from './components/matter-generations-panel';
